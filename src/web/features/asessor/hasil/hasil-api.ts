import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { InstrumentKey, KategoriPeserta } from '#domain/instruments.ts';
import { PER_PAGE, type Paged } from '#web/lib/daftar-berhalaman.ts';
import { kunciRute, opsiHalaman, opsiRute, panggil, panggilHalaman, segarkanRute, type Isian } from '#web/lib/klien.ts';
import type { Pesan } from '#contract/index.ts';
import type { RuteApi } from '#contract/rute.ts';
import type { HasilRow } from './hasil-types';

// The results' calls (server: features/hasil), per instrument and combined, with their queries' keys and invalidations.

/** A category's results list: the spec's call for children, `/api/hasil/{instrument}?kategori=` beside it (D17). */
const ruteHasil = (kategori: KategoriPeserta, instrument: InstrumentKey) =>
  kategori === 'anak' ? (`GET /api/hasil-${instrument}-full` as const) : (`GET /api/hasil/${instrument}` as const);

/** One page of an instrument's results of a category; the previous page stays shown only for the same list (another instrument's rows have another shape). */
export function hasilQuery(kategori: KategoriPeserta, instrument: InstrumentKey, q: string, page: number) {
  const rute = ruteHasil(kategori, instrument);
  const query = { q, page, per_page: PER_PAGE, ...(kategori === 'anak' ? {} : { kategori }) };
  return queryOptions({
    queryKey: kunciRute(rute, { query }),
    // Each instrument's rows are typed by its own schema; the page reads them as the domain's HasilRow.
    queryFn: () => panggilHalaman(rute, { query }) as Promise<Paged<HasilRow>>,
    placeholderData: (previous: Paged<HasilRow> | undefined, sebelumnya) => (sebelumnya?.queryKey[0] === rute ? previous : undefined),
  });
}

/** Deletes an instrument's result of a record; that instrument's lists are read again. */
export async function hapusHasil(qc: QueryClient, instrument: InstrumentKey, registrationNo: string): Promise<Pesan> {
  const jawaban = await panggil(`DELETE /api/hasil-${instrument}/:registrationNo`, { params: { registrationNo } });
  await segarkanRute(qc, ruteHasil('anak', instrument), ruteHasil('tahanan', instrument), DAFTAR_GABUNGAN);
  return jawaban;
}

const DAFTAR_GABUNGAN = 'GET /api/hasil-gabungan';
type QueryGabungan = NonNullable<RuteApi[typeof DAFTAR_GABUNGAN]['query']>;
export type UrutGabungan = NonNullable<QueryGabungan['urut']>;
export type FilterPrioritas = NonNullable<QueryGabungan['prioritas']>;
const GABUNGAN = 'GET /api/hasil-gabungan/:registration_no';

/** One page of a category's records with their combined state, in the order asked (Kritis first by default). */
export const daftarGabunganQuery = (kategori: KategoriPeserta, q: string, page: number, urut: UrutGabungan, prioritas: FilterPrioritas | '') =>
  opsiHalaman(DAFTAR_GABUNGAN, {
    query: { q, page, per_page: PER_PAGE, urut, ...(kategori === 'anak' ? {} : { kategori }), ...(prioritas ? { prioritas } : {}) },
  });

/** A record's combined result. */
export const gabunganQuery = (registrationNo: string) => ({
  ...opsiRute(GABUNGAN, { params: { registration_no: registrationNo } }),
  retry: false,
});

/** After a change to a record's notes, review or rounds: its combined result and the combined lists are read again. */
export const segarkanGabungan = (qc: QueryClient, registrationNo?: string) =>
  Promise.all([
    segarkanRute(qc, DAFTAR_GABUNGAN),
    registrationNo
      ? qc.invalidateQueries({ queryKey: kunciRute(GABUNGAN, { params: { registration_no: registrationNo } }) })
      : segarkanRute(qc, GABUNGAN),
  ]).then(() => undefined);

const TINJAUAN = 'POST /api/hasil-gabungan/:registration_no/tinjauan';
/** D22: the psychologist's review: the rules' priority as seen, the priority set (another one needs a reason), a clinical note. */
export type TinjauanBaru = Isian<typeof TINJAUAN>['body'];
export const simpanTinjauan = (registrationNo: string, body: TinjauanBaru) => panggil(TINJAUAN, { params: { registration_no: registrationNo }, body });
