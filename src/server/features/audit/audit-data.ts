import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { nowIso } from '../../time';
import type { AuditQuery } from './audit-schemas';

export interface AuditEntry {
  action: string;
  target?: string | null;
  detail?: string | null;
}

/** Records who did what to which record, when and from where (D2), as the role the route's guard let through. */
export async function writeAudit(ctx: AppContext, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  // A browser may hold an admin and an assessor session at once: the guard's choice is the actor.
  const fallback = Object.entries(request.sessions ?? {})[0] as [string, { userId: number }] | undefined;
  const role: string = request.acting?.role ?? fallback?.[0] ?? 'anonim';
  const session = request.acting?.session ?? fallback?.[1];
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

// A LIKE pattern matching `text` literally anywhere (its % and _ are not wildcards).
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the audit log, newest first, with the number of entries that match the filters (D2, D10). */
export async function listAudit(db: Kysely<DB>, filter: AuditQuery) {
  let query = db.selectFrom('audit');
  if (filter.role) query = query.where('role', '=', filter.role);
  if (filter.actor_id !== undefined) query = query.where('actor_id', '=', filter.actor_id);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.q) {
    const pattern = contains(filter.q);
    query = query.where((eb) =>
      eb.or(
        (['actor_name', 'action', 'target', 'detail', 'ip'] as const).map(
          (column) => sql<SqlBool>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const [{ total }, items] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.per_page)
      .offset((filter.page - 1) * filter.per_page)
      .execute(),
  ]);
  return { data: items, total: Number(total), page: filter.page, per_page: filter.per_page };
}

/** Every action and every actor that appear in the log, for the page's filters. */
export async function auditFilterOptions(db: Kysely<DB>) {
  const actions = await db.selectFrom('audit').select('action').distinct().orderBy('action').execute();
  const actors = await db
    .selectFrom('audit')
    .select(['role', 'actor_id', (eb) => eb.fn.max('actor_name').as('actor_name')])
    .where('actor_id', 'is not', null)
    .groupBy(['role', 'actor_id'])
    .orderBy('role')
    .orderBy('actor_name')
    .execute();
  return {
    actions: actions.map((a) => a.action),
    actors: actors.map((a) => ({ role: a.role, actor_id: a.actor_id as number, actor_name: a.actor_name ?? null })),
  };
}
