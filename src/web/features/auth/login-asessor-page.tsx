import { useState } from 'react';
import { PESAN_KESALAHAN_LOGIN, PESAN_LOGIN_BERHASIL, PESAN_LOGIN_GAGAL } from '#domain/messages.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { InputField } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api.ts';
import { GANTI_PASSWORD_PATH } from '#web/lib/auth.ts';
import { formatWib } from '#web/lib/format.ts';
import { REDIRECT_AFTER_ASESSOR_LOGIN_MS } from '#web/lib/timing.ts';
import type { LoginAsessorResponse } from '#contract/index.ts';
import { loginAsessor, loginAsessorKode, perluKode } from './auth-api';
import { LoginCard, PERLU_KODE, useLogin } from './login-card';

/**
 * Assessor login: 'Login berhasil!' for 2.5 s and on to /asessor/status after 1 s (the spec's default after
 * login; Beranda, issue 31, is the first entry of the menu and the area's index), or to the
 * password change while the password is the admin's temporary one (D15). Says when an admin last
 * set the password, so that an assessor notices a reset they did not ask for.
 */
export default function LoginAsessorPage() {
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [diaturAdmin, setDiaturAdmin] = useState<{ at: string; sementara: boolean }>();
  const masuk = (res: LoginAsessorResponse) => {
    if (res.password_diatur_admin) setDiaturAdmin({ at: res.password_diatur_admin, sementara: res.harus_ganti_password });
    return { message: PESAN_LOGIN_BERHASIL, to: res.harus_ganti_password ? GANTI_PASSWORD_PATH : '/asessor/status' };
  };
  const login = useLogin({
    send: async () => {
      const res = await loginAsessor({ assesor_id: loginId, password });
      return perluKode(res) ? PERLU_KODE : masuk(res);
    },
    sendKode: async (kode) => masuk(await loginAsessorKode({ kode })),
    failure: (e) => (e instanceof ApiError ? e.message || PESAN_LOGIN_GAGAL : PESAN_KESALAHAN_LOGIN),
    to: '/asessor/status',
    area: '/asessor',
    delayMs: REDIRECT_AFTER_ASESSOR_LOGIN_MS,
  });

  const notice = diaturAdmin && (
    <Alert tone={diaturAdmin.sementara ? 'warn' : 'info'}>
      <p data-testid="password-diatur-admin">Password akun ini terakhir diatur oleh admin pada {formatWib(diaturAdmin.at)}.</p>
      {diaturAdmin.sementara && <p>Password tersebut sementara: buat password Anda sendiri sekarang.</p>}
    </Alert>
  );

  return (
    <LoginCard title="Login Asessor" login={login} notice={notice} password={password} onPassword={setPassword}>
      <InputField label="ID Asessor" name="assesor_id" autoComplete="username" value={loginId} onValue={setLoginId} required />
    </LoginCard>
  );
}
