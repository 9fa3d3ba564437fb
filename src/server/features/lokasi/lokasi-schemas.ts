import { z } from 'zod';
import { JENIS_LOKASI, NAMA_LOKASI_MAKS, PROVINSI_MAKS } from '#domain/lokasi.ts';

// Control characters and the like have no place in a facility's name (it is printed on reports).
const TAK_TERCETAK = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/u;

const teks = (label: string, max: number) =>
  z
    .string({ message: `${label} wajib diisi.` })
    .trim()
    .min(1, `${label} wajib diisi.`)
    .max(max, `${label} maksimal ${max} karakter.`)
    .refine((v) => !TAK_TERCETAK.test(v), `${label} berisi karakter yang tidak diizinkan.`);

/** POST /api/lokasi and PUT /api/lokasi/{id}: a facility's name, kind and province (D24). */
export const lokasiBody = z.object(
  {
    nama: teks('Nama lokasi', NAMA_LOKASI_MAKS),
    jenis: z.enum(JENIS_LOKASI, { message: `Jenis lokasi harus salah satu dari: ${JENIS_LOKASI.join(', ')}.` }),
    // Optional: the spec's three were seeded without one.
    provinsi: z
      .union([teks('Provinsi', PROVINSI_MAKS), z.literal(''), z.null()], { message: 'Provinsi harus berupa teks.' })
      .optional()
      .transform((v) => (v ? v : null)),
  },
  { message: 'Data lokasi tidak valid.' },
);

/** PUT /api/lokasi/{id}/status: close (false) or reopen (true). */
export const statusLokasiBody = z.object(
  { aktif: z.boolean({ message: 'Status lokasi harus aktif (true) atau ditutup (false).' }) },
  { message: 'Data status lokasi tidak valid.' },
);

export const lokasiRow = z.object({
  id: z.number(),
  nama: z.string(),
  jenis: z.string(),
  provinsi: z.string().nullable(),
  aktif: z.boolean(),
  /** Accounts and records held there: what a closed facility still keeps readable. */
  jumlah_asessor: z.number(),
  jumlah_peserta: z.number(),
});
export type LokasiRow = z.infer<typeof lokasiRow>;

export const lokasiSaved = z.object({ message: z.string(), id: z.number() });
