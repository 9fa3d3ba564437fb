import { createHash, randomBytes } from 'node:crypto';
import { sql, type Compilable, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import { bacaBersama, type BacaSejenis } from '../db/baca-bersama';
import { tanpaMenungguDisk } from '../db/database';
import { barisDaftar, Daftar, kueriTetap } from '../db/kueri-tetap';
import type { DB, Role, SesiTable } from '../db/schema';
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

/** The cookie of a login whose password was right and whose second factor is awaited (D18). */
export const COOKIE_LOGIN_TERTUNDA = { admin: 'admin_2fa', asessor: 'asessor_2fa' } as const;

export interface Session {
  id: string;
  role: Role;
  userId: number;
  expiresAt: Date;
  /** An assessor still on a password an admin set: only me, logout and the password change are open (D15). */
  mustChangePassword?: boolean;
  /** An assessor not yet confirmed by a colleague of its Rutan (D18): only account setup is open. */
  awaitingActivation?: boolean;
  /** The admin requires a second factor and this account has none yet: only its enrolment is open (D18). */
  mustEnrolSecondFactor?: boolean;
  /**
   * The account read with the session, in the same query (issue 17): the name the audit log gives the
   * actor (an assessor's name, an admin's username) and an assessor's Rutan; null when the account is
   * gone. Not read for a child's session.
   */
  account?: {
    name: string | null;
    location: string | null;
  };
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session and returns the token to put in the cookie; only its digest is stored. */
export async function createSession(
  db: Kysely<DB>,
  clock: Clock,
  role: Role,
  userId: number,
  ip: string | null,
  extra: { userAgent?: string | null; perluDuaFaktor?: boolean } = {},
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
      user_agent: extra.userAgent?.slice(0, 300) ?? null,
      perlu_dua_faktor: extra.perluDuaFaktor ? 1 : 0,
    })
    .execute();
  return { token, expiresAt };
}

/** A session row with its account's name, Rutan and password state (null for a child's session). */
type SesiDenganAkun = Selectable<SesiTable> & {
  account_name: string | null;
  account_location: string | null;
  harus_ganti_password: number | null;
  aktivasi: string | null;
  /** 1 while the account exists and is active; null or 0 once it is deleted or deactivated. */
  akun_aktif: number | string | null;
};

/**
 * The session rows of a role with their account, from `sesi as s` narrowed by the caller: an
 * assessor's name, Rutan and password state, an admin's username, nothing for a child.
 */
function denganAkun<QB extends SelectQueryBuilder<DB & { s: SesiTable }, 's', object>>(role: Role, qb: QB) {
  const q = qb.selectAll('s').where('s.role', '=', role);
  if (role === 'asessor') {
    return q
      .leftJoin('asessor as a', 'a.id', 's.user_id')
      .select(['a.name as account_name', 'a.location as account_location', 'a.harus_ganti_password', 'a.aktivasi', 'a.active as akun_aktif']);
  }
  if (role === 'admin') {
    return q
      .leftJoin('admin as a', 'a.id', 's.user_id')
      .select([
        'a.username as account_name',
        tanpa.as('account_location'),
        tanpa.as('harus_ganti_password'),
        tanpa.as('aktivasi'),
        sql<number>`case when a.id is null then 0 else 1 end`.as('akun_aktif'),
      ]);
  }
  return q.select([
    tanpa.as('account_name'),
    tanpa.as('account_location'),
    tanpa.as('harus_ganti_password'),
    tanpa.as('aktivasi'),
    sql<number>`1`.as('akun_aktif'),
  ]);
}
const tanpa = sql<null>`null`;

/** The session row of a token for a role, with its account, in one query (built once). */
const sesiDenganAkun = (role: Role) =>
  kueriTetap(
    (db, id: string) => denganAkun(role, db.selectFrom('sesi as s').where('s.id', '=', id)) as Compilable<SesiDenganAkun>,
  );

/**
 * The session rows of several tokens of a role in one query: the digests go as one list, so the
 * query's text stays the same for any number of them; `urutan` is a digest's place (from 1).
 */
const sesiDenganAkunBanyak = (role: Role) =>
  kueriTetap(
    (db, ids: Daftar<string>) =>
      denganAkun(
        role,
        db
          .selectFrom(barisDaftar<{ id: string }>(db, [['id', ids, 'text']]))
          .innerJoin('sesi as s', 's.id', 'v.id')
          .select('v.urutan'),
      ) as Compilable<SesiDenganAkun & { urutan: number }>,
  );

/** Session lookups of a role: the requests arriving together read theirs in one query. */
function sesiBersama(role: Role): BacaSejenis<string, SesiDenganAkun | undefined> {
  const satu = sesiDenganAkun(role);
  const banyak = sesiDenganAkunBanyak(role);
  return {
    async satu(db, id) {
      return (await satu(db, id))[0];
    },
    async semua(db, ids) {
      const hasil: (SesiDenganAkun | undefined)[] = Array(ids.length).fill(undefined);
      for (const { urutan, ...row } of await banyak(db, new Daftar(ids))) hasil[urutan - 1] = row;
      return hasil;
    },
  };
}

const SESI_DENGAN_AKUN: Record<Role, BacaSejenis<string, SesiDenganAkun | undefined>> = {
  asessor: sesiBersama('asessor'),
  admin: sesiBersama('admin'),
  peserta: sesiBersama('peserta'),
};

/** Finds the live session of a token for a role, refreshing its last use; undefined when missing, expired, or its account is deactivated or gone. */
export async function findSession(db: Kysely<DB>, clock: Clock, role: Role, token: string): Promise<Session | undefined> {
  const row = await bacaBersama(db, SESI_DENGAN_AKUN[role], digest(token));
  if (!row) return undefined;
  const now = clock.now();
  // A session lives only as long as its account (issue 28): a login that raced a deactivation or a
  // deletion (its session written just after the deactivation ended the others) is refused here.
  if (new Date(row.expires_at) <= now || !Number(row.akun_aktif)) {
    await db.deleteFrom('sesi').where('id', '=', row.id).execute();
    return undefined;
  }
  if (now.getTime() - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS) {
    // Needs no fsync of its own before the request's own write (issue 33): "online" survives a crash or not.
    await tanpaMenungguDisk(db).updateTable('sesi').set({ last_seen_at: now.toISOString() }).where('id', '=', row.id).execute();
  }
  const session: Session = { id: row.id, role: row.role as Role, userId: row.user_id, expiresAt: new Date(row.expires_at) };
  if (role !== 'peserta') session.account = { name: row.account_name, location: row.account_location };
  if (role === 'asessor') session.mustChangePassword = Boolean(row.harus_ganti_password);
  // Fails closed: a missing or unknown state is not activated.
  if (role === 'asessor') session.awaitingActivation = row.aktivasi !== 'aktif';
  if (Number(row.perlu_dua_faktor)) session.mustEnrolSecondFactor = true;
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
