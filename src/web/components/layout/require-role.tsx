import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { PESAN_SESI_BERAKHIR } from '#domain/messages.ts';
import { SESI_BERAKHIR } from '#web/lib/api.ts';
import { KUNCI_KELUAR, muatUlangMe, useMe, type Me, type Role } from '#web/lib/auth.ts';
import { Loading } from '../ui/spinner';

/** What a login page reads from the navigation state: why the user was sent there. */
export interface LoginState {
  from?: string;
  pesan?: string;
}

/**
 * Shows its children only when the server confirms a session of the role; otherwise goes to the login
 * page, which comes back to this page after the login. A session that ends meanwhile (a 401 from any
 * call, a logout in another tab, found when this tab is shown again) sends the user there with the
 * message that it ended (issues 13 and 32).
 */
export function RequireRole({ role, loginPath, children }: { role: Role; loginPath: string; children: (me: Me) => ReactNode }) {
  const { data: me, isPending, isFetching, isError } = useMe();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [berakhir, setBerakhir] = useState(false);

  useEffect(() => {
    const akhiri = () => {
      setBerakhir(true);
      // Nothing of the ended session stays in memory for the next person at this device.
      queryClient.clear();
    };
    // Asks the server, not the cache: a logout in another tab leaves this tab's cache as it was.
    const periksa = () => {
      muatUlangMe(queryClient).then(
        (baru) => {
          if (!baru?.roles.includes(role)) akhiri();
        },
        () => {
          // Offline: the next call that reaches the server decides.
        },
      );
    };
    const diTampilkan = () => {
      if (document.visibilityState === 'visible') periksa();
    };
    const diPenyimpanan = (e: StorageEvent) => {
      if (e.key === KUNCI_KELUAR) periksa();
    };
    window.addEventListener(SESI_BERAKHIR, akhiri);
    window.addEventListener('storage', diPenyimpanan);
    document.addEventListener('visibilitychange', diTampilkan);
    return () => {
      window.removeEventListener(SESI_BERAKHIR, akhiri);
      window.removeEventListener('storage', diPenyimpanan);
      document.removeEventListener('visibilitychange', diTampilkan);
    };
  }, [queryClient, role]);

  const from = `${location.pathname}${location.search}`;
  if (berakhir) {
    return <Navigate to={loginPath} replace state={{ from, pesan: PESAN_SESI_BERAKHIR } satisfies LoginState} />;
  }
  // "Nobody" read from the cache while the server is being asked again is not an answer yet.
  if (isPending || (!me && isFetching)) return <Loading text="Memeriksa sesi..." />;
  if (isError || !me || !me.roles.includes(role)) {
    return <Navigate to={loginPath} replace state={{ from } satisfies LoginState} />;
  }
  return <>{children(me)}</>;
}
