// D12 through the real flow: a child takes sub tests on the server's clock, the results lists, the
// combined result and the exports show duration, item counts and validity flags. Runs on SQLite and,
// with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { INSTRUMEN, type InstrumentKey } from '#domain/instruments.ts';
import { createAsessor, createChild, loginAsessor, type ChildFixture } from '#server/test/factories.ts';
import { cookiesOf, send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { createHasil, jawabanPid5 } from '#server/test/hasil-factories.ts';

const t = testAppForFile();
let asessor: Cookies;
let jumlahDukungan: number;

beforeAll(async () => {
  const a = await createAsessor(t.database.db, { location: 'Rutan 1' });
  asessor = await loginAsessor(t.app, a);
  const rows = await t.database.db.selectFrom('soal').select('id').where('instrument', '=', 'dukungan').execute();
  jumlahDukungan = rows.length;
});

const semua = (n: number, v: number | string) => Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i + 1), v]));

async function masuk(): Promise<{ child: ChildFixture; cookies: Cookies }> {
  const child = await createChild(t.database.db);
  const res = await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: child.id, password: child.password } });
  expect(res.statusCode).toBe(200);
  return { child, cookies: cookiesOf(res) };
}
const buka = (c: { child: ChildFixture; cookies: Cookies }, key: InstrumentKey) =>
  send(t.app, 'GET', `/api/asesmen/${c.child.id}/${INSTRUMEN[key].ruteAnak}`, { cookies: c.cookies });
const draf = (c: { child: ChildFixture; cookies: Cookies }, key: InstrumentKey, jawaban: Record<string, unknown>) =>
  send(t.app, 'PUT', `/api/asesmen/${c.child.id}/${key}/draft`, { cookies: c.cookies, body: { jawaban } });
const kirim = (c: { child: ChildFixture; cookies: Cookies }, key: InstrumentKey, body: Record<string, unknown>) =>
  send(t.app, 'POST', `/api/simpan-hasil-${key}`, { cookies: c.cookies, body: { registration_no: c.child.registration_no, ...body } });

async function barisDaftar(key: InstrumentKey, registrationNo: string) {
  const res = await send(t.app, 'GET', `/api/hasil-${key}-full`, { cookies: asessor });
  expect(res.statusCode).toBe(200);
  return (res.json() as { registration_no: string }[]).find((r) => r.registration_no === registrationNo) as Record<string, unknown>;
}

