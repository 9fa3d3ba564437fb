import { beforeAll, describe, expect, it } from 'vitest';
import { KALIMAT_SKRINING, PESAN_INTERPRETASI_MENUNGGU, skorPid5 } from '#domain/index.ts';
import { type ChildFixture, childSession, createAsessor, createChild, loginAdmin, loginAsessor } from '#server/test/factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { itGuards } from '#server/test/guards.ts';
import { bacaSkor } from './skor-tersimpan';
import { createHasil, createPengerjaan, jawabanKognitif, jawabanPid5, jawabanPsc17 } from '#server/test/hasil-factories.ts';

const t = testAppForFile();
let as1: Cookies;
let as2: Cookies;
let admin: Cookies;
let child: Cookies;
let lengkap: ChildFixture;
let tigaSaja: ChildFixture;
let rutan2: ChildFixture;

beforeAll(async () => {
  const db = t.database.db;
  const a1 = await createAsessor(db, { name: 'Asessor Satu', assesor_id: 'as-satu', location: 'Rutan 1' });
  const a2 = await createAsessor(db, { location: 'Rutan 2' });
  as1 = await loginAsessor(t.app, a1);
  as2 = await loginAsessor(t.app, a2);
  admin = await loginAdmin(t.app);

  lengkap = await createChild(db, { name: 'Rina Lengkap', registration_no: 'LENGKAP-01', asessor_id: a1.id, self_harm: 'Ya', napza: 'Ya' });
  await createHasil(db, lengkap.id, 'pid5', { jawaban: jawabanPid5({ NegativeAffect: 3, Detachment: 2, Antagonism: 1 }), timed_out: true });
  await createHasil(db, lengkap.id, 'psc17', { jawaban: jawabanPsc17({ internalisasi: 2, atensi: 1, eksternalisasi: 1 }) });
  await createHasil(db, lengkap.id, 'dukungan', { jawaban_essay: 'Ingin menjadi montir.' });
  await createHasil(db, lengkap.id, 'kognitif', { jawaban: await jawabanKognitif(db, 3) });

  tigaSaja = await createChild(db, { name: 'Tono Tiga', registration_no: 'TIGA-02' });
  await createHasil(db, tigaSaja.id, 'pid5', { submitted_at: '2026-11-22T05:00:00.000Z' });
  await createHasil(db, tigaSaja.id, 'psc17');
  await createHasil(db, tigaSaja.id, 'dukungan');

  rutan2 = await createChild(db, { name: 'Rahasia Dua', registration_no: 'R2-001', location: 'Rutan 2' });
  await createHasil(db, rutan2.id, 'pid5');

  child = await childSession(t, lengkap.id);
});

describe('guards', () => {
  itGuards(
    t,
    [
      ['GET', '/api/hasil-pid5-full'],
      ['GET', '/api/hasil-psc17-full'],
      ['GET', '/api/hasil-dukungan-full'],
      ['GET', '/api/hasil-kognitif-full'],
      ['DELETE', '/api/hasil-pid5/LENGKAP-01'],
      ['DELETE', '/api/hasil-psc17/LENGKAP-01'],
      ['DELETE', '/api/hasil-dukungan/LENGKAP-01'],
      ['DELETE', '/api/hasil-kognitif/LENGKAP-01'],
      ['GET', '/api/hasil-gabungan'],
      ['GET', '/api/hasil-gabungan/LENGKAP-01'],
    ],
    () => [admin, child],
    async () => {
      const rows = await t.database.db.selectFrom('hasil').select('id').where('peserta_id', '=', lengkap.id).execute();
      expect(rows).toHaveLength(4);
    },
  );
});

