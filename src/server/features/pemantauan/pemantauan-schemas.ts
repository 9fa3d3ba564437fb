import { z } from 'zod';
import { TAMBAH_MENIT_MAKS } from '#contract/batas.ts';
import { INSTRUMENT_KEYS } from '#domain/instruments.ts';

/**
 * How an attempt stands: in progress, out of time (open until closed, or saved as timed out), ended by
 * staff with a reason (finding 8, issue 27: never shown as a time-out), saved.
 */
export const STATUS_PEMANTAUAN = ['berjalan', 'waktu_habis', 'diakhiri', 'berhenti', 'selesai'] as const;

/** One child in a sub test now, or one that finished in the last hour (Pemantauan). */
export const pemantauanRow = z.object({
  peserta_id: z.number(),
  registration_no: z.string(),
  name: z.string(),
  instrument: z.enum(INSTRUMENT_KEYS),
  kode: z.string(),
  status: z.enum(STATUS_PEMANTAUAN),
  /** True while the attempt is not saved: the actions apply. */
  terbuka: z.boolean(),
  dijawab: z.number(),
  jumlah_soal: z.number(),
  /** Seconds left by the server's clock (open attempts), else null. */
  sisa_detik: z.number().nullable(),
  tambahan_menit: z.number(),
  /** The page was seen in the last ONLINE_SUBTES_MS (a draft or a heartbeat). */
  online: z.boolean(),
  terakhir_aktif: z.string().nullable(),
  /** When the child asked for help, until an assessor marks it handled. */
  bantuan_at: z.string().nullable(),
  started_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  /** Who ended it from Pemantauan (status 'diakhiri'), else null. */
  diakhiri_oleh: z.string().nullable(),
});
export type PemantauanRow = z.infer<typeof pemantauanRow>;

export const pemantauanResponse = z.object({ data: z.array(pemantauanRow), sekarang: z.string() });

export const tambahWaktuBody = z.object(
  {
    // Strictly a JSON integer: `true`, `[5]` and "0x10" were coerced into minutes (issue 29).
    menit: z
      .number({ message: `Tambahan waktu harus angka 1 sampai ${TAMBAH_MENIT_MAKS} menit.` })
      .int(`Tambahan waktu harus angka bulat 1 sampai ${TAMBAH_MENIT_MAKS} menit.`)
      .min(1, `Tambahan waktu harus 1 sampai ${TAMBAH_MENIT_MAKS} menit.`)
      .max(TAMBAH_MENIT_MAKS, `Tambahan waktu harus 1 sampai ${TAMBAH_MENIT_MAKS} menit.`),
  },
  { message: 'Data tambahan waktu tidak valid.' },
);
export const tambahWaktuResponse = z.object({ message: z.string(), sisa_detik: z.number() });

/** Finding 8 (issue 27): ending a sub test for someone records who ended it and why. */
export const PESAN_ALASAN_AKHIRI = 'Alasan mengakhiri sub test wajib diisi (3 sampai 500 karakter).';
export const akhiriBody = z.object(
  {
    alasan: z.string({ message: PESAN_ALASAN_AKHIRI }).trim().min(3, PESAN_ALASAN_AKHIRI).max(500, PESAN_ALASAN_AKHIRI),
  },
  { message: PESAN_ALASAN_AKHIRI },
);
