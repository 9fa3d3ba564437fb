import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, Role } from '../db/schema';
import type { Clock } from '../time';

export const SESSION_DAYS = 1;
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
/** An assessor counts as online when a live session of theirs was used this recently (D1). */
export const ONLINE_WINDOW_MS = 15 * 60 * 1000;
// Writing last_seen_at on every request would turn reads into writes; once a minute is enough for "online".
const TOUCH_EVERY_MS = 60 * 1000;

export const COOKIE_BY_ROLE: Record<Role, string> = {
  admin: 'admin_auth',
  asessor: 'asessor_auth',
  peserta: 'peserta_auth',
};

export interface Session {
  id: string;
  role: Role;
  userId: number;
  expiresAt: Date;
  /** An assessor still on a password an admin set: only me, logout and the password change are open (D15). */
  mustChangePassword?: boolean;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session and returns the token to put in the cookie; only its digest is stored. */
export async function createSession(
  db: Kysely<DB>,
  clock: Clock,
  role: Role,
  userId: number,
  ip: string | null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_MS);
  await db
    .insertInto('sesi')
    .values({
      id: digest(token),
      role,
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      last_seen_at: now.toISOString(),
      ip,
    })
    .execute();
  return { token, expiresAt };
}

/** Finds the live session of a token for a role, refreshing its last use; undefined when missing or expired. */
export async function findSession(db: Kysely<DB>, clock: Clock, role: Role, token: string): Promise<Session | undefined> {
  const row = await db
    .selectFrom('sesi')
    .selectAll()
    .where('id', '=', digest(token))
    .where('role', '=', role)
    .executeTakeFirst();
  if (!row) return undefined;
  const now = clock.now();
  if (new Date(row.expires_at) <= now) {
    await db.deleteFrom('sesi').where('id', '=', row.id).execute();
    return undefined;
  }
  if (now.getTime() - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS) {
    await db.updateTable('sesi').set({ last_seen_at: now.toISOString() }).where('id', '=', row.id).execute();
  }
  const session: Session = { id: row.id, role: row.role as Role, userId: row.user_id, expiresAt: new Date(row.expires_at) };
  if (role === 'asessor') {
    const asessor = await db.selectFrom('asessor').select('harus_ganti_password').where('id', '=', row.user_id).executeTakeFirst();
    session.mustChangePassword = Boolean(asessor?.harus_ganti_password);
  }
  return session;
}

/** Ends one session. */
export async function endSession(db: Kysely<DB>, sessionId: string): Promise<void> {
  await db.deleteFrom('sesi').where('id', '=', sessionId).execute();
}

/** Ends every session of a user of a role (deactivation, deletion, password reset), but `keep` when given. */
export async function endSessionsOf(db: Kysely<DB>, role: Role, userId: number, keep?: string): Promise<void> {
  let query = db.deleteFrom('sesi').where('role', '=', role).where('user_id', '=', userId);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
}

/** Removes expired sessions; called at start-up. */
export async function purgeExpiredSessions(db: Kysely<DB>, clock: Clock): Promise<void> {
  await db.deleteFrom('sesi').where('expires_at', '<=', clock.now().toISOString()).execute();
}
