// Each result carries a copy of its record's Rutan and category for the per-instrument lists' index
// (issue 17, migration 72). The copy must equal the record's after every write, whoever writes: a
// result saved or moved, a record moved between Rutan or categories, even the copy written directly;
// and the lists must show exactly the results of the Rutan's records of that category.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { asessorMasuk, createChild, type AsessorFixture } from '../test/factories';
import { send, testAppForFile, type Cookies } from '../test/harness';
import { createHasil } from '../test/hasil-factories';
import { badanRekam } from '../test/skrining';

// '1', '2', '3': the spec's Rutan 1-3 as `location` columns hold them, their facility ids (D24).

const t = testAppForFile();
let asessor: AsessorFixture, as1: Cookies;
beforeAll(async () => ({ asessor, as1 } = await asessorMasuk(t, '1')));

async function periksa(): Promise<void> {
  const db = t.database.db;
  const rows = await db
    .selectFrom('hasil as h')
    .innerJoin('peserta as p', 'p.id', 'h.peserta_id')
    .select(['h.id', 'h.location', 'h.kategori', 'p.location as p_location', 'p.kategori as p_kategori'])
    .execute();
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows)
    expect({ id: r.id, location: r.location, kategori: r.kategori }).toEqual({
      id: r.id,
      location: r.p_location,
      kategori: r.p_kategori,
    });
  for (const [kategori, url] of [
    ['anak', '/api/hasil-pid5-full?page=1&per_page=100'],
    ['anak', '/api/hasil/pid5?page=1&per_page=100'],
    ['tahanan', '/api/hasil/pid5?kategori=tahanan&page=1&per_page=100'],
  ] as const) {
    const expected = await db
      .selectFrom('hasil as h')
      .innerJoin('peserta as p', 'p.id', 'h.peserta_id')
      .select('h.id')
      .where('h.instrument', '=', 'pid5')
      .where('p.location', '=', '1')
      .where('p.kategori', '=', kategori)
      .orderBy('h.submitted_at', 'desc')
      .orderBy('h.id', 'desc')
      .execute();
    const res = await send(t.app, 'GET', url, { cookies: as1 });
    expect(res.statusCode, res.body).toBe(200);
    expect({ url, ids: res.json().data.map((r: { id: number }) => r.id), total: res.json().total }).toEqual({
      url,
      ids: expected.map((r) => r.id),
      total: expected.length,
    });
  }
}

describe('the results’ copy of their record’s Rutan and category', () => {
  it('follows every write, and the per-instrument lists show the Rutan’s results of the category', async () => {
    const db = t.database.db;
    const a = await createChild(db);
    const b = await createChild(db);
    const c = await createChild(db, { location: '2' });
    const d = await createChild(db, { kategori: 'tahanan' });
    for (const [i, p] of [a, b, c, d].entries()) {
      await createHasil(db, p.id, 'pid5', { submitted_at: `2026-11-22T0${i}:00:00.000Z` });
      await createHasil(db, p.id, 'psc17');
    }
    await periksa();

    // Records move between Rutan and categories (through the app and by plain SQL).
    const pindah = await send(t.app, 'PUT', `/api/kelola/${b.id}`, {
      cookies: as1,
      body: badanRekam(asessor.id, {
        registration_no: b.registration_no,
        name: b.name,
        age: 30,
        date_of_birth: '1996-05-17',
        kategori: 'tahanan',
      }),
    });
    expect(pindah.statusCode, pindah.body).toBe(200);
    await sql`update peserta set location = '1' where id = ${c.id}`.execute(db);
    await sql`update peserta set location = '3', kategori = 'anak' where id = ${d.id}`.execute(db);
    await periksa();

    // A result moved to another record, and the copy itself written wrong: the record's values win.
    await sql`delete from hasil where peserta_id = ${a.id} and instrument = 'psc17'`.execute(db);
    await sql`update hasil set peserta_id = ${a.id} where peserta_id = ${d.id} and instrument = 'psc17'`.execute(db);
    await sql`update hasil set location = '2', kategori = 'tahanan' where peserta_id = ${a.id}`.execute(db);
    await periksa();

    // A new result through the app and one deleted through the app.
    const e = await createChild(db);
    await createHasil(db, e.id, 'pid5', { submitted_at: '2026-11-23T09:00:00.000Z' });
    const hapus = await send(t.app, 'DELETE', `/api/hasil-pid5/${a.registration_no}`, { cookies: as1 });
    expect(hapus.statusCode, hapus.body).toBe(200);
    await periksa();
  });
});
