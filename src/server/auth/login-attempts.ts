import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { AppContext } from '../context';
import type { DB } from '../db/schema';
import { tooManyRequests, type HttpError } from '../errors';
import { writeAuditAs } from '../kernel/audit-log';

/** After this many failed attempts on one account in LOCK_WINDOW_MS the account is refused (D1). */
export const MAX_FAILURES = 5;
export const LOCK_WINDOW_MS = 15 * 60 * 1000;
const ADDRESS_WINDOW_MS = 60 * 1000;

/** The one wording of a locked account, for every login (admin, assessor, child password or entry code). */
export function pesanTerkunci(minutes: number): string {
  return `Terlalu banyak percobaan yang salah. Akun dikunci sementara, coba lagi dalam ${minutes} menit.`;
}

type Reservation = { ok: true } | { ok: false; until: Date };

/**
 * Takes one attempt on a counter (an account or an address) in a single UPDATE ... RETURNING, before
 * any password is verified: when many requests arrive at once, the database hands out at most `max`
 * attempts per window, whichever process serves them (D16). An expired window or lock starts afresh.
 */
async function reserve(db: Kysely<DB>, kunci: string, now: Date, max: number, windowMs: number): Promise<Reservation> {
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - windowMs).toISOString();
  await db
    .insertInto('batas_login')
    .values({ kunci, percobaan: 0, gagal: 0, jendela_mulai: at, terkunci_sampai: null })
    .onConflict((oc) => oc.column('kunci').doNothing())
    .execute();
  const fresh = sql<SqlBool>`(jendela_mulai <= ${cutoff} or (terkunci_sampai is not null and terkunci_sampai <= ${at}))`;
  const taken = await db
    .updateTable('batas_login')
    .set({
      percobaan: sql`case when ${fresh} then 1 else percobaan + 1 end`,
      gagal: sql`case when ${fresh} then 0 else gagal end`,
      jendela_mulai: sql`case when ${fresh} then ${at} else jendela_mulai end`,
      terkunci_sampai: sql`case when ${fresh} then null else terkunci_sampai end`,
    })
    .where('kunci', '=', kunci)
    .where(sql<SqlBool>`(terkunci_sampai is null or terkunci_sampai <= ${at})`)
    .where(sql<SqlBool>`(${fresh} or percobaan < ${max})`)
    .returning('percobaan')
    .executeTakeFirst();
  if (taken) return { ok: true };
  const row = await db.selectFrom('batas_login').selectAll().where('kunci', '=', kunci).executeTakeFirst();
  const windowEnd = new Date(new Date(row?.jendela_mulai ?? at).getTime() + windowMs);
  const lockEnd = row?.terkunci_sampai ? new Date(row.terkunci_sampai) : windowEnd;
  return { ok: false, until: lockEnd > windowEnd ? lockEnd : windowEnd };
}

/** Counts a failed attempt; the fifth in the window locks the account for 15 minutes. True when it locked now. */
async function recordFailure(db: Kysely<DB>, kunci: string, now: Date): Promise<boolean> {
  const lockUntil = new Date(now.getTime() + LOCK_WINDOW_MS).toISOString();
  const row = await db
    .updateTable('batas_login')
    .set({
      gagal: sql`gagal + 1`,
      terkunci_sampai: sql`case when gagal + 1 >= ${MAX_FAILURES} then ${lockUntil} else terkunci_sampai end`,
    })
    .where('kunci', '=', kunci)
    .returning('gagal')
    .executeTakeFirst();
  return row?.gagal === MAX_FAILURES;
}

/**
 * A successful login resets the account's count (D1) when it was the only attempt in flight. While
 * other attempts run at the same moment (a burst: someone guessing), the count stays, so that a burst
 * never gets more than MAX_FAILURES passwords verified in a window.
 */
async function reset(db: Kysely<DB>, kunci: string): Promise<void> {
  const alone = sql<SqlBool>`(percobaan <= gagal + 1)`;
  await db
    .updateTable('batas_login')
    .set({
      percobaan: sql`case when ${alone} then 0 else percobaan end`,
      gagal: sql`case when ${alone} then 0 else gagal end`,
      terkunci_sampai: sql`case when ${alone} then null else terkunci_sampai end`,
    })
    .where('kunci', '=', kunci)
    .execute();
}

