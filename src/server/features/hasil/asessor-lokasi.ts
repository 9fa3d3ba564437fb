import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import { unauthorized } from '../../errors';

/** The Rutan of the assessor whose session the (guarded) request carries: the only records it may reach (D1). */
export async function asessorLocation(ctx: AppContext, request: FastifyRequest): Promise<string> {
  const session = sessionOf(request, 'asessor');
  const row = await ctx.db.selectFrom('asessor').select('location').where('id', '=', session.userId).executeTakeFirst();
  if (!row) throw unauthorized();
  return row.location;
}
