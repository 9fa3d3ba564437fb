import { useState } from 'react';
import { PESAN_LOGIN_ADMIN_GAGAL } from '#domain/messages.ts';
import { InputField } from '#web/components/ui/field.tsx';
import { ApiError, NetworkError } from '#web/lib/api.ts';
import { REDIRECT_AFTER_ADMIN_LOGIN_MS } from '#web/lib/timing.ts';
import { loginAdmin, loginAdminKode, perluKode } from './auth-api';
import { LoginCard, PERLU_KODE, useLogin } from './login-card';

/** Admin login: checked by the server (D1), the spec's messages and 2.6 s redirect. */
export default function LoginAdminPage() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin({
    send: async () => {
      const res = await loginAdmin({ username, password });
      return perluKode(res) ? PERLU_KODE : res.message;
    },
    sendKode: async (kode) => (await loginAdminKode({ kode })).message,
    failure: (e) =>
      e instanceof NetworkError || (e instanceof ApiError && e.status !== 401) ? e.message : PESAN_LOGIN_ADMIN_GAGAL,
    to: '/admin/laporan',
    area: '/admin',
    delayMs: REDIRECT_AFTER_ADMIN_LOGIN_MS,
  });

  return (
    <LoginCard title="Login Admin" login={login} password={password} onPassword={setPassword}>
      <InputField label="Username" name="username" autoComplete="username" value={username} onValue={setUsername} required />
    </LoginCard>
  );
}
