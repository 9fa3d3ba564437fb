import { lazy, Suspense, useEffect, useState } from 'react';
import { ketikaSonnerDiminta, muatSonner } from '../../lib/toast';

const TempatToast = lazy(() => import('./toaster'));

/**
 * Mounts the Toaster once sonner is requested (see lib/toast): at the first toast, or when the
 * browser is idle after the page has loaded, so that the first page's paint does not wait for it.
 */
export function TempatPesan() {
  const [diminta, setDiminta] = useState(false);
  useEffect(() => ketikaSonnerDiminta(() => setDiminta(true)), []);
  useEffect(() => {
    let batal = () => {};
    const saatLuang = () => {
      const muat = () => void muatSonner().catch(() => undefined);
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(muat, { timeout: 3000 });
        batal = () => window.cancelIdleCallback(id);
      } else {
        // Safari has no requestIdleCallback.
        const id = setTimeout(muat, 1000);
        batal = () => clearTimeout(id);
      }
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
