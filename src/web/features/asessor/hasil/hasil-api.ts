import type { InstrumentKey, KategoriPeserta } from '../../../../domain/instruments';
import { api } from '../../../lib/api';
import { pagedUrl, type Paged } from '../../../lib/daftar-berhalaman';
import type { GabunganDetail, GabunganRow, HasilRow } from './hasil-types';
import { denganKategori } from './kategori-switch';
import type { Pesan } from '../../../../contract';
import type { Prioritas } from '../../../../domain/interpretasi/aturan';

// The results' calls (server: features/hasil): per instrument, and the combined result.

/** A category's results list: the spec's call for children, `/api/hasil/{instrument}?kategori=` beside it (D17). */
function hasilUrl(kategori: KategoriPeserta, instrument: InstrumentKey, q: string, page: number): string {
  if (kategori === 'anak') return pagedUrl(`/api/hasil-${instrument}-full`, q, page);
  return denganKategori(pagedUrl(`/api/hasil/${instrument}`, q, page), kategori);
}

/** One page of an instrument's results of a category. */
export const muatHasil = (kategori: KategoriPeserta, instrument: InstrumentKey, q: string, page: number) =>
  api<Paged<HasilRow>>('GET', hasilUrl(kategori, instrument, q, page));

export const hapusHasil = (instrument: InstrumentKey, registrationNo: string) =>
  api<Pesan>('DELETE', `/api/hasil-${instrument}/${encodeURIComponent(registrationNo)}`);

/** One page of a category's records with their combined state. */
export const muatDaftarGabungan = (kategori: KategoriPeserta, q: string, page: number, urut = 'prioritas', prioritas = '') => {
  const url = new URL(denganKategori(pagedUrl('/api/hasil-gabungan', q, page), kategori), window.location.origin);
  url.searchParams.set('urut', urut);
  if (prioritas) url.searchParams.set('prioritas', prioritas);
  return api<Paged<GabunganRow>>('GET', `${url.pathname}${url.search}`);
};

/** A record's combined result. */
export const muatGabungan = (registrationNo: string) =>
  api<GabunganDetail>('GET', `/api/hasil-gabungan/${encodeURIComponent(registrationNo)}`);

/** D22: the psychologist's review: the rules' priority as seen, the priority set (another one needs a reason), a clinical note. */
export interface TinjauanBaru {
  prioritas_sistem: Prioritas;
  prioritas: Prioritas;
  alasan: string | null;
  catatan_klinis: string | null;
}
export const simpanTinjauan = (registrationNo: string, body: TinjauanBaru) =>
  api<Pesan>('POST', `/api/hasil-gabungan/${encodeURIComponent(registrationNo)}/tinjauan`, body);
