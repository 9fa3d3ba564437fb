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

/**
 * What the clock of an attempt depends on: its stored start, the seconds an assessor added (issue 13)
 * and the seconds no server ran while it was open (decision 051), which are not counted.
 */
export interface WaktuPengerjaan {
  started_at: string;
  tambahan_detik: number;
  jeda_detik: number;
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
 * Time since the attempt opened, less the time no server ran (decision 051), never below 0: a clock
 * stepped back before the stored start (issue 28) counts as no time gone, never as time to add.
 */
export function lewatMs(sekarang: number, p: WaktuPengerjaan): number {
  return Math.max(0, sekarang - Date.parse(p.started_at) - p.jeda_detik * 1000);
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

/**
 * A gap in the server's clock shorter than this is a restart, not time no server ran: a running server
 * writes its clock every 10 s (`SIMPAN_JAM_MS`), so a process starting beside another one, or right
 * after one stopped, finds a gap of up to about 10 s. Under the 30 s grace of a submit (D5).
 */
export const AMBANG_JEDA_MS = 20_000;

/**
 * Time no server ran (decision 051), ms since the epoch: from the last time a server wrote its clock
 * to the clock a starting server took up. On SQLite after a reboot `sampai` is the machine's wall
 * clock, which may have been set meanwhile: so a step forward counts as a pause too.
 */
export interface Jeda {
  dari: number;
  sampai: number;
}

/**
 * Whole seconds (rounded up) of a pause not counted against an attempt: the part of the pause after
 * the attempt opened, when the pause is longer than a restart and the attempt was still open at its
 * start (its time and grace not over, so a sub test that was already over is not opened again; one in
 * its grace resumes in its grace). A pause never removes time.
 */
export function jedaDetik(jeda: Jeda, batasMs: number, p: WaktuPengerjaan): number {
  if (jeda.sampai - jeda.dari < AMBANG_JEDA_MS) return 0;
  const mulai = Date.parse(p.started_at);
  if (!Number.isFinite(mulai) || lewatTenggat(jeda.dari, batasMs, p)) return 0;
  return Math.max(0, Math.ceil((jeda.sampai - Math.max(jeda.dari, mulai)) / 1000));
}

/** An attempt's duration from open to submit in whole seconds, the time no server ran left out, never below 0. */
export function durasiDetik(selesai: number, p: WaktuPengerjaan): number {
  return Math.round(lewatMs(selesai, p) / 1000);
}
