import type { ExternalToast } from 'sonner';

type ModulPesan = typeof import('../components/pesan/toaster');

/**
 * The app's toasts. sonner (9 KB gzip) is not in the entry chunk that every first page loads (issue
 * 17: the child's phone on a slow line): its module (`components/pesan/toaster`: sonner's `toast` and
 * our Toaster) is fetched a while after the page has loaded, or at the first toast if that comes
 * sooner. Every call goes through the same promise, so toasts and dismissals happen in the order they
 * were called; a toast made before the Toaster has mounted is shown when it subscribes (sonner
 * replays the active toasts). A fetch that fails (offline, weak line) is tried again at the next call.
 */
let modul: Promise<ModulPesan> | undefined;
let tersedia: ModulPesan | undefined;
const saatTersedia = new Set<(m: ModulPesan) => void>();

export function muatPesan(): Promise<ModulPesan> {
  if (!modul) {
    modul = import('../components/pesan/toaster').then(
      (m) => {
        tersedia = m;
        for (const f of saatTersedia) f(m);
        return m;
      },
      (error: unknown) => {
        modul = undefined;
        throw error;
      },
    );
  }
  return modul;
}

/** Calls `f` with the module once it has arrived (at once if it has); returns the unsubscribe. */
export function ketikaPesanTersedia(f: (m: ModulPesan) => void): () => void {
  saatTersedia.add(f);
  if (tersedia) f(tersedia);
  return () => saatTersedia.delete(f);
}

function kirim(f: (m: ModulPesan) => void): void {
  muatPesan().then(f, () => undefined);
}

export const toast = {
  success: (message: string, data?: ExternalToast) => kirim((m) => m.toast.success(message, data)),
  error: (message: string, data?: ExternalToast) => kirim((m) => m.toast.error(message, data)),
  /** Closes every toast; nothing to close while the module was never asked for. */
  dismiss: () => {
    if (modul) kirim((m) => m.toast.dismiss());
  },
};
