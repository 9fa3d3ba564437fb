import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { InputField } from '../../components/ui/field';
import { api, ApiError } from '../../lib/api';
import { ME_KEY } from '../../lib/auth';
import { LOGIN_TOAST_MS, REDIRECT_AFTER_ADMIN_LOGIN_MS } from '../../lib/timing';
import { LoginCard } from './login-card';

/** Admin login: checked by the server (D1), the spec's messages and 2.6 s redirect. */
export default function LoginAdminPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [success, setSuccess] = useState<string>();

  const submit = async () => {
    setError(undefined);
    setBusy(true);
    try {
      const { message } = await api<{ message: string }>('POST', '/api/admin/login', { username, password });
      setSuccess(message);
      toast.success(message, { duration: LOGIN_TOAST_MS });
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
      setTimeout(() => navigate('/admin/laporan'), REDIRECT_AFTER_ADMIN_LOGIN_MS);
    } catch (e) {
      const message = e instanceof ApiError && e.status !== 401 ? e.message : 'Username atau password salah!';
      setError(message);
      toast.error(message, { duration: LOGIN_TOAST_MS });
    } finally {
      setBusy(false);
    }
  };

  return (
    <LoginCard title="Login Admin" onSubmit={submit} busy={busy} error={error} success={success}>
      <InputField label="Username" name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required />
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
