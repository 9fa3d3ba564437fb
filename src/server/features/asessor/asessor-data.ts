import { sql, type Kysely } from 'kysely';
import { ONLINE_WINDOW_MS } from '../../auth/sessions';
import type { DB } from '../../db/schema';
import type { Clock } from '../../time';
import type { AsessorRow } from './asessor-schemas';

/** Lists assessors with their online state (a live session used in the last 15 minutes, D1), by name. */
export async function listAsessors(
  db: Kysely<DB>,
  clock: Clock,
  filter: { q?: string; onlineOnly?: boolean } = {},
): Promise<AsessorRow[]> {
  const now = clock.now();
  const since = new Date(now.getTime() - ONLINE_WINDOW_MS).toISOString();
  let query = db
    .selectFrom('asessor as a')
    .select(['a.id', 'a.name', 'a.assesor_id', 'a.location', 'a.active', 'a.last_login', 'a.last_logout'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('sesi as s')
            .select(sql`1`.as('one'))
            .whereRef('s.user_id', '=', 'a.id')
            .where('s.role', '=', 'asessor')
            .where('s.expires_at', '>', now.toISOString())
            .where('s.last_seen_at', '>=', since),
        )
        .as('is_online'),
    )
    .orderBy('a.name')
    .orderBy('a.id');
  if (filter.q?.trim()) {
    query = query.where(sql`lower(a.name)`, 'like', `%${filter.q.trim().toLowerCase()}%`);
  }
  const rows = await query.execute();
  const out = rows.map((r) => ({ ...r, active: Boolean(r.active), is_online: Boolean(r.is_online) }));
  return filter.onlineOnly ? out.filter((r) => r.is_online) : out;
}

/** Whether a login id is taken by another account. */
export async function loginIdTaken(db: Kysely<DB>, assesorId: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('asessor').select('id').where(sql`lower(assesor_id)`, '=', assesorId.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return Boolean(await query.executeTakeFirst());
}
