import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { toast } from '#web/lib/toast.ts';

/** Every page's parent: a toast belongs to the page it was shown on and does not follow to the next (issue 13). */
export default function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    toast.dismiss();
  }, [pathname]);
  return <Outlet />;
}
