import type { ExternalToast } from 'sonner';
import { DEFAULT_TOAST_MS } from './timing';

type ModulPesan = typeof import('../components/pesan/toaster');

/**
 * The app's toasts. sonner (9 KB gzip) is not in the entry chunk that every first page loads (issue
 * 17: the child's phone on a slow line): its module (`components/pesan/toaster`: sonner's `toast` and
 * our Toaster) is fetched a while after the page has loaded, or at the first toast if that comes
 * sooner. Every call goes through the same promise, so toasts and dismissals happen in the order they
 * were called; a toast made before the Toaster has mounted is shown when it subscribes (sonner
 * replays the active toasts). A fetch that fails (offline, weak line) is tried again at the next call,
 * and the toast it was for is shown by a plain fallback (`pesanCadangan`), so that no message is lost:
 * the ones most likely to meet a failed fetch say that the connection failed.
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

type Jenis = 'success' | 'error';

/** The id of the fallback's region: one per page, made at its first message. */
const CADANGAN = 'pesan-cadangan';

/**
 * A toast without sonner: its message (and description) in a region at the bottom of the page, styled
 * like the toasts (app.css), for as long as a toast would stay. Errors are read out at once.
 */
function pesanCadangan(jenis: Jenis, message: string, data?: ExternalToast): void {
  let wadah = document.getElementById(CADANGAN);
  if (!wadah) {
    wadah = document.createElement('div');
    wadah.id = CADANGAN;
    document.body.append(wadah);
  }
  const pesan = document.createElement('div');
  pesan.className = `pesan-cadangan pesan-cadangan-${jenis === 'error' ? 'bahaya' : 'ok'}`;
  pesan.setAttribute('role', jenis === 'error' ? 'alert' : 'status');
  const judul = document.createElement('div');
  judul.textContent = message;
  pesan.append(judul);
  if (typeof data?.description === 'string') {
    const uraian = document.createElement('div');
    uraian.className = 'pesan-cadangan-uraian';
    uraian.textContent = data.description;
    pesan.append(uraian);
  }
  wadah.append(pesan);
  const lama = typeof data?.duration === 'number' && Number.isFinite(data.duration) ? data.duration : DEFAULT_TOAST_MS;
  setTimeout(() => pesan.remove(), lama);
}

function tampilkan(jenis: Jenis, message: string, data?: ExternalToast): void {
  muatPesan().then(
    (m) => m.toast[jenis](message, data),
    () => pesanCadangan(jenis, message, data),
  );
}

export const toast = {
  success: (message: string, data?: ExternalToast) => tampilkan('success', message, data),
  error: (message: string, data?: ExternalToast) => tampilkan('error', message, data),
  /** Closes every toast (the fallback's too); nothing to close while the module was never asked for. */
  dismiss: () => {
    document.getElementById(CADANGAN)?.replaceChildren();
    if (modul)
      muatPesan().then(
        (m) => m.toast.dismiss(),
        () => undefined,
      );
  },
};
