import { z } from 'zod';
import { PESAN_VERSI } from '#server/kernel/versi-edit.ts';
import { pagedQuery } from '#server/kernel/paging.ts';
import {
  JAWABAN_SKRINING,
  KATEGORI_PESERTA,
  masalahPasswordAnak,
  PESAN_NOMOR_REGISTRASI,
  PESAN_SEMUA_FIELD_WAJIB,
  POLA_NOMOR_REGISTRASI,
  SCREENING_KEYS,
  type ScreeningKey,
} from '#domain/index.ts';
import { KELOLA_LIMITS } from '#contract/batas.ts';
import { JENIS_KELAMIN, PENDIDIKAN } from '#domain/rekam-peserta.ts';
import { adaKarakterTersembunyi, PESAN_KARAKTER_TERSEMBUNYI } from '#domain/teks.ts';
import { MAX_ID } from '#server/kernel/params.ts';
import { identitasPeserta } from '#server/kernel/peserta.ts';

const ALL = PESAN_SEMUA_FIELD_WAJIB;
/** A number field that a form may send as text; blank counts as missing. */
const angka = (schema: z.ZodNumber) =>
  z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v), schema);
const teks = (max: number) => z.string({ message: ALL }).trim().min(1, ALL).max(max, `Maksimal ${max} karakter.`);
/** A name as shown on every list and PDF: no invisible or direction-changing characters (issue 29). */
const nama = (max: number) => teks(max).refine((v) => !adaKarakterTersembunyi(v), PESAN_KARAKTER_TERSEMBUNYI);
const skrining = z.enum(JAWABAN_SKRINING, { message: 'Jawaban skrining harus Ya atau Tidak.' });

/** The child's access password rule of D15 (at least 6 characters, not only spaces). */
const passwordAnak = (v: string, c: z.RefinementCtx) => {
  const masalah = masalahPasswordAnak(v);
  if (masalah) c.addIssue({ code: 'custom', message: masalah });
};

