import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { nowIso } from '../../time';

export interface AuditEntry {
  action: string;
  target?: string | null;
  detail?: string | null;
}

/** Records who did what to which record, when and from where (D2). Needs the request's session resolved. */
export async function writeAudit(ctx: AppContext, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const sessions = request.sessions ?? {};
  const [role, session] = (Object.entries(sessions)[0] ?? ['anonim', undefined]) as [string, { userId: number } | undefined];
  let actorName: string | null = null;
  if (session && role === 'asessor') {
    const row = await ctx.db.selectFrom('asessor').select('name').where('id', '=', session.userId).executeTakeFirst();
    actorName = row?.name ?? null;
  } else if (session && role === 'admin') {
    const row = await ctx.db.selectFrom('admin').select('username').where('id', '=', session.userId).executeTakeFirst();
    actorName = row?.username ?? null;
  }
  await writeAuditAs(ctx, request, { role, actorId: session?.userId ?? null, actorName }, entry);
}

/** Records an action for an actor known to the caller (e.g. right after a login). */
export async function writeAuditAs(
  ctx: AppContext,
  request: FastifyRequest,
  actor: { role: string; actorId: number | null; actorName: string | null },
  entry: AuditEntry,
): Promise<void> {
  await ctx.db
    .insertInto('audit')
    .values({
      at: nowIso(ctx.clock),
      role: actor.role,
      actor_id: actor.actorId,
      actor_name: actor.actorName,
      action: entry.action,
      target: entry.target ?? null,
      detail: entry.detail ?? null,
      ip: request.ip,
    })
    .execute();
}
