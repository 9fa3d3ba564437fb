import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { PER_PAGE } from '#web/lib/daftar-berhalaman.ts';
import { panggil, type Isian } from '#web/lib/klien.ts';
import type {
  TindakLanjutAksi,
  TindakLanjutBaru,
  TindakLanjutBukaKembali,
  TindakLanjutHasilRujukan,
  TindakLanjutPetugas,
  TindakLanjutRujukan,
  TindakLanjutTutup,
} from '#contract/index.ts';

export type { TindakLanjutDaftar, TindakLanjutRinci, TindakLanjutRow } from '#contract/index.ts';

const TINDAK_LANJUT_KEY = ['tindak-lanjut'] as const;

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
  // Empty filters are left out of the address (`alamatRute`); the server checks the values.
  const query = { page, per_page: PER_PAGE, q, ...f } as Isian<'GET /api/tindak-lanjut'>['query'];
  return queryOptions({
    queryKey: [...TINDAK_LANJUT_KEY, 'daftar', f, q, page],
    queryFn: () => panggil('GET /api/tindak-lanjut', { query }),
    placeholderData: keepPreviousData,
  });
}

/** One follow-up with its actions, referrals and history. */
export const rinciQuery = (id: number) =>
  queryOptions({
    queryKey: [...TINDAK_LANJUT_KEY, 'rinci', id],
    queryFn: () => panggil('GET /api/tindak-lanjut/:id', { params: { id } }),
    enabled: id > 0,
  });

export const bukaTindakLanjut = (body: TindakLanjutBaru) => panggil('POST /api/tindak-lanjut', { body });

export const simpanPetugas = (id: number, body: TindakLanjutPetugas) =>
  panggil('PUT /api/tindak-lanjut/:id/petugas', { params: { id }, body });
export const catatAksi = (id: number, body: TindakLanjutAksi) =>
  panggil('POST /api/tindak-lanjut/:id/aksi', { params: { id }, body });
export const catatRujukan = (id: number, body: TindakLanjutRujukan) =>
  panggil('POST /api/tindak-lanjut/:id/rujukan', { params: { id }, body });
export const simpanHasilRujukan = (id: number, rujukanId: number, body: TindakLanjutHasilRujukan) =>
  panggil('PUT /api/tindak-lanjut/:id/rujukan/:rujukanId', { params: { id, rujukanId }, body });
export const tutupTindakLanjut = (id: number, body: TindakLanjutTutup) =>
  panggil('POST /api/tindak-lanjut/:id/tutup', { params: { id }, body });
export const bukaKembali = (id: number, body: TindakLanjutBukaKembali) =>
  panggil('POST /api/tindak-lanjut/:id/buka-kembali', { params: { id }, body });

/** A datetime-local input's value (read as WIB) as an ISO moment with its zone. */
export function wibKeIso(nilai: string): string {
  return `${nilai}:00+07:00`;
}

/** Now in WIB as a datetime-local input's value (YYYY-MM-DDTHH:mm). */
export function sekarangWib(now = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 16);
}

/** After a follow-up changed: the worklist and every follow-up read again. */
export const segarkanTindakLanjut = (qc: QueryClient) => qc.invalidateQueries({ queryKey: TINDAK_LANJUT_KEY });
/** After a refused change (someone else changed it): this follow-up read again. */
export const segarkanRinciTindakLanjut = (qc: QueryClient, id: number) => qc.invalidateQueries(rinciQuery(id));