function tanggalValid(ymd: string): boolean {
  const d = new Date(`${ymd}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === ymd;
}

const skriningFields = Object.fromEntries(SCREENING_KEYS.map((k) => [k, skrining])) as Record<ScreeningKey, typeof skrining>;

const recordFields = {
  // As detention registers write it (D13); paths carry it percent-encoded.
  registration_no: teks(KELOLA_LIMITS.registrationNo).regex(POLA_NOMOR_REGISTRASI, PESAN_NOMOR_REGISTRASI),
  name: nama(KELOLA_LIMITS.name),
  // The range of the record's category and the fit with the date of birth are checked against today's date (periksaUsia).
  age: angka(z.number({ message: ALL }).int('Usia harus bilangan bulat.')),
  place_of_birth: nama(KELOLA_LIMITS.placeOfBirth),
  date_of_birth: teks(KELOLA_LIMITS.dateOfBirth)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal lahir harus berformat YYYY-MM-DD.')
    .refine(tanggalValid, 'Tanggal lahir tidak valid.'),
  assesor_id: angka(
    z
      .number({ message: ALL })
      .int('Asessor penanggung jawab tidak valid.')
      .positive('Asessor penanggung jawab tidak valid.')
      .max(MAX_ID, 'Asessor penanggung jawab tidak valid.'),
  ),
  ...skriningFields,
  // Asked only when korban_kekerasan_seksual is 'Ya' (issue 12): they set the priority; blank = not asked yet.
  kekerasan_seksual_baru: z.enum(JAWABAN_SKRINING).nullable().optional(),
  pelaku_satu_fasilitas: z.enum(JAWABAN_SKRINING).nullable().optional(),
  /** 'anak' (default, the spec's child) or 'tahanan' (an adult detainee, D17). */
  kategori: z.enum(KATEGORI_PESERTA, { message: 'Kategori harus anak atau tahanan.' }).optional(),
  ...orangFields(),
  ...tindakLanjutFields(),
};

/**
 * What the record knows of the person (issue 30 point 3): optional here, required for a new record
 * (`createKelolaBody`); a record made before these fields existed may be saved without them.
 */
function orangFields() {
  return {
    jenis_kelamin: z.enum(JENIS_KELAMIN, { message: 'Jenis kelamin harus L (laki-laki) atau P (perempuan).' }).nullable().optional(),
    pendidikan: z.enum(PENDIDIKAN, { message: 'Pilih pendidikan terakhir dari daftar.' }).nullable().optional(),
    bahasa: z.string().trim().max(100, 'Maksimal 100 karakter.').nullable().optional(),
    tanggal_masuk: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal masuk harus berformat YYYY-MM-DD.')
      .refine(tanggalValid, 'Tanggal masuk tidak valid.')
      .nullable()
      .optional(),
  };
}

/** The assessor's follow-up after self harm 'Ya' or a top hopelessness answer (CLINICAL.md "Round three"). */
function tindakLanjutFields() {
  return {
    tl_kapan_terakhir: z.string().trim().max(200, 'Maksimal 200 karakter.').nullable().optional(),
    tl_pikiran_hari_ini: z
      .enum(['Ya', 'Tidak', 'Ragu-ragu'], { message: 'Pikiran mengakhiri hidup hari ini harus Ya, Tidak, atau Ragu-ragu.' })
      .nullable()
      .optional(),
    tl_rencana: z.string().trim().max(500, 'Maksimal 500 karakter.').nullable().optional(),
  };
}

/** Fields a new record must carry (issue 30 point 3), with the message when one is missing. */
export const WAJIB_REKAM_BARU = {
  jenis_kelamin: 'Jenis kelamin wajib diisi.',
  pendidikan: 'Pendidikan terakhir wajib diisi.',
  bahasa: 'Bahasa sehari-hari wajib diisi.',
  tanggal_masuk: 'Tanggal masuk Rutan wajib diisi.',
} as const;

/** POST /api/kelola: every field required, the child's access password included. */
export const createKelolaBody = z.object({
  ...recordFields,
  password: z.string({ message: ALL }).min(1, ALL).superRefine(passwordAnak),
});

/** PUT /api/kelola/{id}: the same fields; a blank password leaves it unchanged. */
export const updateKelolaBody = z.object({
  ...recordFields,
  /** The version the form was opened on (issue 28); a save from an older one answers 409. */
  versi: z.number({ message: PESAN_VERSI }).int(PESAN_VERSI).positive(PESAN_VERSI).optional(),
  password: z
    .string()
    .nullable()
    .optional()
    .superRefine((v, c) => {
      if (v) passwordAnak(v, c);
    }),
});

export type CreateKelola = z.infer<typeof createKelolaBody>;

/** GET /api/kelola: the paged list, narrowed to one category when `kategori` is given (D17). */
export const kelolaQuery = pagedQuery.extend({
  kategori: z.enum(KATEGORI_PESERTA, { message: 'Kategori harus anak atau tahanan.' }).optional(),
});
export type UpdateKelola = z.infer<typeof updateKelolaBody>;

/** One child record as the table shows it (never the password). */
export const kelolaRow = z.object({
  ...identitasPeserta,
  jenis_kelamin: z.string().nullable(),
  pendidikan: z.string().nullable(),
  bahasa: z.string().nullable(),
  tanggal_masuk: z.string().nullable(),
  tl_kapan_terakhir: z.string().nullable(),
  tl_pikiran_hari_ini: z.string().nullable(),
  tl_rencana: z.string().nullable(),
  /** The responsible assessor's id (asessor.id), null once that account is deleted. */
  assesor_id: z.number().nullable(),
  asessor_name: z.string().nullable(),
  location: z.string(),
  kategori: z.enum(KATEGORI_PESERTA),
  ...Object.fromEntries(SCREENING_KEYS.map((k) => [k, z.string()])) as Record<ScreeningKey, z.ZodString>,
  kekerasan_seksual_baru: z.string().nullable(),
  pelaku_satu_fasilitas: z.string().nullable(),
  /** Raised by every edit: the edit form sends it back (issue 28). */
  versi: z.number(),
  /** D21: when the consent on file was last recorded; null when none yet (no sub test opens). */
  persetujuan_at: z.string().nullable(),
  /** Issue 32, the record's status: its sub tests saved (one waiting for its retest is not), of its battery's. */
  selesai: z.number(),
  jumlah_subtes: z.number(),
  /** The person's own answer on the first page (D21): null before it, 'menolak' after "Saya tidak mau". */
  kesediaan: z.enum(['mau', 'menolak']).nullable(),
  /** "Berhenti" pressed inside a sub test: the rest of the round is not taken. */
  berhenti: z.boolean(),
});
export type KelolaRow = z.infer<typeof kelolaRow>;

/** An assessor of the caller's Rutan who may be made responsible for a record. */
export const asessorOption = z.object({ id: z.number(), name: z.string(), assesor_id: z.string() });

/** GET /api/kelola/retensi: records untouched for RETENSI_BULAN months, oldest first (UU PDP). */
export const retensiResponse = z.object({
  bulan: z.number(),
  batas: z.string(),
  data: z.array(z.object({ id: z.number(), registration_no: z.string(), name: z.string(), aktivitas_terakhir: z.string() })),
});

/** POST /api/kelola/{id}/kode-masuk (D14). */
export const kodeMasukResponse = z.object({ kode: z.string(), berlaku_sampai: z.string() });