describe('D12 meta on every saved result', () => {
  it('an unhurried, varied PID-5 answered one item at a time: duration from the server clock, no flag', async () => {
    const c = await masuk();
    expect((await buka(c, 'pid5')).statusCode).toBe(200);
    const jawaban: Record<string, number> = {};
    for (let n = 1; n <= 25; n++) {
      t.clock.advance(6_000);
      jawaban[String(n)] = n % 4;
      expect((await draf(c, 'pid5', { [n]: n % 4 })).statusCode).toBe(200);
    }
    t.clock.advance(5_000);
    const res = await kirim(c, 'pid5', { jawaban });
    expect(res.statusCode, res.body).toBe(200);
    const row = await barisDaftar('pid5', c.child.registration_no);
    expect(row).toMatchObject({ durasi_detik: 155, jumlah_soal: 25, jumlah_dijawab: 25, validitas: [], timed_out: false });
    expect((row.jawaban as Record<string, number>)['4']).toBe(0);
  });

  it('the same option everywhere, in one quick burst, still saves and is flagged pola_sama and terlalu_cepat', async () => {
    const c = await masuk();
    await buka(c, 'pid5');
    t.clock.advance(20_000);
    const res = await kirim(c, 'pid5', { jawaban: semua(25, 3) });
    expect(res.statusCode, res.body).toBe(200);
    const row = await barisDaftar('pid5', c.child.registration_no);
    expect(row.durasi_detik).toBe(20);
    expect((row.validitas as { kode: string }[]).map((v) => v.kode)).toEqual(['pola_sama', 'terlalu_cepat']);
  });

  it('a support scale cut off by the clock: waktu_habis, banyak_kosong, no category, n of m answered', async () => {
    const c = await masuk();
    for (const key of ['pid5', 'psc17'] as const) {
      await buka(c, key);
      t.clock.advance(60_000);
      const r = await kirim(c, key, { jawaban: semua(key === 'pid5' ? 25 : 17, key === 'pid5' ? 1 : 0) });
      expect(r.statusCode, r.body).toBe(200);
    }
    await buka(c, 'dukungan');
    for (let n = 1; n <= 5; n++) {
      t.clock.advance(10_000);
      await draf(c, 'dukungan', { [n]: 5 });
    }
    t.clock.advance(5 * 60_000);
    const res = await kirim(c, 'dukungan', { jawaban: {}, jawaban_essay: '', waktu_habis: true });
    expect(res.statusCode, res.body).toBe(200);
    const row = await barisDaftar('dukungan', c.child.registration_no);
    expect(row).toMatchObject({ jumlah_soal: jumlahDukungan, jumlah_dijawab: 5, kategori: 'Tidak dapat dihitung', total_skor: 25 });
    expect((row.validitas as { kode: string }[]).map((v) => v.kode)).toEqual(['waktu_habis', 'banyak_kosong', 'pola_sama']);

    const g = await send(t.app, 'GET', `/api/hasil-gabungan/${encodeURIComponent(c.child.registration_no)}`, { cookies: asessor });
    expect(g.statusCode).toBe(200);
    const dukungan = g.json().hasil.DUKUNGAN;
    expect(dukungan).toMatchObject({ jumlah_dijawab: 5, jumlah_soal: jumlahDukungan, timed_out: true });
    expect(dukungan.validitas[0]).toEqual({ kode: 'waktu_habis', pesan: expect.stringContaining('Waktu habis') });
    expect(g.json().hasil['PID5-BF']).toMatchObject({ durasi_detik: 60, jumlah_dijawab: 25 });
  });

  it('a result saved before the meta was kept still shows it: duration from its times, flags from its answers', async () => {
    const child = await createChild(t.database.db);
    // createHasil writes the columns the product had before D12 (no duration, no counts, no item times).
    await createHasil(t.database.db, child.id, 'pid5', { jawaban: { ...jawabanPid5({ Antagonism: 2 }), '1': null } as never });
    const row = await barisDaftar('pid5', child.registration_no);
    expect(row).toMatchObject({ durasi_detik: 600, jumlah_soal: 25, jumlah_dijawab: 24, validitas: [] });
    const disinhibisi = (row.traitScores as Record<string, { diprorata?: boolean }>).Disinhibition;
    expect(disinhibisi.diprorata).toBe(true);
  });

  it('the export carries duration, answered counts and the flags', async () => {
    const res = await send(t.app, 'GET', '/api/ekspor/hasil.csv', { cookies: asessor });
    expect(res.statusCode).toBe(200);
    const [header] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain('PID-5 Durasi (detik);PID-5 Dijawab;PID-5 Tidak Dijawab;PID-5 Validitas');
    expect(res.body).toContain('Pola jawaban sama, Terlalu cepat');
  });
});

describe('priority from single item answers (issue 12)', () => {
  it("SRQ-20 item 17 'Ya' on a saved result makes the record Kritis; a hopeless PSC-17 item 6 at the top asks about suicide", async () => {
    const child = await createChild(t.database.db);
    const srq = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [String(i + 1), i + 1 === 17 ? 1 : 0]));
    await t.database.db
      .insertInto('hasil')
      .values({ peserta_id: child.id, instrument: 'srq20', jawaban: JSON.stringify(srq), jawaban_essay: null, skor: '{}', timed_out: 0, started_at: null, submitted_at: '2026-11-22T04:00:00.000Z' })
      .execute();
    const g = (await send(t.app, 'GET', `/api/hasil-gabungan/${encodeURIComponent(child.registration_no)}`, { cookies: asessor })).json();
    expect(g.prioritas).toBe('Kritis');
    expect(g.interpretasi.kritis.alasan[0]).toMatch(/mengakhiri hidup/);

    const lain = await createChild(t.database.db);
    const psc = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [String(i + 1), i + 1 === 6 ? 2 : i % 2]));
    await createHasil(t.database.db, lain.id, 'psc17', { jawaban: psc });
    const h = (await send(t.app, 'GET', `/api/hasil-gabungan/${encodeURIComponent(lain.registration_no)}`, { cookies: asessor })).json();
    expect(h.prioritas).toBe('Mendesak');
    expect(h.tindakan_utama[0]).toMatch(/pikiran mengakhiri hidup/);
  });
});
