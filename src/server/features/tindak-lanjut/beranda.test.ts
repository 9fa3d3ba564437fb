import { beforeAll, describe, expect, it } from 'vitest';
import { createAsessor, createChild, loginAdmin, loginAsessor, type AsessorFixture } from '#server/test/factories.ts';
import { createHasil, createPengerjaan } from '#server/test/hasil-factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { kelolaBody } from '#server/test/skrining.ts';
import { VALIDITAS_HARI } from './beranda-data';

const t = testAppForFile();
const db = () => t.database.db;
let a1: AsessorFixture, a2: AsessorFixture;
let as1: Cookies, as2: Cookies, admin: Cookies;

beforeAll(async () => {
  a1 = await createAsessor(db(), { name: 'Beranda Satu', location: 'Rutan 1' });
  as1 = await loginAsessor(t.app, a1);
  a2 = await createAsessor(db(), { location: 'Rutan 2' });
  as2 = await loginAsessor(t.app, a2);
  admin = await loginAdmin(t.app);
});

const beranda = async (cookies = as1) => {
  const res = await send(t.app, 'GET', '/api/beranda', { cookies });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function rekam(registration_no: string, skrining: Record<string, 'Ya' | 'Tidak'>) {
  const res = await send(t.app, 'POST', '/api/kelola', {
    cookies: as1,
    body: kelolaBody(registration_no, a1.id, { name: `Anak ${registration_no}`, ...skrining }),
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('help requests', () => {
  it('a waiting request reaches every assessor of the Rutan (not another Rutan); handled once, gone for all', async () => {
    const anak = await createChild(db(), { registration_no: 'BR-BANTU', name: 'Cahya Minta' });
    await createPengerjaan(db(), anak.id, 'pid5');
    await db()
      .updateTable('pengerjaan')
      .set({ bantuan_at: t.clock.now().toISOString() })
      .where('peserta_id', '=', anak.id)
      .execute();

    const bantuan = await send(t.app, 'GET', '/api/beranda/bantuan', { cookies: as1 });
    expect(bantuan.statusCode).toBe(200);
    expect(bantuan.json().data).toEqual([
      expect.objectContaining({
        registration_no: 'BR-BANTU',
        name: 'Cahya Minta',
        instrument: 'pid5',
        nama_instrumen: expect.any(String),
      }),
    ]);
    expect((await beranda()).bantuan).toHaveLength(1);
    expect((await send(t.app, 'GET', '/api/beranda/bantuan', { cookies: as2 })).json().data).toEqual([]);
    expect((await send(t.app, 'GET', '/api/beranda/bantuan', { cookies: admin })).statusCode).toBe(403);
    expect((await send(t.app, 'GET', '/api/beranda', {})).statusCode).toBe(401);

    const selesai = await send(t.app, 'POST', `/api/pemantauan/${anak.id}/pid5/bantuan-selesai`, { cookies: as1 });
    expect(selesai.statusCode, selesai.body).toBe(200);
    expect((await send(t.app, 'GET', '/api/beranda/bantuan', { cookies: as1 })).json().data).toEqual([]);
  });
});

describe('follow-ups on the home page', () => {
  it('Kritis and late first, then due today, then this week; counts', async () => {
    await rekam('BR-KRITIS', { self_harm: 'Ya' });
    await rekam('BR-MENDESAK', {
      korban_kekerasan_seksual: 'Ya',
      kekerasan_seksual_baru: 'Tidak',
      pelaku_satu_fasilitas: 'Tidak',
    });
    await rekam('BR-TINGGI', { kekerasan_seksual: 'Ya' });
    let b = await beranda();
    expect(b.tindak_lanjut.segera.data.map((r: { peserta: { registration_no: string } }) => r.peserta.registration_no)).toEqual([
      'BR-KRITIS',
    ]);
    expect(b.tindak_lanjut.hari_ini.total).toBe(0);
    // Mendesak is due in 72 hours: this week. Tinggi in 7 days: beyond it.
    expect(
      b.tindak_lanjut.minggu_ini.data.map((r: { peserta: { registration_no: string } }) => r.peserta.registration_no),
    ).toEqual(['BR-MENDESAK']);
    expect(b.tindak_lanjut).toMatchObject({ terbuka: 3, terlambat: 0 });

    // Three days on (sessions last a day): the Mendesak one is late, so it joins the pressing group; the Tinggi one is due this week.
    t.clock.advance(73 * 3_600_000);
    as1 = await loginAsessor(t.app, a1);
    as2 = await loginAsessor(t.app, a2);
    b = await beranda();
    expect(b.tindak_lanjut.segera.data.map((r: { peserta: { registration_no: string } }) => r.peserta.registration_no)).toEqual([
      'BR-KRITIS',
      'BR-MENDESAK',
    ]);
    expect(b.tindak_lanjut.segera.data.every((r: { terlambat: boolean }) => r.terlambat)).toBe(true);
    expect(
      b.tindak_lanjut.minggu_ini.data.map((r: { peserta: { registration_no: string } }) => r.peserta.registration_no),
    ).toEqual(['BR-TINGGI']);
    expect(b.tindak_lanjut.terlambat).toBe(2);
  });
});

describe('screenings, data quality and counts', () => {
  it('counts this month, the flagged share per assessor, and suppresses every cell under 10 (D24)', async () => {
    const sekarang = t.clock.now().toISOString();
    // 10 PSC-17 results in Rutan 1 (one timed out: flagged), 3 in Rutan 3.
    for (let i = 0; i < 10; i++) {
      const anak = await createChild(db(), { registration_no: `BR-D${i}`, asessor_id: a1.id });
      await createHasil(db(), anak.id, 'psc17', { submitted_at: sekarang, timed_out: i === 0 });
    }
    for (let i = 0; i < 3; i++) {
      const anak = await createChild(db(), { registration_no: `BR-L${i}`, location: 'Rutan 3' });
      await createHasil(db(), anak.id, 'psc17', { submitted_at: sekarang });
    }
    // A flagged result older than the window: counted in the categories, not in the flagged share.
    const lama = new Date(t.clock.now().getTime() - (VALIDITAS_HARI + 1) * 86_400_000).toISOString();
    const anakLama = await createChild(db(), { registration_no: 'BR-LAMA', asessor_id: a1.id });
    await createHasil(db(), anakLama.id, 'psc17', { submitted_at: lama, timed_out: true });
    const b = await beranda();
    expect(b.skrining_bulan_ini).toEqual({ peserta: 10, subtes: 10 });
    const saya = b.validitas_per_asessor.find((v: { name: string }) => v.name === 'Beranda Satu');
    expect(saya).toMatchObject({ hasil: 10, diragukan: 1, persen: 10 });
    expect(b.validitas_hari).toBe(VALIDITAS_HARI);

    const psc = b.distribusi.find((d: { instrument: string }) => d.instrument === 'psc17');
    expect(psc.total_rutan).toBe(11);
    // 14 beside this Rutan's 11 would tell that 3 people elsewhere were screened (D24): not shown.
    expect(psc.total_semua).toBeNull();
    // Every cell shown is at least 10; the others are null, never a small number.
    for (const k of psc.kategori) {
      for (const n of [k.rutan, k.semua]) expect(n === null || n >= 10).toBe(true);
    }
    expect(JSON.stringify(b.distribusi)).not.toMatch(/"(rutan|semua|total_rutan|total_semua)":[1-9],/);

    // Another Rutan sees its own month (nothing); the all-facility total is 14 people, all of them elsewhere.
    const lain = await beranda(as2);
    expect(lain.skrining_bulan_ini).toEqual({ peserta: 0, subtes: 0 });
    const pscLain = lain.distribusi.find((d: { instrument: string }) => d.instrument === 'psc17');
    expect(pscLain.total_rutan).toBeNull();
    expect(pscLain.total_semua).toBe(14);
  });

  it('never lets this Rutan subtract its way to a small cell elsewhere (D24)', async () => {
    const sekarang = t.clock.now().toISOString();
    const anak = await createChild(db(), { registration_no: 'BR-SATU', asessor_id: a1.id });
    await createHasil(db(), anak.id, 'dukungan', { submitted_at: sekarang });
    for (let i = 0; i < 11; i++) {
      const lain = await createChild(db(), { registration_no: `BR-DK${i}`, location: 'Rutan 3' });
      await createHasil(db(), lain.id, 'dukungan', { submitted_at: sekarang });
    }
    const b = await beranda();
    const dk = b.distribusi.find((d: { instrument: string }) => d.instrument === 'dukungan');
    // 12 people: 1 here, 11 elsewhere (at least 10: shown); this Rutan's own single person is hidden.
    expect(dk.total_semua).toBe(12);
    expect(dk.total_rutan).toBeNull();
    for (const k of dk.kategori) {
      if (k.semua !== null) expect(k.semua).toBeGreaterThanOrEqual(10);
    }
  });
});
