import { z } from 'zod';
import { LOKASI } from '../../../domain/lokasi';
import { PESAN_SEMUA_FIELD_WAJIB } from '../../../domain/messages';

/** Limits shared with the forms that send these bodies. */
export const ASESSOR_LIMITS = { name: 200, assesorId: 100, passwordMin: 8, passwordMax: 200 } as const;

const ALL_FIELDS = PESAN_SEMUA_FIELD_WAJIB;
const PASSWORD_SHORT = `Password minimal ${ASESSOR_LIMITS.passwordMin} karakter.`;
const NO_SPACES = 'ID asessor tidak boleh berisi spasi.';

// A missing, non-text or blank field all read 'Semua field harus diisi!' (seed-spec section 5).
const required = (max: number) =>
  z.string({ message: ALL_FIELDS }).trim().min(1, ALL_FIELDS).max(max, `Maksimal ${max} karakter.`);
const lokasi = required(50).pipe(z.enum(LOKASI, { message: 'Lokasi harus Rutan 1, Rutan 2 atau Rutan 3.' }));
const loginId = required(ASESSOR_LIMITS.assesorId).regex(/^\S*$/, NO_SPACES);

/** POST /api/asessors: the spec's create payload uses `id` for the login id. */
export const createAsessorBody = z.object(
  {
    name: required(ASESSOR_LIMITS.name),
    id: loginId,
    password: z
      .string({ message: ALL_FIELDS })
      .refine((v) => v.trim().length > 0, ALL_FIELDS)
      .refine((v) => v.trim().length === 0 || v.length >= ASESSOR_LIMITS.passwordMin, PASSWORD_SHORT)
      .refine((v) => v.length <= ASESSOR_LIMITS.passwordMax, `Maksimal ${ASESSOR_LIMITS.passwordMax} karakter.`),
    location: lokasi,
  },
  { message: ALL_FIELDS },
);

/** PUT /api/asessors/{id}: a blank (or absent) password leaves it unchanged. */
export const updateAsessorBody = z.object(
  {
    name: required(ASESSOR_LIMITS.name),
    assesor_id: loginId,
    password: z
      .string({ message: 'Password harus berupa teks.' })
      .max(ASESSOR_LIMITS.passwordMax, `Maksimal ${ASESSOR_LIMITS.passwordMax} karakter.`)
      .nullish()
      .transform((v) => (v && v.trim() ? v : null))
      .refine((v) => v === null || v.length >= ASESSOR_LIMITS.passwordMin, PASSWORD_SHORT),
    location: lokasi,
  },
  { message: ALL_FIELDS },
);

// Ids are integer columns: anything beyond int4 is simply not found, never a database error.
export const idParams = z.object({
  id: z.coerce
    .number({ message: 'ID tidak valid.' })
    .int('ID tidak valid.')
    .positive('ID tidak valid.')
    .max(2_147_483_647, 'ID tidak valid.'),
});

export const listQuery = z.object({ q: z.string().max(100, 'Kata kunci maksimal 100 karakter.').optional() });

export const asessorRow = z.object({
  id: z.number(),
  name: z.string(),
  assesor_id: z.string(),
  location: z.string(),
  active: z.boolean(),
  is_online: z.boolean(),
  last_login: z.string().nullable(),
  last_logout: z.string().nullable(),
});

export const toggleResponse = z.object({ message: z.string(), active: z.boolean() });

export type AsessorRow = z.infer<typeof asessorRow>;
