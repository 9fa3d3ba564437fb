import { z } from 'zod';
import { LOGIN_LIMITS } from '#contract/batas.ts';

export const messageSchema = z.object({ message: z.string() });

export const adminLoginBody = z.object({
  username: z.string().trim().min(1, 'Username wajib diisi.').max(LOGIN_LIMITS.username),
  password: z.string().min(1, 'Password wajib diisi.').max(LOGIN_LIMITS.password),
});

/** The password step's reply when the account has a second factor: the code is asked next (D18). */
export const perluKodeResponse = z.object({ message: z.string(), perlu_kode: z.literal(true) });
// The narrower reply first: a union serialises with the first schema that fits, and `{ message }` fits both.
export const adminLoginResponse = z.union([perluKodeResponse, messageSchema]);

/** The code step: 6 digits from the authenticator app, or a recovery code (dashes and spaces allowed). */
export const kodeLoginBody = z.object({
  kode: z
    .string()
    .trim()
    .min(1, 'Kode verifikasi wajib diisi.')
    .max(40, 'Kode verifikasi terlalu panjang.')
    .regex(/^[0-9A-Za-z\s-]+$/, 'Kode verifikasi hanya berisi angka, huruf dan tanda hubung.'),
});

export const asessorLoginBody = z.object({
  assesor_id: z.string().trim().min(1, 'ID asessor wajib diisi.').max(LOGIN_LIMITS.loginId),
  password: z.string().min(1, 'Password wajib diisi.').max(LOGIN_LIMITS.password),
});

export const asessorPublic = z.object({
  id: z.number(),
  name: z.string(),
  assesor_id: z.string(),
  location: z.string(),
});

/** POST /api/asessors/login (the spec's reply, with D15's two fields). */
export const asessorLoginResponse = z.object({
  message: z.string(),
  token: z.string(),
  asessor: asessorPublic,
  /** True while the password is the temporary one an admin set: the page leads to Ganti Password (D15). */
  harus_ganti_password: z.boolean(),
  /** When an admin last set this password, shown at login (D15). */
  password_diatur_admin: z.string().nullable(),
  /** True until a colleague of the Rutan (or the operator) confirms the account (D18). */
  menunggu_aktivasi: z.boolean(),
});

export const meResponse = z.object({
  role: z.enum(['admin', 'asessor', 'peserta']),
  roles: z.array(z.enum(['admin', 'asessor', 'peserta'])),
  admin: z.object({ id: z.number(), username: z.string() }).optional(),
  asessor: asessorPublic.optional(),
  peserta: z.object({ id: z.number(), registration_no: z.string() }).optional(),
  /** With an assessor session: true while its password is the admin's temporary one (D15). */
  harus_ganti_password: z.boolean().optional(),
  /** With an assessor session: when an admin last set its password (D15). */
  password_diatur_admin: z.string().nullable().optional(),
  /** With an assessor session: true until a colleague confirms the account (D18). */
  menunggu_aktivasi: z.boolean().optional(),
  /** True while the admin requires a second factor and this account has none: only its enrolment is open (D18). */
  harus_aktifkan_dua_faktor: z.boolean().optional(),
});
