import { beforeAll, describe, expect, it } from 'vitest';
import { INSTRUMEN, type KunciAnak as InstrumentKey } from '#domain/instruments.ts';
import {
  PESAN_HARAP_ISI_SEMUA,
  PESAN_KOGNITIF_BERHASIL,
  PESAN_PID5_BERHASIL,
  PESAN_PSC17_BERHASIL,
} from '#domain/messages.ts';
import { skorDukungan } from '#domain/skor/skor-dukungan.ts';
import { skorPid5 } from '#domain/skor/skor-pid5.ts';
import { skorPsc17 } from '#domain/skor/skor-psc17.ts';
import { createAsessor, createChild, loginAdmin, loginAsessor, type ChildFixture } from '#server/test/factories.ts';
import { cookiesOf, send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { findHasil, findPengerjaan } from './asesmen-data';
import { GRACE_MS } from './asesmen-subtes';

const t = testAppForFile();
let jumlah: Record<InstrumentKey, number>;
let kunciKognitif: string[];

beforeAll(async () => {
  const rows = await t.database.db.selectFrom('soal').select(['instrument', 'nomor', 'kunci']).orderBy('nomor').execute();
  jumlah = { pid5: 0, psc17: 0, dukungan: 0, kognitif: 0 };
  for (const r of rows) jumlah[r.instrument as InstrumentKey]++;
  kunciKognitif = rows.filter((r) => r.instrument === 'kognitif').map((r) => r.kunci!);
});

const MENIT = 60_000;
const SAVE: Record<InstrumentKey, string> = {
  pid5: '/api/simpan-hasil-pid5',
  psc17: '/api/simpan-hasil-psc17',
  dukungan: '/api/simpan-hasil-dukungan',
  kognitif: '/api/simpan-hasil-kognitif',
};

/** Answers 1..n all with one value. */
function semua(n: number, v: number | string): Record<string, number | string> {
  return Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i + 1), v]));
}

function penuh(key: InstrumentKey): Record<string, number | string> {
  if (key === 'kognitif') return Object.fromEntries(kunciKognitif.map((k, i) => [String(i + 1), k]));
  return semua(jumlah[key], key === 'dukungan' ? 4 : 1);
}

async function anakMasuk(fields: Parameters<typeof createChild>[1] = {}): Promise<{ child: ChildFixture; cookies: Cookies }> {
  const child = await createChild(t.database.db, fields);
  const res = await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: child.id, password: child.password } });
  expect(res.statusCode).toBe(200);
  return { child, cookies: cookiesOf(res) };
}

const buka = (c: { child: ChildFixture; cookies: Cookies }, key: InstrumentKey) =>
  send(t.app, 'GET', `/api/asesmen/${c.child.id}/${INSTRUMEN[key].ruteAnak}`, { cookies: c.cookies });

const draf = (c: { child: ChildFixture; cookies: Cookies }, key: InstrumentKey, body: unknown) =>
  send(t.app, 'PUT', `/api/asesmen/${c.child.id}/${key}/draft`, { cookies: c.cookies, body });

const kirim = (c: { child: ChildFixture; cookies: Cookies }, key: InstrumentKey, body: Record<string, unknown> = {}) =>
  send(t.app, 'POST', SAVE[key], {
    cookies: c.cookies,
    body: {
      registration_no: c.child.registration_no,
      jawaban: penuh(key),
      ...(key === 'dukungan' ? { jawaban_essay: 'Sekolah lagi.' } : {}),
      ...body,
    },
  });

async function selesaikan(c: { child: ChildFixture; cookies: Cookies }, ...keys: InstrumentKey[]) {
  for (const key of keys) {
    expect((await buka(c, key)).statusCode).toBe(200);
    const res = await kirim(c, key);
    expect(res.statusCode, res.body).toBe(200);
  }
}

