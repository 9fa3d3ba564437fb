import { z } from 'zod';
import { JENIS_LOKASI, NAMA_LOKASI_MAKS, PROVINSI_MAKS } from '#domain/lokasi.ts';
import { teksSebaris } from '#server/kernel/isian.ts';

/** POST /api/lokasi and PUT /api/lokasi/{id}: a facility's name, kind and province (D24). */
export const lokasiBody = z.object(
  {
    // Printed on every report: no hidden or reordering character (the rule of every name, domain/teks.ts).
    nama: teksSebaris('Nama lokasi', NAMA_LOKASI_MAKS),
    jenis: z.enum(JENIS_LOKASI, { message: `Jenis lokasi harus salah satu dari: ${JENIS_LOKASI.join(', ')}.` }),
    // Optional: the spec's three were seeded without one.
    provinsi: z
      .union([teksSebaris('Provinsi', PROVINSI_MAKS), z.literal(''), z.null()], { message: 'Provinsi harus berupa teks.' })
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
