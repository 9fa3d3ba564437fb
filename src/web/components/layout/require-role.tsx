import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { PESAN_SESI_BERAKHIR } from '../../../domain/messages';
import { SESI_BERAKHIR } from '../../lib/api';
import { useMe, type Me, type Role } from '../../lib/auth';
import { Loading } from '../ui/spinner';

/** What a login page reads from the navigation state: why the user was sent there. */
export interface LoginState {
  from?: string;
  pesan?: string;
}

/**
 * Shows its children only when the server confirms a session of the role; otherwise goes to the login
 * page. A 401 from any later call means the session ended: the login page says so (issue 13).
 */
export function RequireRole({ role, loginPath, children }: { role: Role; loginPath: string; children: (me: Me) => ReactNode }) {
  const { data: me, isPending, isError } = useMe();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [berakhir, setBerakhir] = useState(false);

  useEffect(() => {
    const dengar = () => {
      setBerakhir(true);
      // Nothing of the ended session stays in memory for the next person at this device.
      queryClient.clear();
    };
    window.addEventListener(SESI_BERAKHIR, dengar);
    return () => window.removeEventListener(SESI_BERAKHIR, dengar);
  }, [queryClient]);

  if (berakhir) {
    return <Navigate to={loginPath} replace state={{ from: location.pathname, pesan: PESAN_SESI_BERAKHIR } satisfies LoginState} />;
  }
  if (isPending) return <Loading text="Memeriksa sesi..." />;
  if (isError || !me || !me.roles.includes(role)) {
    return <Navigate to={loginPath} replace state={{ from: location.pathname } satisfies LoginState} />;
  }
  return <>{children(me)}</>;
}
