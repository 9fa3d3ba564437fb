import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { HurufKognitif, InstrumentKey, KategoriPeserta } from '#domain/instruments.ts';
import { ApiError } from '#web/lib/api.ts';
import { kunciRute, opsiRute, panggil, segarkanRute, unggahRute, type Balasan } from '#web/lib/klien.ts';
import { segarkanStatusBank } from '#web/components/bank/status-bank-api.ts';
import type { SoalUbah } from '#contract/index.ts';

export type { Soal } from '#contract/index.ts';

// The calls of /api/soal, /api/upload and /api/soal-kognitif (server: features/soal) and /api/baterai (features/baterai).

export type LabelGambar = 'soal' | HurufKognitif;

const SOAL = 'GET /api/soal/:instrument';
const soalQuery = (instrument: InstrumentKey) => opsiRute(SOAL, { params: { instrument } });

/** The questions of an instrument, ordered by number. */
export function useSoal(instrument: InstrumentKey) {
  return useQuery(soalQuery(instrument));
}

/** After an instrument's questions or pictures changed: its questions and every bank's state read afresh. */
export const segarkanSoal = (qc: QueryClient, instrument: InstrumentKey) =>
  Promise.all([qc.invalidateQueries({ queryKey: kunciRute(SOAL, { params: { instrument } }) }), segarkanStatusBank(qc)]).then(
    () => undefined,
  );

/** Where a stored picture is served. */
export const urlGambar = (filename: string) => `/uploads/${encodeURIComponent(filename)}`;

/** Where an instrument's template is downloaded. */
export const urlTemplate = (instrument: InstrumentKey, format: 'xlsx' | 'csv') => `/api/soal/${instrument}/template.${format}`;

export const unggahBank = (instrument: InstrumentKey, file: File) =>
  unggahRute('POST /api/upload/:instrument', file, { params: { instrument } });

export const hapusSemuaSoal = (instrument: InstrumentKey) => panggil('DELETE /api/soal/:instrument', { params: { instrument } });

export const hapusSoal = (instrument: InstrumentKey, id: number) =>
  panggil('DELETE /api/soal/:instrument/:id', { params: { instrument, id } });

export const ubahSoal = (instrument: InstrumentKey, id: number, body: SoalUbah) =>
  panggil('PUT /api/soal/:instrument/:id', { params: { instrument, id }, body });

export const unggahGambar = (file: File) => unggahRute('POST /api/upload/gambar-kognitif', file);

export const aturGambar = (id: number, label: LabelGambar, filename: string) =>
  panggil('PUT /api/soal-kognitif/:id/update-gambar', { params: { id }, body: { label, filename } });

export const hapusGambar = (id: number, label: LabelGambar) =>
  panggil('PUT /api/soal-kognitif/:id/hapus-gambar', { params: { id }, body: { label } });

/** Every row problem of a refused bank file (400 with `errors`). */
export function kesalahanBaris(error: unknown): string[] {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return [];
  const errors = (error.body as { errors?: unknown }).errors;
  return Array.isArray(errors) ? errors.filter((e): e is string => typeof e === 'string') : [];
}

/** Sets the answer key of a cognitive question (A-F). */
export const ubahKunci = (id: number, kunci: HurufKognitif) =>
  panggil('PUT /api/soal/:instrument/:id', { params: { instrument: 'kognitif', id }, body: { kunci } });

/** A category's battery: the instruments its records take, in order (D17). */
/** A category's battery: its instruments in order and those it may take. */
export type Baterai = Balasan<'GET /api/baterai/:kategori'>;
export const bateraiQuery = (kategori: KategoriPeserta) => opsiRute('GET /api/baterai/:kategori', { params: { kategori } });
/** After a battery was saved: every category's battery read afresh. */
export const segarkanBaterai = (qc: QueryClient) => segarkanRute(qc, 'GET /api/baterai/:kategori');

export const ubahBaterai = (kategori: KategoriPeserta, instrumen: string[]) =>
  panggil('PUT /api/baterai/:kategori', { params: { kategori }, body: { instrumen } });
