// Issue 33: Beranda's category counts are kept per instrument, facility and category by triggers on
// `hasil` (migration 20261129-60), and the flagged share per assessor remembers each result's flags.
// Both must stay what a count over every result would say, through every way a result is written.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { kategoriDari } from '../../db/migrations/20261129-60-sebaran-kategori';
import { createAsessor, createChild, kunciUji, loginAsessor, type AsessorFixture } from '../../test/factories';
import { createHasil, jawabanPsc17 } from '../../test/hasil-factories';
import { send, testAppForFile, type Cookies } from '../../test/harness';

const t = testAppForFile();
const db = () => t.database.db;
let a1: AsessorFixture;
let as1: Cookies;
let as2: Cookies;

beforeAll(async () => {
  a1 = await createAsessor(db(), { name: 'Sebaran Satu', location: 'Rutan 1' });
  as1 = await loginAsessor(t.app, a1);
  as2 = await loginAsessor(t.app, await createAsessor(db(), { location: 'Rutan 2' }));
});

/** The counts kept by the triggers, and the same counted from every result now: they must be equal. */
async function bandingkan() {
  const kept = await db()
    .selectFrom('sebaran_kategori')
    .select(['instrument', 'location', 'kategori', 'jumlah'])
    .where('jumlah', '<>', 0)
    .orderBy('instrument')
    .orderBy('location')
    .orderBy('kategori')
    .execute();
  const k = kategoriDari(t.database.dialect, null);
  const { rows } = await sql<{ instrument: string; location: string; kategori: string; jumlah: number | string }>`
    select instrument, location, ${k} as kategori, count(*) as jumlah from hasil
    where location is not null and ${k} is not null
    group by instrument, location, ${k} order by instrument, location, kategori`.execute(db());
  const hitung = rows.map((r) => ({ ...r, jumlah: Number(r.jumlah) }));
  expect(kept.map((r) => ({ ...r, jumlah: Number(r.jumlah) }))).toEqual(hitung);
  return hitung;
}

const beranda = async (cookies: Cookies) => {
  const res = await send(t.app, 'GET', '/api/beranda', { cookies });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const psc = async (cookies: Cookies) =>
  (await beranda(cookies)).distribusi.find((d: { instrument: string }) => d.instrument === 'psc17') as
    | { total_rutan: number | null; total_semua: number | null; kategori: { kategori: string; rutan: number | null }[] }
    | undefined;

describe('category counts kept by triggers (issue 33)', () => {
  it('follow saves, a record moved to another facility, a score rewritten, results removed', async () => {
    const rutan1 = await kunciUji(db(), 'Rutan 1');
    const rutan2 = await kunciUji(db(), 'Rutan 2');
    const anak: number[] = [];
    for (let i = 0; i < 12; i++) {
      const { id } = await createChild(db(), { registration_no: `SK-${i}`, asessor_id: a1.id });
      anak.push(id);
      await createHasil(db(), id, 'psc17', { jawaban: jawabanPsc17({ internalisasi: i % 3 }) });
      await createHasil(db(), id, 'dukungan');
      await createHasil(db(), id, 'pid5');
    }
    const awal = await bandingkan();
    expect(awal.filter((r) => r.instrument === 'psc17').reduce((s, r) => s + r.jumlah, 0)).toBe(12);
    expect(awal.some((r) => r.instrument === 'pid5')).toBe(false);
    expect((await psc(as1))?.total_rutan).toBe(12);

    // Two records move to Rutan 2 (D24: the record's facility is carried to its results by triggers).
    await db().updateTable('peserta').set({ location: rutan2 }).where('id', 'in', anak.slice(0, 2)).execute();
    await bandingkan();
    // Rutan 1 keeps 10; Rutan 2's 2 are under the minimum cell; all facilities: 12, of which 10 here.
    expect((await psc(as1))?.total_rutan).toBe(10);
    expect((await psc(as2))?.total_rutan).toBeNull();

    // A score rewritten in place (a stored score read again) moves its count to its new category.
    const satu = await db()
      .selectFrom('hasil')
      .select(['id', 'skor'])
      .where('peserta_id', '=', anak[5]!)
      .where('instrument', '=', 'psc17')
      .executeTakeFirstOrThrow();
    const skor = JSON.parse(satu.skor) as { kategori_total: string };
    skor.kategori_total = 'Kategori Uji Baru';
    await db()
      .updateTable('hasil')
      .set({ skor: JSON.stringify(skor) })
      .where('id', '=', satu.id)
      .execute();
    expect((await bandingkan()).find((r) => r.kategori === 'Kategori Uji Baru')).toMatchObject({ jumlah: 1, location: rutan1 });

    // Results removed (a round closed, an erasure: the record's deletion cascades to its results).
    await db().deleteFrom('hasil').where('peserta_id', '=', anak[6]!).execute();
    await db().deleteFrom('peserta').where('id', '=', anak[7]!).execute();
    await bandingkan();
    expect((await psc(as1))?.total_rutan).toBeNull(); // 8 left here: under the minimum cell
  });
});

describe('the flagged share per assessor (issue 33)', () => {
  it('follows a result whose row changes after a Beranda remembered its flags', async () => {
    const a = await createAsessor(db(), { name: 'Validitas Dua', location: 'Rutan 3' });
    const cookies = await loginAsessor(t.app, a);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const { id } = await createChild(db(), { registration_no: `SV-${i}`, asessor_id: a.id, location: 'Rutan 3' });
      ids.push(id);
      await createHasil(db(), id, 'psc17', { jawaban: jawabanPsc17({ internalisasi: 1, eksternalisasi: 2 }) });
    }
    const milik = async () =>
      (await beranda(cookies)).validitas_per_asessor.find((v: { name: string }) => v.name === 'Validitas Dua');
    expect(await milik()).toMatchObject({ hasil: 4, diragukan: 0 });
    // The same Beranda again reads the remembered flags: the same figures.
    expect(await milik()).toMatchObject({ hasil: 4, diragukan: 0 });
    // A result's row changes after it was remembered (closed by its time): its flags are worked out again.
    await db().updateTable('hasil').set({ timed_out: 1 }).where('peserta_id', '=', ids[0]!).execute();
    expect(await milik()).toMatchObject({ hasil: 4, diragukan: 1, persen: 25 });
    // A new result is read whole and counted.
    const { id } = await createChild(db(), { registration_no: 'SV-4', asessor_id: a.id, location: 'Rutan 3' });
    await createHasil(db(), id, 'psc17', { timed_out: true });
    expect(await milik()).toMatchObject({ hasil: 5, diragukan: 2, persen: 40 });
  });
});
