import { lazy, Suspense, useEffect, useState } from 'react';
import { ketikaSonnerDiminta, muatSonner } from '../../lib/toast';

const TempatToast = lazy(() => import('./toaster'));

/** How long after the page's load event sonner is fetched, when no toast asked for it sooner. */
const SETELAH_MUAT_MS = 3000;

/**
 * Mounts the Toaster once sonner is requested (see lib/toast): at the first toast, or when the
 * browser is idle a while after the page has loaded, so that the first page's paint does not wait for it.
 */
export function TempatPesan() {
  const [diminta, setDiminta] = useState(false);
  useEffect(() => ketikaSonnerDiminta(() => setDiminta(true)), []);
  useEffect(() => {
    let batal = () => {};
    const saatLuang = () => {
      const muat = () => void muatSonner().catch(() => undefined);
      // A while after the load, so that it never competes with the page's own first paint.
      const tunda = setTimeout(() => {
        if (typeof window.requestIdleCallback === 'function') {
          const id = window.requestIdleCallback(muat, { timeout: 3000 });
          batal = () => window.cancelIdleCallback(id);
        } else muat(); // Safari has no requestIdleCallback.
      }, SETELAH_MUAT_MS);
      batal = () => clearTimeout(tunda);
    };
    if (document.readyState === 'complete') saatLuang();
    else window.addEventListener('load', saatLuang, { once: true });
    return () => {
      window.removeEventListener('load', saatLuang);
      batal();
    };
  }, []);
  if (!diminta) return null;
  return (
    <Suspense fallback={null}>
      <TempatToast />
    </Suspense>
  );
}
