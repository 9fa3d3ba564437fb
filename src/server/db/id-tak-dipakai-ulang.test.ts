// Issue 29 Build 7: an id is never given twice. SQLite without AUTOINCREMENT gave a deleted newest
// child's id to the next child (and a deleted assessor's to the next account); migration 20261129-30
// rebuilds every integer-keyed table with AUTOINCREMENT. Through the app on SQLite and PostgreSQL, and
// the migration on an existing SQLite database with its triggers, search index and foreign keys.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKRINING_TIDAK, badanRekam } from '../test/skrining';
import { asessorDanAdmin, type AsessorFixture } from '../test/factories';
import { send, testAppForFile, type Cookies } from '../test/harness';
import { openDatabase, type Database } from './database';
import { MIGRATIONS } from './migrate';

const t = testAppForFile();
let asessor: AsessorFixture, as1: Cookies, admin: Cookies;
beforeAll(async () => ({ asessor, as1, admin } = await asessorDanAdmin(t)));

const rekam = (registration_no: string) =>
  badanRekam(asessor.id, {
    registration_no,
    age: 16,
    place_of_birth: 'Surabaya',
    date_of_birth: '2010-02-03',
    password: 'akses-anak-1',
  });

const tambahAnak = async (reg: string) => {
  const res = await send(t.app, 'POST', '/api/kelola', { cookies: as1, body: rekam(reg) });
  expect(res.statusCode, res.body).toBe(201);
  return (await t.database.db.selectFrom('peserta').select('id').where('registration_no', '=', reg).executeTakeFirstOrThrow()).id;
};

