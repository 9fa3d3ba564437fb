// Issue 33: Beranda's category counts are kept per instrument, facility and category by triggers on
// `hasil` (migration 20261129-60), and the flagged share per assessor remembers each result's flags.
// Both must stay what a count over every result would say, through every way a result is written.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { kategoriDari } from '#server/db/migrations/20261129-60-sebaran-kategori.ts';
import { createAsessor, masukSebagaiAsessor, createChild, kunciUji, loginAsessor, type AsessorFixture } from '#server/test/factories.ts';
import { createHasil, jawabanPsc17 } from '#server/test/hasil-factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';

const t = testAppForFile();
const db = () => t.database.db;
let a1: AsessorFixture;
let as1: Cookies, as2: Cookies;

beforeAll(async () => {
  a1 = await createAsessor(db(), { name: 'Sebaran Satu', location: 'Rutan 1' });
  as1 = await loginAsessor(t.app, a1);
  as2 = await masukSebagaiAsessor(t, 'Rutan 2');
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

/** The day counts kept by the triggers, and the same counted from every result now: they must be equal. */
async function bandingkanHarian() {
  const kept = await db()
    .selectFrom('validitas_harian')
    .select(['location', 'asessor_id', 'hari', 'hasil', 'diragukan'])
    .where((eb) => eb.or([eb('hasil', '<>', 0), eb('diragukan', '<>', 0)]))
    .orderBy('location')
    .orderBy('asessor_id')
    .orderBy('hari')
    .execute();
  const { rows } = await sql<{ location: string; asessor_id: number; hari: string; hasil: number; diragukan: number }>`
    select h.location, coalesce(p.asessor_id, 0) as asessor_id, substr(h.submitted_at, 1, 10) as hari,
      count(*) as hasil, sum(coalesce(h.diragukan, 0)) as diragukan
    from hasil h inner join peserta p on p.id = h.peserta_id where h.location is not null
    group by h.location, coalesce(p.asessor_id, 0), substr(h.submitted_at, 1, 10)
    order by 1, 2, 3`.execute(db());
  const angka = (r: { hasil: number | string; diragukan: number | string; asessor_id: number | string }) => ({
    ...r,
    asessor_id: Number(r.asessor_id),
    hasil: Number(r.hasil),
    diragukan: Number(r.diragukan),
  });
  expect(kept.map(angka)).toEqual(rows.map(angka));
}

describe('the flagged share read from day counts kept by triggers (issue 33)', () => {
  it('follows saves, verdicts, changed rows, another assessor, a move, removals and the window', async () => {
    const a = await createAsessor(db(), { name: 'Harian Tiga', location: 'Rutan 3' });
    const b = await createAsessor(db(), { name: 'Harian Empat', location: 'Rutan 3' });
    const cookies = await loginAsessor(t.app, a);
    const rutan3 = await kunciUji(db(), 'Rutan 3');
    const baris = async (nama: string) =>
      (await beranda(cookies)).validitas_per_asessor.find((v: { name: string }) => v.name === nama);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const { id } = await createChild(db(), { registration_no: `SH-${i}`, asessor_id: a.id, location: 'Rutan 3' });
      ids.push(id);
      await createHasil(db(), id, 'psc17', { jawaban: jawabanPsc17({ internalisasi: 1, eksternalisasi: 2 }), timed_out: i < 2 });
    }
    // Saved, not judged yet: counted, none flagged until a Beranda judges them.
    await bandingkanHarian();
    expect(await baris('Harian Tiga')).toMatchObject({ hasil: 6, diragukan: 2, persen: 33 });
    await bandingkanHarian();
    const belum = await db().selectFrom('hasil').select('id').where('peserta_id', 'in', ids).where('diragukan', 'is', null).execute();
    expect(belum).toEqual([]);

    // A judged row changes (ended by its time after the verdict): judged again.
    await db().updateTable('hasil').set({ timed_out: 1 }).where('peserta_id', '=', ids[2]!).execute();
    await bandingkanHarian();
    expect(await baris('Harian Tiga')).toMatchObject({ hasil: 6, diragukan: 3, persen: 50 });

    // Two records given to another assessor take their counts along.
    await db().updateTable('peserta').set({ asessor_id: b.id }).where('id', 'in', [ids[0]!, ids[3]!]).execute();
    await bandingkanHarian();
    expect(await baris('Harian Tiga')).toMatchObject({ hasil: 4, diragukan: 2 });
    expect(await baris('Harian Empat')).toMatchObject({ hasil: 2, diragukan: 1, persen: 50 });

    // A record moved to another facility leaves this one's counts.
    await db().updateTable('peserta').set({ location: await kunciUji(db(), 'Rutan 1') }).where('id', '=', ids[4]!).execute();
    await bandingkanHarian();
    expect(await baris('Harian Tiga')).toMatchObject({ hasil: 3, diragukan: 2 });

    // A result removed (a round closed) and a record erased (its results go first).
    await db().deleteFrom('hasil').where('peserta_id', '=', ids[1]!).execute();
    await db().deleteFrom('peserta').where('id', '=', ids[3]!).execute();
    await bandingkanHarian();
    expect(await baris('Harian Tiga')).toMatchObject({ hasil: 2, diragukan: 1 });
    expect(await baris('Harian Empat')).toMatchObject({ hasil: 1, diragukan: 1 });

    // A result saved before the window is kept in its day but not shown.
    const lama = new Date(Date.now() - 120 * 24 * 3_600_000).toISOString();
    await db().updateTable('hasil').set({ submitted_at: lama, started_at: lama }).where('peserta_id', '=', ids[5]!).execute();
    await bandingkanHarian();
    expect(await baris('Harian Tiga')).toMatchObject({ hasil: 1, diragukan: 1, persen: 100 });

    // A verdict stored changes nothing a list or a follow-up shows: no kept reply or record goes stale;
    // a change that clears one is counted as any change.
    const versi = () =>
      Promise.all([
        db().selectFrom('versi_rutan').select('versi').where('location', '=', rutan3).executeTakeFirstOrThrow(),
        db().selectFrom('ringkasan_gabungan').select('versi').where('peserta_id', '=', ids[2]!).executeTakeFirstOrThrow(),
      ]);
    await db().updateTable('hasil').set({ diragukan: null }).where('peserta_id', '=', ids[2]!).execute();
    const sebelum = await versi();
    await db().updateTable('hasil').set({ diragukan: 1 }).where('peserta_id', '=', ids[2]!).execute();
    expect(await versi()).toEqual(sebelum);
    await db().updateTable('hasil').set({ diakhiri_oleh: 'Petugas Uji' }).where('peserta_id', '=', ids[2]!).execute();
    const [rutan, rekam] = await versi();
    expect([rutan.versi > sebelum[0].versi, rekam.versi > sebelum[1].versi]).toEqual([true, true]);
    await bandingkanHarian();
    expect(await db().selectFrom('hasil').select('diragukan').where('peserta_id', '=', ids[2]!).executeTakeFirst()).toEqual({
      diragukan: null,
    });
  });
});
