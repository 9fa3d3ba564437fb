import { z } from 'zod';
import { ALASAN_RONDE, INSTRUMENT_KEYS, PRIORITAS_KEYS, tandaValiditasSchema } from '#domain/index.ts';
import { instrumentParam, MAX_ID, rowId } from '#server/kernel/params.ts';
import { teksBoleh } from '#server/kernel/isian.ts';
import { PESAN_VERSI } from '#server/kernel/versi-edit.ts';

/** The longest note on a round (why it was started, in the assessor's words). */
export const CATATAN_RONDE_MAKS = 1000;

const prioritas = z.enum(PRIORITAS_KEYS as [string, ...string[]]).nullable();

export const rondeParams = z.object({
  id: rowId(),
  nomor: z.coerce
    .number({ message: 'Nomor ronde tidak valid.' })
    .int('Nomor ronde tidak valid.')
    .positive('Nomor ronde tidak valid.')
    .max(MAX_ID, 'Nomor ronde tidak valid.'),
});
export const tesUlangParams = rondeParams.extend({ instrument: instrumentParam });

const catatan = teksBoleh('Catatan', CATATAN_RONDE_MAKS);

/** POST /api/kelola/{id}/ronde: "Skrining ulang" with its reason. */
export const mulaiRondeBody = z.object(
  {
    alasan: z.enum(ALASAN_RONDE, {
      message: 'Pilih alasan skrining ulang: dalam 3 bulan, pindah, sebelum bebas, setelah kejadian serius, atau setelah putusan.',
    }),
    catatan,
  },
  { message: 'Data skrining ulang tidak valid.' },
);

/** PATCH /api/kelola/{id}/ronde/{nomor}: the current round's note. */
export const ubahRondeBody = z.object(
  { versi: z.number({ message: PESAN_VERSI }).int(PESAN_VERSI).positive(PESAN_VERSI).optional(), catatan },
  { message: 'Data ronde tidak valid.' },
);
export const ubahRondeResponse = z.object({ message: z.string(), versi: z.number() });

export const rondeRow = z.object({
  nomor: z.number(),
  alasan: z.string(),
  alasan_label: z.string(),
  catatan: z.string().nullable(),
  dimulai_at: z.string(),
  dimulai_oleh: z.string().nullable(),
  ditutup_at: z.string().nullable(),
  /** The note's version: what a change of it is saved from. */
  versi: z.number(),
  prioritas,
  jumlah_hasil: z.number(),
});
export const daftarRondeResponse = z.object({ kini: z.number(), ronde: z.array(rondeRow) });
export const mulaiRondeResponse = z.object({ message: z.string(), nomor: z.number() });

const ukuran = z.object({ kunci: z.string(), label: z.string(), skor: z.number().nullable(), kategori: z.string() });
export const percobaanRow = z.object({
  instrument: z.enum(INSTRUMENT_KEYS),
  kode: z.string(),
  nama: z.string(),
  percobaan: z.number(),
  dinilai: z.boolean(),
  submitted_at: z.string(),
  timed_out: z.boolean(),
  validitas: z.array(tandaValiditasSchema),
  ulang_diminta_at: z.string().nullable(),
  ukuran: z.array(ukuran),
});
export const rondeDetailResponse = rondeRow.extend({ kini: z.boolean(), percobaan: z.array(percobaanRow) });

const sisi = z.object({ skor: z.number().nullable(), kategori: z.string() }).nullable();
export const perbandinganResponse = z.object({
  kini: z.object({ nomor: z.number(), prioritas, dimulai_at: z.string(), alasan: z.string() }),
  sebelum: z
    .object({ nomor: z.number(), prioritas, dimulai_at: z.string(), ditutup_at: z.string().nullable(), alasan: z.string() })
    .nullable(),
  perubahan_prioritas: z.string().nullable(),
  baris: z.array(
    z.object({
      instrument: z.enum(INSTRUMENT_KEYS),
      kode: z.string(),
      nama: z.string(),
      kunci: z.string(),
      label: z.string(),
      sebelum: sisi,
      kini: sisi,
      perubahan: z.number().nullable(),
    }),
  ),
});