describe('ids are never given twice', () => {
  it("a deleted child's id is not given to the next child, nor a deleted account's to the next account", async () => {
    await tambahAnak('ID-ULANG-1');
    const terbaru = await tambahAnak('ID-ULANG-2');
    expect((await send(t.app, 'DELETE', `/api/kelola/${terbaru}`, { cookies: as1 })).statusCode).toBe(200);
    const berikut = await tambahAnak('ID-ULANG-3');
    expect(berikut).toBeGreaterThan(terbaru);

    const buat = async (id: string) => {
      const res = await send(t.app, 'POST', '/api/asessors', {
        cookies: admin,
        body: { name: 'Akun Uji Id', id, password: 'Sementara-Admin-77', location: 'Rutan 1' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return (await t.database.db.selectFrom('asessor').select('id').where('assesor_id', '=', id).executeTakeFirstOrThrow()).id;
    };
    const akun = await buat('id-ulang-a');
    expect((await send(t.app, 'DELETE', `/api/asessors/${akun}`, { cookies: admin })).statusCode).toBe(200);
    expect(await buat('id-ulang-b')).toBeGreaterThan(akun);
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'every SQLite table keyed by an integer id counts with AUTOINCREMENT (new tables: kunciId)',
    async () => {
      const { rows } = await sql<{ name: string; sql: string }>`
      select name, sql from sqlite_master where type = 'table' and sql like '%"id" integer primary key%'`.execute(t.database.db);
      const tanpa = rows
        .filter((r) => r.name !== 'kesehatan' && !/"id" integer primary key autoincrement/i.test(r.sql))
        .map((r) => r.name);
      expect(tanpa, 'tabel baru: .addColumn("id", idColumn(dialect), kunciId(dialect))').toEqual([]);
      expect(rows.map((r) => r.name)).toEqual(
        expect.arrayContaining(['peserta', 'asessor', 'admin', 'hasil', 'audit', 'tindak_lanjut']),
      );
    },
  );
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the migration on an existing SQLite database', () => {
  let dir: string;
  let database: Database;
  const NAMA = '20261129-30-id-tak-dipakai-ulang';
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asesmen-id-'));
    database = openDatabase({ dataDir: dir });
    const db = database.db as unknown as Kysely<unknown>;
    for (const nama of Object.keys(MIGRATIONS).sort()) {
      if (nama < NAMA) await MIGRATIONS[nama]!.up(db, 'sqlite');
    }
  });
  afterAll(async () => {
    await database.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every row, index, trigger and reference; the newest deleted child and a deleted account known only to the log are not reused', async () => {
    const db = database.db;
    const waktu = '2026-11-20T03:00:00.000Z';
    const anak = async (reg: string, nama: string) =>
      (
        await db
          .insertInto('peserta')
          .values({
            registration_no: reg,
            name: nama,
            age: 15,
            place_of_birth: 'Bandung',
            date_of_birth: '2011-05-17',
            asessor_id: null,
            location: '1',
            password_hash: 'x',
            ...SKRINING_TIDAK,
            created_at: waktu,
            updated_at: waktu,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const a = await anak('LAMA-1', 'Sari Wulandari');
    const b = await anak('LAMA-2', 'Rizky Ramadhan');
    const c = await anak('LAMA-3', 'Dewi Lestari');
    await db
      .insertInto('hasil')
      .values({
        peserta_id: b,
        instrument: 'psc17',
        jawaban: '{}',
        jawaban_essay: null,
        skor: '{}',
        timed_out: 0,
        started_at: null,
        submitted_at: waktu,
        durasi_detik: null,
        jumlah_soal: null,
        detik_per_soal: null,
        versi_bank: null,
        location: null,
        kategori: null,
      })
      .execute();
    await db.deleteFrom('peserta').where('id', '=', c).execute();
    // Before the migration SQLite gives the deleted newest child's id again (the finding).
    const pakaiUlang = await anak('LAMA-4', 'Coba Ulang');
    expect(pakaiUlang).toBe(c);
    // Deleted as the app deletes: the audit line keeps the id, never the name.
    await db.deleteFrom('peserta').where('id', '=', pakaiUlang).execute();
    await db
      .insertInto('audit')
      .values({
        at: waktu,
        role: 'asessor',
        actor_id: null,
        actor_name: 'Asessor',
        action: 'kelola.hapus',
        target: 'LAMA-4',
        detail: `hapus permanen: id ${pakaiUlang}, 0 hasil, 0 draf, 0 catatan`,
        ip: null,
      })
      .execute();
    // An account deleted before the migration, remembered only by the audit log.
    await db
      .insertInto('audit')
      .values({
        at: waktu,
        role: 'asessor',
        actor_id: 41,
        actor_name: 'Akun Lama',
        action: 'login',
        target: null,
        detail: null,
        ip: null,
      })
      .execute();
    const skemaSebelum = await skema(db as unknown as Kysely<unknown>);
    const ronde = await db.selectFrom('ronde').select(['peserta_id', 'nomor']).orderBy('peserta_id').execute();

    await MIGRATIONS[NAMA]!.up(db as unknown as Kysely<unknown>, 'sqlite');

    expect(await skema(db as unknown as Kysely<unknown>)).toEqual(
      skemaSebelum.map((s) =>
        s.includes('"kesehatan"')
          ? s
          : s.replace(/"id" integer primary key(?! autoincrement)/gi, '"id" integer primary key autoincrement'),
      ),
    );
    expect((await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows).toEqual([
      { integrity_check: 'ok' },
    ]);
    expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
    expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]?.foreign_keys).toBe(1);
    expect((await db.selectFrom('peserta').select(['id', 'name']).orderBy('id').execute()).map((r) => [r.id, r.name])).toEqual([
      [a, 'Sari Wulandari'],
      [b, 'Rizky Ramadhan'],
    ]);
    expect(await db.selectFrom('ronde').select(['peserta_id', 'nomor']).orderBy('peserta_id').execute()).toEqual(ronde);
    expect(await db.selectFrom('hasil').select('peserta_id').execute()).toEqual([{ peserta_id: b }]);

    // Ids go on after the highest ever given; the triggers, the search index and the cascades still act.
    const baru = await anak('BARU-1', 'Putri Anggraini');
    expect(baru).toBeGreaterThan(c);
    expect(await db.selectFrom('ronde').select('nomor').where('peserta_id', '=', baru).execute()).toEqual([{ nomor: 1 }]);
    const cari = await sql<{ rowid: number }>`select rowid from peserta_cari where peserta_cari match ${'"Anggraini"'}`.execute(
      db,
    );
    expect(cari.rows.map((r) => r.rowid)).toEqual([baru]);
    await db.deleteFrom('peserta').where('id', '=', b).execute();
    expect(await db.selectFrom('hasil').select('id').execute()).toEqual([]);
    const akun = await db
      .insertInto('asessor')
      .values({ name: 'Akun Baru', assesor_id: 'akun-baru', location: '1', password_hash: 'x', active: 1, created_at: waktu })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(akun.id).toBeGreaterThan(41);
  });
});

/** Every table, index and trigger definition of the schema but the migration's own bookkeeping. */
async function skema(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ sql: string }>`
    select sql from sqlite_master where sql is not null and name not like 'kysely_%' and name != 'sqlite_sequence'
    order by type, name`.execute(db);
  return rows.map((r) => r.sql);
}
