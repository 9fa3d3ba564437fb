import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { InputField } from '../../components/ui/field';
import { api, ApiError } from '../../lib/api';
import { ME_KEY } from '../../lib/auth';
import { LOGIN_TOAST_MS, REDIRECT_AFTER_ASESSOR_LOGIN_MS } from '../../lib/timing';
import { LoginCard } from './login-card';

/** Assessor login: 'Login berhasil!' for 2.5 s and on to /asessor/status after 1 s. */
export default function LoginAsessorPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [assesorId, setAssesorId] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [success, setSuccess] = useState<string>();

  const submit = async () => {
    setError(undefined);
    setBusy(true);
    try {
      await api('POST', '/api/asessors/login', { assesor_id: assesorId, password });
      setSuccess('Login berhasil!');
      toast.success('Login berhasil!', { duration: LOGIN_TOAST_MS });
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
      setTimeout(() => navigate('/asessor/status'), REDIRECT_AFTER_ASESSOR_LOGIN_MS);
    } catch (e) {
      const message = e instanceof ApiError ? e.message || 'Login gagal' : 'Terjadi kesalahan saat login';
      setError(message);
      toast.error(message, { duration: LOGIN_TOAST_MS });
    } finally {
      setBusy(false);
    }
  };

  return (
    <LoginCard title="Login Asessor" onSubmit={submit} busy={busy} error={error} success={success}>
      <InputField label="ID Asessor" name="assesor_id" autoComplete="username" value={assesorId} onChange={(e) => setAssesorId(e.target.value)} required />
      <InputField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
    </LoginCard>
  );
}
