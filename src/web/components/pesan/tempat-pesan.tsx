import { useEffect, useState, type ComponentType } from 'react';
import { ketikaPesanTersedia, muatPesan } from '#web/lib/toast.ts';

/** How long after the page's load event the toasts' module is fetched, when no toast asked for it sooner. */
const SETELAH_MUAT_MS = 3000;

/**
 * The child's and the detainee's pages (their lists, the first page, the sub tests): the toasts' module
 * (9 KB gzip) is fetched only by a first toast (a sub test's save), not while the page idles: the
 * child list stays within D23's budget over its whole visit (issue 32: 131.9 KB with it).
 */
const HALAMAN_PESERTA = /^\/(user\/asesmen|asesmen)/;

/**
 * Mounts the Toaster once its module (see lib/toast) has arrived: after the first toast, or a while
 * after the page has loaded (staff pages), so that the first page's paint does not wait for it. Nothing
 * is mounted before, so a fetch that fails (a child's phone offline) leaves the page as it is.
 */
export function TempatPesan() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => ketikaPesanTersedia((m) => setToaster(() => m.default)), []);
  useEffect(() => {
    let batal = () => {};
    if (HALAMAN_PESERTA.test(window.location.pathname)) return;
    const saatLuang = () => {
      const muat = () => void muatPesan().catch(() => undefined);
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
  return Toaster ? <Toaster /> : null;
}
