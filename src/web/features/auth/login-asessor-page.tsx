import { useState } from 'react';
import { PESAN_KESALAHAN_LOGIN, PESAN_LOGIN_BERHASIL, PESAN_LOGIN_GAGAL } from '../../../domain/messages';
import { InputField } from '../../components/ui/field';
import { api, ApiError } from '../../lib/api';
import { REDIRECT_AFTER_ASESSOR_LOGIN_MS } from '../../lib/timing';
import { LoginCard, useLogin } from './login-card';

/** Assessor login: 'Login berhasil!' for 2.5 s and on to /asessor/status after 1 s. */
export default function LoginAsessorPage() {
  const [assesorId, setAssesorId] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin({
    send: async () => {
      await api('POST', '/api/asessors/login', { assesor_id: assesorId, password });
      return PESAN_LOGIN_BERHASIL;
    },
    failure: (e) => (e instanceof ApiError ? e.message || PESAN_LOGIN_GAGAL : PESAN_KESALAHAN_LOGIN),
    to: '/asessor/status',
    delayMs: REDIRECT_AFTER_ASESSOR_LOGIN_MS,
  });

  return (
    <LoginCard title="Login Asessor" onSubmit={login.submit} busy={login.busy} error={login.error} success={login.success}>
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
