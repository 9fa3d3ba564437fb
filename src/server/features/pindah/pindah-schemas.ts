import { z } from 'zod';
import { teksSebaris } from '#server/kernel/isian.ts';
import { NAMA_LOKASI_MAKS } from '#domain/lokasi.ts';
import { MAX_ID } from '#server/kernel/params.ts';

/** The longest reason for a move, in the assessor's words (printed in the follow-ups' history). */
export const ALASAN_PINDAH_MAKS = 500;

/** POST /api/kelola/{id}/pindah: where the record goes and why (D20 "Pindah"). */
export const pindahBody = z.object(
  {
    lokasi: z
      .string({ message: 'Pilih lokasi tujuan.' })
      .trim()
      .min(1, 'Pilih lokasi tujuan.')
      .max(NAMA_LOKASI_MAKS, 'Lokasi tidak terdaftar. Pilih salah satu lokasi dari daftar.'),
    alasan: teksSebaris('Alasan pindah', ALASAN_PINDAH_MAKS, {
      panjang: 3,
      pesan: 'Alasan pindah wajib diisi (minimal 3 karakter), misalnya nomor surat pemindahan.',
    }),
    /** The record's version the dialog was opened on (issue 28): a record changed since answers 409. */
    versi: z
      .number({ message: 'Versi data tidak valid. Muat ulang halaman lalu coba lagi.' })
      .int('Versi data tidak valid. Muat ulang halaman lalu coba lagi.')
      .positive('Versi data tidak valid. Muat ulang halaman lalu coba lagi.')
      .max(MAX_ID, 'Versi data tidak valid. Muat ulang halaman lalu coba lagi.')
      .optional(),
  },
  { message: 'Data pemindahan tidak valid.' },
);
export type PindahBody = z.infer<typeof pindahBody>;

/** GET /api/kelola/{id}/pindah: the record, the facility it is in and the open ones it may go to. */
export const tujuanPindahResponse = z.object({
  registration_no: z.string(),
  asal: z.string(),
  tujuan: z.array(z.object({ nama: z.string(), jenis: z.string(), provinsi: z.string().nullable() })),
});

export const pindahResponse = z.object({ message: z.string(), asal: z.string(), tujuan: z.string() });
