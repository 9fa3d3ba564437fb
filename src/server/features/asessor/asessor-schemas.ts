import { z } from 'zod';
import { STATUS_AKTIVASI } from '#domain/aktivasi.ts';
import { NAMA_LOKASI_MAKS } from '#domain/lokasi.ts';
import { PESAN_SEMUA_FIELD_WAJIB } from '#domain/messages.ts';
import { PASSWORD_MAX } from '#domain/password.ts';
import { masalahPasswordBaru } from '#server/auth/kekuatan-password.ts';
import { ASESSOR_LIMITS, KATA_KUNCI_MAKS } from '#contract/batas.ts';
import { pagedQuery } from '#server/kernel/paging.ts';
import { adaKarakterTersembunyi, PESAN_KARAKTER_TERSEMBUNYI } from '#domain/teks.ts';

const ALL_FIELDS = PESAN_SEMUA_FIELD_WAJIB;

/** The password rule of D15 (length, not only spaces, not easy to guess) as a zod refinement. */
export const passwordRule = (v: string, c: z.RefinementCtx) => {
  const masalah = masalahPasswordBaru(v);
  if (masalah) c.addIssue({ code: 'custom', message: masalah });
};
const NO_SPACES = 'ID asessor tidak boleh berisi spasi.';

// A missing, non-text or blank field all read 'Semua field harus diisi!' (seed-spec section 5).
const required = (max: number) =>
  z.string({ message: ALL_FIELDS }).trim().min(1, ALL_FIELDS).max(max, `Maksimal ${max} karakter.`);
/** An assessor's name, shown to colleagues and in the audit: no invisible or direction-changing characters (issue 29). */
const nama = required(ASESSOR_LIMITS.name).refine((v) => !adaKarakterTersembunyi(v), PESAN_KARAKTER_TERSEMBUNYI);
// A facility's name ("Rutan 1"), checked against the facilities the admin keeps (D24) by the route.
const lokasi = required(NAMA_LOKASI_MAKS);
const loginId = required(ASESSOR_LIMITS.loginId).regex(/^\S*$/, NO_SPACES);

/** POST /api/asessors: the spec's create payload uses `id` for the login id. */
export const createAsessorBody = z.object(
  {
    name: nama,
    id: loginId,
    password: z
      .string({ message: ALL_FIELDS })
      .refine((v) => v.trim().length > 0, ALL_FIELDS)
      .superRefine((v, c) => {
        if (v.trim()) passwordRule(v, c);
      }),
    location: lokasi,
  },
  { message: ALL_FIELDS },
);

/** PUT /api/asessors/{id}: a blank (or absent) password leaves it unchanged. */
export const updateAsessorBody = z.object(
  {
    name: nama,
    assesor_id: loginId,
    password: z
      .string({ message: 'Password harus berupa teks.' })
      .nullish()
      .transform((v) => (v && v.trim() ? v : null))
      .superRefine((v, c) => {
        if (v !== null) passwordRule(v, c);
      }),
    location: lokasi,
  },
  { message: ALL_FIELDS },
);


/** POST /api/asessors/password: the assessor replaces its password (D15). */
export const gantiPasswordBody = z.object(
  {
    password_lama: z.string({ message: ALL_FIELDS }).min(1, ALL_FIELDS).max(PASSWORD_MAX, 'Password lama salah.'),
    password_baru: z.string({ message: ALL_FIELDS }).min(1, ALL_FIELDS).superRefine(passwordRule),
  },
  { message: ALL_FIELDS },
);

/** GET /api/asessors: a name search, and a page when Kelola Akun asks for one (D10). */
export const listQuery = pagedQuery.extend({
  q: z.string().max(KATA_KUNCI_MAKS, `Kata kunci maksimal ${KATA_KUNCI_MAKS} karakter.`).optional(),
});

/** Which assessor account a row is, and where it stands in its activation (D18). */
const akunAsessor = {
  id: z.number(),
  name: z.string(),
  assesor_id: z.string(),
  /** D18: waiting for a colleague's confirmation, confirmed, or refused. */
  aktivasi: z.enum(STATUS_AKTIVASI),
  active: z.boolean(),
};

export const asessorRow = z.object({
  ...akunAsessor,
  /** The facility's name (D24). */
  location: z.string(),
  /** The facility's id (D24). */
  lokasi_id: z.number(),
  is_online: z.boolean(),
  last_login: z.string().nullable(),
  last_logout: z.string().nullable(),
  /** D22: marked by the admin as psychologist, with the SIPP or STR number. */
  psikolog: z.boolean(),
  nomor_izin: z.string().nullable(),
});

/** A colleague's account as the Konfirmasi rekan list shows it (D18). */
export const rekanRow = z.object({
  ...akunAsessor,
  created_at: z.string(),
  /** The admin who created the account or last reset its password. */
  dibuat_oleh: z.string().nullable(),
  /** When an admin last set its password. */
  password_diatur_admin: z.string().nullable(),
  aktivasi_oleh: z.string().nullable(),
  aktivasi_at: z.string().nullable(),
});

export const toggleResponse = z.object({ message: z.string(), active: z.boolean() });

export type AsessorRow = z.infer<typeof asessorRow>;

/** Who is online: assessors asking see names and Rutan, not the others' login ids (issue 10). */
export const onlineRow = asessorRow.partial({ assesor_id: true, aktivasi: true, psikolog: true, nomor_izin: true, lokasi_id: true });
