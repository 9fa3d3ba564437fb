// Writing the audit log (D2, D15): every feature and the logins record who did what to which record.
// Reading it is the audit feature's.
import type { FastifyRequest } from 'fastify';
import type { Session } from '../auth/sessions';
import type { AppContext } from '../context';
import { tulisBersama } from '../db/commit-bersama';
import { kueriTetap } from '../db/kueri-tetap';
import { nowIso } from '../time';

export interface AuditEntry {
  action: string;
  target?: string | null;
  detail?: string | null;
}

/** One audit entry (built once: every read writes one). */
const insertAudit = kueriTetap(
  (
    db,
    at: string,
    role: string,
    actor_id: number | null,
    actor_name: string | null,
    action: string,
    target: string | null,
    detail: string | null,
    ip: string,
  ) => db.insertInto('audit').values({ at, role, actor_id, actor_name, action, target, detail, ip }),
);

/** Records who did what to which record, when and from where (D2), as the role the route's guard let through. */
export async function writeAudit(ctx: AppContext, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  // A browser may hold an admin and an assessor session at once: the guard's choice is the actor.
  const fallback = Object.entries(request.sessions ?? {})[0] as [string, Session] | undefined;
  const role: string = request.acting?.role ?? fallback?.[0] ?? 'anonim';
  const session = request.acting?.session ?? fallback?.[1];
  // The assessor's name or the admin's username, read with the session (`findSession`).
  const actorName = session && (role === 'asessor' || role === 'admin') ? (session.account?.name ?? null) : null;
  await writeAuditAs(ctx, request, { role, actorId: session?.userId ?? null, actorName }, entry);
}

/** Records an action for an actor known to the caller (e.g. right after a login). */
export async function writeAuditAs(
  ctx: AppContext,
  request: FastifyRequest,
  actor: { role: string; actorId: number | null; actorName: string | null },
  entry: AuditEntry,
): Promise<void> {
  const row = {
    at: nowIso(ctx.clock),
    role: actor.role,
    actor_id: actor.actorId,
    actor_name: actor.actorName,
    action: entry.action,
    target: entry.target ?? null,
    detail: entry.detail ?? null,
    ip: request.ip,
  };
  // Every read of children's data writes an entry: those arriving together share one durable commit.
  await tulisBersama(ctx.db, (db) =>
    insertAudit(db, row.at, row.role, row.actor_id, row.actor_name, row.action, row.target, row.detail, row.ip),
  );
}
