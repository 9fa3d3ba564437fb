import { useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMutasi } from '../../lib/use-mutasi';
import { Link, useLocation, useNavigate } from 'react-router';
import type { LoginState } from '../../components/layout/require-role';
import { Alert } from '../../components/ui/alert';
import { toast } from '../../lib/toast';
import { PublicFooter, PublicHeader } from '../../components/layout/public-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { InputField } from '../../components/ui/field';
import { Logo } from '../../components/ui/logo';
import { muatUlangMe, tujuanSetelahLogin } from '../../lib/auth';
import { LOGIN_TOAST_MS } from '../../lib/timing';

/**
 * The login flow both login pages share: send, show success only as the spec's 2.5 s toast and a
 * failure only in place (one message per event, issue 13), refresh "who am I", then go on after the page's delay.
 */
export function useLogin(options: {
  /** Sends the login; resolves with the success message, or the message and the page to go on to. */
  send: () => Promise<string | { message: string; to: string }>;
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
  const login = useMutasi({
    mutationFn: options.send,
    onSuccess: async (sent) => {
      const { message, to } = typeof sent === 'string' ? { message: sent, to: options.to } : sent;
      setSuccess(message);
      toast.success(message, { duration: LOGIN_TOAST_MS });
      await muatUlangMe(queryClient);
      // A page the login must go to (the password change, D15) wins over the page asked for.
      const tujuan = to === options.to ? tujuanSetelahLogin(from, options.area, to) : to;
      setTimeout(() => navigate(tujuan, { replace: true }), options.delayMs);
    },
  });
  const error = login.isError ? options.failure(login.error) : undefined;
  const submit = () => login.mutate();
  return { busy: login.isPending, error, success, submit };
}

/** The frame shared by both login pages. */
export function LoginCard(props: {
  title: string;
  onSubmit: () => void;
  busy: boolean;
  error?: string;
  /** Set once the login succeeded (its message is the toast): the form stays disabled. */
  success?: string;
  /** A notice under the success message (e.g. when the admin last set the password, D15). */
  notice?: ReactNode;
  password: string;
  onPassword: (password: string) => void;
  /** The login name's field; the password's follows it. */
  children: ReactNode;
}) {
  // Why the user was sent here (the session ended, issue 13).
  const pesan = (useLocation().state as LoginState | null)?.pesan;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="flex flex-1 items-center justify-center px-4 py-10">
        <Card className="w-full max-w-md">
          <Logo className="mx-auto size-16" />
          <h1 className="mt-3 text-center text-2xl font-bold text-brand-900">{props.title}</h1>
          <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate>
            {pesan && !props.success && (
              <Alert tone="warn" title={pesan} />
            )}
            {props.children}
            <InputField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={props.password}
              onChange={(e) => props.onPassword(e.target.value)}
              required
            />
            {props.error && (
              <p role="alert" className="rounded-lg bg-danger-50 p-3 font-medium text-danger-700">
                {props.error}
              </p>
            )}
            {props.notice}
            <Button type="submit" size="lg" loading={props.busy} disabled={Boolean(props.success)}>
              Login
            </Button>
            <Link to="/" className="text-center text-brand-700 underline">
              Kembali ke beranda
            </Link>
          </form>
        </Card>
      </main>
      <PublicFooter />
    </div>
  );
}
