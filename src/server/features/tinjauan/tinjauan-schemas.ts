import { z } from 'zod';
import {
  PESAN_ALASAN_WAJIB,
  PESAN_NOMOR_IZIN,
  POLA_NOMOR_IZIN,
  PRIORITAS_KEYS,
  TINJAUAN_LIMITS,
  type Prioritas,
} from '#domain/index.ts';
import { teksBoleh } from '#server/kernel/isian.ts';

const PESAN_PRIORITAS = 'Prioritas harus Kritis, Mendesak, Tinggi, Sedang, atau Rendah.';
const prioritas = z.enum(PRIORITAS_KEYS as [Prioritas, ...Prioritas[]], { message: PESAN_PRIORITAS });

/**
 * POST /api/hasil-gabungan/{registration_no}/tinjauan (D22): the psychologist sets the priority (the
 * rules' own to confirm it, another to override it, then with a reason) and may add a clinical note.
 * `prioritas_sistem` is the rules' priority the psychologist saw: a result that changed since answers 409.
 */
export const tinjauanBody = z
  .object(
    {
      prioritas_sistem: prioritas,
      prioritas,
      alasan: teksBoleh('Alasan', TINJAUAN_LIMITS.alasan),
      catatan_klinis: teksBoleh('Catatan klinis', TINJAUAN_LIMITS.catatan),
    },
    { message: 'Data tinjauan tidak valid.' },
  )
  .refine((b) => b.prioritas === b.prioritas_sistem || b.alasan !== null, { message: PESAN_ALASAN_WAJIB, path: ['alasan'] });

/** PUT /api/asessors/{id}/psikolog (D22): mark an account as psychologist with its SIPP/STR number, or unmark it. */
export const psikologBody = z
  .object(
    {
      psikolog: z.boolean({ message: 'Status psikolog harus ya atau tidak.' }),
      nomor_izin: z
        .string({ message: PESAN_NOMOR_IZIN })
        .trim()
        .nullish()
        .transform((v) => v || null),
    },
    { message: 'Data psikolog tidak valid.' },
  )
  .superRefine((b, c) => {
    if (b.psikolog && !(b.nomor_izin && POLA_NOMOR_IZIN.test(b.nomor_izin))) c.addIssue({ code: 'custom', message: PESAN_NOMOR_IZIN, path: ['nomor_izin'] });
  })
  .transform((b) => ({ nomor_izin: b.psikolog ? b.nomor_izin : null }));
