import { z } from 'zod';
import { LOKASI } from '../../../domain/lokasi';

const ALL_FIELDS = 'Semua field harus diisi!';
const required = (max: number) => z.string({ message: ALL_FIELDS }).trim().min(1, ALL_FIELDS).max(max, `Maksimal ${max} karakter.`);
const lokasi = z.enum(LOKASI, { message: 'Lokasi harus Rutan 1, Rutan 2 atau Rutan 3.' });

/** POST /api/asessors: the spec's create payload uses `id` for the login id. */
export const createAsessorBody = z.object({
  name: required(200),
  id: required(100).regex(/^\S+$/, 'ID asessor tidak boleh berisi spasi.'),
  password: z.string({ message: ALL_FIELDS }).min(1, ALL_FIELDS).min(8, 'Password minimal 8 karakter.').max(200),
  location: required(50).pipe(lokasi),
});

/** PUT /api/asessors/{id}: blank password leaves it unchanged. */
export const updateAsessorBody = z.object({
  name: z.string().trim().min(1, 'Nama wajib diisi.').max(200),
  assesor_id: z.string().trim().min(1, 'ID asessor wajib diisi.').max(100).regex(/^\S+$/, 'ID asessor tidak boleh berisi spasi.'),
  password: z
    .string()
    .max(200)
    .optional()
    .nullable()
    .refine((v) => !v || v.length >= 8, 'Password minimal 8 karakter.'),
  location: lokasi,
});

export const idParams = z.object({ id: z.coerce.number().int().positive('ID tidak valid.') });

export const listQuery = z.object({ q: z.string().max(100).optional() });

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

export type AsessorRow = z.infer<typeof asessorRow>;
