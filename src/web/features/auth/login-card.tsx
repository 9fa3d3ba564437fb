import { useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMutasi } from '#web/lib/use-mutasi.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import type { LoginState } from '#web/components/layout/require-role.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { toast } from '#web/lib/toast.ts';
import { PublicFooter, PublicHeader } from '#web/components/layout/public-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Panel } from '#web/components/ui/panel.tsx';
import { InputField, PasswordField } from '#web/components/ui/field.tsx';
import { Logo } from '#web/components/ui/logo.tsx';
import { muatUlangMe, tujuanSetelahLogin } from '#web/lib/auth.ts';
import { pesanGagal } from '#web/lib/api.ts';
import { LOGIN_TOAST_MS } from '#web/lib/timing.ts';

type Terkirim = string | { message: string; to: string };

/**
 * The login flow both login pages share: send, show success only as the spec's 2.5 s toast and a
 * failure only in place (one message per event, issue 13), refresh "who am I", then go on after the
 * page's delay. An account with a second factor (D18) answers the password with a request for its
 * code: the form then asks for it and sends it to `sendKode`.
 */
export function useLogin(options: {
  /** Sends the login; resolves with the success message, or the message and the page to go on to, or 'kode' when the code is asked next. */
  send: () => Promise<Terkirim | typeof PERLU_KODE>;
  /** Sends the second factor's code (D18). */
  sendKode: (kode: string) => Promise<Terkirim>;
  /** The message for a failed login. */
  failure: (error: unknown) => string;
  to: string;
  /** The area whose pages a login may go back to (the page the person was going to). */
  area: '/admin' | '/asessor';
  delayMs: number;
}) {
  const navigate = useNavigate();
  const from = (useLocation().state as LoginState | null)?.from;
  const queryClient = useQueryClient();
  const [success, setSuccess] = useState<string>();
  const [tahapKode, setTahapKode] = useState(false);
  const [kode, setKode] = useState('');
  const selesai = async (sent: Terkirim) => {
    const { message, to } = typeof sent === 'string' ? { message: sent, to: options.to } : sent;
    setSuccess(message);
    toast.success(message, { duration: LOGIN_TOAST_MS });
    await muatUlangMe(queryClient);
    // A page the login must go to (the password change, D15) wins over the page asked for.
    const tujuan = to === options.to ? tujuanSetelahLogin(from, options.area, to) : to;
    setTimeout(() => navigate(tujuan, { replace: true }), options.delayMs);
  };
  const login = useMutasi({
    mutationFn: async () => (tahapKode ? options.sendKode(kode) : options.send()),
    onSuccess: async (sent) => {
      if (sent === PERLU_KODE) {
        setTahapKode(true);
        return;
      }
      await selesai(sent);
    },
  });
  // The code step's refusals are the server's own words (wrong or used code, the wait expired, the lock).
  const error = login.isError
    ? tahapKode
      ? pesanGagal(login.error, PESAN_KODE_GAGAL)
      : options.failure(login.error)
    : undefined;
  const submit = () => login.mutate();
  const kembali = () => {
    setTahapKode(false);
    setKode('');
    login.reset();
  };
  return { busy: login.isPending, error, success, submit, kodeStep: tahapKode ? { kode, setKode, kembali } : undefined };
}

/** What a page's `send` resolves to when the password was right and the code is asked next (D18). */
export const PERLU_KODE = 'kode' as const;
const PESAN_KODE_GAGAL = 'Kode verifikasi tidak dapat diperiksa. Coba lagi.';

/** The frame shared by both login pages. */
export function LoginCard(props: {
  title: string;
  /** The login's state from `useLogin`: busy, error, success (the form then stays disabled) and the second factor's step (D18). */
  login: ReturnType<typeof useLogin>;
  /** A notice under the success message (e.g. when the admin last set the password, D15). */
  notice?: ReactNode;
  password: string;
  onPassword: (password: string) => void;
  /** The login name's field; the password's follows it. */
  children: ReactNode;
}) {
  const { login } = props;
  // Why the user was sent here (the session ended, issue 13).
  const pesan = (useLocation().state as LoginState | null)?.pesan;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.submit();
  };
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="flex flex-1 items-center justify-center px-4 py-10">
        <Panel className="w-full max-w-md">
          <Logo className="mx-auto size-16" />
          <h1 className="mt-3 text-center text-2xl font-bold text-brand-900">{props.title}</h1>
          <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate>
            {pesan && !login.success && <Alert tone="warn" title={pesan} />}
            {login.kodeStep ? (
              <>
                <InputField
                  label="Kode Verifikasi"
                  name="kode"
                  hint="Password benar. Masukkan kode 6 angka dari aplikasi autentikator di ponsel Anda, atau satu kode pemulihan."
                  autoComplete="one-time-code"
                  autoFocus
                  value={login.kodeStep.kode}
                  onValue={login.kodeStep.setKode}
                  required
                />
              </>
            ) : (
              <>
                {props.children}
                <PasswordField label="Password" name="password" value={props.password} onValue={props.onPassword} required />
              </>
            )}
            {login.error && (
              <p role="alert" className="rounded-lg bg-danger-50 p-3 font-medium text-danger-700">
                {login.error}
              </p>
            )}
            {props.notice}
            <Button type="submit" size="lg" loading={login.busy} disabled={Boolean(login.success)}>
              {login.kodeStep ? 'Verifikasi' : 'Login'}
            </Button>
            {login.kodeStep && !login.success && (
              <Button type="button" variant="secondary" onClick={login.kodeStep.kembali}>
                Kembali ke password
              </Button>
            )}
            <Link to="/" className="text-center text-brand-700 underline">
              Kembali ke beranda
            </Link>
          </form>
        </Panel>
      </main>
      <PublicFooter />
    </div>
  );
}
