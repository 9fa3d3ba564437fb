import { useQuery } from '@tanstack/react-query';
import type { HurufKognitif, InstrumentKey, KategoriPeserta } from '#domain/instruments.ts';
import { api, ApiError } from '#web/lib/api.ts';
import type { Baterai, BateraiUbah, BankDiunggah, GambarDiunggah, GambarHapus, GambarUbah, Pesan, Soal, SoalUbah } from '#contract/index.ts';

export type { Soal } from '#contract/index.ts';

// The calls of /api/soal, /api/upload and /api/soal-kognitif (server: features/soal) and /api/baterai (features/baterai).

export type LabelGambar = 'soal' | HurufKognitif;

export const SOAL_KEY = ['soal'] as const;
export const soalKey = (instrument: InstrumentKey) => [...SOAL_KEY, instrument] as const;

/** The questions of an instrument, ordered by number. */
export function useSoal(instrument: InstrumentKey) {
  return useQuery({ queryKey: soalKey(instrument), queryFn: () => api<Soal[]>('GET', `/api/soal/${instrument}`) });
}

/** Where a stored picture is served. */
export const urlGambar = (filename: string) => `/uploads/${encodeURIComponent(filename)}`;

/** Where an instrument's template is downloaded. */
export const urlTemplate = (instrument: InstrumentKey, format: 'xlsx' | 'csv') => `/api/soal/${instrument}/template.${format}`;

const berkas = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

export const unggahBank = (instrument: InstrumentKey, file: File) =>
  api<BankDiunggah>('POST', `/api/upload/${instrument}`, berkas(file));

export const hapusSemuaSoal = (instrument: InstrumentKey) => api<Pesan>('DELETE', `/api/soal/${instrument}`);

export const hapusSoal = (instrument: InstrumentKey, id: number) =>
  api<Pesan>('DELETE', `/api/soal/${instrument}/${id}`);

export const ubahSoal = (instrument: InstrumentKey, id: number, body: SoalUbah) =>
  api<Pesan>('PUT', `/api/soal/${instrument}/${id}`, body);

export const unggahGambar = (file: File) =>
  api<GambarDiunggah>('POST', '/api/upload/gambar-kognitif', berkas(file));

export const aturGambar = (id: number, label: LabelGambar, filename: string) =>
  api<Pesan>('PUT', `/api/soal-kognitif/${id}/update-gambar`, { label, filename } satisfies GambarUbah);

export const hapusGambar = (id: number, label: LabelGambar) =>
  api<Pesan>('PUT', `/api/soal-kognitif/${id}/hapus-gambar`, { label } satisfies GambarHapus);


/** Every row problem of a refused bank file (400 with `errors`). */
export function kesalahanBaris(error: unknown): string[] {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return [];
  const errors = (error.body as { errors?: unknown }).errors;
  return Array.isArray(errors) ? errors.filter((e): e is string => typeof e === 'string') : [];
}

/** Sets the answer key of a cognitive question (A-F). */
export const ubahKunci = (id: number, kunci: HurufKognitif) =>
  api<Pesan>('PUT', `/api/soal/kognitif/${id}`, { kunci });

/** A category's battery: the instruments its records take, in order (D17). */
export const muatBaterai = (kategori: KategoriPeserta) => api<Baterai>('GET', `/api/baterai/${kategori}`);

export const ubahBaterai = (kategori: KategoriPeserta, instrumen: string[]) =>
  api<Pesan>('PUT', `/api/baterai/${kategori}`, { instrumen } satisfies BateraiUbah);
