import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_PSC17_KEYS, DOMAIN_PSC17_NAMA, SCREENING_KEYS, SCREENING_LABEL, TRAIT_KEYS, TRAIT_NAMA } from '#domain/index.ts';
import { createAsessor, createChild, loginAdmin, loginAsessor, type AsessorFixture, type ChildFixture } from '#server/test/factories.ts';
import { denganAuditGagal } from '#server/test/audit-gagal.ts';
import { cookiesOf, send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { SKOR_CONTOH, simpanHasil } from '../laporan/contoh-laporan';
import { KOLOM_EKSPOR, netralkan } from './ekspor-format';

const t = testAppForFile();
let asessor: AsessorFixture;
let asessorLain: AsessorFixture;
let lengkap: ChildFixture;
let kosong: ChildFixture;
let jahil: ChildFixture;
let lainRutan: ChildFixture;
let cookies: Cookies;

const RUMUS = '=HYPERLINK("http://contoh.invalid","klik")';

/** A small RFC 4180 reader for ';'-separated text (quotes, doubled quotes, CRLF). */
function bacaCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const akhiriSel = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') akhiriSel();
    else if (c === '\r' && text[i + 1] === '\n') {
      akhiriSel();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  if (cell || row.length) {
    akhiriSel();
    rows.push(row);
  }
  return rows;
}

const kol = (judul: string) => {
  const i = KOLOM_EKSPOR.findIndex((k) => k.judul === judul);
  if (i < 0) throw new Error(`kolom tidak ada: ${judul}`);
  return i;
};

beforeAll(async () => {
  const db = t.database.db;
  asessor = await createAsessor(db, { name: 'Sri Wahyuni', assesor_id: 'sri01', location: 'Rutan 1' });
  asessorLain = await createAsessor(db, { name: 'Asessor Rutan Dua', location: 'Rutan 2' });
  lengkap = await createChild(db, { name: 'Ñoño Siti Äisyah', registration_no: 'R1-001', asessor_id: asessor.id, napza: 'Ya', self_harm: 'Ya' });
  for (const k of ['pid5', 'psc17', 'dukungan', 'kognitif'] as const) await simpanHasil(t.database.db, lengkap.id, k, { timed_out: k === 'psc17' });
  await db.updateTable('peserta').set({ jenis_kelamin: 'P', pendidikan: 'smp', bahasa: 'Sunda', tanggal_masuk: '2026-11-01' }).where('id', '=', lengkap.id).execute();
  kosong = await createChild(db, { name: 'Budi Santoso', registration_no: 'R1-002' });
  jahil = await createChild(db, { name: RUMUS, registration_no: 'R1-003', asessor_id: asessor.id });
  await db.updateTable('peserta').set({ place_of_birth: '+62 Bandung; "Kota"', date_of_birth: '@SUM(A1)' }).where('id', '=', jahil.id).execute();
  lainRutan = await createChild(db, { name: 'Anak Rutan Dua', registration_no: 'R2-001', location: 'Rutan 2' });
  await simpanHasil(db, lainRutan.id, 'pid5');
  cookies = await loginAsessor(t.app, asessor);
});

describe('GET /api/ekspor/hasil.csv', () => {
  it('gives one row per child of the Rutan with identity, screening, every score, time-out marks and dates', async () => {
    const res = await send(t.app, 'GET', '/api/ekspor/hasil.csv', { cookies });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="hasil-asesmen-rutan-1-2026-11-22.csv"; filename*=UTF-8''hasil-asesmen-rutan-1-2026-11-22.csv`,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM
    const rows = bacaCsv(bytes.subarray(3).toString('utf8'));
    const [header, ...data] = rows;
    expect(header).toEqual(KOLOM_EKSPOR.map((k) => k.judul));
    expect(header.slice(0, 11)).toEqual([
      'No. Registrasi',
      'Nama',
      'Usia',
      'Tempat Lahir',
      'Tanggal Lahir',
      'Jenis Kelamin',
      'Pendidikan Terakhir',
      'Bahasa Sehari-hari',
      'Tanggal Masuk',
      'Asessor',
      'ID Asessor',
    ]);
    for (const k of SCREENING_KEYS) expect(header).toContain(SCREENING_LABEL[k]);
    expect(data.map((r) => r[0])).toEqual(['R1-001', 'R1-002', 'R1-003']); // Rutan 2 is not there
    for (const r of data) expect(r).toHaveLength(header.length);

    const [a, b] = data;
    expect(a.slice(0, 11)).toEqual(['R1-001', 'Ñoño Siti Äisyah', '15', 'Bandung', '2011-05-17', 'Perempuan', 'SMP / sederajat', 'Sunda', '2026-11-01', 'Sri Wahyuni', 'sri01']);
    // A record made before the person fields existed leaves them empty.
    expect(b.slice(5, 9)).toEqual(['', '', '', '']);
    expect(a[kol(SCREENING_LABEL.napza)]).toBe('Ya');
    expect(a[kol(SCREENING_LABEL.alkohol)]).toBe('Tidak');
    expect(a[kol(SCREENING_LABEL.self_harm)]).toBe('Ya');
    for (const tr of TRAIT_KEYS) {
      const s = SKOR_CONTOH.pid5.traitScores[tr];
      expect(a[kol(`PID-5 ${TRAIT_NAMA[tr]} Skor`)]).toBe(String(s.skor).replace('.', ','));
      expect(a[kol(`PID-5 ${TRAIT_NAMA[tr]} Kategori`)]).toBe(s.kategori);
    }
    expect(a[kol('PID-5 Afek Negatif Skor')]).toBe('2,4');
    expect(a[kol('PID-5 Kesimpulan')]).toBe('Terdapat 2 trait yang tinggi');
    for (const d of DOMAIN_PSC17_KEYS) {
      expect(a[kol(`PSC-17 ${DOMAIN_PSC17_NAMA[d]} Skor`)]).toBe(String(SKOR_CONTOH.psc17.detail[d].skor));
      expect(a[kol(`PSC-17 ${DOMAIN_PSC17_NAMA[d]} Status`)]).toBe(SKOR_CONTOH.psc17.detail[d].status);
    }
    expect(a[kol('PSC-17 Total Skor')]).toBe('15');
    expect(a[kol('PSC-17 Kategori Total')]).toBe('Bermasalah');
    expect(a[kol('Dukungan Total Skor')]).toBe('24');
    expect(a[kol('Dukungan Kategori')]).toBe('Rendah');
    expect(a[kol('Kognitif Total Skor')]).toBe('7');
    expect(a[kol('Kognitif Jumlah Soal')]).toBe('10');
    expect(a[kol('Kognitif Kategori (rentang skor mentah, bukan IQ)')]).toBe('Tinggi');
    expect(a[kol('PID-5 Waktu Habis')]).toBe('Tidak');
    expect(a[kol('PSC-17 Waktu Habis')]).toBe('Ya');
    expect(a[kol('Kognitif Selesai (WIB)')]).toBe('2026-11-21 09:30'); // 02:30 UTC

    // A child without results: identity and screening only, every score cell empty.
    expect(b[1]).toBe('Budi Santoso');
    expect(b[9]).toBe(''); // no assessor
    // Without results: no priority yet and no follow-up (D19), every score empty.
    expect(b.slice(11 + SCREENING_KEYS.length, 13 + SCREENING_KEYS.length)).toEqual(['Belum dinilai', 'Tidak ada']);
    expect(b.slice(13 + SCREENING_KEYS.length).every((v) => v === '')).toBe(true);

    const audit = await t.database.db.selectFrom('audit').selectAll().where('action', '=', 'ekspor.csv').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ role: 'asessor', actor_id: asessor.id, target: '1', detail: '3 anak' }); // the facility by id (D24)
  });

  it('neutralises cells a spreadsheet would run as a formula and quotes separators', async () => {
    const res = await send(t.app, 'GET', '/api/ekspor/hasil.csv', { cookies });
    const text = res.rawPayload.subarray(3).toString('utf8');
    const row = bacaCsv(text).find((r) => r[0] === 'R1-003')!;
    expect(row[1]).toBe(`'${RUMUS}`);
    expect(row[3]).toBe(`'+62 Bandung; "Kota"`);
    expect(row[4]).toBe("'@SUM(A1)");
    // On the wire: the quoted field with its doubled quotes.
    expect(text).toContain(`"'+62 Bandung; ""Kota"""`);
    for (const [masuk, keluar] of [
      ['=1+1', "'=1+1"],
      ['+1', "'+1"],
      ['-1', "'-1"],
      ['@x', "'@x"],
      ['\tx', "'\tx"],
      ['\rx', "'\rx"],
      ['Budi', 'Budi'],
      ['a=b', 'a=b'],
    ]) {
      expect(netralkan(masuk)).toBe(keluar);
    }
  });
  it('sends no file when its audit entry cannot be written (D15), and never lets a cache keep one', async () => {
    const ok = await send(t.app, 'GET', '/api/ekspor/hasil.csv', { cookies });
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.headers['content-disposition']).toMatch(/^attachment; filename="hasil-asesmen-rutan-1-\d{4}-\d{2}-\d{2}\.csv"/);
    await denganAuditGagal(t.database, async () => {
      const res = await send(t.app, 'GET', '/api/ekspor/hasil.csv', { cookies });
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).not.toContain('text/csv');
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.body).not.toContain(lengkap.registration_no);
    });
  });
});

