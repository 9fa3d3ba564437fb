import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMe, type Me, type Role } from '../../lib/auth';
import { Loading } from '../ui/spinner';

/** Shows its children only when the server confirms a session of the role; otherwise goes to the login page. */
export function RequireRole({ role, loginPath, children }: { role: Role; loginPath: string; children: (me: Me) => ReactNode }) {
  const { data: me, isPending, isError } = useMe();
  const location = useLocation();
  if (isPending) return <Loading text="Memeriksa sesi..." />;
  if (isError || !me || !me.roles.includes(role)) {
    return <Navigate to={loginPath} replace state={{ from: location.pathname }} />;
  }
  return <>{children(me)}</>;
}
