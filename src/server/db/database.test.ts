// The SQLite connection's prepared statements (issue 17): rows come back as better-sqlite3 itself makes
// them, through the statement cache, also after the schema changes under a cached `select *`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, SinkronWal, type Database } from './database';

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('SQLite statements', () => {
  let dir: string;
  let database: Database;
  /** better-sqlite3 on the same file, as Kysely used it before: the rows to expect. */
  let plain: SQLite.Database;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asesmen-stmt-'));
    database = openDatabase({ dataDir: dir });
    plain = new SQLite(path.join(dir, 'asesmen.db'));
  });
  afterAll(async () => {
    plain.close();
    await database.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const rows = async (text: string) => (await sql.raw(text).execute(database.db)).rows;
  const expected = (text: string) => plain.prepare(text).all();

  it('gives the same rows as better-sqlite3: names, values, types, a repeated name, no rows', async () => {
    await sql`create table t (id integer primary key, x text, y real, z blob, n integer)`.execute(database.db);
    await sql`insert into t (x, y, z, n) values ('a', 1.5, x'00ff', null), ('b', -2, null, 9007199254740991)`.execute(
      database.db,
    );
    for (const text of [
      'select * from t order by id',
      'select id, x as y, y as x from t order by id',
      'select 1 as a, 2 as b, 3 as a',
      'select * from t where id = 99',
      'select count(*) as c, exists (select 1 from t) as e from t',
    ]) {
      for (let i = 0; i < 2; i++) expect(await rows(text)).toEqual(expected(text));
    }
    expect(Object.keys((await rows('select 1 as a, 2 as b, 3 as a'))[0]!)).toEqual(['a', 'b']);
    expect(Object.getPrototypeOf((await rows('select * from t'))[0])).toBe(Object.prototype);
  });

  it('names the columns of a cached select * anew after the schema changes', async () => {
    await sql`create table s (a text, b text)`.execute(database.db);
    await sql`insert into s values ('1', '2')`.execute(database.db);
    expect(await rows('select * from s')).toEqual([{ a: '1', b: '2' }]);
    await sql`alter table s add column c text`.execute(database.db);
    expect(await rows('select * from s')).toEqual([{ a: '1', b: '2', c: null }]);
    await sql`alter table s rename column a to d`.execute(database.db);
    expect(await rows('select * from s')).toEqual([{ d: '1', b: '2', c: null }]);
    // Another connection changes the schema: a row of another length is named anew.
    plain.exec('alter table s add column e text');
    expect(await rows('select * from s')).toEqual([{ d: '1', b: '2', c: null, e: null }]);
  });

  it('runs writes and answers their changes and returning rows', async () => {
    const result = await sql`update t set n = 1`.execute(database.db);
    expect(result.numAffectedRows).toBe(2n);
    const returned = await sql`insert into t (x) values ('c') returning id, x`.execute(database.db);
    expect(returned.rows).toEqual([{ id: 3, x: 'c' }]);
  });
});

/**
 * Durable commits (issue 17): SQLite runs with synchronous=NORMAL and `SinkronWal` syncs the log on a
 * libuv thread; a commit's caller is answered only after a sync that began after its commit.
 */
