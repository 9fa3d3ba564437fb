import { z } from 'zod';
import { rowId } from '#server/kernel/params.ts';
import { SOAL_LIMITS } from '#contract/batas.ts';
import { HURUF_KOGNITIF, INSTRUMENT_KEYS, pisahPilihan } from '#domain/index.ts';

const instrument = z.enum(INSTRUMENT_KEYS, {
  message: `Instrumen tidak dikenal. Pilih ${INSTRUMENT_KEYS.slice(0, -1).join(', ')} atau ${INSTRUMENT_KEYS.at(-1)}.`,
});
const id = rowId('ID soal tidak valid.');

export const instrumentParams = z.object({ instrument });
export const soalParams = z.object({ instrument, id });
export const idParams = z.object({ id });

export const PESAN_KUNCI_TIDAK_VALID = 'Kunci jawaban harus salah satu huruf A, B, C, D, E atau F.';

/**
 * PUT /api/soal/{instrument}/{id}: text questions take `pertanyaan` and `pilihan` (a list, or as the
 * spec allows one text separated by ';'); cognitive questions take `kunci` (A-F). The route says
 * which fields an instrument needs.
 */
export const ubahSoalBody = z.object({
  pertanyaan: z
    .string({ message: 'Pertanyaan wajib diisi.' })
    .trim()
    .min(1, 'Pertanyaan wajib diisi.')
    .max(SOAL_LIMITS.pertanyaan, `Pertanyaan maksimal ${SOAL_LIMITS.pertanyaan} karakter.`)
    .optional(),
  pilihan: z
    .union(
      [
        z
          .array(z.string().max(SOAL_LIMITS.pilihan, `Setiap pilihan maksimal ${SOAL_LIMITS.pilihan} karakter.`))
          .max(SOAL_LIMITS.jumlahPilihan),
        z.string().max(SOAL_LIMITS.teksPilihan),
      ],
      {
        message: 'Pilihan wajib diisi.',
      },
    )
    .transform((v) => (typeof v === 'string' ? pisahPilihan(v) : v.map((s) => s.trim()).filter((s) => s !== '')))
    .refine((v) => v.length > 0, 'Pilihan wajib diisi.')
    .optional(),
  kunci: z
    .string({ message: PESAN_KUNCI_TIDAK_VALID })
    .trim()
    .toUpperCase()
    .pipe(z.enum(HURUF_KOGNITIF, { message: PESAN_KUNCI_TIDAK_VALID }))
    .optional(),
});

/** GET /api/status-bank: each bank's size, version and the problems that keep its sub test closed. */
export const statusBankResponse = z.object({
  bank: z.array(
    z.object({
      instrument: z.enum(INSTRUMENT_KEYS),
      kode: z.string(),
      label: z.string(),
      jumlah: z.number(),
      jumlah_tetap: z.number().nullable(),
      versi: z.number(),
      diubah_at: z.string().nullable(),
      utuh: z.boolean(),
      masalah: z.array(z.string()),
    }),
  ),
});

const POLA_NAMA = /^[A-Za-z0-9][A-Za-z0-9._ -]{0,150}\.(jpe?g|png|svg)$/i;
const label = z.enum(['soal', ...HURUF_KOGNITIF], { message: 'Label gambar harus "soal" atau salah satu huruf A-F.' });

/** PUT /api/soal-kognitif/{id}/update-gambar. */
export const updateGambarBody = z.object({
  label,
  filename: z
    .string({ message: 'Nama file wajib diisi.' })
    .trim()
    .min(1, 'Nama file wajib diisi.')
    .regex(
      POLA_NAMA,
      'Nama file tidak valid: gunakan huruf, angka, titik, garis bawah atau tanda hubung, berakhiran .jpg, .jpeg atau .png.',
    ),
});

/** PUT /api/soal-kognitif/{id}/hapus-gambar. */
export const hapusGambarBody = z.object({ label });

export const soalItem = z.object({
  id: z.number(),
  nomor: z.number(),
  pertanyaan: z.string(),
  pilihan: z.array(z.string()),
  gambar: z.record(z.string(), z.string()).optional(),
  kunci: z.string().optional(),
});

export const uploadBankResponse = z.object({
  message: z.string(),
  jumlah: z.number(),
  gambar_belum_ada: z.array(z.string()).optional(),
});

export const uploadGambarResponse = z.object({ message: z.string(), filename: z.string() });

export const filenameParams = z.object({ filename: z.string().min(1).max(255) });
