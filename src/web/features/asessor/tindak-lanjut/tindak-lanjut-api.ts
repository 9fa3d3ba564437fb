import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { PER_PAGE } from '#web/lib/daftar-berhalaman.ts';
import { panggil } from '#web/lib/klien.ts';
import type {
  TindakLanjutAksi,
  TindakLanjutBaru,
  TindakLanjutBukaKembali,
  TindakLanjutDaftar,
  TindakLanjutDibuka,
  TindakLanjutDiubah,
  TindakLanjutHasilRujukan,
  TindakLanjutPetugas,
  TindakLanjutRinci,
  TindakLanjutRujukan,
  TindakLanjutTutup,
} from '#contract/index.ts';

export type { TindakLanjutDaftar, TindakLanjutRinci, TindakLanjutRow } from '#contract/index.ts';

export const TINDAK_LANJUT_KEY = ['tindak-lanjut'] as const;

/** The assessor's facility's local contacts (D24), read once a page. */
export const kontakSetempatQuery = () =>
  queryOptions({ queryKey: ['kontak-lokasi'], queryFn: () => panggil('GET /api/kontak-lokasi'), staleTime: 5 * 60_000 });

/** The worklist's filters as the address keeps them (empty: none). */
export interface FilterTindakLanjut {
  status: string;
  prioritas: string;
  petugas: string;
}

/** The Rutan's follow-ups, most pressing first (open by due time). */
export function daftarTindakLanjutQuery(f: FilterTindakLanjut, q: string, page: number) {
  const params = new URLSearchParams({ page: String(page), per_page: String(PER_PAGE) });
  if (q) params.set('q', q);
  for (const [k, v] of Object.entries(f)) if (v) params.set(k, v);
  return queryOptions({
    queryKey: [...TINDAK_LANJUT_KEY, 'daftar', f, q, page],
    queryFn: () => api<TindakLanjutDaftar>('GET', `/api/tindak-lanjut?${params}`),
    placeholderData: keepPreviousData,
  });
}

/** One follow-up with its actions, referrals and history. */
export const rinciQuery = (id: number) =>
  queryOptions({ queryKey: [...TINDAK_LANJUT_KEY, 'rinci', id], queryFn: () => api<TindakLanjutRinci>('GET', `/api/tindak-lanjut/${id}`), enabled: id > 0 });

export const bukaTindakLanjut = (body: TindakLanjutBaru) => api<TindakLanjutDibuka>('POST', '/api/tindak-lanjut', body);

const ubah = <B>(method: 'POST' | 'PUT', id: number, path: string, body: B) =>
  api<TindakLanjutDiubah>(method, `/api/tindak-lanjut/${id}${path}`, body);

export const simpanPetugas = (id: number, body: TindakLanjutPetugas) => ubah('PUT', id, '/petugas', body);
export const catatAksi = (id: number, body: TindakLanjutAksi) => ubah('POST', id, '/aksi', body);
export const catatRujukan = (id: number, body: TindakLanjutRujukan) => ubah('POST', id, '/rujukan', body);
export const simpanHasilRujukan = (id: number, rujukanId: number, body: TindakLanjutHasilRujukan) =>
  ubah('PUT', id, `/rujukan/${rujukanId}`, body);
export const tutupTindakLanjut = (id: number, body: TindakLanjutTutup) => ubah('POST', id, '/tutup', body);
export const bukaKembali = (id: number, body: TindakLanjutBukaKembali) => ubah('POST', id, '/buka-kembali', body);

/** A datetime-local input's value (read as WIB) as an ISO moment with its zone. */
export function wibKeIso(nilai: string): string {
  return `${nilai}:00+07:00`;
}

/** Now in WIB as a datetime-local input's value (YYYY-MM-DDTHH:mm). */
export function sekarangWib(now = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 16);
}
