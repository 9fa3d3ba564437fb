import { z } from 'zod';
import {
  CARA_PERSETUJUAN,
  kolomPersetujuanKurang,
  PEMBERI_PERSETUJUAN,
  PERSETUJUAN_LIMITS as L,
} from '#domain/persetujuan.ts';
import { KATEGORI_PESERTA } from '#domain/instruments.ts';
import { teksBoleh } from '#server/kernel/isian.ts';


/** PUT /api/kelola/{id}/persetujuan (D21): who, how, when, a witness; what each choice needs is checked as one. */
export const persetujuanBody = z
  .object(
    {
      pemberi: z.enum(PEMBERI_PERSETUJUAN, { message: 'Pilih siapa yang memberi persetujuan.' }),
      nama_pemberi: teksBoleh('Nama pemberi persetujuan', L.nama),
      hubungan: teksBoleh('Hubungan pemberi persetujuan dengan anak', L.hubungan),
      cara: z.enum(CARA_PERSETUJUAN, { message: 'Cara persetujuan harus tertulis atau lisan.' }),
      diberikan_at: z
        .string({ message: 'Waktu persetujuan wajib diisi.' })
        .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, 'Waktu persetujuan tidak valid.')
        .refine((v) => !Number.isNaN(Date.parse(v)), 'Waktu persetujuan tidak valid.')
        .transform((v) => new Date(v).toISOString()),
      saksi: teksBoleh('Nama saksi', L.saksi),
      alasan_tanpa_pendamping: teksBoleh('Alasan tanpa pendamping', L.alasan),
      catatan_pk: teksBoleh('Catatan bahwa PK Bapas sudah diberitahu', L.catatanPk),
    },
    { message: 'Data persetujuan tidak valid.' },
  )
  .superRefine((v, c) => {
    for (const k of kolomPersetujuanKurang(v)) c.addIssue({ code: 'custom', path: [k.kolom], message: k.pesan });
  });
export type PersetujuanMasuk = z.infer<typeof persetujuanBody>;

export const persetujuanRow = z.object({
  pemberi: z.enum(PEMBERI_PERSETUJUAN),
  nama_pemberi: z.string().nullable(),
  hubungan: z.string().nullable(),
  cara: z.enum(CARA_PERSETUJUAN),
  diberikan_at: z.string(),
  saksi: z.string().nullable(),
  alasan_tanpa_pendamping: z.string().nullable(),
  catatan_pk: z.string().nullable(),
  /** The assessor who recorded it; null once that account is deleted. */
  dicatat_oleh_nama: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PersetujuanRow = z.infer<typeof persetujuanRow>;

/** GET /api/kelola/{id}/persetujuan: the consent on file (null when none yet) and the record's category. */
export const persetujuanResponse = z.object({
  kategori: z.enum(KATEGORI_PESERTA),
  persetujuan: persetujuanRow.nullable(),
});

/** POST /api/asesmen/{id}/kesediaan: the first page's answer (D21). */
export const kesediaanBody = z.object(
  { mau: z.boolean({ message: 'Pilih "Saya mau mulai" atau "Saya tidak mau".' }) },
  { message: 'Pilih "Saya mau mulai" atau "Saya tidak mau".' },
);

/** GET /api/asesmen/{id}/kesediaan: what the first page shows. */
export const kesediaanResponse = z.object({
  kategori: z.enum(KATEGORI_PESERTA),
  /** null before the person answered. */
  jawaban: z.enum(['mau', 'menolak']).nullable(),
  berhenti: z.boolean(),
  /** The sub test to open after "Saya mau mulai"; null when the round has stopped or is done. */
  lanjut: z.string().nullable(),
});
export type KesediaanResponse = z.infer<typeof kesediaanResponse>;

/** The reply to an answer or a stop: the message and where to go next (null: nowhere, the round has stopped). */
export const kesediaanDijawab = z.object({ message: z.string(), lanjut: z.string().nullable() });

/** GET /api/pemantauan/dihentikan: who in the Rutan said no or stopped in the last day. */
export const dihentikanRow = z.object({
  peserta_id: z.number(),
  registration_no: z.string(),
  name: z.string(),
  kategori: z.enum(KATEGORI_PESERTA),
  jenis: z.enum(['menolak', 'berhenti']),
  waktu: z.string(),
  /** The sub test the person stopped in ("Berhenti"); null for a refusal on the first page. */
  instrument: z.string().nullable(),
});
export const dihentikanResponse = z.object({ data: z.array(dihentikanRow) });