/** The table these tests write to. */
interface Uji {
  c: { id: number; x: string };
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('SQLite commits answered after the log is synced', () => {
  let dir: string;
  let database: Database;
  let sinkron: SinkronWal;
  /** The syncs asked for, in order: each waits until the test lets it go, then really syncs. */
  let diminta: { lepas: () => void; fd: number }[];
  let otomatis: boolean;
  const uji = () => database.db as unknown as Kysely<Uji>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asesmen-sinkron-'));
    diminta = [];
    otomatis = true;
    const file = path.join(dir, 'asesmen.db');
    sinkron = new SinkronWal(`${file}-wal`, (fd) => {
      const nyata = () => new Promise<void>((ok, gagal) => fs.fdatasync(fd, (e) => (e ? gagal(e) : ok())));
      if (otomatis) return nyata();
      return new Promise<void>((ok) => diminta.push({ fd, lepas: () => ok() })).then(nyata);
    });
    database = openDatabase({ dataDir: dir, sinkronWal: sinkron });
    await sql`create table c (id integer primary key, x text)`.execute(database.db);
  });
  afterAll(async () => {
    await database.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Whether a promise has settled after the pending callbacks ran. */
  const selesai = async (p: Promise<unknown>) => {
    let done = false;
    void p.then(() => (done = true));
    for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
    return done;
  };

  it('leaves the durability to the log sync, on the WAL file', async () => {
    expect(Number(((await sql`pragma synchronous`.execute(database.db)).rows[0] as { synchronous: number }).synchronous)).toBe(1);
    expect(((await sql`pragma journal_mode`.execute(database.db)).rows[0] as { journal_mode: string }).journal_mode).toBe('wal');
    otomatis = false;
    const tulis = uji().insertInto('c').values({ id: 1, x: 'a' }).execute();
    expect(await selesai(tulis)).toBe(false);
    expect(diminta).toHaveLength(1);
    expect(fs.realpathSync(`/proc/self/fd/${diminta[0]!.fd}`)).toBe(fs.realpathSync(path.join(dir, 'asesmen.db-wal')));
    diminta.shift()!.lepas();
    await tulis;
    otomatis = true;
  });

  it('syncs once for a write or a transaction, never for a read', async () => {
    const awal = sinkron.jumlah;
    await uji().selectFrom('c').selectAll().execute();
    await sql`select count(*) from c`.execute(database.db);
    expect(sinkron.jumlah).toBe(awal);
    await uji().insertInto('c').values({ id: 2, x: 'b' }).execute();
    expect(sinkron.jumlah).toBe(awal + 1);
    await uji()
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('c').values({ id: 3, x: 'c' }).execute();
        await trx.updateTable('c').set({ x: 'd' }).execute();
        expect(sinkron.jumlah).toBe(awal + 1);
      });
    expect(sinkron.jumlah).toBe(awal + 2);
    const returned = await sql`insert into c (id, x) values (4, 'e') returning id`.execute(database.db);
    expect(returned.rows).toEqual([{ id: 4 }]);
    expect(sinkron.jumlah).toBe(awal + 3);
  });

  it('lets other queries run while a commit waits, and answers a later commit only after a later sync', async () => {
    otomatis = false;
    const a = uji().insertInto('c').values({ id: 10, x: 'a' }).execute();
    expect(await selesai(a)).toBe(false);
    // The connection is free while the disk syncs.
    expect(await uji().selectFrom('c').select('id').where('id', '=', 10).execute()).toEqual([{ id: 10 }]);
    // Committed while the first sync runs: that sync may have begun before it was written.
    const b = uji().insertInto('c').values({ id: 11, x: 'b' }).execute();
    const c = uji().insertInto('c').values({ id: 12, x: 'c' }).execute();
    expect(diminta).toHaveLength(1);
    diminta.shift()!.lepas();
    await a;
    expect(await selesai(b)).toBe(false);
    expect(await selesai(c)).toBe(false);
    // One more sync covers both.
    expect(diminta).toHaveLength(1);
    diminta.shift()!.lepas();
    await Promise.all([b, c]);
    otomatis = true;
  });

  it('fails the write whose sync fails', async () => {
    const gagal = new SinkronWal(path.join(dir, 'asesmen.db-wal'), () => Promise.reject(new Error('EIO')));
    const lain = openDatabase({ dataDir: dir, sinkronWal: gagal });
    try {
      await expect((lain.db as unknown as Kysely<Uji>).insertInto('c').values({ id: 20, x: 'x' }).execute()).rejects.toThrow(
        'EIO',
      );
      // The next write is not stuck behind it.
      await expect((lain.db as unknown as Kysely<Uji>).insertInto('c').values({ id: 21, x: 'y' }).execute()).rejects.toThrow(
        'EIO',
      );
    } finally {
      await lain.destroy();
    }
  });
});
