// Writing the audit log (D2, D15): every feature and the logins record who did what to which record.
// Reading it is the audit feature's.
import type { FastifyRequest } from 'fastify';
import type { Session } from '../auth/sessions';
import type { AppContext } from '../context';
import { PostgresAdapter, type Kysely, type Selectable } from 'kysely';
import { tulisBersama, type TulisSejenis } from '../db/commit-bersama';
import { barisDaftar, Daftar, kueriTetap } from '../db/kueri-tetap';
import type { AuditTable, DB } from '../db/schema';
import { nowIso } from '../time';

export interface AuditEntry {
  action: string;
  target?: string | null;
  detail?: string | null;
}

/** One audit entry on SQLite (built once: every read writes one). */
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
    ip: string | null,
  ) => db.insertInto('audit').values({ at, role, actor_id, actor_name, action, target, detail, ip }),
);

/** An entry as stored (its id aside). */
type BarisAudit = Omit<Selectable<AuditTable>, 'id'>;

/** Rows per statement on SQLite: far below its limit of bound values (8 a row). */
const AUDIT_PER_KUERI = 1000;

/**
 * Entries (one or more) as one statement on PostgreSQL: each column goes as one array, so the
 * statement's text is the same for any number of entries and stays prepared (a multi-row insert of each new length was
 * built by Kysely and parsed and planned by PostgreSQL again; issue 17). Ids follow the arrays' order.
 */
const insertAuditPostgres = kueriTetap(
  (
    db,
    at: Daftar<string>,
    role: Daftar<string>,
    actorId: Daftar<number | null>,
    actorName: Daftar<string | null>,
    action: Daftar<string>,
    target: Daftar<string | null>,
    detail: Daftar<string | null>,
    ip: Daftar<string | null>,
  ) =>
    db
      .insertInto('audit')
      .columns(['at', 'role', 'actor_id', 'actor_name', 'action', 'target', 'detail', 'ip'])
      .expression(
        db
          .selectFrom(
            barisDaftar<BarisAudit>(db, [
              ['at', at, 'text'],
              ['role', role, 'text'],
              ['actor_id', actorId, 'integer'],
              ['actor_name', actorName, 'text'],
              ['action', action, 'text'],
              ['target', target, 'text'],
              ['detail', detail, 'text'],
              ['ip', ip, 'text'],
            ]),
          )
          .select(['v.at', 'v.role', 'v.actor_id', 'v.actor_name', 'v.action', 'v.target', 'v.detail', 'v.ip'])
          .orderBy('v.urutan'),
      ),
);

/** The entries of a group commit as one statement, in their order of arrival (ids follow it). */
const auditBersama: TulisSejenis<BarisAudit> = {
  async tulisSemua(db, rows) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      const kolom = <K extends keyof BarisAudit>(k: K) => new Daftar(rows.map((r) => r[k]));
      // prettier-ignore
      return insertAuditPostgres(db, kolom('at'), kolom('role'), kolom('actor_id'), kolom('actor_name'), kolom('action'), kolom('target'), kolom('detail'), kolom('ip'));
    }
    if (rows.length === 1) {
      const r = rows[0]!;
      return insertAudit(db, r.at, r.role, r.actor_id, r.actor_name, r.action, r.target, r.detail, r.ip);
    }
    const semua = async (trx: Kysely<DB>) => {
      for (let i = 0; i < rows.length; i += AUDIT_PER_KUERI) await trx.insertInto('audit').values(rows.slice(i, i + AUDIT_PER_KUERI)).execute();
    };
    return rows.length <= AUDIT_PER_KUERI || db.isTransaction ? semua(db) : db.transaction().execute(semua);
  },
};

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
  const row: BarisAudit = {
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
  await tulisBersama(ctx.db, auditBersama, row);
}

/** Repeated reads of one kind by one session are written once per this window (a page polled every few seconds). */
export const JENDELA_AUDIT_BERULANG_MS = 15 * 60 * 1000;
const terakhirDitulis = new Map<string, number>();

/**
 * An audit entry for a read a page repeats on a timer (Pemantauan, the child list): written on the
 * first read of a session and again once the window has passed, so the log says who looked and when
 * without a row every 3 seconds. Kept per process: with several processes, at most one entry each per window.
 */
export async function writeAuditBerulang(ctx: AppContext, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const session = request.acting?.session ?? Object.values(request.sessions ?? {})[0];
  const kunci = `${session?.id ?? request.ip}:${entry.action}:${entry.target ?? ''}`;
  const now = ctx.clock.now().getTime();
  const lalu = terakhirDitulis.get(kunci);
  if (lalu !== undefined && now - lalu < JENDELA_AUDIT_BERULANG_MS) return;
  if (terakhirDitulis.size > 10_000) terakhirDitulis.clear();
  terakhirDitulis.set(kunci, now);
  await writeAudit(ctx, request, entry);
}

/** Writes the audit entry of a read of children's data (D15): what was read, never names or answers. */
export async function auditBaca(ctx: AppContext, request: FastifyRequest, action: string, target: string, detail?: string) {
  await writeAudit(ctx, request, { action, target, detail: detail ?? null });
}
