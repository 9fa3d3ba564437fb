// Two-factor login (D18): TOTP (RFC 6238) by otpauth, ten one-time recovery codes kept as digests,
// logins waiting for their code, and the admin's switch that requires a second factor for every account.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { DB, Role } from '../db/schema';
import { nowIso, type Clock } from '../time';

export const PERIODE_DETIK = 30;
/** Codes of the step before and after are accepted too: a phone's clock a little off still works. */
const JENDELA = 1;
export const JUMLAH_KODE_PEMULIHAN = 10;
/** How long a login whose password was right waits for its code. */
export const TUNDA_MS = 5 * 60 * 1000;
const PENERBIT = 'Asesmen ABH';
const PENGATURAN_WAJIB = 'dua_faktor_wajib';

export type RoleAkun = Extract<Role, 'admin' | 'asessor'>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const totpDari = (rahasia: string, label: string) =>
  new TOTP({ issuer: PENERBIT, label, algorithm: 'SHA1', digits: 6, period: PERIODE_DETIK, secret: Secret.fromBase32(rahasia) });

/** The account's second factor (pending or active), or undefined. */
export function findDuaFaktor(db: Kysely<DB>, role: RoleAkun, userId: number) {
  return db.selectFrom('dua_faktor').selectAll().where('role', '=', role).where('user_id', '=', userId).executeTakeFirst();
}

export async function duaFaktorAktif(db: Kysely<DB>, role: RoleAkun, userId: number): Promise<boolean> {
  return Number((await findDuaFaktor(db, role, userId))?.aktif ?? 0) === 1;
}

/**
 * A new secret for an account without an active second factor, replacing a pending one: what the
 * authenticator app needs (the otpauth URI, its QR code as SVG, the secret as text to type).
 */
export async function mulaiDuaFaktor(db: Kysely<DB>, clock: Clock, role: RoleAkun, userId: number, label: string) {
  const rahasia = new Secret({ size: 20 }).base32;
  await db.deleteFrom('dua_faktor').where('role', '=', role).where('user_id', '=', userId).where('aktif', '=', 0).execute();
  await db.insertInto('dua_faktor').values({ role, user_id: userId, rahasia, aktif: 0, dibuat_at: nowIso(clock) }).execute();
  const uri = totpDari(rahasia, label).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { rahasia, uri, qr_svg: svg };
}

/** The time step a TOTP code belongs to (within one step either side of now), or null when it is not a code of this secret. */
export function langkahKode(rahasia: string, kode: string, nowMs: number): number | null {
  const delta = totpDari(rahasia, '').validate({ token: kode, timestamp: nowMs, window: JENDELA });
  return delta === null ? null : Math.floor(nowMs / 1000 / PERIODE_DETIK) + delta;
}

/**
 * Accepts a TOTP code once: the step is stored in the same UPDATE that checks it is later than the
 * last accepted one, so a code seen over a shoulder, or sent twice at once, is refused (RFC 6238 5.2).
 * `aktif` 0 checks a pending secret (enrolment), 1 an active one (login, disabling).
 */
export async function pakaiKodeTotp(db: Kysely<DB>, role: RoleAkun, userId: number, kode: string, nowMs: number, aktif: 0 | 1): Promise<boolean> {
  if (!/^\d{6}$/.test(kode)) return false;
  const row = await db
    .selectFrom('dua_faktor')
    .select('rahasia')
    .where('role', '=', role)
    .where('user_id', '=', userId)
    .where('aktif', '=', aktif)
    .executeTakeFirst();
  if (!row) return false;
  const langkah = langkahKode(row.rahasia, kode, nowMs);
  if (langkah === null) return false;
  const taken = await db
    .updateTable('dua_faktor')
    .set({ langkah_terakhir: langkah })
    .where('role', '=', role)
    .where('user_id', '=', userId)
    .where('aktif', '=', aktif)
    .where('rahasia', '=', row.rahasia)
    .where((eb) => eb.or([eb('langkah_terakhir', 'is', null), eb('langkah_terakhir', '<', langkah)]))
    .returning('role')
    .executeTakeFirst();
  return Boolean(taken);
}

/** Recovery codes are typed by hand: upper case, no dashes or spaces, no 0/O or 1/I. */
const normalKode = (kode: string) => kode.toUpperCase().replace(/[^A-Z0-9]/g, '');
const HURUF = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 16 characters of 32 (80 bits), shown as four groups of four. */
function kodePemulihanBaru(): string {
  const huruf = Array.from({ length: 16 }, () => HURUF[randomInt(HURUF.length)]).join('');
  return huruf.match(/.{4}/g)!.join('-');
}

/**
 * Ten new recovery codes, replacing any earlier ones; only their digests are stored. 80 random bits
 * each make a plain SHA-256 as safe as a slow hash is for a password (like the session tokens), and let
 * a code be found and spent in one statement.
 */
export async function gantiKodePemulihan(db: Kysely<DB>, clock: Clock, role: RoleAkun, userId: number): Promise<string[]> {
  const kode = Array.from({ length: JUMLAH_KODE_PEMULIHAN }, kodePemulihanBaru);
  const at = nowIso(clock);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('kode_pemulihan').where('role', '=', role).where('user_id', '=', userId).execute();
    await trx
      .insertInto('kode_pemulihan')
      .values(kode.map((k) => ({ digest: sha256(`${role}:${userId}:${normalKode(k)}`), role, user_id: userId, dibuat_at: at })))
      .execute();
  });
  return kode;
}