describe('result lists', () => {
  it('PID5: traitScores and kesimpulan as stored, with date and time-out mark', async () => {
    const res = await send(t.app, 'GET', '/api/hasil-pid5-full', { cookies: as1 });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Record<string, unknown>[];
    expect(rows.map((r) => r.registration_no)).toEqual(['TIGA-02', 'LENGKAP-01']);
    const row = rows[1];
    const expected = skorPid5(jawabanPid5({ NegativeAffect: 3, Detachment: 2, Antagonism: 1 }));
    expect(row).toMatchObject({ name: 'Rina Lengkap', timed_out: true, tanggal: '2026-11-22T04:00:00.000Z', ...expected });
    expect(row.kesimpulan).toBe('Terdapat 2 trait yang tinggi');
    expect(rows[0].timed_out).toBe(false);
  });

  it('PSC17: detail, total_skor and kategori_total', async () => {
    const res = await send(t.app, 'GET', '/api/hasil-psc17-full?q=lengkap', { cookies: as1 });
    const [row] = res.json().data;
    expect(row.detail.internalisasi).toEqual({ status: 'Bermasalah', skor: 10 });
    expect(row.detail.atensi).toEqual({ status: 'Tidak Bermasalah', skor: 5 });
    expect(row.detail.eksternalisasi).toEqual({ status: 'Bermasalah', skor: 7 });
    expect(row.total_skor).toBe(22);
    expect(row.kategori_total).toBe('Bermasalah');
  });

  it('DUKUNGAN: jawaban, total_skor, kategori and the essay', async () => {
    const res = await send(t.app, 'GET', '/api/hasil-dukungan-full?q=LENGKAP', { cookies: as1 });
    const [row] = res.json().data;
    expect(row).toMatchObject({ total_skor: 40, kategori: 'Tinggi', jawaban_essay: 'Ingin menjadi montir.' });
    expect(row.jawaban['1']).toBe(4);
  });

  it('KOGNITIF: jawaban, total_skor and kategori', async () => {
    const res = await send(t.app, 'GET', '/api/hasil-kognitif-full', { cookies: as1 });
    const [row] = res.json();
    expect(row.registration_no).toBe('LENGKAP-01');
    expect(row.total_skor).toBe(3);
    expect(row.kategori).toBe('Rendah');
    expect(Object.keys(row.jawaban).length).toBe(row.jumlah_soal);
  });

  it('searches case-insensitively on name or registration number and pages', async () => {
    const byName = await send(t.app, 'GET', '/api/hasil-pid5-full?q=tono', { cookies: as1 });
    expect(byName.json()).toMatchObject({ total: 1, page: 1, per_page: 20 });
    expect(byName.json().data[0].registration_no).toBe('TIGA-02');
    const byNo = await send(t.app, 'GET', '/api/hasil-pid5-full?q=lengkap-0', { cookies: as1 });
    expect(byNo.json().data.map((r: { name: string }) => r.name)).toEqual(['Rina Lengkap']);
    const page2 = await send(t.app, 'GET', '/api/hasil-pid5-full?page=2&per_page=1', { cookies: as1 });
    expect(page2.json()).toMatchObject({ total: 2, page: 2, per_page: 1 });
    expect(page2.json().data[0].registration_no).toBe('LENGKAP-01');
    const bad = await send(t.app, 'GET', '/api/hasil-pid5-full?per_page=0', { cookies: as1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Jumlah per halaman minimal 1.');
  });

  it('shows only the own Rutan\'s results', async () => {
    const r1 = await send(t.app, 'GET', '/api/hasil-pid5-full?q=R2-001', { cookies: as1 });
    expect(r1.json().total).toBe(0);
    const r2 = await send(t.app, 'GET', '/api/hasil-pid5-full', { cookies: as2 });
    expect((r2.json() as { registration_no: string }[]).map((r) => r.registration_no)).toEqual(['R2-001']);
  });

  it('reads a malformed stored score as not scored instead of failing', () => {
    expect(bacaSkor('pid5', 'bukan json').traitScores.Antagonism).toEqual({ skor: null, kategori: 'Tidak dapat dihitung' });
    expect(bacaSkor('psc17', '{"total_skor": "x"}')).toMatchObject({ total_skor: null, kategori_total: 'Tidak dapat dihitung' });
  });
});

describe('deleting a result', () => {
  it('deletes the result and the pengerjaan of that instrument so the sub test can be taken again; audits', async () => {
    const db = t.database.db;
    const anak = await createChild(db, { registration_no: 'ULANG-01' });
    await createHasil(db, anak.id, 'psc17');
    await createPengerjaan(db, anak.id, 'psc17');
    await createPengerjaan(db, anak.id, 'pid5');
    await createHasil(db, anak.id, 'pid5');

    const res = await send(t.app, 'DELETE', '/api/hasil-psc17/ULANG-01', { cookies: as1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Hasil berhasil dihapus');
    const hasil = await db.selectFrom('hasil').select('instrument').where('peserta_id', '=', anak.id).execute();
    expect(hasil.map((h) => h.instrument)).toEqual(['pid5']);
    const draft = await db.selectFrom('pengerjaan').select('instrument').where('peserta_id', '=', anak.id).execute();
    expect(draft.map((d) => d.instrument)).toEqual(['pid5']);

    // The unique (peserta, instrument) key is free again: a new save of that sub test goes in.
    await createPengerjaan(db, anak.id, 'psc17');
    await createHasil(db, anak.id, 'psc17');
    const list = await send(t.app, 'GET', '/api/hasil-psc17-full?q=ULANG-01', { cookies: as1 });
    expect(list.json().total).toBe(1);

    const audit = await db.selectFrom('audit').selectAll().where('action', '=', 'hasil.hapus').execute();
    expect(audit).toContainEqual(expect.objectContaining({ target: 'ULANG-01', detail: 'PSC17', actor_name: 'Asessor Satu', role: 'asessor' }));
  });

  it('answers 404 for a missing result, an unknown number and another Rutan\'s child', async () => {
    const none = await send(t.app, 'DELETE', '/api/hasil-kognitif/TIGA-02', { cookies: as1 });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Hasil instrumen ini belum ada untuk nomor registrasi tersebut.');
    const unknown = await send(t.app, 'DELETE', '/api/hasil-pid5/TIDAK-ADA', { cookies: as1 });
    expect(unknown.statusCode).toBe(404);
    const other = await send(t.app, 'DELETE', '/api/hasil-pid5/R2-001', { cookies: as1 });
    expect(other.statusCode).toBe(404);
    expect(await t.database.db.selectFrom('hasil').select('id').where('peserta_id', '=', rutan2.id).execute()).toHaveLength(1);
  });
});

describe('combined results', () => {
  it('lists the Rutan\'s children with the sub tests done and whether a note exists, paged', async () => {
    await t.database.db
      .insertInto('catatan')
      .values({ peserta_id: tigaSaja.id, catatan: 'Perlu kunjungan keluarga.', created_at: '2026-11-22T04:00:00.000Z', updated_at: '2026-11-22T04:00:00.000Z' })
      .execute();
    const res = await send(t.app, 'GET', '/api/hasil-gabungan', { cookies: as1 });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { registration_no: string; selesai: string[]; ada_catatan: boolean }[];
    expect(rows.find((r) => r.registration_no === 'LENGKAP-01')).toMatchObject({ selesai: ['pid5', 'psc17', 'dukungan', 'kognitif'], ada_catatan: false });
    expect(rows.find((r) => r.registration_no === 'TIGA-02')).toMatchObject({ selesai: ['pid5', 'psc17', 'dukungan'], ada_catatan: true });
    expect(rows.map((r) => r.registration_no)).not.toContain('R2-001');

    const paged = await send(t.app, 'GET', '/api/hasil-gabungan?q=tiga&page=1&per_page=10', { cookies: as1 });
    expect(paged.json()).toMatchObject({ total: 1, page: 1, per_page: 10 });
    expect(paged.json().data[0].name).toBe('Tono Tiga');
  });

  it('gives the whole detail with the interpretation when all four results exist, and audits the read', async () => {
    const res = await send(t.app, 'GET', '/api/hasil-gabungan/LENGKAP-01', { cookies: as1 });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.peserta).toMatchObject({ name: 'Rina Lengkap', age: 15, place_of_birth: 'Bandung', date_of_birth: '2011-05-17', asessor_login_id: 'as-satu', asessor_name: 'Asessor Satu' });
    expect(d.hasil['PID5-BF'].traitScores.NegativeAffect).toEqual({ skor: 3, kategori: 'Tinggi' });
    expect(d.hasil['PID5-BF']).toMatchObject({ durasi_detik: 600, jumlah_soal: 25, jumlah_dijawab: 25 });
    expect(d.hasil['PID5-BF'].validitas.map((v: { kode: string }) => v.kode)).toEqual(['waktu_habis']);
    expect(d.hasil['PID5-BF'].timed_out).toBe(true);
    expect(d.hasil.PSC17.total_skor).toBe(22);
    expect(d.hasil.DUKUNGAN).toMatchObject({ total_skor: 40, kategori: 'Tinggi', jawaban_essay: 'Ingin menjadi montir.' });
    expect(d.hasil.KOGNITIF).toMatchObject({ total_skor: 3, kategori: 'Rendah' });
    expect(d.skrining).toHaveLength(7);
    expect(d.skrining.find((s: { key: string }) => s.key === 'self_harm')).toMatchObject({ jawaban: 'Ya', risiko: 'Risiko Tinggi', tinggi: true });
    expect(d.skrining.find((s: { key: string }) => s.key === 'alkohol')).toMatchObject({ jawaban: 'Tidak', risiko: 'Risiko Rendah' });
    expect(d.interpretasi.lengkap).toBe(true);
    expect(d.interpretasi.kritis.aktif).toBe(true);
    expect(d.interpretasi.kritis.tindakan.length).toBeGreaterThan(0);
    // Self harm 'Ya': Kritis everywhere (the red box, the conclusion, the list), with the first actions.
    expect(d.interpretasi.prioritas).toBe('Kritis');
    expect(d).toMatchObject({ prioritas: 'Kritis', tenggat: 'Bertindak hari ini' });
    expect(d.tindakan_utama).toEqual(d.interpretasi.tindakan_utama);
    expect(d.tindakan_utama.length).toBeGreaterThan(0);
    expect(d.tindakan_utama.length).toBeLessThanOrEqual(3);
    expect(d.interpretasi.batasan[0]).toBe(KALIMAT_SKRINING.anak);
    expect(d.interpretasi.bagian.kesimpulan.join(' ')).toMatch(/Prioritas Kritis/);
    expect(d.interpretasi.bagian.gambaran_kepribadian.length).toBeGreaterThan(0);
    const daftar = (await send(t.app, 'GET', '/api/hasil-gabungan', { cookies: as1 })).json();
    expect(daftar.find((r: { registration_no: string }) => r.registration_no === 'LENGKAP-01').prioritas).toBe('Kritis');
    expect(d.catatan).toBeNull();

    const audit = await t.database.db.selectFrom('audit').selectAll().where('action', '=', 'hasil-gabungan.lihat').execute();
    expect(audit).toContainEqual(expect.objectContaining({ target: 'LENGKAP-01', role: 'asessor', actor_name: 'Asessor Satu' }));
  });

  it('waits for the interpretation while a result is missing, and shows the note', async () => {
    const res = await send(t.app, 'GET', '/api/hasil-gabungan/TIGA-02', { cookies: as1 });
    const d = res.json();
    expect(d.hasil.KOGNITIF).toBeNull();
    expect(d.interpretasi).toMatchObject({
      lengkap: false,
      pesan: PESAN_INTERPRETASI_MENUNGGU,
      kritis: { aktif: false, alasan: [], tindakan: [] },
      // every answer of these fixtures is the same option: flagged, so a retake is the first action
      prioritas: 'Sedang',
    });
    expect(d.catatan).toBe('Perlu kunjungan keluarga.');
  });

  it('audits the read as the assessor even when the browser also holds an admin session', async () => {
    const res = await send(t.app, 'GET', '/api/hasil-gabungan/LENGKAP-01', { cookies: { ...admin, ...as1 } });
    expect(res.statusCode).toBe(200);
    const last = await t.database.db.selectFrom('audit').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(last).toMatchObject({ action: 'hasil-gabungan.lihat', role: 'asessor', actor_name: 'Asessor Satu' });
  });

  it('flags a critical case before the four results exist: staff must act the same day', async () => {
    const baru = await createChild(t.database.db, { name: 'Kritis Baru', self_harm: 'Ya' });
    const d = (await send(t.app, 'GET', `/api/hasil-gabungan/${baru.registration_no}`, { cookies: as1 })).json();
    expect(d.interpretasi.lengkap).toBe(false);
    expect(d.interpretasi.kritis.aktif).toBe(true);
    expect(d.interpretasi.kritis.tindakan.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown number and another Rutan\'s child, without auditing a read', async () => {
    const before = await t.database.db.selectFrom('audit').select('id').where('action', '=', 'hasil-gabungan.lihat').execute();
    expect((await send(t.app, 'GET', '/api/hasil-gabungan/R2-001', { cookies: as1 })).statusCode).toBe(404);
    const unknown = await send(t.app, 'GET', '/api/hasil-gabungan/TIDAK-ADA', { cookies: as1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Data asesmen dengan nomor registrasi ini tidak ditemukan.');
    const after = await t.database.db.selectFrom('audit').select('id').where('action', '=', 'hasil-gabungan.lihat').execute();
    expect(after).toHaveLength(before.length);
    expect((await send(t.app, 'GET', '/api/hasil-gabungan/R2-001', { cookies: as2 })).statusCode).toBe(200);
  });
});
