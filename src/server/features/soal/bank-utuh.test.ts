// Issue 11 on the API: fixed banks that cannot be broken by deleting, the cognitive key edited on its
// own, bank versions recorded on results, sub tests that stay closed on a broken bank, and the
// corrected default wording on installs that never edited it. Runs on SQLite and on PostgreSQL.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BANK_PID5_DEFAULT,
  INSTRUMEN,
  INSTRUMENT_KEYS,
  PESAN_BANK_TIDAK_UTUH_ANAK,
  PILIHAN_PID5,
  PILIHAN_PID5_LAMA,
  TEKS_LAMA,
  type InstrumentKey,
} from '#domain/index.ts';
import { perbaruiTeksDefault } from '#server/db/migrations/20261123-31-bank.ts';
import { createAsessor, createChild, loginAdmin, loginAsessor } from '#server/test/factories.ts';
import { cookiesOf, send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { PILIHAN_PID5_TEKS, barisBank, multipart, xlsxDari } from '#server/test/bank-files.ts';

const t = testAppForFile();
let admin: Cookies;
let asessor: Cookies;

beforeAll(async () => {
  admin = await loginAdmin(t.app);
  asessor = await loginAsessor(t.app, await createAsessor(t.database.db));
});

interface SoalJson {
  id: number;
  nomor: number;
  pertanyaan: string;
  pilihan: string[];
  kunci?: string;
}
interface StatusJson {
  instrument: InstrumentKey;
  jumlah: number;
  versi: number;
  utuh: boolean;
  masalah: string[];
}

const daftar = async (instrument: InstrumentKey) =>
  (await send(t.app, 'GET', `/api/soal/${instrument}`, { cookies: admin })).json() as SoalJson[];
const status = async (cookies: Cookies = admin) => {
  const res = await send(t.app, 'GET', '/api/status-bank', { cookies });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries((res.json() as { bank: StatusJson[] }).bank.map((b) => [b.instrument, b])) as Record<
    InstrumentKey,
    StatusJson
  >;
};
const versi = async (instrument: InstrumentKey) => (await status())[instrument].versi;
const unggah = (instrument: InstrumentKey, nama: string, data: Buffer) => {
  const { body, headers } = multipart(nama, data);
  return send(t.app, 'POST', `/api/upload/${instrument}`, { cookies: admin, body, headers });
};

describe('fixed banks cannot be broken by deleting', () => {
  // Every instrument whose definition fixes its number of items (PID-5 BF, PSC-17, SRQ-20, the adult PID-5 ...).
  const tetap = INSTRUMENT_KEYS.filter((k) => INSTRUMEN[k].jumlahSoal !== null);
  it('the fixed banks are read from the instrument definitions', () => {
    expect(tetap).toEqual(expect.arrayContaining(['pid5', 'psc17']));
  });
  for (const instrument of tetap) {
    const n = INSTRUMEN[instrument].jumlahSoal;
    it(`${instrument}: deleting one item or all items is refused with 409; nothing changes`, async () => {
      const sebelum = await daftar(instrument);
      const v = await versi(instrument);
      expect(sebelum).toHaveLength(n!);
      const satu = await send(t.app, 'DELETE', `/api/soal/${instrument}/${sebelum[3].id}`, { cookies: admin });
      expect(satu.statusCode).toBe(409);
      expect(satu.json().message).toBe(
        `Soal ${INSTRUMEN[instrument].label} tidak dapat dihapus satu per satu: skornya memerlukan tepat ${n} soal. Ubah teks soal dengan tombol Edit, atau unggah bank pengganti yang lengkap.`,
      );
      const semua = await send(t.app, 'DELETE', `/api/soal/${instrument}`, { cookies: admin });
      expect(semua.statusCode).toBe(409);
      expect(semua.json().message).toMatch(/tidak dapat dikosongkan.*mengunggah berkas pengganti/);
      expect(await daftar(instrument)).toEqual(sebelum);
      expect(await versi(instrument)).toBe(v);
    });
  }

  it('an upload that would leave PID-5 incomplete is refused whole with the row errors; nothing changes', async () => {
    const sebelum = await daftar('pid5');
    const v = await versi('pid5');
    const rows = barisBank(24, PILIHAN_PID5_TEKS);
    rows[3] = [3, '', PILIHAN_PID5_TEKS];
    const res = await unggah('pid5', 'kurang.xlsx', xlsxDari(rows));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      'Baris 4: kolom pertanyaan kosong',
      'PID-5 BF harus berisi tepat 25 soal, file berisi 24 soal.',
    ]);
    expect(await daftar('pid5')).toEqual(sebelum);
    expect(await versi('pid5')).toBe(v);
  });

  it('editing text keeps the number and the option count; every change raises the version by one', async () => {
    const sebelum = await daftar('pid5');
    const v = await versi('pid5');
    const ok = await send(t.app, 'PUT', `/api/soal/pid5/${sebelum[4].id}`, {
      cookies: admin,
      body: { pertanyaan: 'Teman-teman menganggap saya tidak bertanggung jawab.', pilihan: PILIHAN_PID5.map((p) => p.label) },
    });
    expect(ok.statusCode).toBe(200);
    const sesudah = await daftar('pid5');
    expect(sesudah[4]).toMatchObject({
      id: sebelum[4].id,
      nomor: 5,
      pertanyaan: 'Teman-teman menganggap saya tidak bertanggung jawab.',
    });
    expect(await versi('pid5')).toBe(v + 1);
    const salah = await send(t.app, 'PUT', `/api/soal/pid5/${sebelum[4].id}`, {
      cookies: admin,
      body: { pertanyaan: 'x', pilihan: ['Ya', 'Tidak'] },
    });
    expect(salah.statusCode).toBe(400);
    expect(await versi('pid5')).toBe(v + 1);
    // A whole replacement in one step is the way to renew a fixed bank.
    const ganti = await unggah('pid5', 'baru.xlsx', xlsxDari(barisBank(25, PILIHAN_PID5_TEKS)));
    expect(ganti.statusCode, ganti.body).toBe(200);
    expect(await versi('pid5')).toBe(v + 2);
    expect(await daftar('pid5')).toHaveLength(25);
  });
});

