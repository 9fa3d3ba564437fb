import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { PublicFooter, PublicHeader } from '../../components/layout/public-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** The frame shared by both login pages. */
export function LoginCard(props: {
  title: string;
  onSubmit: () => void;
  busy: boolean;
  error?: string;
  success?: string;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="flex flex-1 items-center justify-center px-4 py-10">
        <Card className="w-full max-w-md">
          <img src="/logo.svg" alt="" className="mx-auto size-16" />
          <h1 className="mt-3 text-center text-2xl font-bold text-brand-900">{props.title}</h1>
          <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate>
            {props.children}
            {props.error && (
              <p role="alert" className="rounded-lg bg-danger-50 p-3 font-medium text-danger-700">
                {props.error}
              </p>
            )}
            {props.success && (
              <p role="status" className="rounded-lg bg-ok-50 p-3 font-medium text-ok-700">
                {props.success}
              </p>
            )}
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
