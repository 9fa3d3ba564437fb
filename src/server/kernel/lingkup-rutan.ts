// The assessor's facility (D24: the `location` columns hold its id, see `kernel/lokasi.ts`): the only
// records it may reach (D1), and the audited 404 of a record it does not hold.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { sessionOf } from '../auth/guard';
import type { AppContext } from '../context';
import type { DB } from '../db/schema';
import { notFound, unauthorized, type HttpError } from '../errors';
import { writeAudit } from './audit-log';

/** The 404 of a registration number that the assessor's Rutan does not hold. */
export const PESAN_PESERTA_TIDAK_DITEMUKAN = 'Data asesmen dengan nomor registrasi ini tidak ditemukan.';

/**
 * The Rutan of the assessor whose session the (guarded) request carries: the only records it may reach
 * (D1). Read with the session, in the same query (`findSession`).
 */
export async function asessorLocation(_ctx: AppContext, request: FastifyRequest): Promise<string> {
  const location = sessionOf(request, 'asessor').account?.location;
  if (location == null) throw unauthorized();
  return location;
}

/** The Rutan of an assessor account, or undefined when there is no such account. */
export async function lokasiAsessor(db: Kysely<DB>, asessorId: number): Promise<string | undefined> {
  const row = await db.selectFrom('asessor').select('location').where('id', '=', asessorId).executeTakeFirst();
  return row?.location;
}

/**
 * The 404 for a child's record the assessor's Rutan does not hold. When the record exists in another
 * Rutan the refused attempt is written to the audit log (D15); the answer stays the same 404, so that
 * nobody learns which numbers exist elsewhere.
 */
export async function bukanRutanIni(
  ctx: AppContext,
  request: FastifyRequest,
  location: string,
  ref: { id?: number; registrationNo?: string },
  message: string,
): Promise<HttpError> {
  let query = ctx.db.selectFrom('peserta').select(['registration_no', 'location']);
  if (ref.id !== undefined) query = query.where('id', '=', ref.id);
  else if (ref.registrationNo !== undefined) query = query.where('registration_no', '=', ref.registrationNo);
  else return notFound(message);
  const row = await query.executeTakeFirst();
  if (row && row.location !== location) {
    await writeAudit(ctx, request, {
      action: 'akses.lintas_rutan_ditolak',
      target: row.registration_no,
      detail: `${request.method} ${request.routeOptions.url ?? ''}`,
    });
  }
  return notFound(message);
}