describe('GET /api/ekspor/hasil.xlsx', () => {
  it('gives the same table as a workbook with typed numbers and inert formula-like text', async () => {
    const res = await send(t.app, 'GET', '/api/ekspor/hasil.xlsx', { cookies });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain('filename="hasil-asesmen-rutan-1-2026-11-22.xlsx"');
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Hasil Asesmen']);
    const sheet = book.Sheets['Hasil Asesmen'];
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(sheet, { header: 1, defval: '' });
    expect(rows[0]).toEqual(KOLOM_EKSPOR.map((k) => k.judul));
    expect(rows.slice(1).map((r) => r[0])).toEqual(['R1-001', 'R1-002', 'R1-003']);
    const a = rows[1];
    expect(a[1]).toBe('Ñoño Siti Äisyah');
    expect(a[2]).toBe(15);
    expect(a[kol('PID-5 Afek Negatif Skor')]).toBe(2.4);
    expect(a[kol('PID-5 Afek Negatif Kategori')]).toBe('Tinggi');
    expect(a[kol('PSC-17 Total Skor')]).toBe(15);
    expect(a[kol('PSC-17 Waktu Habis')]).toBe('Ya');
    expect(a[kol('Dukungan Total Skor')]).toBe(24);
    expect(a[kol('Kognitif Total Skor')]).toBe(7);
    // No cell of the sheet is a formula, and the hostile name is stored as inert text.
    for (const [ref, cell] of Object.entries(sheet)) if (!ref.startsWith('!')) expect((cell as XLSX.CellObject).f, ref).toBeUndefined();
    const jahilRow = rows.find((r) => r[0] === 'R1-003')!;
    expect(jahilRow[1]).toBe(`'${RUMUS}`);
    expect(jahilRow[4]).toBe("'@SUM(A1)");

    const audit = await t.database.db.selectFrom('audit').selectAll().where('action', '=', 'ekspor.xlsx').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ role: 'asessor', target: '1', detail: '3 anak' }); // the facility by id (D24)
  });
});

describe('ekspor: access', () => {
  it("gives an assessor of another Rutan only that Rutan's children", async () => {
    const lain = await loginAsessor(t.app, asessorLain);
    const res = await send(t.app, 'GET', '/api/ekspor/hasil.csv', { cookies: lain });
    expect(res.statusCode).toBe(200);
    const rows = bacaCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows.slice(1).map((r) => r[0])).toEqual(['R2-001']);
    expect(res.rawPayload.toString('utf8')).not.toContain('Ñoño');
  });

  it.each(['csv', 'xlsx'])('%s needs a session (401) and the assessor role (403 for admin and child)', async (ext) => {
    const path = `/api/ekspor/hasil.${ext}`;
    const none = await send(t.app, 'GET', path);
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBeTruthy();
    const admin = await loginAdmin(t.app);
    expect((await send(t.app, 'GET', path, { cookies: admin })).statusCode).toBe(403);
    const masuk = await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: kosong.id, password: kosong.password } });
    expect(masuk.statusCode).toBe(200);
    const anak = cookiesOf(masuk);
    const asChild = await send(t.app, 'GET', path, { cookies: { peserta_auth: anak.peserta_auth } });
    expect(asChild.statusCode).toBe(403);
  });
});
