import { KOSONG_BELUM_TERSEDIA } from '../../domain/messages';

const WIB = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'Asia/Jakarta',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const DATE = new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta', day: 'numeric', month: 'long', year: 'numeric' });

/** A stored UTC time as Indonesian date and time in Asia/Jakarta, with 'WIB' (D8). */
export function formatWib(iso: string | null | undefined, empty = KOSONG_BELUM_TERSEDIA): string {
  if (!iso) return empty;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return empty;
  return `${WIB.format(d).replace('pukul ', '')} WIB`;
}

/** A calendar date (YYYY-MM-DD) in Indonesian, e.g. 17 Mei 2011. */
export function formatTanggal(ymd: string | null | undefined): string {
  if (!ymd) return '-';
  const d = new Date(`${ymd}T12:00:00+07:00`);
  return Number.isNaN(d.getTime()) ? ymd : DATE.format(d);
}

/** Seconds as mm:ss (a sub test's time left). */
export function formatSisa(detik: number): string {
  const m = Math.floor(detik / 60);
  const s = detik % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
