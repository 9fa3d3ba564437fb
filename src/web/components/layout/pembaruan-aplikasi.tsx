/// <reference types="vite-plugin-pwa/client" />
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { registerSW } from 'virtual:pwa-register';
import { Button } from '#web/components/ui/button.tsx';

/**
 * A new release reaching a device that has the app cached (issue 32.8). The service worker of a new
 * release installs beside the old one and waits (vite.config: registerType 'prompt'); it takes over at a
 * change of page, when the screen changes anyway, never in the middle of one, and not while a child goes
 * from one sub test of their battery to the next: a child answering is not reloaded under their feet and
 * staff do not lose what they were typing. On the staff's pages a note says a new version is there, with
 * a button to take it at once. A tablet left open all day asks for a new release every half hour, when it
 * is shown again and when the network returns (the browser itself asks only when a page is loaded).
 */

const PERIKSA_SETIAP_MS = 30 * 60 * 1000;

/** The child's and the detainee's pages (their lists, assent and sub tests): no note there, the change of page does it. */
const HALAMAN_PESERTA = /^\/(asesmen(-tahanan)?|user)\//;
/** A sub test of either list, as routed in features/asesmen/asesmen-routes.tsx (assent is not one). */
const HALAMAN_SUBTES = /^\/asesmen(-tahanan)?\/(?!kesediaan\/)[^/]+\/[^/]+\/?$/;

/** 'menunggu': a new release is installed and waits. 'berlaku': it already controls this page (taken in another tab). */
type Keadaan = 'terkini' | 'menunggu' | 'berlaku';

let keadaan: Keadaan = 'terkini';
/** Where and when this tab asked for the new release (a change of page, or "Muat ulang"). */
let diminta: { di: string; pada: number } | undefined;
/** How long after asking a takeover may still reload the page asked from: a person just arrived there has typed nothing yet. */
const MUAT_ULANG_DALAM_MS = 10_000;
const pendengar = new Set<() => void>();

function ubah(baru: Keadaan) {
  if (keadaan === 'berlaku' || keadaan === baru) return;
  keadaan = baru;
  // On <html data-pembaruan> too, for a look from outside (the browser walk, a support call).
  document.documentElement.dataset.pembaruan = baru;
  for (const f of pendengar) f();
}

/**
 * The new worker controls this page, whose code is still the old release. Reloaded only on the page
 * where this tab asked for it a moment ago; later, or anywhere else (a child answering a sub test, a form being
 * filled) whatever made it take over (another tab's "Muat ulang", the browser once the other tabs closed)
 * waits for the next change of page, and staff see the note meanwhile.
 */
function sudahBerlaku() {
  const diSini = diminta?.di === location.pathname && performance.now() - diminta.pada < MUAT_ULANG_DALAM_MS;
  if (diSini && !HALAMAN_SUBTES.test(location.pathname)) window.location.reload();
  else ubah('berlaku');
}

// The build's mark (VITE_VERSI_APLIKASI at build time): tells which release a screen runs.
document.documentElement.dataset.versi = import.meta.env.VITE_VERSI_APLIKASI ?? 'lokal';

let registrasi: ServiceWorkerRegistration | undefined;

/** A new release installed beside the one in control. */
function periksaMenunggu() {
  if (registrasi?.waiting && navigator.serviceWorker.controller) ubah('menunggu');
}

registerSW({
  onNeedRefresh: () => ubah('menunggu'),
  onNeedReload: sudahBerlaku,
  onRegisteredSW: (_url, r) => {
    if (!r) return;
    registrasi = r;
    // Workbox tells of a waiting worker by a guess on timing (an update found over a minute after the
    // registration counts as another page's), which missed some in the browser walk: watched here too.
    r.addEventListener('updatefound', () => r.installing?.addEventListener('statechange', periksaMenunggu));
    periksaMenunggu();
    const periksa = () => {
      if (navigator.onLine) r.update().catch(() => undefined);
    };
    window.setInterval(periksa, PERIKSA_SETIAP_MS);
    window.addEventListener('online', periksa);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') periksa();
    });
  },
});

// A new worker took control: asked for here, or by another tab before this one saw it wait. The first
// install taking control of a page that had none is not a new release (Workbox's own 'controlling' event
// says nothing on a page first loaded without a worker, hence this listener).
if ('serviceWorker' in navigator) {
  let pengendali = navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const sebelumnya = pengendali;
    pengendali = navigator.serviceWorker.controller;
    if (sebelumnya !== null) sudahBerlaku();
  });
}

async function terapkan() {
  diminta = { di: location.pathname, pada: performance.now() };
  if (keadaan === 'berlaku') {
    window.location.reload();
    return;
  }
  const menunggu = registrasi?.waiting;
  if (!menunggu) return;
  // The logo is a file the old worker answers from its own cache: asking for it makes sure the old worker
  // runs. Chromium lets a worker that skipped waiting take over only once the old one is idle and stopped,
  // and it hurries that stop only if the old worker is running at the moment the new one skips waiting; one
  // that is asleep, or still starting for the new page's first requests, kept the new release waiting, up to
  // five minutes (with DevTools attached, as in every browser test, for good).
  await fetch('/logo.svg', { cache: 'no-store' }).catch(() => undefined);
  // The waiting worker takes over (the generated worker's SKIP_WAITING message); the change of
  // controller reloads the page (sudahBerlaku), if the person is still there.
  menunggu.postMessage({ type: 'SKIP_WAITING' });
}

function langgan(f: () => void) {
  pendengar.add(f);
  return () => pendengar.delete(f);
}

export default function PembaruanAplikasi() {
  const { pathname } = useLocation();
  const sekarang = useSyncExternalStore(langgan, () => keadaan);
  // Taken when the person moves to another page that is not a sub test; finding it changes no page.
  const halamanTadi = useRef(pathname);
  useEffect(() => {
    const pindah = halamanTadi.current !== pathname;
    halamanTadi.current = pathname;
    if (sekarang !== 'terkini' && pindah && !HALAMAN_SUBTES.test(pathname)) void terapkan();
  }, [sekarang, pathname]);

  const tampil = sekarang !== 'terkini' && !HALAMAN_PESERTA.test(pathname);
  return (
    <>
      {/* Room below the page while the note shows, so the page's own bottom (the footer, a last button) scrolls clear of it. */}
      {tampil && <div aria-hidden="true" className="h-20" />}
      <div role="status" className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-3">
        {tampil && (
          <div
            className="pointer-events-auto flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2 shadow-lg"
            data-testid="pembaruan-aplikasi"
          >
            <p className="text-sm font-medium text-slate-900">Versi baru tersedia.</p>
            <Button size="sm" onClick={() => void terapkan()}>
              Muat ulang
            </Button>
          </div>
        )}
      </div>
    </>
  );
}
