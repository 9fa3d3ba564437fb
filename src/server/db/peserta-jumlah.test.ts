// The per-Rutan record count that paged lists read as their total (issue 17) must stay exact
// whoever writes: the app, a cascade, a move between Rutan, a write outside the app.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAsessor, createChild, loginAsessor } from '../test/factories';
import { createTestApp, send, type TestApp } from '../test/harness';

describe('peserta_jumlah', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const counted = async () => {
    const kept = await t.database.db
      .selectFrom('peserta_jumlah')
      .select(['location', 'jumlah'])
      .where('jumlah', '>', 0)
      .orderBy('location')
      .execute();
    const real = await t.database.db
      .selectFrom('peserta')
      .select((eb) => ['location', eb.fn.countAll<number | string>().as('jumlah')])
      .groupBy('location')
      .orderBy('location')
      .execute();
    return { kept: kept.map((r) => [r.location, Number(r.jumlah)]), real: real.map((r) => [r.location, Number(r.jumlah)]) };
  };

  it('follows inserts, deletes and moves, and the paged lists report it as their total', async () => {
    const db = t.database.db;
    const children = [];
    for (let i = 0; i < 5; i++) children.push(await createChild(db, { location: i < 3 ? 'Rutan 1' : 'Rutan 2' }));
    let c = await counted();
    expect(c.kept).toEqual([
      ['Rutan 1', 3],
      ['Rutan 2', 2],
    ]);
    expect(c.kept).toEqual(c.real);

    await db.deleteFrom('peserta').where('id', '=', children[0]!.id).execute();
    await db.updateTable('peserta').set({ location: 'Rutan 3' }).where('id', '=', children[3]!.id).execute();
    await db.updateTable('peserta').set({ name: 'Nama Baru' }).where('id', '=', children[1]!.id).execute();
    await sql`delete from peserta where id = ${children[4]!.id}`.execute(db);
    c = await counted();
    expect(c.kept).toEqual([
      ['Rutan 1', 2],
      ['Rutan 3', 1],
    ]);
    expect(c.kept).toEqual(c.real);

    const asessor = await createAsessor(db, { location: 'Rutan 1' });
    const cookies = await loginAsessor(t.app, asessor);
    for (const url of ['/api/kelola?page=1&per_page=1', '/api/hasil-gabungan?page=1&per_page=1']) {
      const res = await send(t.app, 'GET', url, { cookies });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ total: 2, page: 1, per_page: 1 });
      expect(res.json().data).toHaveLength(1);
    }
    const empty = await send(t.app, 'GET', '/api/kelola?page=1&per_page=5', {
      cookies: await loginAsessor(t.app, await createAsessor(db, { location: 'Rutan 2' })),
    });
    expect(empty.json()).toMatchObject({ data: [], total: 0 });
  });
});
