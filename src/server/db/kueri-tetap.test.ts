// kueriTetap builds and compiles a query once per database; each call must still run it with its own
// values, on both databases, as the same query built afresh would, and once per database, not per transaction.
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { auditUrut, createChild } from '../test/factories';
import { testAppForFile } from '../test/harness';
import { barisDaftar, Daftar, kueriTetap } from './kueri-tetap';
import type { DB } from './schema';

// '1', '2', '3': the spec's Rutan 1-3 as `location` columns hold them, their facility ids (D24).

const t = testAppForFile();

describe('kueriTetap', () => {
  let dibangun = 0;
  const cari = kueriTetap((db, location: string, nama: string) => {
    dibangun++;
    return db
      .selectFrom('peserta')
      .select(['registration_no', 'name'])
      .where('location', '=', location)
      .where('name', 'like', nama)
      .orderBy('registration_no');
  });
  const segar = (location: string, nama: string) =>
    t.database.db
      .selectFrom('peserta')
      .select(['registration_no', 'name'])
      .where('location', '=', location)
      .where('name', 'like', nama)
      .orderBy('registration_no')
      .execute();

  it('answers each call with its own values, as the query built afresh, and builds it once', async () => {
    for (const [i, [name, location]] of [
      ['Ani Kueri', '1'],
      ['Budi Kueri', '1'],
      ['Ani Kueri', '2'],
      ['Citra Lain', '2'],
    ].entries()) {
      await createChild(t.database.db, { name, location, registration_no: `KT-${i}` });
    }
    for (const [location, nama] of [
      ['1', '%Kueri'],
      ['2', '%Kueri'],
      ['2', 'Citra%'],
      ['3', '%'],
      ['1', 'Ani%'],
    ] as const) {
      const rows = await cari(t.database.db, location, nama);
      expect(rows, `${location} ${nama}`).toEqual(await segar(location, nama));
    }
    expect((await cari(t.database.db, '1', '%Kueri')).map((r) => r.name)).toEqual(['Ani Kueri', 'Budi Kueri']);
    expect(dibangun).toBe(1);
  });

  it('runs inside a transaction on the transaction', async () => {
    await t.database.db.transaction().execute(async (trx) => {
      await createChild(trx, { name: 'Dedi Kueri', location: '3', registration_no: 'KT-9' });
      expect((await cari(trx, '3', 'Dedi%')).map((r) => r.registration_no)).toEqual(['KT-9']);
    });
    // The database's transactions share its compiled query (the group commit opens one per batch).
    expect(dibangun).toBe(1);
  });

  it('is prepared once per PostgreSQL connection, then only bound', async () => {
    await t.database.db.transaction().execute(async (trx) => {
      await cari(trx, '1', 'Ani%');
      expect((await cari(trx, '2', 'Ani%')).map((r) => r.registration_no)).toEqual(['KT-2']);
      if (t.database.dialect !== 'postgres') return;
      // This transaction's one connection holds it as a prepared statement.
      const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(
        trx,
      );
      const siap = rows.filter((r) => r.statement.includes('"peserta"') && r.statement.includes('like'));
      expect(siap).toHaveLength(1);
      expect(siap[0]!.name).toMatch(/^kueri_tetap_\d+$/);
    });
  });

  it('refuses a query that does not take every value as a value', async () => {
    const salah = kueriTetap((db, location: string, _tidakDipakai: number) =>
      db.selectFrom('peserta').select('id').where('location', '=', location),
    );
    await expect(salah(t.database.db, '1', 1)).rejects.toThrow('every value must go into the query');
  });

  const entri = (action: string, target: string | null, detail: string | null, i: number) => ({
    at: new Date(Date.UTC(2026, 10, 23, 3, 0, i)).toISOString(),
    role: 'asessor',
    actor_id: i,
    actor_name: null,
    action,
    target,
    detail,
    ip: '127.0.0.1',
  });

  // Arguments out of their order in the text, one used twice, a constant of the query's own, a limit.
  const build = (db: Kysely<DB>, target: string | null, action: string, limit: number) =>
    db
      .selectFrom('audit')
      .select(['actor_id', 'action', 'target', sql<string>`${'tetap'}`.as('konstanta')])
      .where((eb) => eb.or([eb('target', '=', target), eb('detail', '=', target)]))
      .where('action', '=', action)
      .where('role', '=', 'asessor')
      .orderBy('actor_id')
      .limit(limit);
  const tetap = kueriTetap(build);

  it('answers what the same query built afresh answers, for every call', async () => {
    const db = t.database.db;
    await db
      .insertInto('audit')
      .values([
        entri('uji.tetap', 'A', null, 1),
        entri('uji.tetap', 'B', 'A', 2),
        entri('uji.tetap', 'B', null, 3),
        entri('uji.lain', 'A', null, 4),
        entri('uji.tetap', null, 'C', 5),
      ])
      .execute();
    const cases: [string | null, string, number][] = [
      ['A', 'uji.tetap', 10],
      ['B', 'uji.tetap', 10],
      ['A', 'uji.lain', 10],
      ['A', 'uji.tetap', 1],
      ['C', 'uji.tetap', 10],
      [null, 'uji.tetap', 10],
      ['tidak ada', 'uji.tetap', 10],
    ];
    for (const [target, action, limit] of cases) {
      const expected = await build(db, target, action, limit).execute();
      expect(await tetap(db, target, action, limit)).toEqual(expected);
      // Inside a transaction too (the group commit runs its writes in one).
      expect(await db.transaction().execute((trx) => tetap(trx, target, action, limit))).toEqual(expected);
    }
    expect((await tetap(db, 'A', 'uji.tetap', 10)).map((r) => r.actor_id)).toEqual([1, 2]);
  });

  it('writes through a query built once', async () => {
    const insert = kueriTetap((db, action: string, target: string | null) =>
      db.insertInto('audit').values({ ...entri('x', null, null, 0), action, target }),
    );
    await insert(t.database.db, 'uji.tulis', 'T-1');
    await insert(t.database.db, 'uji.tulis', null);
    const rows = await auditUrut(t.database.db, 'uji.tulis');
    expect(rows.map(({ action, target }) => ({ action, target }))).toEqual([
      { action: 'uji.tulis', target: 'T-1' },
      { action: 'uji.tulis', target: null },
    ]);
  });

  it('refuses a list or a missing value', async () => {
    const db = t.database.db;
    await expect(tetap(db, ['A'] as unknown as string, 'uji.tetap', 10)).rejects.toThrow(/single value/);
    await expect(tetap(db, undefined as unknown as string, 'uji.tetap', 10)).rejects.toThrow(/single value/);
  });

  it('takes a Daftar as one value and its lists apart into rows in their order: one query text for lists of any length', async () => {
    let dibangunDaftar = 0;
    const urut = kueriTetap((db, angka: Daftar<number>, teks: Daftar<string | null>) => {
      dibangunDaftar++;
      return db
        .selectFrom(
          barisDaftar<{ a: number; b: string | null }>(db, [
            ['a', angka, 'integer'],
            ['b', teks, 'text'],
          ]),
        )
        .select(['v.a', 'v.b', 'v.urutan'])
        .orderBy('v.urutan');
    });
    const db = t.database.db;
    expect(await urut(db, new Daftar([3]), new Daftar(['satu']))).toEqual([{ a: 3, b: 'satu', urutan: 1 }]);
    const teks = ['a,"b"', null, 'NULL', '', '007', "it's", 'back\\slash', '$[0]', '{"x":1}', 'Ñoño ü 日本 😀', 'baris\nbaru'];
    const angka = teks.map((_, i) => [0, -7, 2147483647, 42][i % 4]!);
    expect(await urut(db, new Daftar(angka), new Daftar(teks))).toEqual(teks.map((b, i) => ({ a: angka[i], b, urutan: i + 1 })));
    expect(await urut(db, new Daftar([]), new Daftar([]))).toEqual([]);
    const banyak = Array.from({ length: 500 }, (_, i) => i * 3);
    expect(await urut(db, new Daftar(banyak), new Daftar(banyak.map(String)))).toEqual(
      banyak.map((a, i) => ({ a, b: String(a), urutan: i + 1 })),
    );
    expect(dibangunDaftar).toBe(1);
    // A bare list is still refused: only a Daftar says that a list goes as one value.
    await expect(urut(db, [1] as unknown as Daftar<number>, new Daftar(['x']))).rejects.toThrow(/single value/);
  });

  it('joins the rows of a Daftar to a table by their values, on both databases', async () => {
    const a = await createChild(t.database.db, { name: 'Daftar Satu', registration_no: 'KT-D1' });
    const b = await createChild(t.database.db, { name: 'Daftar Dua', registration_no: 'KT-D2' });
    const nama = kueriTetap((db, ids: Daftar<number>, nomor: Daftar<string>) =>
      db
        .selectFrom(
          barisDaftar<{ id: number; nomor: string }>(db, [
            ['id', ids, 'integer'],
            ['nomor', nomor, 'text'],
          ]),
        )
        .innerJoin('peserta as p', (join) => join.onRef('p.id', '=', 'v.id').onRef('p.registration_no', '=', 'v.nomor'))
        .select(['v.urutan', 'p.name'])
        .orderBy('v.urutan'),
    );
    const rows = await nama(
      t.database.db,
      new Daftar([b.id, 999999, a.id, a.id]),
      new Daftar(['KT-D2', 'KT-D2', 'KT-D2', 'KT-D1']),
    );
    expect(rows).toEqual([
      { urutan: 1, name: 'Daftar Dua' },
      { urutan: 4, name: 'Daftar Satu' },
    ]);
  });
});