describe('the cognitive answer key', () => {
  it('PUT /api/soal/kognitif/{id} sets kunci (A-F, any case) and raises the version', async () => {
    const [kog] = await daftar('kognitif');
    const v = await versi('kognitif');
    const baru = kog.kunci === 'B' ? 'c' : 'b';
    const res = await send(t.app, 'PUT', `/api/soal/kognitif/${kog.id}`, { cookies: admin, body: { kunci: baru } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`Kunci jawaban soal nomor 1 disimpan: ${baru.toUpperCase()}.`);
    expect((await daftar('kognitif'))[0].kunci).toBe(baru.toUpperCase());
    expect(await versi('kognitif')).toBe(v + 1);
    const audit = await t.database.db.selectFrom('audit').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'soal.ubah_kunci', target: 'KOGNITIF no. 1' });
  });

  it('refuses a key that is not A-F, and a request without a key; nothing changes', async () => {
    const [kog] = await daftar('kognitif');
    const v = await versi('kognitif');
    for (const kunci of ['G', '', 'AB', 1, null]) {
      const res = await send(t.app, 'PUT', `/api/soal/kognitif/${kog.id}`, { cookies: admin, body: { kunci } });
      expect(res.statusCode, JSON.stringify(kunci)).toBe(400);
      expect(res.json().message).toContain('Kunci jawaban harus salah satu huruf A, B, C, D, E atau F.');
    }
    const tanpa = await send(t.app, 'PUT', `/api/soal/kognitif/${kog.id}`, { cookies: admin, body: {} });
    expect(tanpa.statusCode).toBe(400);
    expect((await daftar('kognitif'))[0].kunci).toBe(kog.kunci);
    expect(await versi('kognitif')).toBe(v);
  });

  it('is for the admin only', async () => {
    const [kog] = await daftar('kognitif');
    const res = await send(t.app, 'PUT', `/api/soal/kognitif/${kog.id}`, { cookies: asessor, body: { kunci: 'A' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('a broken bank keeps its sub test closed', () => {
  it('the child is told to call the assessor; the admin and the assessor see which bank is broken', async () => {
    // As after a restore of an old copy: one PID-5 item missing, behind the API's back.
    const [pertama] = await daftar('pid5');
    await t.database.db.deleteFrom('soal').where('id', '=', pertama.id).execute();
    const child = await createChild(t.database.db);
    const masuk = await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: child.id, password: child.password } });
    const anak = cookiesOf(masuk);
    const res = await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5bf`, { cookies: anak });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PESAN_BANK_TIDAK_UTUH_ANAK);
    // nothing was opened: no start time runs while the bank is broken
    expect(await t.database.db.selectFrom('pengerjaan').selectAll().where('peserta_id', '=', child.id).execute()).toEqual([]);

    for (const cookies of [admin, asessor]) {
      const s = await status(cookies);
      expect(s.pid5).toMatchObject({ jumlah: 24, utuh: false });
      expect(s.pid5.masalah).toEqual(['PID-5 BF harus berisi tepat 25 soal; saat ini 24 soal.', 'Nomor soal yang tidak ada: 1.']);
      expect(s.psc17.utuh).toBe(true);
    }
    expect((await send(t.app, 'GET', '/api/status-bank', { cookies: anak })).statusCode).toBe(403);
    expect((await send(t.app, 'GET', '/api/status-bank')).statusCode).toBe(401);

    // The admin repairs it with a whole upload; the sub test opens.
    expect((await unggah('pid5', 'pulih.xlsx', xlsxDari(barisBank(25, PILIHAN_PID5_TEKS)))).statusCode).toBe(200);
    expect((await status()).pid5.utuh).toBe(true);
    expect((await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5bf`, { cookies: anak })).statusCode).toBe(200);
  });

  it('a cognitive item without a key or a picture marks its bank broken', async () => {
    const [kog] = await daftar('kognitif');
    await send(t.app, 'PUT', `/api/soal-kognitif/${kog.id}/hapus-gambar`, { cookies: admin, body: { label: 'D' } });
    await t.database.db.updateTable('soal').set({ kunci: null }).where('id', '=', kog.id).execute();
    const s = await status();
    expect(s.kognitif.utuh).toBe(false);
    expect(s.kognitif.masalah).toEqual([
      'Soal nomor 1 belum memiliki gambar pilihan D.',
      'Soal nomor 1 belum memiliki kunci jawaban A-F.',
    ]);
  });
});

