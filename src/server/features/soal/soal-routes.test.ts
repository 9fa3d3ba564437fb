import * as XLSX from '@e965/xlsx';
import { expectGuarded } from '#server/test/guards.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { BANK_KOGNITIF_ITEMS_DEFAULT, BANK_PID5_DEFAULT, BANK_PSC17_DEFAULT, bankDefault } from '#domain/index.ts';
import { childSession, createChild, loginAdmin, masukSebagaiAsessor } from '#server/test/factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import type { SoalKeluar } from './soal-data';
import {
  EXE,
  HTML,
  JPEG_KECIL,
  PILIHAN_DUKUNGAN_TEKS,
  PILIHAN_PID5_TEKS,
  PILIHAN_PSC17_TEKS,
  PNG_KECIL,
  barisBank,
  csvDari,
  fixtureXls,
  multipart,
  xlsxDari,
} from '#server/test/bank-files.ts';

const t = testAppForFile();
let admin: Cookies;
let asessor: Cookies;
let peserta: Cookies;
let pesertaId: number;

beforeAll(async () => {
  admin = await loginAdmin(t.app);
  asessor = await masukSebagaiAsessor(t);
  const child = await createChild(t.database.db);
  peserta = await childSession(t, child.id);
  pesertaId = child.id;
});

/** The child's sub test as the server records it when opened (its clock started). */
async function bukaSubtes(instrument: string) {
  const now = t.clock.now().toISOString();
  await t.database.db
    .insertInto('pengerjaan')
    .values({ peserta_id: pesertaId, instrument, started_at: now, jawaban: '{}', jawaban_essay: null, updated_at: now })
    .execute();
}

const daftar = async (instrument: string, cookies: Cookies = admin) =>
  (await send(t.app, 'GET', `/api/soal/${instrument}`, { cookies })).json() as SoalKeluar[];

const jumlahGambar = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('gambar')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const unggah = (url: string, filename: string, data: Buffer, cookies: Cookies = admin, field?: string) => {
  const { body, headers } = multipart(filename, data, { field });
  return send(t.app, 'POST', url, { cookies, body, headers });
};

const auditTerakhir = async () =>
  t.database.db.selectFrom('audit').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();

/** 401 without a session, 403 for each role given. */
const cekPenjaga = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, ditolak: Cookies[], body?: unknown) =>
  expectGuarded(t.app, method, url, ditolak, body);

