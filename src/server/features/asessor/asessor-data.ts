import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import { endSessionsOf, ONLINE_WINDOW_MS } from '#server/auth/sessions.ts';
import type { AsessorTable, DB } from '#server/db/schema.ts';
import { contains } from '#server/kernel/like.ts';
import { namaLokasi, namaLokasiDari } from '#server/kernel/lokasi.ts';
import { LABEL_AKTIVASI } from '#domain/aktivasi.ts';
import type { Potongan } from '#server/kernel/halaman.ts';
import type { Clock } from '#server/time.ts';
import type { AsessorRow } from './asessor-schemas';

/** Lists assessors with their online state (a live session used in the last 15 minutes, D1), by name. */
export async function listAsessors(
  db: Kysely<DB>,
  clock: Clock,
  filter: { q?: string; onlineOnly?: boolean; potongan?: Potongan } = {},
): Promise<AsessorRow[]> {
  const now = clock.now();
  const since = new Date(now.getTime() - ONLINE_WINDOW_MS).toISOString();
  const online = (eb: ExpressionBuilder<DB & { a: AsessorTable }, 'a'>) =>
    eb.exists(
      eb
        .selectFrom('sesi as s')
        .select(sql`1`.as('one'))
        .whereRef('s.user_id', '=', 'a.id')
        .where('s.role', '=', 'asessor')
        .where('s.expires_at', '>', now.toISOString())
        .where('s.last_seen_at', '>=', since),
    );
  let query = db
    .selectFrom('asessor as a')
    .select(['a.id', 'a.name', 'a.assesor_id', 'a.location as lokasi', 'a.active', 'a.last_login', 'a.last_logout', 'a.aktivasi', 'a.psikolog', 'a.nomor_izin'])
    .select(namaLokasiDari('a.location').as('location'))
    .select((eb) => online(eb).as('is_online'))
    .orderBy(sql`lower(a.name)`)
    .orderBy('a.id');
  query = cariNama(query, filter.q);
  if (filter.onlineOnly) query = query.where((eb) => online(eb));
  if (filter.potongan?.limit !== undefined) query = query.limit(filter.potongan.limit).offset(filter.potongan.offset);
  const rows = await query.execute();
  return rows.map(({ lokasi, ...r }) => ({
    ...r,
    location: r.location ?? lokasi,
    lokasi_id: Number(lokasi),
    active: Boolean(r.active),
    is_online: Boolean(r.is_online),
    psikolog: r.psikolog === 1,
  }));
}

/** Assessors whose name or login id holds `q` (case-insensitive, `%` and `_` taken literally); all without it. */
function cariNama<O>(query: SelectQueryBuilder<DB & { a: AsessorTable }, 'a', O>, q: string | undefined) {
  return q?.trim() ? query.where((eb) => eb.or([contains('a.name', q), contains('a.assesor_id', q)])) : query;
}

