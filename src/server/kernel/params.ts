// Path parameters that several features share: row ids, registration numbers, a sub test's address.
import { z } from 'zod';
import { instrumenDariRute, type InstrumentKey } from '#domain/instruments.ts';

/** The largest id an integer column holds on both databases (PostgreSQL int4). */
export const MAX_ID = 2_147_483_647;
/** No row has this id (ids start at 1): what an id beyond int4 becomes. */
const NO_ROW = 0;

/**
 * A row id in a path, query or body: a positive whole number. One beyond what the column holds
 * names no row, so it becomes an id that is simply not found (404, or whatever the route answers for
 * an unknown id), never a database error (issue 10).
 */
export function rowId(message = 'ID tidak valid.') {
  return z.coerce
    .number({ message })
    .int(message)
    .positive(message)
    .transform((id) => (id > MAX_ID ? NO_ROW : id));
}

/** `{id}` path parameters. */
export const idParams = z.object({ id: rowId() });

/** A registration number as a path or body carries it: present, at most 100 characters (D13). */
export const nomorRegistrasi = z
  .string({ message: 'Nomor registrasi wajib diisi.' })
  .trim()
  .min(1, 'Nomor registrasi wajib diisi.')
  .max(100, 'Nomor registrasi tidak valid.');

/** `{registration_no}` path parameters. */
export const registrationParams = z.object({ registration_no: nomorRegistrasi });

/** The instrument of a URL: the domain key (pid5) or the child's route segment (pid5bf). */
export const instrumentParam = z.string().transform((v, ctx): InstrumentKey => {
  const key = instrumenDariRute(v);
  if (!key) {
    ctx.addIssue({ code: 'custom', message: 'Instrumen tidak dikenal.' });
    return z.NEVER;
  }
  return key;
});

/** `{id}/{instrument}`: one sub test of one record. */
export const subtesParams = z.object({ id: rowId('ID peserta tidak valid.'), instrument: instrumentParam });