describe('GET /api/soal/{instrument}', () => {
  it('gives the admin each default bank ordered by nomor, with the cognitive keys', async () => {
    const pid5 = await daftar('pid5');
    expect(pid5.map((s) => s.nomor)).toEqual(BANK_PID5_DEFAULT.map((s) => s.nomor));
    expect(pid5[0]).toEqual({
      id: expect.any(Number),
      nomor: 1,
      pertanyaan: BANK_PID5_DEFAULT[0].pertanyaan,
      pilihan: BANK_PID5_DEFAULT[0].pilihan,
    });
    expect(await daftar('psc17')).toHaveLength(BANK_PSC17_DEFAULT.length);
    expect(await daftar('dukungan')).toHaveLength(bankDefault('dukungan').length);
    const kog = await daftar('kognitif');
    expect(kog).toHaveLength(BANK_KOGNITIF_ITEMS_DEFAULT.length);
    expect(kog[0]).toMatchObject({
      nomor: 1,
      pertanyaan: 'kog-01-soal.svg',
      pilihan: ['A', 'B', 'C', 'D', 'E', 'F'],
      gambar: BANK_KOGNITIF_ITEMS_DEFAULT[0].gambar,
      kunci: BANK_KOGNITIF_ITEMS_DEFAULT[0].kunci,
    });
  });

  it('a child reads a bank only after opening that sub test (issue 10), and never the answer key', async () => {
    for (const instrument of ['kognitif', 'pid5']) {
      const before = await send(t.app, 'GET', `/api/soal/${instrument}`, { cookies: peserta });
      expect(before.statusCode).toBe(403);
      expect(before.json().message).toBe('Soal hanya dapat dibuka di dalam sub test yang sedang dikerjakan.');
    }
    const gambar = await send(t.app, 'GET', '/uploads/kog-01-soal.svg', { cookies: peserta });
    expect(gambar.statusCode).toBe(403);
    expect((await send(t.app, 'GET', '/uploads/kog-01-soal.svg')).statusCode).toBe(401);
    expect((await send(t.app, 'GET', '/uploads/kog-01-soal.svg', { cookies: asessor })).statusCode).toBe(403);
    await bukaSubtes('kognitif');
    await bukaSubtes('pid5');
    expect((await send(t.app, 'GET', '/uploads/kog-01-soal.svg', { cookies: peserta })).statusCode).toBe(200);
    const res = await send(t.app, 'GET', '/api/soal/kognitif', { cookies: peserta });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('kunci');
    expect(res.json()[0].gambar.A).toBe('kog-01-A.svg');
    expect(await daftar('pid5', peserta)).toHaveLength(25);
  });

  it('refuses no session (401) and an assessor (403); an unknown instrument is 400', async () => {
    await cekPenjaga('GET', '/api/soal/kognitif', [asessor]);
    const res = await send(t.app, 'GET', '/api/soal/mmpi', { cookies: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Instrumen tidak dikenal. Pilih pid5, psc17, dukungan, kognitif, srq20 atau pid5dewasa.');
  });
});

describe('templates', () => {
  it('the admin downloads the xlsx and csv template of each instrument', async () => {
    const xlsx = await send(t.app, 'GET', '/api/soal/psc17/template.xlsx', { cookies: admin });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="template-soal-psc17.xlsx"');
    const wb = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    expect(XLSX.utils.sheet_to_json(wb.Sheets.Soal)).toHaveLength(17);

    const csv = await send(t.app, 'GET', '/api/soal/kognitif/template.csv', { cookies: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('"gambar_soal","gambar_A"');
  });

  it('is for the admin only', async () => {
    await cekPenjaga('GET', '/api/soal/pid5/template.xlsx', [asessor, peserta]);
    await cekPenjaga('GET', '/api/soal/pid5/template.csv', [asessor, peserta]);
  });
});

describe('PUT /api/soal/{instrument}/{id}', () => {
  it('updates text and options (a list, trimmed) and writes an audit entry', async () => {
    const [soal] = await daftar('psc17');
    const res = await send(t.app, 'PUT', `/api/soal/psc17/${soal.id}`, {
      cookies: admin,
      body: { pertanyaan: '  Saya sering merasa gelisah — é ñ  ', pilihan: [' Tidak Pernah', 'Kadang-kadang ', ' Sering '] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Soal berhasil diperbarui' });
    expect((await daftar('psc17'))[0]).toMatchObject({
      id: soal.id,
      nomor: 1,
      pertanyaan: 'Saya sering merasa gelisah — é ñ',
      pilihan: ['Tidak Pernah', 'Kadang-kadang', 'Sering'],
    });
    expect(await auditTerakhir()).toMatchObject({
      role: 'admin',
      action: 'soal.ubah',
      target: 'PSC17 no. 1',
      actor_name: 'admin',
    });
  });

  it('accepts the options as one text separated by ";"', async () => {
    const [soal] = await daftar('dukungan');
    const res = await send(t.app, 'PUT', `/api/soal/dukungan/${soal.id}`, {
      cookies: admin,
      body: { pertanyaan: 'Keluarga saya peduli.', pilihan: 'STS ; TS;N;S; SS' },
    });
    expect(res.statusCode).toBe(200);
    expect((await daftar('dukungan'))[0].pilihan).toEqual(['STS', 'TS', 'N', 'S', 'SS']);
  });

  it('refuses an empty question, empty options and the wrong number of options', async () => {
    const [soal] = await daftar('pid5');
    const kasus: [unknown, string][] = [
      [{ pertanyaan: '   ', pilihan: ['a', 'b', 'c', 'd'] }, 'Pertanyaan wajib diisi.'],
      [{ pilihan: ['a', 'b', 'c', 'd'] }, 'Pertanyaan wajib diisi.'],
      [{ pertanyaan: 'Teks', pilihan: [' ', ''] }, 'Pilihan wajib diisi.'],
      [{ pertanyaan: 'Teks' }, 'Pilihan wajib diisi.'],
      [{ pertanyaan: 'Teks', pilihan: ['a', 'b'] }, 'Soal PID-5 BF harus memiliki tepat 4 pilihan dipisahkan tanda ";".'],
      [{ pertanyaan: 'x'.repeat(1001), pilihan: ['a', 'b', 'c', 'd'] }, 'Pertanyaan maksimal 1000 karakter.'],
    ];
    for (const [body, pesan] of kasus) {
      const res = await send(t.app, 'PUT', `/api/soal/pid5/${soal.id}`, { cookies: admin, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(pesan);
    }
    expect((await daftar('pid5'))[0].pertanyaan).toBe(BANK_PID5_DEFAULT[0].pertanyaan);
  });

  it('answers 404 for an unknown id or an id of another instrument, 400 for a bad id, and sends cognitive edits to Kelola Gambar', async () => {
    const body = { pertanyaan: 'Teks', pilihan: ['a', 'b', 'c', 'd'] };
    expect((await send(t.app, 'PUT', '/api/soal/pid5/999999', { cookies: admin, body })).statusCode).toBe(404);
    const [psc] = await daftar('psc17');
    const lain = await send(t.app, 'PUT', `/api/soal/pid5/${psc.id}`, { cookies: admin, body });
    expect(lain.statusCode).toBe(404);
    expect(lain.json().message).toBe('Soal tidak ditemukan.');
    expect((await send(t.app, 'PUT', '/api/soal/pid5/abc', { cookies: admin, body })).statusCode).toBe(400);
    const [kog] = await daftar('kognitif');
    const k = await send(t.app, 'PUT', `/api/soal/kognitif/${kog.id}`, { cookies: admin, body });
    expect(k.statusCode).toBe(400);
    expect(k.json().message).toContain('Kelola Gambar');
  });

  it('is for the admin only, and refuses a request from another site', async () => {
    const [soal] = await daftar('pid5');
    await cekPenjaga('PUT', `/api/soal/pid5/${soal.id}`, [asessor, peserta], { pertanyaan: 'x', pilihan: ['a', 'b', 'c', 'd'] });
    const asing = await send(t.app, 'PUT', `/api/soal/pid5/${soal.id}`, {
      cookies: admin,
      body: { pertanyaan: 'x', pilihan: ['a', 'b', 'c', 'd'] },
      headers: { origin: 'http://jahat.example' },
    });
    expect(asing.statusCode).toBe(403);
  });
});

describe('DELETE /api/soal/{instrument}/{id}', () => {
  it('deletes one support question and renumbers the rest 1..n', async () => {
    const sebelum = await daftar('dukungan');
    const res = await send(t.app, 'DELETE', `/api/soal/dukungan/${sebelum[1].id}`, { cookies: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Soal dihapus' });
    const sesudah = await daftar('dukungan');
    expect(sesudah.map((s) => s.nomor)).toEqual(sebelum.slice(1).map((_, i) => i + 1));
    expect(sesudah.map((s) => s.id)).not.toContain(sebelum[1].id);
    expect(await auditTerakhir()).toMatchObject({ action: 'soal.hapus', target: 'DUKUNGAN no. 2' });
  });

  it('refuses deleting one PID-5 item (the scoring key needs all 25): 409, nothing changes', async () => {
    const sebelum = await daftar('pid5');
    const res = await send(t.app, 'DELETE', `/api/soal/pid5/${sebelum[7].id}`, { cookies: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/tidak dapat dihapus satu per satu.*tepat 25 soal/);
    expect(await daftar('pid5')).toEqual(sebelum);
  });

  it('answers 404 for an unknown question and is for the admin only', async () => {
    const res = await send(t.app, 'DELETE', '/api/soal/pid5/999999', { cookies: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Soal tidak ditemukan.');
    const [soal] = await daftar('pid5');
    await cekPenjaga('DELETE', `/api/soal/pid5/${soal.id}`, [asessor, peserta]);
  });
});

describe('POST /api/upload/{instrument}', () => {
  it('replaces the PID-5 bank with a 25-item .xlsx, keeping Indonesian characters', async () => {
    const rows = barisBank(25, PILIHAN_PID5_TEKS, (i) => `Pernyataan ${i}: saya suka café & señorita`);
    const res = await unggah('/api/upload/pid5', 'bank pid5.xlsx', xlsxDari(rows));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Upload berhasil: 25 soal PID-5 BF disimpan.', jumlah: 25 });
    const soal = await daftar('pid5');
    expect(soal).toHaveLength(25);
    expect(soal[24]).toMatchObject({ nomor: 25, pertanyaan: 'Pernyataan 25: saya suka café & señorita' });
    expect(soal[0].pilihan).toEqual(['Sangat Tidak Benar', 'Agak Tidak Benar', 'Agak Benar', 'Sangat Benar']);
    expect(await auditTerakhir()).toMatchObject({
      action: 'soal.upload',
      target: 'PID5-BF',
      detail: '25 soal dari bank pid5.xlsx',
    });
  });

  it('replaces the PSC-17 bank with a .csv (UTF-8, BOM, semicolon separated)', async () => {
    const rows = barisBank(17, PILIHAN_PSC17_TEKS, (i) => `Saya ñ é ${i}`);
    const res = await unggah('/api/upload/psc17', 'psc17.csv', csvDari(rows, { bom: true, pemisah: ';' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().jumlah).toBe(17);
    expect((await daftar('psc17'))[16]).toMatchObject({
      nomor: 17,
      pertanyaan: 'Saya ñ é 17',
      pilihan: ['Tidak Pernah', 'Kadang-kadang', 'Sering'],
    });
  });

  it('replaces the support bank with the committed legacy .xls', async () => {
    const res = await unggah('/api/upload/dukungan', 'bank-lama.XLS', fixtureXls());
    expect(res.statusCode, res.body).toBe(200);
    const soal = await daftar('dukungan');
    expect(soal).toHaveLength(10);
    expect(soal[1].pertanyaan).toBe('Ibu saya menjenguk saya bersama Señor Pérez, tetangga kami.');
  });

  it('loads a cognitive bank and says which of its pictures are not uploaded yet', async () => {
    const head = ['nomor', 'gambar_soal', 'gambar_A', 'gambar_B', 'gambar_C', 'gambar_D', 'gambar_E', 'gambar_F', 'kunci'];
    const rows = [
      head,
      [1, 'kog-01-soal.svg', 'kog-01-A.svg', 'kog-01-B.svg', 'kog-01-C.svg', 'kog-01-D.svg', 'kog-01-E.svg', 'kog-01-F.svg', 'c'],
      [2, 'baru-soal.png', 'baru-A.png', 'kog-02-B.svg', 'kog-02-C.svg', 'kog-02-D.svg', 'kog-02-E.svg', 'kog-02-F.svg', 'F'],
    ];
    const res = await unggah('/api/upload/kognitif', 'kog.xlsx', xlsxDari(rows));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message:
        'Upload berhasil: 2 soal Cognitive Test Subtest III disimpan. 2 gambar belum diunggah; unggah lewat Kelola Gambar.',
      jumlah: 2,
      gambar_belum_ada: ['baru-soal.png', 'baru-A.png'],
    });
    const kog = await daftar('kognitif');
    expect(kog.map((k) => k.kunci)).toEqual(['C', 'F']);
    expect(kog[1].gambar).toMatchObject({ A: 'baru-A.png', F: 'kog-02-F.svg' });
  });

  it('refuses a file with bad rows, lists every problem and leaves the bank unchanged', async () => {
    const sebelum = await daftar('psc17');
    const rows = barisBank(17, PILIHAN_PSC17_TEKS);
    rows[3][2] = '';
    rows[5][1] = '';
    const res = await unggah('/api/upload/psc17', 'salah.xlsx', xlsxDari(rows));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Upload gagal: berkas berisi 2 kesalahan. Tidak ada soal yang diubah.',
      errors: ['Baris 4: kolom pilihan kosong', 'Baris 6: kolom pertanyaan kosong'],
    });
    expect(await daftar('psc17')).toEqual(sebelum);
  });

  it('refuses a PID-5 bank that does not hold exactly 25 items, and a PSC-17 bank not 17', async () => {
    const sebelum = await daftar('pid5');
    const r24 = await unggah('/api/upload/pid5', 'pid5.csv', csvDari(barisBank(24, PILIHAN_PID5_TEKS)));
    expect(r24.statusCode).toBe(400);
    expect(r24.json().errors).toEqual(['PID-5 BF harus berisi tepat 25 soal, file berisi 24 soal.']);
    const r18 = await unggah('/api/upload/psc17', 'psc.csv', csvDari(barisBank(18, PILIHAN_PSC17_TEKS)));
    expect(r18.json().errors).toEqual(['PSC-17 harus berisi tepat 17 soal, file berisi 18 soal.']);
    expect(await daftar('pid5')).toEqual(sebelum);
  });

  it('refuses hostile and wrong files: none changes the bank', async () => {
    const sebelum = await daftar('dukungan');
    const bank = xlsxDari(barisBank(3, PILIHAN_DUKUNGAN_TEKS));
    const kasus: [string, Buffer, number, string][] = [
      ['program.xlsx', EXE, 400, 'Isi berkas tidak sesuai dengan ekstensinya (.xlsx). Gunakan template yang disediakan.'],
      ['program.xls', EXE, 400, 'Isi berkas tidak sesuai dengan ekstensinya (.xls). Gunakan template yang disediakan.'],
      ['program.csv', EXE, 400, 'Isi berkas tidak sesuai dengan ekstensinya (.csv). Gunakan template yang disediakan.'],
      ['halaman.csv', HTML, 400, 'Isi berkas tidak sesuai dengan ekstensinya (.csv). Gunakan template yang disediakan.'],
      [
        'bank.xlsx',
        Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(300, 1)]),
        400,
        'Berkas tidak dapat dibaca. Pastikan berkas tidak rusak dan dibuat dari template.',
      ],
      ['bank.exe', bank, 400, 'Jenis berkas tidak didukung. Gunakan .xlsx, .xls atau .csv.'],
      ['bank.txt', bank, 400, 'Jenis berkas tidak didukung. Gunakan .xlsx, .xls atau .csv.'],
      ['../../bank.xlsx', bank, 400, 'Nama berkas tidak valid: kirim hanya nama berkas, tanpa folder.'],
      ['C:\\data\\bank.xlsx', bank, 400, 'Nama berkas tidak valid: kirim hanya nama berkas, tanpa folder.'],
      ['besar.csv', Buffer.alloc(2 * 1024 * 1024 + 10, 'a'), 413, 'Ukuran berkas terlalu besar. Maksimal 2 MB.'],
      ['kosong.csv', Buffer.alloc(0), 400, 'Berkas kosong.'],
    ];
    for (const [nama, data, status, pesan] of kasus) {
      const res = await unggah('/api/upload/dukungan', nama, data);
      expect(res.statusCode, nama).toBe(status);
      expect(res.json().message, nama).toBe(pesan);
    }
    expect(await daftar('dukungan')).toEqual(sebelum);
  });

  it('refuses a request without the file field or that is not multipart', async () => {
    const salahField = await unggah(
      '/api/upload/dukungan',
      'a.csv',
      csvDari(barisBank(3, PILIHAN_DUKUNGAN_TEKS)),
      admin,
      'berkas',
    );
    expect(salahField.statusCode).toBe(400);
    expect(salahField.json().message).toBe('Berkas wajib diunggah pada field "file".');
    const json = await send(t.app, 'POST', '/api/upload/dukungan', { cookies: admin, body: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Unggahan harus berupa multipart/form-data.');
    const instrumen = await unggah('/api/upload/mmpi', 'a.csv', csvDari(barisBank(3, PILIHAN_DUKUNGAN_TEKS)));
    expect(instrumen.statusCode).toBe(400);
  });

  it('is for the admin only', async () => {
    const { body, headers } = multipart('a.csv', csvDari(barisBank(3, PILIHAN_DUKUNGAN_TEKS)));
    expect((await send(t.app, 'POST', '/api/upload/dukungan', { body, headers })).statusCode).toBe(401);
    for (const cookies of [asessor, peserta]) {
      expect((await send(t.app, 'POST', '/api/upload/dukungan', { cookies, body, headers })).statusCode).toBe(403);
    }
  });
});

describe('cognitive images', () => {
  it('stores a real PNG under a clean name, serves it with cache headers, and a second one gets a new name', async () => {
    const res = await unggah('/api/upload/gambar-kognitif', 'Gambar Soal é 1.PNG', PNG_KECIL);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: 'Gambar berhasil diunggah', filename: 'Gambar-Soal-e-1.png' });
    expect(await auditTerakhir()).toMatchObject({ action: 'gambar.unggah', target: 'Gambar-Soal-e-1.png' });
    const lagi = await unggah('/api/upload/gambar-kognitif', 'Gambar Soal é 1.png', PNG_KECIL);
    expect(lagi.json().filename).toBe('Gambar-Soal-e-1-2.png');
    const jpg = await unggah('/api/upload/gambar-kognitif', 'foto.jpeg', JPEG_KECIL);
    expect(jpg.json().filename).toBe('foto.jpeg');

    const img = await send(t.app, 'GET', '/uploads/Gambar-Soal-e-1.png', { cookies: admin });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toBe('private, no-cache');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.rawPayload.equals(PNG_KECIL)).toBe(true);
    const lagiImg = await send(t.app, 'GET', '/uploads/Gambar-Soal-e-1.png', {
      cookies: admin,
      headers: { 'if-none-match': String(img.headers.etag) },
    });
    expect(lagiImg.statusCode).toBe(304);
    expect((await send(t.app, 'GET', '/uploads/foto.jpeg', { cookies: admin })).headers['content-type']).toBe('image/jpeg');
  });

  it('serves the generated SVGs with a restrictive CSP, and 404 for unknown names', async () => {
    const svg = await send(t.app, 'GET', '/uploads/kog-01-soal.svg', { cookies: admin });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(svg.body).toContain('<svg');
    const hilang = await send(t.app, 'GET', '/uploads/tidak-ada.png', { cookies: admin });
    expect(hilang.statusCode).toBe(404);
    expect(hilang.json().message).toBe('Gambar tidak ditemukan.');
    expect((await send(t.app, 'GET', '/uploads/..%2F..%2Fetc%2Fpasswd', { cookies: admin })).statusCode).toBe(404);
  });

  it('refuses hostile images: none is stored', async () => {
    const sebelum = await jumlahGambar();
    const kasus: [string, Buffer, number, string][] = [
      ['halaman.png', HTML, 400, 'Isi berkas bukan gambar JPEG atau PNG yang sah, atau tidak sesuai dengan ekstensinya.'],
      ['program.jpg', EXE, 400, 'Isi berkas bukan gambar JPEG atau PNG yang sah, atau tidak sesuai dengan ekstensinya.'],
      [
        'png-menyamar.jpg',
        PNG_KECIL,
        400,
        'Isi berkas bukan gambar JPEG atau PNG yang sah, atau tidak sesuai dengan ekstensinya.',
      ],
      [
        'gambar.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        400,
        'Jenis berkas tidak didukung. Gunakan gambar .jpg, .jpeg atau .png.',
      ],
      ['program.exe', EXE, 400, 'Jenis berkas tidak didukung. Gunakan gambar .jpg, .jpeg atau .png.'],
      ['../../../etc/a.png', PNG_KECIL, 400, 'Nama berkas tidak valid: kirim hanya nama berkas, tanpa folder.'],
      ['..\\..\\a.png', PNG_KECIL, 400, 'Nama berkas tidak valid: kirim hanya nama berkas, tanpa folder.'],
      [
        'besar.png',
        Buffer.concat([PNG_KECIL, Buffer.alloc(2 * 1024 * 1024)]),
        413,
        'Ukuran berkas terlalu besar. Maksimal 2 MB.',
      ],
    ];
    for (const [nama, data, status, pesan] of kasus) {
      const res = await unggah('/api/upload/gambar-kognitif', nama, data);
      expect(res.statusCode, nama).toBe(status);
      expect(res.json().message, nama).toBe(pesan);
    }
    expect(await jumlahGambar()).toBe(sebelum);
  });

  it('image upload is for the admin only', async () => {
    const { body, headers } = multipart('a.png', PNG_KECIL);
    expect((await send(t.app, 'POST', '/api/upload/gambar-kognitif', { body, headers })).statusCode).toBe(401);
    for (const cookies of [asessor, peserta]) {
      expect((await send(t.app, 'POST', '/api/upload/gambar-kognitif', { cookies, body, headers })).statusCode).toBe(403);
    }
  });

  it('update-gambar points an option or the question at a stored image', async () => {
    const { filename } = (await unggah('/api/upload/gambar-kognitif', 'pilihan-b.png', PNG_KECIL)).json();
    const [kog] = await daftar('kognitif');
    const res = await send(t.app, 'PUT', `/api/soal-kognitif/${kog.id}/update-gambar`, {
      cookies: admin,
      body: { label: 'B', filename },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Gambar berhasil diperbarui' });
    const soal = await send(t.app, 'PUT', `/api/soal-kognitif/${kog.id}/update-gambar`, {
      cookies: admin,
      body: { label: 'soal', filename },
    });
    expect(soal.statusCode).toBe(200);
    const [baru] = await daftar('kognitif');
    expect(baru.gambar?.B).toBe(filename);
    expect(baru.pertanyaan).toBe(filename);
    expect(baru.gambar?.A).toBe(kog.gambar?.A);
    expect(await auditTerakhir()).toMatchObject({
      action: 'soal.ubah_gambar',
      target: 'KOGNITIF no. 1',
      detail: `soal: ${filename}`,
    });
  });

  it('update-gambar refuses unknown images, bad labels and names, unknown or non-cognitive questions', async () => {
    const [kog] = await daftar('kognitif');
    const [pid] = await daftar('pid5');
    const url = `/api/soal-kognitif/${kog.id}/update-gambar`;
    const kasus: [string, unknown, number, string][] = [
      [
        url,
        { label: 'A', filename: 'belum-ada.png' },
        400,
        'Gambar "belum-ada.png" belum diunggah. Unggah gambarnya terlebih dahulu.',
      ],
      [url, { label: 'G', filename: 'kog-01-A.svg' }, 400, 'Label gambar harus "soal" atau salah satu huruf A-F.'],
      [url, { label: 'A', filename: '../kog-01-A.svg' }, 400, 'Nama file tidak valid'],
      [url, { label: 'A', filename: '' }, 400, 'Nama file wajib diisi.'],
      [url, { label: 'A' }, 400, 'Nama file wajib diisi.'],
      ['/api/soal-kognitif/999999/update-gambar', { label: 'A', filename: 'kog-01-A.svg' }, 404, 'Soal tidak ditemukan.'],
      [`/api/soal-kognitif/${pid.id}/update-gambar`, { label: 'A', filename: 'kog-01-A.svg' }, 404, 'Soal tidak ditemukan.'],
    ];
    for (const [u, body, status, pesan] of kasus) {
      const res = await send(t.app, 'PUT', u, { cookies: admin, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toContain(pesan);
    }
    await cekPenjaga('PUT', url, [asessor, peserta], { label: 'A', filename: 'kog-01-A.svg' });
  });

  it('hapus-gambar removes an option picture or the question picture', async () => {
    const [kog] = await daftar('kognitif');
    const res = await send(t.app, 'PUT', `/api/soal-kognitif/${kog.id}/hapus-gambar`, { cookies: admin, body: { label: 'C' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Gambar dihapus' });
    await send(t.app, 'PUT', `/api/soal-kognitif/${kog.id}/hapus-gambar`, { cookies: admin, body: { label: 'soal' } });
    const [baru] = await daftar('kognitif');
    expect(Object.keys(baru.gambar ?? {})).not.toContain('C');
    expect(baru.gambar?.D).toBe(kog.gambar?.D);
    expect(baru.pertanyaan).toBe('');
    expect(await auditTerakhir()).toMatchObject({ action: 'soal.hapus_gambar', detail: 'soal' });
  });

  it('hapus-gambar refuses a bad label and an unknown question, and is for the admin only', async () => {
    const [kog] = await daftar('kognitif');
    const url = `/api/soal-kognitif/${kog.id}/hapus-gambar`;
    const bad = await send(t.app, 'PUT', url, { cookies: admin, body: { label: 'Z' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Label gambar harus "soal" atau salah satu huruf A-F.');
    expect(
      (await send(t.app, 'PUT', '/api/soal-kognitif/999999/hapus-gambar', { cookies: admin, body: { label: 'A' } })).statusCode,
    ).toBe(404);
    await cekPenjaga('PUT', url, [asessor, peserta], { label: 'A' });
  });
});

describe('DELETE /api/soal/{instrument}', () => {
  it('is for the admin only', async () => {
    await cekPenjaga('DELETE', '/api/soal/dukungan', [asessor, peserta]);
    expect(await daftar('dukungan')).not.toHaveLength(0);
  });

  it('deletes every question of one instrument and no other', async () => {
    const psc = await daftar('psc17');
    const res = await send(t.app, 'DELETE', '/api/soal/dukungan', { cookies: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Semua soal berhasil dihapus' });
    expect(await daftar('dukungan')).toEqual([]);
    expect(await daftar('psc17')).toEqual(psc);
    expect(await auditTerakhir()).toMatchObject({ action: 'soal.hapus_semua', target: 'DUKUNGAN', detail: '10 soal' });
  });
});
