// The per-Rutan, per-category record count that paged lists read as their total (issue 17) must stay
// exact whoever writes: the app, a cascade, a move between Rutan or categories, a write outside the app.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createAsessor, createChild, loginAsessor } from '../test/factories';
import { send, testAppForFile } from '../test/harness';

// '1', '2', '3': the spec's Rutan 1-3 as `location` columns hold them, their facility ids (D24).

describe('peserta_jumlah', () => {
  const t = testAppForFile();

  const counted = async () => {
    const kept = await t.database.db
      .selectFrom('peserta_jumlah')
      .select(['location', 'kategori', 'jumlah'])
      .where('jumlah', '>', 0)
      .orderBy('location')
      .orderBy('kategori')
      .execute();
    const real = await t.database.db
      .selectFrom('peserta')
      .select((eb) => ['location', 'kategori', eb.fn.countAll<number | string>().as('jumlah')])
      .groupBy(['location', 'kategori'])
      .orderBy('location')
      .orderBy('kategori')
      .execute();
    const rows = (rs: { location: string; kategori: string; jumlah: number | string }[]) =>
      rs.map((r) => [r.location, r.kategori, Number(r.jumlah)]);
    return { kept: rows(kept), real: rows(real) };
  };

  it('follows inserts, deletes and moves, and the paged lists report it as their total', async () => {
    const db = t.database.db;
    const children = [];
    for (let i = 0; i < 5; i++) children.push(await createChild(db, { location: i < 3 ? '1' : '2' }));
    const dewasa = await createChild(db, { location: '1', kategori: 'tahanan' });
    let c = await counted();
    expect(c.kept).toEqual([
      ['1', 'anak', 3],
      ['1', 'tahanan', 1],
      ['2', 'anak', 2],
    ]);
    expect(c.kept).toEqual(c.real);

    await db.deleteFrom('peserta').where('id', '=', children[0]!.id).execute();
    await db.updateTable('peserta').set({ location: '3' }).where('id', '=', children[3]!.id).execute();
    await db.updateTable('peserta').set({ name: 'Nama Baru' }).where('id', '=', children[1]!.id).execute();
    await sql`delete from peserta where id = ${children[4]!.id}`.execute(db);
    await db.updateTable('peserta').set({ kategori: 'tahanan' }).where('id', '=', children[2]!.id).execute();
    await db.updateTable('peserta').set({ kategori: 'anak', location: '2' }).where('id', '=', dewasa.id).execute();
    c = await counted();
    expect(c.kept).toEqual([
      ['1', 'anak', 1],
      ['1', 'tahanan', 1],
      ['2', 'anak', 1],
      ['3', 'anak', 1],
    ]);
    expect(c.kept).toEqual(c.real);

    const asessor = await createAsessor(db, { location: '1' });
    const cookies = await loginAsessor(t.app, asessor);
    const totals: [string, number][] = [
      ['/api/kelola?page=1&per_page=1', 2],
      ['/api/kelola?page=1&per_page=1&kategori=anak', 1],
      ['/api/kelola?page=1&per_page=1&kategori=tahanan', 1],
      ['/api/hasil-gabungan?page=1&per_page=1', 1],
    ];
    for (const [url, total] of totals) {
      const res = await send(t.app, 'GET', url, { cookies });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toMatchObject({ total, page: 1, per_page: 1 });
      expect(res.json().data, url).toHaveLength(1);
    }
    const empty = await send(t.app, 'GET', '/api/kelola?page=1&per_page=5&kategori=tahanan', {
      cookies: await loginAsessor(t.app, await createAsessor(db, { location: '2' })),
    });
    expect(empty.json()).toMatchObject({ data: [], total: 0 });
  });
});