/**
 * A right password whose code is still awaited hands its attempt back without touching the failures:
 * the password step costs a person nothing, and the failures (wrong passwords and wrong codes alike)
 * still lock at MAX_FAILURES, since only a completed login resets them.
 */
async function release(db: Kysely<DB>, kunci: string): Promise<void> {
  await db
    .updateTable('batas_login')
    .set({ percobaan: sql`case when percobaan > gagal then percobaan - 1 else percobaan end` })
    .where('kunci', '=', kunci)
    .execute();
}

const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

export interface LoginAccount {
  /** The counted account: 'admin:<username>', 'asessor:<login id>', 'peserta:<record id>'. */
  kunci: string;
  /** What the audit log names on a failure (a login id or registration number, never a password or a name). */
  target: string;
}

/**
 * The one way a password (or entry code) is checked, for every login (D1, D14, D16):
 * the address limit, then an attempt reserved on the account, then `verify`; a failure is counted and
 * audited, the fifth locks the account; a success resets it. `verify` resolves to the logged-in thing
 * or undefined for a wrong secret; `wrong` is the login's own 401.
 */
export async function verifiedLogin<T>(
  ctx: AppContext,
  request: FastifyRequest,
  account: LoginAccount,
  verify: () => Promise<T | undefined>,
  wrong: () => HttpError,
  /**
   * Whether a success ends the login. A right password whose second factor is still awaited (D18)
   * does not reset the count: a wrong code counts toward the same lock as a wrong password, and a
   * known password cannot buy fresh guesses at the code.
   */
  selesai: (result: T) => boolean = () => true,
): Promise<T> {
  const now = ctx.clock.now();
  const address = await reserve(ctx.db, `alamat:${request.ip}`, now, ctx.settings.LOGIN_ATTEMPTS_PER_MINUTE, ADDRESS_WINDOW_MS);
  if (!address.ok) {
    // Audited once per address and window: the first refusal moves the count past the limit, so a
    // flood of refused requests writes one entry, not one each.
    const pertama = await ctx.db
      .updateTable('batas_login')
      .set({ percobaan: sql`percobaan + 1` })
      .where('kunci', '=', `alamat:${request.ip}`)
      .where('percobaan', '=', ctx.settings.LOGIN_ATTEMPTS_PER_MINUTE)
      .returning('kunci')
      .executeTakeFirst();
    if (pertama) {
      await writeAuditAs(ctx, request, { role: 'anonim', actorId: null, actorName: null }, {
        action: 'login.ditolak_batas_alamat',
        target: account.target,
        detail: `lebih dari ${ctx.settings.LOGIN_ATTEMPTS_PER_MINUTE} percobaan login per menit dari alamat ini`,
      });
    }
    const seconds = Math.max(1, Math.ceil((address.until.getTime() - now.getTime()) / 1000));
    throw tooManyRequests(`Terlalu banyak percobaan login dari alamat ini. Silakan coba lagi dalam ${seconds} detik.`);
  }
  const kunci = account.kunci.toLowerCase();
  const anonymous = { role: 'anonim', actorId: null, actorName: null };
  const slot = await reserve(ctx.db, kunci, now, MAX_FAILURES, LOCK_WINDOW_MS);
  if (!slot.ok) {
    await writeAuditAs(ctx, request, anonymous, { action: 'login.ditolak_terkunci', target: account.target });
    throw tooManyRequests(pesanTerkunci(minutesUntil(slot.until, now)));
  }
  const result = await verify();
  if (result === undefined) {
    const lockedNow = await recordFailure(ctx.db, kunci, ctx.clock.now());
    await writeAuditAs(ctx, request, anonymous, { action: 'login.gagal', target: account.target });
    if (lockedNow) await writeAuditAs(ctx, request, anonymous, { action: 'login.terkunci', target: account.target });
    throw wrong();
  }
  if (selesai(result)) await reset(ctx.db, kunci);
  else await release(ctx.db, kunci);
  return result;
}

/** Forgets counters whose window and lock are long over; called at start-up. */
export async function purgeLoginLimits(db: Kysely<DB>, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - LOCK_WINDOW_MS).toISOString();
  await db
    .deleteFrom('batas_login')
    .where('jendela_mulai', '<=', cutoff)
    .where((eb) => eb.or([eb('terkunci_sampai', 'is', null), eb('terkunci_sampai', '<=', now.toISOString())]))
    .execute();
}