/** How many assessors a Kelola Akun search finds (its pager's total). */
export async function hitungAsessor(db: Kysely<DB>, filter: { q?: string }): Promise<number> {
  const row = await cariNama(db.selectFrom('asessor as a').select((eb) => eb.fn.countAll<number | string>().as('n')), filter.q).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One assessor's account fields, or undefined. */
export async function findAsessor(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('asessor')
    .select(['id', 'name', 'assesor_id', 'location', 'active', 'aktivasi'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether a login id is taken by another account, ignoring case (logins must not be confusable). */
export async function loginIdTaken(db: Kysely<DB>, loginId: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('asessor').select('id').where(sql`lower(assesor_id)`, '=', loginId.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return Boolean(await query.executeTakeFirst());
}

/** Creates an account; returns its id. */
export async function insertAsessor(
  db: Kysely<DB>,
  row: { name: string; assesor_id: string; password_hash: string; location: string; created_at: string; dibuat_oleh: string },
): Promise<number> {
  // The admin's password is temporary until the assessor sets their own (D15); the account waits for
  // a colleague's confirmation (D18).
  const { id } = await db
    .insertInto('asessor')
    .values({ ...row, active: 1, harus_ganti_password: 1, password_diatur_admin: row.created_at, aktivasi: 'menunggu_aktivasi' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Changes an account; ends its sessions when asked (new password, other Rutan). */
export async function updateAsessor(
  db: Kysely<DB>,
  id: number,
  fields: { name: string; assesor_id: string; location: string; password_hash: string | null },
  endSessions: boolean,
  now: string,
  admin: string,
): Promise<void> {
  const { password_hash, ...rest } = fields;
  // A password reset by the admin is temporary again (D15) and returns the account to waiting for a
  // colleague (D18): the admin knows that password.
  const password = password_hash
    ? {
        password_hash,
        harus_ganti_password: 1,
        password_diatur_admin: now,
        aktivasi: 'menunggu_aktivasi' as const,
        aktivasi_oleh: null,
        aktivasi_at: null,
        dibuat_oleh: admin,
      }
    : {};
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('asessor')
      .set({ ...rest, ...password })
      .where('id', '=', id)
      .execute();
    if (endSessions) await endSessionsOf(trx, 'asessor', id);
  });
}

/** Switches an account on or off; switching off ends its sessions at once (D1). */
export async function updateAsessorActive(db: Kysely<DB>, id: number, active: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('asessor')
      .set({ active: active ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    if (!active) {
      await endSessionsOf(trx, 'asessor', id);
      await trx.deleteFrom('kode_masuk').where('dibuat_oleh', '=', id).execute();
    }
  });
}

/**
 * Deletes an account and ends its sessions. The children's records and results stay with their Rutan:
 * they only lose the link to this assessor (said explicitly, not left to the foreign key alone).
 */
export async function deleteAsessor(db: Kysely<DB>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await endSessionsOf(trx, 'asessor', id);
    await trx.updateTable('peserta').set({ asessor_id: null }).where('asessor_id', '=', id).execute();
    // An entry code it made lets a child in on its behalf: none outlives the account (issue 29).
    await trx.deleteFrom('kode_masuk').where('dibuat_oleh', '=', id).execute();
    await trx.deleteFrom('asessor').where('id', '=', id).execute();
  });
}

/** An assessor's password hash and login id, for changing their own password. */
export function findPassword(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('asessor')
    .select(['password_hash', 'assesor_id', 'harus_ganti_password', 'password_diatur_admin'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** How long a colleague sees an account as "newly confirmed" (D18). */
export const BARU_DIKONFIRMASI_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * The accounts of a Rutan a colleague is shown (D18): those waiting for confirmation, and those
 * confirmed or refused in the last 14 days, the asking assessor aside.
 */
export async function listRekan(db: Kysely<DB>, clock: Clock, location: string, exceptId: number) {
  const since = new Date(clock.now().getTime() - BARU_DIKONFIRMASI_MS).toISOString();
  return db
    .selectFrom('asessor')
    .select(['id', 'name', 'assesor_id', 'created_at', 'dibuat_oleh', 'password_diatur_admin', 'aktivasi', 'aktivasi_oleh', 'aktivasi_at', 'active'])
    .where('location', '=', location)
    .where('id', '!=', exceptId)
    .where((eb) =>
      eb.or([eb('aktivasi', '=', 'menunggu_aktivasi'), eb.and([eb('aktivasi_at', 'is not', null), eb('aktivasi_at', '>=', since)])]),
    )
    .orderBy('aktivasi', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * Confirms (aktif) or refuses (ditolak) a waiting account, only while it still waits: two colleagues
 * deciding at once cannot both win. A refused account's sessions end. True when it changed.
 */
export async function decideAktivasi(
  db: Kysely<DB>,
  id: number,
  keputusan: 'aktif' | 'ditolak',
  oleh: string,
  now: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('asessor')
      .set({ aktivasi: keputusan, aktivasi_oleh: oleh, aktivasi_at: now })
      .where('id', '=', id)
      .where('aktivasi', '=', 'menunggu_aktivasi')
      .executeTakeFirst();
    const changed = Number(res.numUpdatedRows) === 1;
    if (changed && keputusan === 'ditolak') await endSessionsOf(trx, 'asessor', id);
    return changed;
  });
}

/**
 * The operator activates an account from the command line (D18: a Rutan's first assessor), audited
 * as the operator's act. Returns the account, or undefined when no account has that login id.
 */
export async function aktifkanOlehOperator(db: Kysely<DB>, clock: Clock, loginId: string, operator: string) {
  const now = clock.now().toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('asessor')
      .select(['id', 'name', 'assesor_id', 'location', 'aktivasi'])
      .where('assesor_id', '=', loginId)
      .executeTakeFirst();
    if (!row) return undefined;
    await trx
      .updateTable('asessor')
      .set({ aktivasi: 'aktif', aktivasi_oleh: `operator (${operator})`, aktivasi_at: now })
      .where('id', '=', row.id)
      .execute();
    await trx
      .insertInto('audit')
      .values({
        at: now,
        role: 'operator',
        actor_id: null,
        actor_name: operator,
        action: 'asessor.aktivasi_operator',
        target: row.assesor_id,
        detail: `${row.name}, ${await namaLokasi(trx, row.location)} (sebelumnya: ${LABEL_AKTIVASI[row.aktivasi]})`,
        ip: null,
      })
      .execute();
    return row;
  });
}

/** The assessor's own new password (no longer temporary, D15); their other devices leave, `keepSession` stays. */
export async function updateOwnPassword(db: Kysely<DB>, id: number, passwordHash: string, keepSession: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('asessor').set({ password_hash: passwordHash, harus_ganti_password: 0 }).where('id', '=', id).execute();
    await endSessionsOf(trx, 'asessor', id, keepSession);
  });
}
