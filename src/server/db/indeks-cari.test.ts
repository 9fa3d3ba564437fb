// The name search narrows through an index (issue 17, migration 71: FTS5 trigram on SQLite, pg_trgm
// on PostgreSQL). What it finds must stay exactly what the plain `lower(...) like` finds, after every
// write to the records, for any search text: short, with wildcards, quotes, capitals, non-ASCII.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contains } from '../kernel/like';
import { createAsessor, createChild, loginAsessor } from '../test/factories';
import { createTestApp, send, type Cookies, type TestApp } from '../test/harness';

// '1', '2', '3': the spec's Rutan 1-3 as `location` columns hold them, their facility ids (D24).

let t: TestApp;
let as1: Cookies;

beforeAll(async () => {
  t = await createTestApp();
  as1 = await loginAsessor(t.app, await createAsessor(t.database.db, { location: '1' }));
});
afterAll(async () => t.close());

const NAMA = [
  'Budi Santoso',
  'BUDI SANTOSA',
  'Siti 100% Aman',
  'Andi_Pratama',
  'Rudi \\ Hartono',
  'Dewi "Ayu" Lestari',
  'Élodie Ñúñez',
  'élodie ñúñez',
  'Ayu',
  'Ujang Kurnia',
];
const CARI = [
  'budi', 'BUDI', 'santos', 'udi s', 'bu', 'u', '100%', '0% a', '%', '_', 'i_p', '\\', 'i \\ h', '"ayu"', '"', 'ayu',
  'élodie', 'ÉLODIE', 'ñúñ', 'Ñúñez', 'reg-', 'REG-0', 'tidak ada', '  budi  ', 'ujang kurnia', 'a', 'ay',
];

/** The registration numbers the plain LIKE (no index) finds in Rutan 1's children. */
async function menurutLike(q: string): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('peserta as p')
    .select('p.registration_no')
    .where('p.location', '=', '1')
    .where('p.kategori', '=', 'anak')
    .where(sql<boolean>`(${contains('p.name', q)} or ${contains('p.registration_no', q)})`)
    .orderBy('p.id', 'desc')
    .execute();
  return rows.map((r) => r.registration_no);
}

async function periksa(): Promise<number> {
  let ditemukan = 0;
  for (const q of CARI) {
    const url = (path: string) => `${path}?q=${encodeURIComponent(q)}&page=1&per_page=100`;
    const expected = await menurutLike(q);
    ditemukan += expected.length;
    for (const path of ['/api/kelola', '/api/hasil-gabungan']) {
      const res = await send(t.app, 'GET', url(path), { cookies: as1 });
      expect(res.statusCode, `${path} ${q}`).toBe(200);
      const body = res.json() as { data: { registration_no: string }[]; total: number };
      expect({ q, path, found: body.data.map((r) => r.registration_no), total: body.total }).toEqual({
        q,
        path,
        found: expected,
        total: expected.length,
      });
    }
  }
  return ditemukan;
}

describe('the indexed name search', () => {
  it('finds what the plain LIKE finds, after inserts, renames, number changes and deletes', async () => {
    const db = t.database.db;
    const anak = [];
    for (const [i, name] of NAMA.entries()) {
      anak.push(await createChild(db, { name, registration_no: `REG-${String(i).padStart(3, '0')}` }));
    }
    await createChild(db, { name: 'Budi Lain Rutan', location: '2' });
    expect(await periksa()).toBeGreaterThan(40);

    await db.updateTable('peserta').set({ name: 'Ujang Baru' }).where('id', '=', anak[0]!.id).execute();
    await sql`update peserta set registration_no = 'NO-BARU-1', name = 'Santoso Kedua' where id = ${anak[3]!.id}`.execute(db);
    await db.deleteFrom('peserta').where('id', '=', anak[1]!.id).execute();
    const res = await send(t.app, 'DELETE', `/api/kelola/${anak[9]!.id}`, { cookies: as1 });
    expect(res.statusCode, res.body).toBe(200);
    await createChild(db, { name: 'Budiman Santoso', registration_no: 'REG-BARU' });
    expect(await periksa()).toBeGreaterThan(30);

    if (t.database.dialect === 'sqlite') {
      // A deleted or renamed record's old name is gone from the index at once (secure-delete).
      for (const lama of ['"budi santosa"', '"andi_pratama"', '"ujang kurnia"']) {
        const { rows } = await sql<{ n: number }>`select count(*) as n from peserta_cari where peserta_cari match ${lama}`.execute(db);
        expect(rows[0]!.n, lama).toBe(0);
      }
    }
  });
});
