import { KOSONG_BELUM_TERSEDIA } from '#domain/messages.ts';
import { tanggalIndonesia, waktuWib } from '#domain/waktu.ts';

/** A stored UTC time as Indonesian date and time in Asia/Jakarta, with 'WIB' (D8); 'Belum tersedia' when absent. */
export function formatWib(iso: string | null | undefined, empty = KOSONG_BELUM_TERSEDIA): string {
  return waktuWib(iso, empty);
}

/** A calendar date (YYYY-MM-DD) in Indonesian, e.g. 17 Mei 2011. */
export const formatTanggal = tanggalIndonesia;

/** Seconds as mm:ss (a sub test's time left). */
export function formatSisa(detik: number): string {
  const m = Math.floor(detik / 60);
  const s = detik % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
