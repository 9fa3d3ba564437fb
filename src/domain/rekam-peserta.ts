// Rules of a child's record that the form and the server share (D13, issue 13): the registration
// number as detention registers write it, and an age that fits the category and the date of birth.
import type { KategoriPeserta } from './instrumen/dasar';
import { nilaiBerlabel } from './berlabel';

/** Letters, digits, spaces, '.', '-', '_' and '/' (e.g. ABH/R1/2026/001), at most 100 characters (D13). */
export const POLA_NOMOR_REGISTRASI = /^[A-Za-z0-9 ._/-]+$/;
export const PANJANG_NOMOR_REGISTRASI = 100;
export const PESAN_NOMOR_REGISTRASI =
  'Nomor registrasi hanya boleh berisi huruf, angka, spasi, titik (.), tanda hubung (-), garis bawah (_) dan garis miring (/).';

/** The ages a record of each category may have; one place, keyed by category. */
export const RENTANG_USIA = {
  anak: { min: 12, max: 17, sebutan: 'anak' },
  // An adult detainee (D17): 18 or more.
  tahanan: { min: 18, max: 120, sebutan: 'tahanan' },
} as const satisfies Record<KategoriPeserta, { min: number; max: number; sebutan: string }>;

/** Whole years between a date of birth and a day, both YYYY-MM-DD. */
export function usiaPada(tanggalLahir: string, hari: string): number {
  const [ly, lm, ld] = tanggalLahir.split('-').map(Number) as [number, number, number];
  const [hy, hm, hd] = hari.split('-').map(Number) as [number, number, number];
  return hy - ly - (hm < lm || (hm === lm && hd < ld) ? 1 : 0);
}

/** Today's date in Indonesia's western time (WIB, UTC+7), YYYY-MM-DD: the day a record is judged by. */
export function hariIniWib(now: Date): string {
  return new Date(now.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * The problem with an age and a date of birth, or null: the age must fit the category, the date must
 * not lie in the future and must give that age today.
 */
export function periksaUsia(kategori: KategoriPeserta, usia: number, tanggalLahir: string, hariIni: string): string | null {
  const rentang = RENTANG_USIA[kategori];
  if (usia < rentang.min || usia > rentang.max) {
    return `Usia ${rentang.sebutan} harus antara ${rentang.min} dan ${rentang.max} tahun.`;
  }
  if (tanggalLahir > hariIni) return 'Tanggal lahir tidak boleh di masa depan.';
  const menurutTanggal = usiaPada(tanggalLahir, hariIni);
  if (menurutTanggal !== usia) {
    return `Usia tidak sesuai dengan tanggal lahir: menurut tanggal lahir, usianya sekarang ${menurutTanggal} tahun.`;
  }
  return null;
}

// What the record knows of the person (issue 30 point 3): required for new records, optional for
// records made before these fields existed. The interpretation reads them (a female officer for girls
// and women, the days since admission, the reading level).

/** Jenis kelamin as the detention register writes it. */
export const LABEL_JENIS_KELAMIN = { L: 'Laki-laki', P: 'Perempuan' } as const;
export const JENIS_KELAMIN = nilaiBerlabel(LABEL_JENIS_KELAMIN);
export type JenisKelamin = (typeof JENIS_KELAMIN)[number];

/** Pendidikan terakhir, lowest first. */
export const LABEL_PENDIDIKAN = {
  tidak_sekolah: 'Tidak sekolah',
  sd_belum_tamat: 'SD belum tamat',
  sd: 'SD / sederajat',
  smp: 'SMP / sederajat',
  sma: 'SMA / SMK / sederajat',
  perguruan_tinggi: 'Perguruan tinggi',
} as const;
export const PENDIDIKAN = nilaiBerlabel(LABEL_PENDIDIKAN);
export type Pendidikan = (typeof PENDIDIKAN)[number];
/** Schooling after which reading the items alone may be hard: the report asks to read them aloud. */
export const PENDIDIKAN_RENDAH: readonly Pendidikan[] = ['tidak_sekolah', 'sd_belum_tamat'];

/** Whole days from the date of admission (YYYY-MM-DD) to a day (YYYY-MM-DD); null when either is unknown or the order is wrong. */
export function hariSejakMasuk(tanggalMasuk: string | null | undefined, hari: string): number | null {
  if (!tanggalMasuk) return null;
  const ms = Date.parse(`${hari}T00:00:00Z`) - Date.parse(`${tanggalMasuk}T00:00:00Z`);
  return Number.isFinite(ms) && ms >= 0 ? Math.floor(ms / 86_400_000) : null;
}
