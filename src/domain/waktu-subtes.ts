// The timing rules of a timed sub test (D5), pure: the server's feature reads the clock and the stored
// attempt and asks these; Pemantauan shows the same time left. All times in milliseconds since the
// epoch, limits in milliseconds.

/** A submit in flight when the time runs out is still accepted as on time for this long (D5). */
export const GRACE_MS = 30_000;
/** The page's countdown may reach zero this much before the server's (network delay). */
export const TOLERANSI_MS = 5_000;

/** Minutes an assessor may add to a running sub test at once (Pemantauan). */
export const TAMBAH_MENIT_MAKS = 30;
/** All minutes added to one attempt together (issue 29: 60 x 30 minutes had no cap). */
export const TAMBAH_MENIT_TOTAL_MAKS = 60;

/** What the clock of an attempt depends on: its stored start and the seconds an assessor added (issue 13). */
export interface WaktuPengerjaan {
  started_at: string;
  tambahan_detik: number;
}

/** The limit of a sub test: its minutes divided by the test setting (`TIME_LIMIT_DIVISOR`, 1 in production). */
export function batasSubtesMs(menit: number, pembagi: number): number {
  return (menit * 60_000) / pembagi;
}

/** The limit of one attempt: the sub test's limit plus the time an assessor added. */
export function batasPengerjaanMs(batasMs: number, p: WaktuPengerjaan): number {
  return batasMs + p.tambahan_detik * 1000;
}

/**
 * Time since the attempt opened, never below 0: a clock stepped back before the stored start (issue
 * 28) counts as no time gone, never as time to add.
 */
export function lewatMs(sekarang: number, p: WaktuPengerjaan): number {
  return Math.max(0, sekarang - Date.parse(p.started_at));
}

/** Whole seconds left, rounded up (the last part of a second still counts), between 0 and the attempt's limit. */
export function sisaDetik(sekarang: number, batasMs: number, p: WaktuPengerjaan): number {
  return Math.max(0, Math.ceil((batasPengerjaanMs(batasMs, p) - lewatMs(sekarang, p)) / 1000));
}

/** True once the time and the grace for a submit in flight are both over: the server closes the attempt. */
export function lewatTenggat(sekarang: number, batasMs: number, p: WaktuPengerjaan): boolean {
  return lewatMs(sekarang, p) >= batasPengerjaanMs(batasMs, p) + GRACE_MS;
}

/**
 * Whether a submit is saved as timed out (its answers then need not be complete): past the limit and
 * its grace, or sent by the page's own countdown (`waktuHabis`) no earlier than the tolerance before
 * the limit. A page that claims the time is up much earlier is not believed.
 */
export function kirimWaktuHabis(sekarang: number, batasMs: number, p: WaktuPengerjaan, waktuHabis: boolean): boolean {
  const lewat = lewatMs(sekarang, p);
  const batas = batasPengerjaanMs(batasMs, p);
  return lewat >= batas + GRACE_MS || (waktuHabis && lewat >= batas - TOLERANSI_MS);
}

/**
 * The time a save is stamped with: now, but never before a time the attempt itself stored (its start,
 * its last draft or sign of life; unreadable or missing ones are skipped). A server whose clock is
 * behind the one that opened the attempt would otherwise give a negative duration and negative
 * per-question times (issue 28).
 */
export function waktuSimpanMs(sekarang: number, tersimpan: readonly (string | null | undefined)[]): number {
  const waktu = tersimpan.map((t) => (t ? Date.parse(t) : NaN)).filter(Number.isFinite);
  return Math.max(sekarang, ...waktu);
}
