// Follow-ups (tindak lanjut, D19): which priorities open one, their clocks, the referral targets and
// the closing reasons. Pure: the server stores and the web shows what these decide.
import type { Prioritas } from './interpretasi';
import { nilaiBerlabel } from './berlabel';

/** Every priority, most urgent first (the web's filters: without the interpretation's rule table). */
export const SEMUA_PRIORITAS: readonly Prioritas[] = ['Kritis', 'Mendesak', 'Tinggi', 'Sedang', 'Rendah'];

/** The priorities that open a follow-up by the rules (D19); Sedang and Rendah only when an assessor opens one. */
export const PRIORITAS_OTOMATIS: readonly Prioritas[] = ['Kritis', 'Mendesak', 'Tinggi'];

const JAM = 3_600_000;
/** WIB is UTC+7 all year (Indonesia keeps no summer time). */
const WIB_MS = 7 * JAM;
/** A Kritis follow-up is due the same day in WIB, and never in less than this. */
export const KRITIS_MINIMAL_MS = 4 * JAM;

/** Hours from the finding to the due time, per priority; Kritis is counted by `tenggatTindakLanjut` itself. */
export const BATAS_JAM: Readonly<Record<Exclude<Prioritas, 'Kritis'>, number | null>> = {
  Mendesak: 72,
  Tinggi: 7 * 24,
  Sedang: 14 * 24,
  Rendah: null,
};

/** Whether a priority opens a follow-up by itself (D19). */
export function membukaTindakLanjut(prioritas: Prioritas): boolean {
  return PRIORITAS_OTOMATIS.includes(prioritas);
}

/** 23:59 WIB of the WIB day in which `saat` falls. */
export function akhirHariWib(saat: Date): Date {
  const wib = new Date(saat.getTime() + WIB_MS);
  const akhir = Date.UTC(wib.getUTCFullYear(), wib.getUTCMonth(), wib.getUTCDate(), 23, 59);
  return new Date(akhir - WIB_MS);
}

/**
 * When a follow-up of this priority is due, counted from when the finding arose (never from printing,
 * CLINICAL.md "Actions and clocks"): Kritis by 23:59 WIB of that day and never less than 4 hours after
 * it, Mendesak 72 hours, Tinggi 7 days, Sedang 14 days; Rendah has no due time (null).
 */
export function tenggatTindakLanjut(prioritas: Prioritas, temuanPada: Date): Date | null {
  if (prioritas === 'Kritis') {
    const minimal = temuanPada.getTime() + KRITIS_MINIMAL_MS;
    return new Date(Math.max(akhirHariWib(temuanPada).getTime(), minimal));
  }
  const jam = BATAS_JAM[prioritas];
  return jam === null ? null : new Date(temuanPada.getTime() + jam * JAM);
}

/** Whether an open follow-up is past its due time at `sekarang`. */
export function terlambat(tenggat: string | null, sekarang: Date): boolean {
  return tenggat !== null && Date.parse(tenggat) < sekarang.getTime();
}

const URUTAN: Readonly<Record<Prioritas, number>> = { Rendah: 0, Sedang: 1, Tinggi: 2, Mendesak: 3, Kritis: 4 };

/** Orders priorities: positive when `a` is more urgent than `b`. */
export function bandingPrioritas(a: Prioritas, b: Prioritas): number {
  return URUTAN[a] - URUTAN[b];
}

export const STATUS_TINDAK_LANJUT = ['terbuka', 'ditutup'] as const;
export type StatusTindakLanjut = (typeof STATUS_TINDAK_LANJUT)[number];

/** Why a follow-up was closed (D19). */
export const LABEL_ALASAN_TUTUP = {
  selesai: 'Selesai',
  dirujuk_diterima: 'Dirujuk dan diterima',
  dipindahkan: 'Dipindahkan',
  dibebaskan: 'Dibebaskan',
} as const;
export const ALASAN_TUTUP = nilaiBerlabel(LABEL_ALASAN_TUTUP);
export type AlasanTutup = (typeof ALASAN_TUTUP)[number];

/** Where a referral goes (D19). */
export const LABEL_TUJUAN_RUJUKAN = {
  psikolog: 'Psikolog',
  klinik: 'Klinik Rutan / Puskesmas',
  rumah_sakit: 'Rumah sakit',
  uptd_ppa: 'UPTD PPA',
  bapas_pk: 'Bapas (PK)',
  dinas_sosial: 'Dinas sosial',
  lainnya: 'Lainnya',
} as const;
export const TUJUAN_RUJUKAN = nilaiBerlabel(LABEL_TUJUAN_RUJUKAN);
export type TujuanRujukan = (typeof TUJUAN_RUJUKAN)[number];

/** What a follow-up's status reads as on lists and in the exports: open (late or not) or closed with its reason. */
export function labelStatusTindakLanjut(
  t: { status: string; alasan_tutup: string | null; tenggat: string | null },
  sekarang: Date,
): string {
  if (t.status === 'ditutup') {
    const alasan = LABEL_ALASAN_TUTUP[t.alasan_tutup as AlasanTutup];
    return alasan ? `Ditutup: ${alasan}` : 'Ditutup';
  }
  return terlambat(t.tenggat, sekarang) ? 'Terbuka, terlambat' : 'Terbuka';
}

/** What a record without any saved result shows instead of a priority the data cannot yet give. */
export const BELUM_DINILAI = 'Belum dinilai';

/**
 * The priority as lists and exports show it: a record without any result reads "Belum dinilai", never
 * "Rendah" (nothing was measured); a finding from the screening answers alone still shows.
 */
export function prioritasTampil(prioritas: Prioritas, adaHasil: boolean): Prioritas | typeof BELUM_DINILAI {
  return !adaHasil && prioritas === 'Rendah' ? BELUM_DINILAI : prioritas;
}