const hasilRow = (pesertaId: number, key: InstrumentKey) => findHasil(t.database.db, pesertaId, key);
const pengerjaanRow = (pesertaId: number, key: InstrumentKey) => findPengerjaan(t.database.db, pesertaId, key);

describe('guards', () => {
  it('401 without a session, 403 for an assessor and an admin on every child route', async () => {
    const c = await anakMasuk();
    const asessor = await loginAsessor(t.app, await createAsessor(t.database.db));
    const admin = await loginAdmin(t.app);
    const routes: [string, string, unknown][] = [
      ['GET', `/api/asesmen/${c.child.id}/pid5bf`, undefined],
      ['PUT', `/api/asesmen/${c.child.id}/pid5/draft`, { jawaban: {} }],
      ...Object.values(SAVE).map((u): [string, string, unknown] => [
        'POST',
        u,
        { registration_no: c.child.registration_no, jawaban: {} },
      ]),
    ];
    for (const [method, url, body] of routes) {
      const m = method as 'GET' | 'PUT' | 'POST';
      expect((await send(t.app, m, url, { body })).statusCode, `${method} ${url}`).toBe(401);
      expect((await send(t.app, m, url, { body, cookies: asessor })).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(t.app, m, url, { body, cookies: admin })).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("a child cannot reach another child's sub tests", async () => {
    const a = await anakMasuk();
    const b = await anakMasuk();
    const other = await send(t.app, 'GET', `/api/asesmen/${b.child.id}/pid5bf`, { cookies: a.cookies });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Anda hanya dapat membuka sub test Anda sendiri.');
    expect(
      (await send(t.app, 'PUT', `/api/asesmen/${b.child.id}/pid5/draft`, { cookies: a.cookies, body: { jawaban: { 1: 1 } } }))
        .statusCode,
    ).toBe(403);
    await buka(b, 'pid5');
    const save = await send(t.app, 'POST', SAVE.pid5, {
      cookies: a.cookies,
      body: { registration_no: b.child.registration_no, jawaban: penuh('pid5') },
    });
    expect(save.statusCode).toBe(403);
    expect(await hasilRow(b.child.id, 'pid5')).toBeUndefined();
  });

  it('validates params and bodies with 400, never 5xx', async () => {
    const c = await anakMasuk();
    expect((await send(t.app, 'GET', `/api/asesmen/${c.child.id}/iq`, { cookies: c.cookies })).json().message).toContain(
      'Instrumen tidak dikenal.',
    );
    expect((await send(t.app, 'GET', `/api/asesmen/abc/pid5`, { cookies: c.cookies })).statusCode).toBe(400);
    const noReg = await send(t.app, 'POST', SAVE.pid5, { cookies: c.cookies, body: { jawaban: {} } });
    expect(noReg.statusCode).toBe(400);
    expect(noReg.json().message).toBe('Data pengguna tidak ditemukan.');
    const notObject = await draf(c, 'pid5', { jawaban: [1, 2] });
    expect(notObject.statusCode).toBe(400);
  });
});

describe('order and opening', () => {
  it('a sub test opens only after the earlier ones are saved', async () => {
    const c = await anakMasuk();
    const early = await buka(c, 'psc17');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(`${INSTRUMEN.pid5.judul} belum selesai. Kerjakan sub test tersebut terlebih dahulu.`);
    expect(early.json().errors).toEqual({ lanjut: `/asesmen/pid5bf/${c.child.id}` });
    expect((await buka(c, 'kognitif')).statusCode).toBe(409);
    const save = await kirim(c, 'psc17');
    expect(save.statusCode).toBe(409);
    await selesaikan(c, 'pid5');
    expect((await buka(c, 'psc17')).statusCode).toBe(200);
    expect((await buka(c, 'dukungan')).statusCode).toBe(409);
  });

  it('the first GET records the server start time; the time left follows the server clock', async () => {
    const c = await anakMasuk();
    const first = await buka(c, 'pid5');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      instrument: 'pid5',
      status: 'berjalan',
      batas_menit: 20,
      batas_detik: 1200,
      sisa_detik: 1200,
      started_at: t.clock.now().toISOString(),
      registration_no: c.child.registration_no,
      tombol_lanjut: 'Lanjut ke PSC-17',
      lanjut: `/asesmen/psc17/${c.child.id}`,
      jawaban: {},
    });
    expect(body.soal).toHaveLength(25);
    expect(body.soal[0].pilihan.map((p: { nilai: number }) => p.nilai)).toEqual([0, 1, 2, 3]);
    expect(body.petunjuk.length).toBeGreaterThan(20);
    const row = await pengerjaanRow(c.child.id, 'pid5');
    expect(row?.started_at).toBe(body.started_at);

    t.clock.advance(61_000);
    const again = (await buka(c, 'pid5')).json();
    expect(again.started_at).toBe(body.started_at);
    expect(again.sisa_detik).toBe(1200 - 61);
  });

  it('never sends the cognitive keys; sends the two worked examples and picture addresses', async () => {
    const c = await anakMasuk();
    await selesaikan(c, 'pid5', 'psc17', 'dukungan');
    const res = await buka(c, 'kognitif');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.batas_detik).toBe(15 * 60);
    expect(body.soal.length).toBe(jumlah.kognitif);
    expect(JSON.stringify(body.soal)).not.toContain('kunci');
    for (const s of body.soal) expect(Object.keys(s).sort()).toEqual(['gambar', 'nomor', 'pertanyaan', 'pilihan']);
    expect(body.soal[0].gambar).toMatch(/^\/uploads\/.+/);
    expect(body.soal[0].pilihan.map((p: { label: string }) => p.label)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(body.soal[0].pilihan[0].gambar).toMatch(/^\/uploads\/.+/);
    expect(body.contoh).toHaveLength(2);
    expect(body.contoh[0].gambar).toMatch(/^data:image\/svg\+xml/);
    expect(body.tombol_lanjut).toBeNull();
    expect(body.lanjut).toBeNull();
  });

  it('the support scale carries the essay question and the 1-5 scale', async () => {
    const c = await anakMasuk();
    await selesaikan(c, 'pid5', 'psc17');
    const body = (await buka(c, 'dukungan')).json();
    // A child reads it as "kamu" (issue 32); the adult's form is the definition's (tahanan.test).
    expect(body.pertanyaan_essay).toBe('Apa harapanmu untuk masa depan?');
    expect(body.petunjuk).not.toMatch(/\bAnda\b/);
    expect(body.soal[0].pilihan.map((p: { nilai: number }) => p.nilai)).toEqual([1, 2, 3, 4, 5]);
    expect(body.batas_detik).toBe(300);
  });
});

describe('drafts (D5)', () => {
  it('are saved, merged and read back with the time left', async () => {
    const c = await anakMasuk();
    await buka(c, 'pid5');
    const r1 = await draf(c, 'pid5', { jawaban: { 1: 2, 2: 3 } });
    expect(r1.statusCode).toBe(200);
    expect(r1.json()).toMatchObject({ message: 'Draf jawaban tersimpan.', sisa_detik: 1200 });
    t.clock.advance(5000);
    const r2 = await draf(c, 'pid5', { jawaban: { 3: 0, 2: 1 } });
    expect(r2.json().sisa_detik).toBe(1195);
    const back = (await buka(c, 'pid5')).json();
    expect(back.jawaban).toEqual({ 1: 2, 2: 1, 3: 0 });
    expect(back.sisa_detik).toBe(1195);
  });

  it('keep the essay draft', async () => {
    const c = await anakMasuk();
    await selesaikan(c, 'pid5', 'psc17');
    await buka(c, 'dukungan');
    await draf(c, 'dukungan', { jawaban: { 1: 5 }, jawaban_essay: 'Ingin jadi montir' });
    await draf(c, 'dukungan', { jawaban: { 2: 4 } });
    const back = (await buka(c, 'dukungan')).json();
    expect(back.jawaban).toEqual({ 1: 5, 2: 4 });
    expect(back.jawaban_essay).toBe('Ingin jadi montir');
  });

  it('refuse out-of-range values and question numbers (400) and a sub test not opened (409)', async () => {
    const c = await anakMasuk();
    expect((await draf(c, 'pid5', { jawaban: { 1: 1 } })).statusCode).toBe(409);
    await buka(c, 'pid5');
    const bad = await draf(c, 'pid5', { jawaban: { 1: 7 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Nilai jawaban harus bilangan bulat 0-3');
    const nomor = await draf(c, 'pid5', { jawaban: { 26: 1 } });
    expect(nomor.statusCode).toBe(400);
    expect(nomor.json().message).toContain('Nomor soal tidak valid');
    const huruf = await draf(c, 'pid5', { jawaban: { 1: 'Z' } });
    expect(huruf.statusCode).toBe(400);
    expect((await buka(c, 'pid5')).json().jawaban).toEqual({});
  });
});

describe('saving (D3, section 7)', () => {
  it('PID-5: scored on the server (client scores ignored), saved once, the draft removed', async () => {
    const c = await anakMasuk();
    await buka(c, 'pid5');
    t.clock.advance(2 * MENIT);
    const jawaban = { ...semua(25, 3), 4: 0 };
    const res = await kirim(c, 'pid5', {
      jawaban,
      traitScores: { NegativeAffect: { skor: 0, kategori: 'Rendah' } },
      kesimpulan: 'palsu',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: PESAN_PID5_BERHASIL, timed_out: false, lanjut: `/asesmen/psc17/${c.child.id}` });
    const row = await hasilRow(c.child.id, 'pid5');
    expect(JSON.parse(row!.skor)).toEqual(skorPid5(jawaban));
    expect(JSON.parse(row!.skor).kesimpulan).toBe('Terdapat 5 trait yang tinggi');
    expect(JSON.parse(row!.jawaban)).toEqual(jawaban);
    expect(row).toMatchObject({ timed_out: 0, submitted_at: t.clock.now().toISOString() });
    expect(row!.started_at).not.toBe(row!.submitted_at);
    expect(await pengerjaanRow(c.child.id, 'pid5')).toBeUndefined();

    const twice = await kirim(c, 'pid5', { jawaban });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Sub test ini sudah disimpan. Jawaban tidak dapat dikirim ulang.');
    const after = (await buka(c, 'pid5')).json();
    expect(after).toMatchObject({ status: 'selesai', timed_out: false, soal: [] });
    expect((await draf(c, 'pid5', { jawaban: { 1: 1 } })).statusCode).toBe(409);
  });

  it('a double tap sent at once saves exactly one result', async () => {
    const c = await anakMasuk();
    await buka(c, 'pid5');
    const [a, b] = await Promise.all([kirim(c, 'pid5'), kirim(c, 'pid5')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const rows = await t.database.db.selectFrom('hasil').select('id').where('peserta_id', '=', c.child.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('merges the submitted answers over the server draft', async () => {
    const c = await anakMasuk();
    await selesaikan(c, 'pid5');
    await buka(c, 'psc17');
    await draf(c, 'psc17', { jawaban: { 1: 2, 2: 2 } });
    const rest = Object.fromEntries(Array.from({ length: 15 }, (_, i) => [String(i + 3), 1]));
    const res = await kirim(c, 'psc17', { jawaban: rest });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(PESAN_PSC17_BERHASIL);
    const row = await hasilRow(c.child.id, 'psc17');
    expect(JSON.parse(row!.skor)).toEqual(skorPsc17({ 1: 2, 2: 2, ...rest }));
  });

  it("before the limit every question must be answered, with the spec's alert text", async () => {
    const c = await anakMasuk();
    await buka(c, 'pid5');
    const res = await kirim(c, 'pid5', { jawaban: { ...semua(25, 1), 3: null, 7: null } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`${PESAN_HARAP_ISI_SEMUA}\nNomor yang belum diisi: 3, 7`);
    // Claiming the time is up long before it is does not skip the check.
    const early = await kirim(c, 'pid5', { jawaban: { 1: 1 }, waktu_habis: true });
    expect(early.statusCode).toBe(400);
    expect(await hasilRow(c.child.id, 'pid5')).toBeUndefined();
  });

  it('support: the essay is required before the limit and stored with the answers', async () => {
    const c = await anakMasuk();
    await selesaikan(c, 'pid5', 'psc17');
    await buka(c, 'dukungan');
    const noEssay = await kirim(c, 'dukungan', { jawaban_essay: '   ' });
    expect(noEssay.statusCode).toBe(400);
    expect(noEssay.json().message).toBe('Harap isi semua pertanyaan sebelum submit:\nJawaban essay belum diisi.');
    const res = await kirim(c, 'dukungan', { jawaban_essay: '  Ingin bekerja di bengkel.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Jawaban berhasil disimpan.');
    const row = await hasilRow(c.child.id, 'dukungan');
    expect(row?.jawaban_essay).toBe('Ingin bekerja di bengkel.');
    expect(JSON.parse(row!.skor)).toEqual(skorDukungan(penuh('dukungan'), jumlah.dukungan));
  });

  it("cognitive: scored against the bank's keys, spec message, no next sub test", async () => {
    const c = await anakMasuk();
    await selesaikan(c, 'pid5', 'psc17', 'dukungan');
    await buka(c, 'kognitif');
    const incomplete = await kirim(c, 'kognitif', { jawaban: { 1: 'A' } });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe('Semua soal wajib dijawab!');
    const bad = await kirim(c, 'kognitif', { jawaban: { ...penuh('kognitif'), 1: 'G' } });
    expect(bad.statusCode).toBe(400);
    const salah = penuh('kognitif');
    salah['1'] = kunciKognitif[0] === 'A' ? 'B' : 'A';
    const res = await kirim(c, 'kognitif', { jawaban: salah });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: PESAN_KOGNITIF_BERHASIL, timed_out: false, lanjut: null });
    const skor = JSON.parse((await hasilRow(c.child.id, 'kognitif'))!.skor);
    expect(skor).toMatchObject({ total_skor: jumlah.kognitif - 1, jumlah_soal: jumlah.kognitif });
  });
});

describe('time (D5)', () => {
  it('a submit after the limit is accepted as timed out and scored by the empty-item rules', async () => {
    const c = await anakMasuk();
    await buka(c, 'pid5');
    t.clock.advance(20 * MENIT + 2000);
    // Disinhibition (1, 2, 3, 5, 6) has one empty item (prorated); Detachment (4, 13, 14, 16, 18) two (not scored).
    const jawaban = { ...semua(25, 2), 1: null, 4: null, 13: null };
    const res = await kirim(c, 'pid5', { jawaban, waktu_habis: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().timed_out).toBe(true);
    const row = await hasilRow(c.child.id, 'pid5');
    expect(row?.timed_out).toBe(1);
    const skor = JSON.parse(row!.skor);
    expect(skor.traitScores.Detachment).toEqual({ skor: null, kategori: 'Tidak dapat dihitung' });
    expect(skor.traitScores.Disinhibition).toEqual({ skor: 2, kategori: 'Tinggi', diprorata: true });
    expect(skor).toEqual(skorPid5(jawaban));
  });

  it('a complete submit in flight at the limit (inside the grace) is on time', async () => {
    const c = await anakMasuk();
    await buka(c, 'pid5');
    t.clock.advance(20 * MENIT + 10_000);
    const res = await kirim(c, 'pid5');
    expect(res.statusCode).toBe(200);
    expect(res.json().timed_out).toBe(false);
  });

  it('inside the grace the page is told 0 seconds left; after it a GET closes the sub test from the draft', async () => {
    const c = await anakMasuk();
    await selesaikan(c, 'pid5');
    await buka(c, 'psc17');
    await draf(c, 'psc17', { jawaban: { ...semua(14, 2) } });
    t.clock.advance(15 * MENIT + 5000);
    const inGrace = (await buka(c, 'psc17')).json();
    expect(inGrace).toMatchObject({ status: 'berjalan', sisa_detik: 0 });
    t.clock.advance(GRACE_MS);
    const closed = await buka(c, 'psc17');
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'selesai', timed_out: true, soal: [] });
    const row = await hasilRow(c.child.id, 'psc17');
    expect(row?.timed_out).toBe(1);
    // 3 empty items count 0: 14 x 2 = 28 in total.
    expect(JSON.parse(row!.skor)).toEqual(skorPsc17(semua(14, 2)));
    expect(JSON.parse(row!.skor).total_skor).toBe(28);
    expect(await pengerjaanRow(c.child.id, 'psc17')).toBeUndefined();
    const late = await kirim(c, 'psc17');
    expect(late.statusCode).toBe(409);
  });

  it('a draft after the limit and the grace closes the sub test and answers 409', async () => {
    const c = await anakMasuk();
    await selesaikan(c, 'pid5', 'psc17');
    await buka(c, 'dukungan');
    await draf(c, 'dukungan', { jawaban: { 1: 5, 2: 3 }, jawaban_essay: 'Pulang' });
    t.clock.advance(5 * MENIT + GRACE_MS + 1000);
    const res = await draf(c, 'dukungan', { jawaban: { 3: 1 } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Waktu pengerjaan sudah habis. Jawaban yang tersimpan sudah dikirim.');
    const row = await hasilRow(c.child.id, 'dukungan');
    expect(row).toMatchObject({ timed_out: 1, jawaban_essay: 'Pulang' });
    // 2 of 12 answered: more than 20 % empty, so no category (D12); the total is kept.
    expect(JSON.parse(row!.skor)).toMatchObject({ total_skor: 8, kategori: 'Tidak dapat dihitung' });
  });

  it('opening the next sub test closes an expired earlier one that was never submitted', async () => {
    const c = await anakMasuk();
    await buka(c, 'pid5');
    await draf(c, 'pid5', { jawaban: semua(25, 0) });
    t.clock.advance(20 * MENIT + GRACE_MS);
    const next = await buka(c, 'psc17');
    expect(next.statusCode).toBe(200);
    expect(next.json().status).toBe('berjalan');
    expect((await hasilRow(c.child.id, 'pid5'))?.timed_out).toBe(1);
  });
});

describe('retake', () => {
  it('is refused after a save, and allowed again once the result and its pengerjaan are deleted', async () => {
    const c = await anakMasuk();
    await selesaikan(c, 'pid5');
    expect((await buka(c, 'pid5')).json().status).toBe('selesai');
    expect((await kirim(c, 'pid5')).statusCode).toBe(409);
    // What the assessor's delete does (the hasil feature): the result row and any pengerjaan row.
    await t.database.db.deleteFrom('hasil').where('peserta_id', '=', c.child.id).where('instrument', '=', 'pid5').execute();
    await t.database.db.deleteFrom('pengerjaan').where('peserta_id', '=', c.child.id).where('instrument', '=', 'pid5').execute();
    t.clock.advance(MENIT);
    const again = (await buka(c, 'pid5')).json();
    expect(again).toMatchObject({ status: 'berjalan', sisa_detik: 1200, jawaban: {}, started_at: t.clock.now().toISOString() });
    expect((await kirim(c, 'pid5')).statusCode).toBe(200);
  });
});
