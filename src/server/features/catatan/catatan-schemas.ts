import { z } from 'zod';
import { PESAN_VERSI } from '#server/kernel/versi-edit.ts';
import { CATATAN_MAKS } from '#contract/batas.ts';
import { nomorRegistrasi as registrationNo } from '#server/kernel/params.ts';

const catatan = z.string({ message: 'Catatan wajib dikirim.' }).max(CATATAN_MAKS, `Catatan maksimal ${CATATAN_MAKS} karakter.`);

/** POST /api/catatan and PUT /api/catatan/{registration_no} (the spec sends the same body to both). */
export const catatanBody = z.object({ registration_no: registrationNo, catatan });
/** PUT: the number in the path decides; the one in the body may be left out. */
export const catatanUpdateBody = z.object({
  registration_no: registrationNo.optional(),
  catatan,
  /** The version the note was read at (issue 28); a save from an older one answers 409. */
  versi: z.number({ message: PESAN_VERSI }).int(PESAN_VERSI).positive(PESAN_VERSI).optional(),
});

/** GET /api/catatan/{registration_no}: `catatan` is null while the child has no note. */
export const catatanReply = z.object({
  registration_no: z.string(),
  catatan: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** The note's version (null while there is none): the note form sends it back (issue 28). */
  versi: z.number().nullable(),
});
