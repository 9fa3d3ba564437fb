// The calls of the child's pages; their replies' types come from the contract (the server's schemas).
import { INSTRUMEN, type InstrumentKey } from '#domain/instruments.ts';
import type { Simpan } from '#contract/index.ts';
import type { Params } from 'react-router';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { PER_PAGE } from '#web/lib/daftar-berhalaman.ts';
import { kunciRute, opsiHalaman, opsiRute, panggil } from '#web/lib/klien.ts';
import { ME_KEY } from '#web/lib/auth.ts';
import { hapusSemuaDraftLokal, lupakanKunciPerangkat } from './draf-lokal';
import type { KategoriPeserta as Kategori } from '#domain/instruments.ts';

export type Nilai = number | string;
export type Jawaban = Record<string, Nilai>;
export type { ContohKognitif, MasukResponse, PesertaRow, Pilihan, SimpanResponse, SoalAnak, Subtes } from '#contract/index.ts';

export type { KategoriPeserta as Kategori } from '#domain/instruments.ts';

/** One page of the child list (or the detainee list, D17) of the device's facility, searched (issue 32). */
export const daftarPesertaQuery = (kategori: Kategori, q: string, page: number, lokasi: string) =>
  opsiHalaman('GET /api/peserta', {
    query: { q, page, per_page: PER_PAGE, ...(kategori === 'anak' ? {} : { kategori }), lokasi },
  });

/** After entering a record: who this browser is changed (a child's session now), read it afresh. */
export const lupakanSesiLama = (qc: QueryClient) => qc.removeQueries({ queryKey: ME_KEY });

/** The facilities a device of the child list may be placed in (public), read once in a while. */
export const lokasiPerangkatQuery = () =>
  queryOptions({ ...opsiRute('GET /api/peserta/lokasi'), staleTime: 5 * 60_000 });

/** Enters a record: with an entry code (D14), the access password, or nothing from an assessor session (D2). */
export const masukPeserta = (id: number, bukti?: { kode: string } | { password: string }, kategori: Kategori = 'anak') =>
  panggil('POST /api/peserta/masuk', { body: { id, ...bukti, ...(kategori === 'anak' ? {} : { kategori }) } });

/** Enters with the entry code alone: the server finds whose code it is (issue 32). */
export const masukDenganKode = (kode: string, kategori: Kategori = 'anak') =>
  panggil('POST /api/peserta/masuk', { body: { kode, ...(kategori === 'anak' ? {} : { kategori }) } });

/** The service worker's copies of the sub tests this device opened (vite.config.ts SUBTES_LURING). */
const CACHE_SUBTES = 'subtes-luring';

/** Ends the child's session; the device keeps none of its draft answers (issue 10), nor its sub tests' questions. */
export const keluarPeserta = () => {
  hapusSemuaDraftLokal();
  lupakanKunciPerangkat();
  if ('caches' in window) void caches.delete(CACHE_SUBTES).catch(() => undefined);
  return panggil('POST /api/peserta/keluar');
};

/** A sub test's path parameters; the instrument comes from the page's address (the server refuses an unknown one). */
const subtes = (id: string, instrument: string) => ({ params: { id, instrument: instrument as InstrumentKey } });

/**
 * A sub test's questions, time and saved answers, read once per visit (`staleTime`), never retried
 * after the server's own refusal (time up, not the person's). A late `pramuat` preload of the same
 * address (vite.config.ts) is taken over by the browser, not sent twice.
 */
export const subtesQuery = (id: string, rute: string) =>
  queryOptions({
    queryKey: kunciRute('GET /api/asesmen/:id/:instrument', subtes(id, rute)),
    queryFn: () => panggil('GET /api/asesmen/:id/:instrument', subtes(id, rute)),
    staleTime: Infinity,
    retry: (count, error) => !(error instanceof ApiError) && count < 2,
  });

/** A sub test read again (it closed under the person's eyes: saved elsewhere, time up). */
export const segarkanSubtes = (qc: QueryClient, id: string, rute: string) => qc.invalidateQueries(subtesQuery(id, rute));

/** How long a sub test read before its page arrived waits for it. */
const TUNGGU_HALAMAN_MS = 60_000;

/**
 * The route's early start of a sub test's read (lib/lazy-page `mulai`), while the page's code is still
 * on its way: the page's `useQuery` finds it in the cache. Forgotten when the route is left, so that
 * coming back reads the sub test afresh.
 */
export function mulaiMuatSubtes({ id = '', instrument = '' }: Readonly<Params>) {
  const opsi = subtesQuery(id, instrument);
  void queryClient.prefetchQuery({ ...opsi, gcTime: TUNGGU_HALAMAN_MS });
  return () => queryClient.removeQueries({ queryKey: opsi.queryKey, exact: true });
}

/** `essay` undefined: not sent, the server keeps the one it has. */
export const kirimDraft = (id: string, instrument: InstrumentKey, jawaban: Jawaban, essay: string | null | undefined) =>
  panggil('PUT /api/asesmen/:id/:instrument/draft', {
    ...subtes(id, instrument),
    body: { jawaban, ...(INSTRUMEN[instrument].essay !== null && essay !== undefined ? { jawaban_essay: essay } : {}) },
  });

/** Submits a sub test: the spec's save call where the instrument has one, else POST /api/asesmen/{id}/{instrument} (D17). */
export const simpanHasil = (id: string, instrument: InstrumentKey, body: Simpan) => {
  const path = INSTRUMEN[instrument].simpanPath;
  return path === null
    ? panggil('POST /api/asesmen/:id/:instrument', { ...subtes(id, instrument), body })
    : panggil(`POST ${path}`, { body });
};

/** A cookie the server set for the page to read (registration_no, active_asesmen_id). */
export function bacaCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/** The page says it is still open and learns the time left, which an assessor may have lengthened (issue 13). */
export const kirimDetak = (id: string, instrument: InstrumentKey) =>
  panggil('POST /api/asesmen/:id/:instrument/detak', subtes(id, instrument));

/** "Saya butuh bantuan": the assessor's Pemantauan shows it with the child's name. */
export const mintaBantuan = (id: string, instrument: InstrumentKey) =>
  panggil('POST /api/asesmen/:id/:instrument/bantuan', subtes(id, instrument));
