import { z } from 'zod';
import { INSTRUMENT_KEYS } from '#domain/instruments.ts';
import { jawabanEssaySchema } from '#domain/skor/jawaban.ts';
import { PESAN_PENGGUNA_TIDAK_DITEMUKAN } from '#domain/messages.ts';

/** Raw answers as a form holds them; the instrument's domain schema checks numbers and values. */
export const jawabanMentah = z.record(z.string(), z.union([z.number(), z.string(), z.null()]), {
  message: 'Jawaban harus berupa objek { "nomor": nilai }.',
});

export const draftBody = z.object(
  {
    jawaban: jawabanMentah,
    jawaban_essay: jawabanEssaySchema.nullable().optional(),
  },
  { message: 'Data draf tidak valid.' },
);

/**
 * The save calls of seed-spec section 7 (D10): `{ registration_no, jawaban }` (+ jawaban_essay).
 * Scores a client may still send (traitScores, total_skor, ...) are dropped here: the server scores (D3).
 */
export const simpanBody = z.object(
  {
    registration_no: z
      .string({ message: PESAN_PENGGUNA_TIDAK_DITEMUKAN })
      .trim()
      .min(1, PESAN_PENGGUNA_TIDAK_DITEMUKAN)
      .max(100, PESAN_PENGGUNA_TIDAK_DITEMUKAN),
    jawaban: jawabanMentah,
    jawaban_essay: jawabanEssaySchema.nullable().optional(),
    /** Set by the page when its countdown reached zero: the all-answered check does not apply (D5). */
    waktu_habis: z.boolean().optional(),
  },
  { message: 'Data jawaban tidak valid.' },
);

/** POST /api/asesmen/{id}/{instrument} (D17): the answers; the record comes from the URL and the session. */
export const kirimBody = z.object(
  {
    jawaban: jawabanMentah,
    jawaban_essay: jawabanEssaySchema.nullable().optional(),
    waktu_habis: z.boolean().optional(),
  },
  { message: 'Data jawaban tidak valid.' },
);

const nilai = z.union([z.number(), z.string()]);

export const soalAnak = z.object({
  nomor: z.number(),
  pertanyaan: z.string(),
  /** KOGNITIF: the question picture's address. */
  gambar: z.string().nullable(),
  pilihan: z.array(z.object({ nilai, label: z.string(), gambar: z.string().nullable() })),
});

export const contohKognitif = z.object({
  nomor: z.number(),
  gambar: z.string(),
  pilihan: z.array(z.object({ nilai: z.string(), label: z.string(), gambar: z.string() })),
  kunci: z.string(),
  penjelasan: z.string(),
});

export const subtesResponse = z.object({
  instrument: z.enum(INSTRUMENT_KEYS),
  kode: z.string(),
  judul: z.string(),
  petunjuk: z.string(),
  registration_no: z.string(),
  status: z.enum(['berjalan', 'selesai']),
  batas_menit: z.number(),
  /** The limit in seconds after the test divisor (TIME_LIMIT_DIVISOR). */
  batas_detik: z.number(),
  /** Seconds left by the server's clock (D5). */
  sisa_detik: z.number(),
  started_at: z.string().nullable(),
  timed_out: z.boolean(),
  soal: z.array(soalAnak),
  jawaban: z.record(z.string(), nilai),
  jawaban_essay: z.string().nullable(),
  pertanyaan_essay: z.string().nullable(),
  contoh: z.array(contohKognitif),
  tombol_lanjut: z.string().nullable(),
  /** The next sub test's page once this one is saved, else null. */
  lanjut: z.string().nullable(),
});

export const draftResponse = z.object({ message: z.string(), sisa_detik: z.number() });

export const simpanResponse = z.object({
  message: z.string(),
  timed_out: z.boolean(),
  lanjut: z.string().nullable(),
});

export type SubtesResponse = z.infer<typeof subtesResponse>;
export type SoalAnak = z.infer<typeof soalAnak>;
