import { Badge } from '#web/components/ui/badge.tsx';

/** Online (a session used in the last 15 minutes, D1) or offline. */
export function OnlineBadge({ online }: { online: boolean }) {
  return (
    <Badge tone={online ? 'ok' : 'neutral'}>
      <span className={`size-2 rounded-full ${online ? 'bg-ok-600' : 'bg-slate-400'}`} aria-hidden />
      {online ? 'Online' : 'Offline'}
    </Badge>
  );
}

/** Whether the account may log in. */
export function AktifBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'brand' : 'warn'}>{active ? 'Aktif' : 'Nonaktif'}</Badge>;
}

/**
 * An account's badges as its list looks at it: Kelola Akun (`akun`) leads with whether it may log in;
 * Laporan Terbaru (`aktivitas`) with whether it is online, naming only an account that may not log in.
 */
export function StatusAsessor({ a, sudut }: { a: { active: boolean; is_online: boolean }; sudut: 'akun' | 'aktivitas' }) {
  return sudut === 'akun' ? (
    <>
      <AktifBadge active={a.active} />
      <OnlineBadge online={a.is_online} />
    </>
  ) : (
    <>
      <OnlineBadge online={a.is_online} />
      {!a.active && <AktifBadge active={false} />}
    </>
  );
}
