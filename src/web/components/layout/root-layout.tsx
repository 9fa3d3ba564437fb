import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { toast } from '#web/lib/toast.ts';

// Its own chunk, asked for once the first page has loaded: workbox-window stays out of D23's first-load
// budget and out of the first page's way.
const dimuat = new Promise<void>((selesai) => {
  if (document.readyState === 'complete') selesai();
  else window.addEventListener('load', () => selesai(), { once: true });
});
const PembaruanAplikasi = lazy(() => dimuat.then(() => import('./pembaruan-aplikasi')));

/** Every page's parent: a toast belongs to the page it was shown on and does not follow to the next (issue 13). */
export default function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    toast.dismiss();
  }, [pathname]);
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <PembaruanAplikasi />
      </Suspense>
    </>
  );
}
