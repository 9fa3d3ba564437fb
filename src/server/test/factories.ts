import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import type { Clock } from '../time';
import type { DB } from '../db/schema';
import { findLokasiByNama, kunciLokasi } from '../kernel/lokasi';
import { cookiesOf, send, TEST_ADMIN_PASSWORD, type Cookies } from './harness';

const unique = () => randomBytes(4).toString('hex');
const NOW = '2026-11-22T03:00:00.000Z';

/**
 * The `location` key of a facility a test names ("Rutan 1", as the spec's bodies do; D24 keeps its id
 * in the column). A value no facility is named is taken as a key already.
 */
export async function kunciUji(db: Kysely<DB>, nama: string): Promise<string> {
  const lokasi = await findLokasiByNama(db, nama);
  return lokasi ? kunciLokasi(lokasi.id) : nama;
}

export interface AsessorFixture {
  id: number;
  assesor_id: string;
  password: string;
  name: string;
  location: string;
}

/**
 * An assessor account straight in the database, activated as if a colleague had confirmed it (D18),
 * unless `menunggu`.
 */
export async function createAsessor(
  db: Kysely<DB>,
  fields: Partial<{
    name: string;
    assesor_id: string;
    password: string;
    location: string;
    active: boolean;
    menunggu: boolean;
  }> = {},
): Promise<AsessorFixture> {
  const password = fields.password ?? 'sandi-asessor-1';
  const row = {
    name: fields.name ?? `Asessor ${unique()}`,
    assesor_id: fields.assesor_id ?? `as-${unique()}`,
    location: fields.location ?? 'Rutan 1',
  };
  const { id } = await db
    .insertInto('asessor')
    .values({
      ...row,
      location: await kunciUji(db, row.location),
      password_hash: await hashPassword(password),
      active: fields.active === false ? 0 : 1,
      created_at: NOW,
      ...(fields.menunggu
        ? { aktivasi: 'menunggu_aktivasi' as const }
        : { aktivasi: 'aktif' as const, aktivasi_oleh: 'tes', aktivasi_at: NOW }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, password, ...row };
}

export interface ChildFixture {
  id: number;
  registration_no: string;
  name: string;
  password: string;
  location: string;
}

/** A child's record straight in the database, screening answers 'Tidak' unless given, consent on file unless told. */
export async function createChild(
  db: Kysely<DB>,
  fields: Partial<{
    name: string;
    registration_no: string;
    password: string;
    location: string;
    asessor_id: number | null;
    kategori: 'anak' | 'tahanan';
    /** D21: consent on file (the default, as most tests take a sub test); false leaves the record without. */
    persetujuan: boolean;
    /** D21: the person's "Saya mau mulai" given (the default); false leaves the first page unanswered. */
    kesediaan: boolean;
  }> &
    Partial<
      Record<
        | 'napza'
        | 'alkohol'
        | 'penyakit_menular'
        | 'riwayat_lgbt'
        | 'kekerasan_seksual'
        | 'korban_kekerasan_seksual'
        | 'self_harm',
        'Ya' | 'Tidak'
      >
    > = {},
): Promise<ChildFixture> {
  const password = fields.password ?? 'sandi-anak-1';
  const location = fields.location ?? 'Rutan 1';
  const registration_no = fields.registration_no ?? `REG-${unique()}`;
  const name = fields.name ?? 'Budi Santoso';
  const screening = {
    napza: fields.napza ?? 'Tidak',
    alkohol: fields.alkohol ?? 'Tidak',
    penyakit_menular: fields.penyakit_menular ?? 'Tidak',
    riwayat_lgbt: fields.riwayat_lgbt ?? 'Tidak',
    kekerasan_seksual: fields.kekerasan_seksual ?? 'Tidak',
    korban_kekerasan_seksual: fields.korban_kekerasan_seksual ?? 'Tidak',
    self_harm: fields.self_harm ?? 'Tidak',
  };
  const { id } = await db
    .insertInto('peserta')
    .values({
      registration_no,
      name,
      ...(fields.kategori === 'tahanan'
        ? { age: 30, place_of_birth: 'Bandung', date_of_birth: '1996-05-17', kategori: 'tahanan' }
        : { age: 15, place_of_birth: 'Bandung', date_of_birth: '2011-05-17' }),
      asessor_id: fields.asessor_id ?? null,
      location: await kunciUji(db, location),
      password_hash: await hashPassword(password),
      ...screening,
      created_at: NOW,
      updated_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (fields.persetujuan !== false) await catatPersetujuan(db, id, fields.kategori ?? 'anak');
  if (fields.persetujuan !== false && fields.kesediaan !== false) {
    await db
      .insertInto('kesediaan')
      .values({ peserta_id: id, jawaban: 'mau', dijawab_at: NOW, berhenti_at: null, berhenti_instrument: null })
      .execute();
  }
  return { id, registration_no, name, password, location };
}

/** `n` records made one after another (ids in that order), the i-th's fields (from 0) from `fieldsOf`. */
export async function createChildren(
  db: Kysely<DB>,
  n: number,
  fieldsOf: (i: number) => Parameters<typeof createChild>[1],
): Promise<ChildFixture[]> {
  const made: ChildFixture[] = [];
  for (let i = 0; i < n; i++) made.push(await createChild(db, fieldsOf(i)));
  return made;
}

/** Consent on file for a record straight in the database (D21): a parent's, written, or the adult's own. */
export async function catatPersetujuan(db: Kysely<DB>, pesertaId: number, kategori: 'anak' | 'tahanan' = 'anak'): Promise<void> {
  await db
    .insertInto('persetujuan')
    .values({
      peserta_id: pesertaId,
      ...(kategori === 'anak'
        ? { pemberi: 'orang_tua', nama_pemberi: 'Sri Wahyuni', hubungan: 'Ibu', saksi: 'Agus Pratama' }
        : { pemberi: 'diri_sendiri' }),
      cara: 'tertulis',
      diberikan_at: NOW,
      created_at: NOW,
      updated_at: NOW,
    })
    .execute();
}

/** Logs the first admin in and returns its cookies. */
export async function loginAdmin(app: FastifyInstance): Promise<Cookies> {
  const res = await send(app, 'POST', '/api/admin/login', { body: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`login admin gagal: ${res.body}`);
  return cookiesOf(res);
}

/** Logs an assessor in and returns its cookies. */
export async function loginAsessor(app: FastifyInstance, asessor: AsessorFixture): Promise<Cookies> {
  const res = await send(app, 'POST', '/api/asessors/login', {
    body: { assesor_id: asessor.assesor_id, password: asessor.password },
  });
  if (res.statusCode !== 200) throw new Error(`login asessor gagal: ${res.body}`);
  return cookiesOf(res);
}

/** A child's session cookie made straight in the database, as entering from the list would. */
export async function childSession(t: { database: { db: Kysely<DB> }; clock: Clock }, childId: number): Promise<Cookies> {
  const { token } = await createSession(t.database.db, t.clock, 'peserta', childId, null);
  return { peserta_auth: token };
}

/** The audit entries of one action on one record. */
export function auditOf(db: Kysely<DB>, action: string, target: string) {
  return db.selectFrom('audit').selectAll().where('action', '=', action).where('target', '=', target).execute();
}

/** The one audit entry of an action on a record (throws when there is none). */
export function auditOne(db: Kysely<DB>, action: string, target: string) {
  return db.selectFrom('audit').selectAll().where('action', '=', action).where('target', '=', target).executeTakeFirstOrThrow();
}

/** Every audit entry of one action, oldest first. */
export function auditUrut(db: Kysely<DB>, action: string) {
  return db.selectFrom('audit').selectAll().where('action', '=', action).orderBy('id').execute();
}

type AppUji = { app: FastifyInstance; database: { db: Kysely<DB> } };

/** A new assessor of `location`, logged in: its cookies. */
export async function masukSebagaiAsessor(t: AppUji, location = 'Rutan 1'): Promise<Cookies> {
  return loginAsessor(t.app, await createAsessor(t.database.db, { location }));
}

/** A new assessor (of `location`, or made from `fields`) and its cookies. */
export async function asessorMasuk(
  t: AppUji,
  fields: string | Parameters<typeof createAsessor>[1] = 'Rutan 1',
): Promise<{ asessor: AsessorFixture; as1: Cookies }> {
  const asessor = await createAsessor(t.database.db, typeof fields === 'string' ? { location: fields } : fields);
  return { asessor, as1: await loginAsessor(t.app, asessor) };
}

/** The start of most API test files: an assessor of `location` and the admin, both logged in. */
export async function asessorDanAdmin(
  t: AppUji,
  location = 'Rutan 1',
): Promise<{ asessor: AsessorFixture; as1: Cookies; admin: Cookies }> {
  return { ...(await asessorMasuk(t, location)), admin: await loginAdmin(t.app) };
}

/** The admin, an assessor in each of Rutan 1 and Rutan 2, and Rutan 1's facility id (the per-facility settings' tests). */
export async function adminDanDuaRutan(t: AppUji): Promise<{ admin: Cookies; as1: Cookies; as2: Cookies; rutan1: number }> {
  return {
    admin: await loginAdmin(t.app),
    as1: await masukSebagaiAsessor(t, 'Rutan 1'),
    as2: await masukSebagaiAsessor(t, 'Rutan 2'),
    rutan1: Number(await kunciUji(t.database.db, 'Rutan 1')),
  };
}

/** An assessor changing their own password (POST /api/asessors/password). */
export function gantiPassword(app: FastifyInstance, cookies: Cookies, password_lama: string, password_baru: string) {
  return send(app, 'POST', '/api/asessors/password', { cookies, body: { password_lama, password_baru } });
}
