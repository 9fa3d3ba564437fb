import { z } from 'zod';
import { JENIS_KONTAK, KONTAK_LIMITS as L, PESAN_TELEPON, teleponSah } from '#domain/kontak-lokasi.ts';
import { teksSebaris } from '#server/kernel/isian.ts';
import { PESAN_VERSI } from '#server/kernel/versi-edit.ts';

const kontak = z.object(
  {
    jenis: z.enum(JENIS_KONTAK, { message: 'Jenis kontak tidak dikenal.' }),
    nama: teksSebaris('Nama kontak', L.nama),
    telepon: teksSebaris('Nomor telepon', L.telepon).refine(teleponSah, PESAN_TELEPON),
    keterangan: z
      .union([teksSebaris('Keterangan', L.keterangan), z.literal(''), z.null()], { message: 'Keterangan harus berupa teks.' })
      .optional()
      .transform((v) => v || null),
  },
  { message: 'Data kontak tidak valid.' },
);

/**
 * PUT /api/lokasi/{id}/kontak: the facility's whole set of contacts (a kind left out is removed), from
 * the version the form was opened on (a newer one stored answers 409; without one the set is replaced).
 */
export const kontakBody = z.object(
  {
    versi: z.number({ message: PESAN_VERSI }).int(PESAN_VERSI).min(0, PESAN_VERSI).optional(),
    kontak: z
      .array(kontak, { message: 'Daftar kontak tidak valid.' })
      .max(JENIS_KONTAK.length, 'Satu kontak untuk setiap jenis.')
      .refine((k) => new Set(k.map((x) => x.jenis)).size === k.length, 'Satu kontak untuk setiap jenis: ada jenis yang diisi dua kali.'),
  },
  { message: 'Data kontak tidak valid.' },
);

export const kontakRow = z.object({
  jenis: z.enum(JENIS_KONTAK),
  label: z.string(),
  guna: z.string(),
  nama: z.string(),
  telepon: z.string(),
  keterangan: z.string().nullable(),
  diubah_at: z.string(),
});

/** GET /api/lokasi/{id}/kontak (admin) and GET /api/kontak-lokasi (the assessor's own facility). */
export const kontakResponse = z.object({ lokasi: z.string(), versi: z.number(), kontak: z.array(kontakRow) });