/** Spends a recovery code: true once, in one UPDATE, so two requests with the same code cannot both pass. */
export async function pakaiKodePemulihan(db: Kysely<DB>, clock: Clock, role: RoleAkun, userId: number, kode: string): Promise<boolean> {
  const normal = normalKode(kode);
  if (normal.length !== 16) return false;
  const row = await db
    .updateTable('kode_pemulihan')
    .set({ dipakai_at: nowIso(clock) })
    .where('digest', '=', sha256(`${role}:${userId}:${normal}`))
    .where('dipakai_at', 'is', null)
    .returning('digest')
    .executeTakeFirst();
  return Boolean(row);
}

export async function sisaKodePemulihan(db: Kysely<DB>, role: RoleAkun, userId: number): Promise<number> {
  const row = await db
    .selectFrom('kode_pemulihan')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role', '=', role)
    .where('user_id', '=', userId)
    .where('dipakai_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A code at login or when disabling: a TOTP code of the active secret, or an unused recovery code. */
export async function periksaKodeMasuk(
  db: Kysely<DB>,
  clock: Clock,
  role: RoleAkun,
  userId: number,
  kode: string,
): Promise<'totp' | 'pemulihan' | undefined> {
  const bersih = kode.replace(/\s/g, '');
  if (/^\d{6}$/.test(bersih)) return (await pakaiKodeTotp(db, role, userId, bersih, clock.now().getTime(), 1)) ? 'totp' : undefined;
  return (await pakaiKodePemulihan(db, clock, role, userId, bersih)) ? 'pemulihan' : undefined;
}

/** Makes a pending secret active once its first code was accepted; the account's sessions may then read again. */
export async function aktifkanDuaFaktor(db: Kysely<DB>, clock: Clock, role: RoleAkun, userId: number): Promise<void> {
  await db
    .updateTable('dua_faktor')
    .set({ aktif: 1, aktif_at: nowIso(clock) })
    .where('role', '=', role)
    .where('user_id', '=', userId)
    .execute();
  await db.updateTable('sesi').set({ perlu_dua_faktor: 0 }).where('role', '=', role).where('user_id', '=', userId).execute();
}

/** Removes an account's second factor and its recovery codes (disabling, an account deleted or reset by the admin). */
export async function hapusDuaFaktor(db: Kysely<DB>, role: RoleAkun, userId: number): Promise<void> {
  await db.deleteFrom('dua_faktor').where('role', '=', role).where('user_id', '=', userId).execute();
  await db.deleteFrom('kode_pemulihan').where('role', '=', role).where('user_id', '=', userId).execute();
}

/** Whether the admin requires a second factor for every account. */
export async function duaFaktorWajib(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('pengaturan').select('nilai').where('kunci', '=', PENGATURAN_WAJIB).executeTakeFirst();
  return row?.nilai === '1';
}

/**
 * Sets the switch. Turned on, every live session of an account without an active second factor may
 * from its next request only enrol one (the guard reads `sesi.perlu_dua_faktor`); turned off, they are free.
 */
export async function aturDuaFaktorWajib(db: Kysely<DB>, clock: Clock, wajib: boolean, oleh: string): Promise<void> {
  const at = nowIso(clock);
  const nilai = wajib ? '1' : '0';
  await db
    .insertInto('pengaturan')
    .values({ kunci: PENGATURAN_WAJIB, nilai, diubah_at: at, diubah_oleh: oleh })
    .onConflict((oc) => oc.column('kunci').doUpdateSet({ nilai, diubah_at: at, diubah_oleh: oleh }))
    .execute();
  if (!wajib) {
    await db.updateTable('sesi').set({ perlu_dua_faktor: 0 }).where('perlu_dua_faktor', '=', 1).execute();
    return;
  }
  await db
    .updateTable('sesi')
    .set({ perlu_dua_faktor: 1 })
    .where('role', 'in', ['admin', 'asessor'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('dua_faktor as d')
            .select(sql`1`.as('x'))
            .whereRef('d.role', '=', 'sesi.role')
            .whereRef('d.user_id', '=', 'sesi.user_id')
            .where('d.aktif', '=', 1),
        ),
      ),
    )
    .execute();
}

/** A login waiting for its code: the token for the cookie (only its digest is stored). */
export async function buatLoginTertunda(db: Kysely<DB>, clock: Clock, role: RoleAkun, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  // One waiting login per account: a newer password step replaces older ones.
  await db.deleteFrom('login_tertunda').where('role', '=', role).where('user_id', '=', userId).execute();
  await db
    .insertInto('login_tertunda')
    .values({ id: sha256(token), role, user_id: userId, expires_at: new Date(now.getTime() + TUNDA_MS).toISOString() })
    .execute();
  return token;
}

/** The account a waiting login's token belongs to, while it has not expired. */
export async function findLoginTertunda(db: Kysely<DB>, clock: Clock, role: RoleAkun, token: string | undefined) {
  if (!token) return undefined;
  return db
    .selectFrom('login_tertunda')
    .select(['id', 'user_id'])
    .where('id', '=', sha256(token))
    .where('role', '=', role)
    .where(sql<SqlBool>`expires_at > ${clock.now().toISOString()}`)
    .executeTakeFirst();
}

export async function hapusLoginTertunda(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('login_tertunda').where('id', '=', id).execute();
}
