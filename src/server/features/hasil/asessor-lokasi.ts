import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import { notFound, unauthorized, type HttpError } from '../../errors';
import { writeAudit } from '../audit/audit-data';

/** The Rutan of the assessor whose session the (guarded) request carries: the only records it may reach (D1). */
export async function asessorLocation(ctx: AppContext, request: FastifyRequest): Promise<string> {
  const session = sessionOf(request, 'asessor');
  const row = await ctx.db.selectFrom('asessor').select('location').where('id', '=', session.userId).executeTakeFirst();
  if (!row) throw unauthorized();
  return row.location;
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

/** Writes the audit entry of a read of children's data (D15): what was read, never names or answers. */
export async function auditBaca(ctx: AppContext, request: FastifyRequest, action: string, target: string, detail?: string) {
  await writeAudit(ctx, request, { action, target, detail: detail ?? null });
}
