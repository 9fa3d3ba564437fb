import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');

/**
 * The app's toasts. sonner (9 KB gzip) is not in the entry chunk that every first page loads (issue
 * 17: the child's phone on a slow line): it is fetched when the browser is idle after the page has
 * loaded, or at the first toast if that comes sooner. Every call goes through the same promise, so
 * toasts and dismissals happen in the order they were called; a toast made before the Toaster has
 * mounted is shown when it subscribes (sonner replays the active toasts).
 */
let sonner: Promise<Sonner> | undefined;
const saatDimuat = new Set<() => void>();

export function muatSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner').catch((error: unknown) => {
      // A failed fetch (weak line) is tried again at the next toast.
      sonner = undefined;
      throw error;
    });
    for (const f of saatDimuat) f();
  }
  return sonner;
}

/** Calls `f` once sonner is requested (at once if it already is); returns the unsubscribe. */
export function ketikaSonnerDiminta(f: () => void): () => void {
  if (sonner) f();
  saatDimuat.add(f);
  return () => saatDimuat.delete(f);
}

function kirim(f: (s: Sonner) => void): void {
  muatSonner().then(f, () => undefined);
}

export const toast = {
  success: (message: string, data?: ExternalToast) => kirim((s) => s.toast.success(message, data)),
  error: (message: string, data?: ExternalToast) => kirim((s) => s.toast.error(message, data)),
  /** Closes every toast; nothing to close while sonner was never requested. */
  dismiss: () => {
    if (sonner) kirim((s) => s.toast.dismiss());
  },
};
