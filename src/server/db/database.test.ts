// The SQLite connection's prepared statements (issue 17): rows come back as better-sqlite3 itself makes
// them, through the statement cache, also after the schema changes under a cached `select *`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, SQLITE_CACHE_KB, type Database } from './database';

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

  it("holds SQLite's page cache to SQLITE_CACHE_KB, not better-sqlite3's 16 MB (issue 28: memory)", async () => {
    expect(await rows('pragma cache_size')).toEqual([{ cache_size: -SQLITE_CACHE_KB }]);
    expect(plain.pragma('cache_size', { simple: true })).toBe(-16000);
  });

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