describe('bank versions on saved results', () => {
  it('a saved result records the version of the bank it was answered on, and the result APIs show it', async () => {
    const v = await versi('pid5');
    const child = await createChild(t.database.db);
    const masuk = await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: child.id, password: child.password } });
    const anak = cookiesOf(masuk);
    expect((await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5bf`, { cookies: anak })).statusCode).toBe(200);
    const jawaban = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [String(i + 1), 1]));
    const simpan = await send(t.app, 'POST', '/api/simpan-hasil-pid5', {
      cookies: anak,
      body: { registration_no: child.registration_no, jawaban },
    });
    expect(simpan.statusCode, simpan.body).toBe(200);
    // A later change of the bank does not move the recorded version.
    const [s5] = await daftar('pid5');
    await send(t.app, 'PUT', `/api/soal/pid5/${s5.id}`, {
      cookies: admin,
      body: { pertanyaan: 'Teks baru', pilihan: PILIHAN_PID5.map((p) => p.label) },
    });
    expect(await versi('pid5')).toBe(v + 1);

    const row = await t.database.db.selectFrom('hasil').selectAll().where('peserta_id', '=', child.id).executeTakeFirstOrThrow();
    expect(row.versi_bank).toBe(v);
    const list = await send(t.app, 'GET', '/api/hasil-pid5-full', { cookies: asessor });
    const mine = (list.json() as { registration_no: string; versi_bank: number | null }[]).find(
      (r) => r.registration_no === child.registration_no,
    );
    expect(mine?.versi_bank).toBe(v);
    const gab = await send(t.app, 'GET', `/api/hasil-gabungan/${encodeURIComponent(child.registration_no)}`, {
      cookies: asessor,
    });
    expect(gab.statusCode, gab.body).toBe(200);
    expect(gab.json().hasil['PID5-BF'].versi_bank).toBe(v);
  });
});

describe('corrected default wording on existing installs', () => {
  it('replaces old default texts and option labels word for word, and leaves an admin edit alone', async () => {
    const db = t.database.db;
    await unggah('pid5', 'default.xlsx', xlsxDari(barisBank(25, PILIHAN_PID5_TEKS)));
    const rows = await db.selectFrom('soal').selectAll().where('instrument', '=', 'pid5').orderBy('nomor').execute();
    const lama = (n: number) => TEKS_LAMA.find((x) => x.instrument === 'pid5' && x.nomor === n)!.lama;
    // item 1 as an old install seeded it, item 25 edited by the admin, option labels as seeded before
    await db
      .updateTable('soal')
      .set({ pertanyaan: lama(1), pilihan: JSON.stringify(PILIHAN_PID5_LAMA) })
      .where('id', '=', rows[0].id)
      .execute();
    await db.updateTable('soal').set({ pertanyaan: 'Teks milik admin.' }).where('id', '=', rows[24].id).execute();
    await perbaruiTeksDefault(db as never);
    const sesudah = await db.selectFrom('soal').selectAll().where('instrument', '=', 'pid5').orderBy('nomor').execute();
    expect(sesudah[0].pertanyaan).toBe(BANK_PID5_DEFAULT[0].pertanyaan);
    expect(JSON.parse(sesudah[0].pilihan)).toEqual(PILIHAN_PID5.map((p) => p.label));
    expect(sesudah[24].pertanyaan).toBe('Teks milik admin.');
    expect(sesudah.slice(1, 24).map((r) => r.pertanyaan)).toEqual(rows.slice(1, 24).map((r) => r.pertanyaan));
    const n = await sql<{ n: number }>`select count(*) as n from soal where pertanyaan = ${lama(1)}`.execute(db);
    expect(Number(n.rows[0].n)).toBe(0);
  });
});
