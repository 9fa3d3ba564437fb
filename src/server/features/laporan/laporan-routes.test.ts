import { beforeAll, describe, expect, it } from 'vitest';
import { PESAN_INTERPRETASI_MENUNGGU } from '#domain/index.ts';
import { createAsessor, createChild, loginAdmin, loginAsessor, type AsessorFixture, type ChildFixture } from '#server/test/factories.ts';
import { denganAuditGagal } from '#server/test/audit-gagal.ts';
import { cookiesOf, send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { bacaPdf } from './baca-pdf';
import { ESSAY, simpanHasil } from './contoh-laporan';
import { JUDUL_SEKSI, TEKS_WAKTU_HABIS } from './laporan-pdf';

const t = testAppForFile();
let asessor: AsessorFixture;
let asessorLain: AsessorFixture;
let lengkap: ChildFixture;
let sebagian: ChildFixture;
let lainRutan: ChildFixture;
let cookies: Cookies;

const url = (reg: string) => `/api/laporan/${encodeURIComponent(reg)}.pdf`;

beforeAll(async () => {
  const db = t.database.db;
  asessor = await createAsessor(db, { name: 'Sri Wahyuni', location: 'Rutan 1' });
  asessorLain = await createAsessor(db, { name: 'Asessor Rutan Dua', location: 'Rutan 2' });
  lengkap = await createChild(db, {
    name: 'Ñoño Siti Äisyah',
    registration_no: 'REG 2026.07',
    asessor_id: asessor.id,
    self_harm: 'Ya',
  });
  for (const k of ['pid5', 'psc17', 'dukungan', 'kognitif'] as const) await simpanHasil(db, lengkap.id, k, { timed_out: k === 'kognitif' });
  await db
    .insertInto('catatan')
    .values({ peserta_id: lengkap.id, catatan: 'Catatan asessor: anak tenang.', created_at: '2026-11-22T01:00:00.000Z', updated_at: '2026-11-22T01:00:00.000Z' })
    .execute();
  sebagian = await createChild(db, { name: 'Budi Santoso', asessor_id: asessor.id });
  await simpanHasil(db, sebagian.id, 'pid5');
  lainRutan = await createChild(db, { name: 'Anak Rutan Dua', location: 'Rutan 2' });
  cookies = await loginAsessor(t.app, asessor);
});

describe('GET /api/laporan/{registration_no}.pdf', () => {
  it('gives the full report as a PDF download named after the child, and audits it', async () => {
    const res = await send(t.app, 'GET', url(lengkap.registration_no), { cookies });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Nono Siti Aisyah-hasil-asesmen.pdf"; filename*=UTF-8''${encodeURIComponent('Ñoño Siti Äisyah-hasil-asesmen.pdf')}`,
    );
    const { teks, tata, info } = bacaPdf(res.rawPayload);
    expect(info['Page size']).toMatch(/^595\.\d+ x 841\.\d+ pts/);
    expect(teks).toContain('Ñoño Siti Äisyah');
    expect(teks).toContain('REG 2026.07');
    expect(teks).toContain('Sri Wahyuni (ID: ');
    expect(teks).toContain('Rutan 1');
    expect(teks).toContain('22 November 2026 10.00 WIB');
    for (const judul of Object.values(JUDUL_SEKSI)) expect(teks).toContain(judul);
    expect(tata).toMatch(/Afek Negatif\s+2,4\s+Tinggi/);
    expect(tata).toMatch(/Total\s+15\s+≥\s*15\s+Bermasalah/);
    expect(teks).toContain(ESSAY);
    expect(teks).toContain('Catatan asessor: anak tenang.');
    expect(teks).toContain('KASUS KRITIS');
    expect(teks).toContain('4. Kesimpulan');
    // Only the cognitive sub test was stored as timed out.
    const kognitif = teks.slice(teks.indexOf(JUDUL_SEKSI.kognitif), teks.indexOf(JUDUL_SEKSI.risiko));
    expect(kognitif).toContain(TEKS_WAKTU_HABIS);
    expect(teks.split(TEKS_WAKTU_HABIS).length - 1).toBe(1);

    const audit = await t.database.db.selectFrom('audit').selectAll().where('action', '=', 'laporan.pdf').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      role: 'asessor',
      actor_id: asessor.id,
      actor_name: 'Sri Wahyuni',
      target: 'REG 2026.07',
      detail: 'PID5-BF, PSC17, DUKUNGAN, KOGNITIF',
    });
  });

  it('sends no report when its audit entry cannot be written (D15)', async () => {
    const db = t.database.db;
    await denganAuditGagal(t.database, async () => {
      const res = await send(t.app, 'GET', url(sebagian.registration_no), { cookies });
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).not.toContain('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).not.toBe('%PDF-');
    });
    const res = await send(t.app, 'GET', url(sebagian.registration_no), { cookies });
    expect(res.statusCode).toBe(200);
    const audit = await db
      .selectFrom('audit')
      .select('detail')
      .where('action', '=', 'laporan.pdf')
      .where('target', '=', sebagian.registration_no)
      .execute();
    expect(audit).toEqual([{ detail: 'PID5-BF' }]);
  });

  it('says which sub tests are missing and shows the waiting sentence', async () => {
    const res = await send(t.app, 'GET', url(sebagian.registration_no), { cookies });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Budi Santoso-hasil-asesmen.pdf"');
    const { teks } = bacaPdf(res.rawPayload);
    expect(teks).toContain('Sub test yang belum dikerjakan: Sub Test 2 (PSC-17), Sub Test 3 (Dukungan Sosial Keluarga), Sub Test 4 (Tes Kognitif).');
    expect(teks).toContain(PESAN_INTERPRETASI_MENUNGGU);
    expect(teks).not.toContain(JUDUL_SEKSI.catatan);
  });

  it('answers 404 for a record of another Rutan and for an unknown number, without an audit entry', async () => {
    const before = await t.database.db.selectFrom('audit').select('id').where('action', '=', 'laporan.pdf').execute();
    const other = await send(t.app, 'GET', url(lainRutan.registration_no), { cookies });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Data asesmen dengan nomor registrasi ini tidak ditemukan.' });
    const unknown = await send(t.app, 'GET', url('TIDAK-ADA'), { cookies });
    expect(unknown.statusCode).toBe(404);
    // The assessor of Rutan 2 cannot have the Rutan 1 child's report either.
    const cookiesLain = await loginAsessor(t.app, asessorLain);
    const cross = await send(t.app, 'GET', url(lengkap.registration_no), { cookies: cookiesLain });
    expect(cross.statusCode).toBe(404);
    const own = await send(t.app, 'GET', url(lainRutan.registration_no), { cookies: cookiesLain });
    expect(own.statusCode).toBe(200);
    const after = await t.database.db.selectFrom('audit').select('id').where('action', '=', 'laporan.pdf').execute();
    expect(after.length).toBe(before.length + 1);
  });

  it('refuses an address without .pdf or without a number (400)', async () => {
    const txt = await send(t.app, 'GET', `/api/laporan/${encodeURIComponent(lengkap.registration_no)}.txt`, { cookies });
    expect(txt.statusCode).toBe(400);
    expect(txt.json().message).toContain('.pdf');
    const kosong = await send(t.app, 'GET', '/api/laporan/.pdf', { cookies });
    expect(kosong.statusCode).toBe(400);
    expect(kosong.json().message).toContain('Nomor registrasi wajib diisi.');
    // Registration numbers are at most 100 characters: a longer one is bad input, a full-length one is looked up.
    const panjang = await send(t.app, 'GET', url('X'.repeat(200)), { cookies });
    expect(panjang.statusCode).toBe(400);
    const batas = await send(t.app, 'GET', url('X'.repeat(100)), { cookies });
    expect(batas.statusCode).toBe(404);
  });

  it('needs a session (401) and the assessor role (403 for admin and child)', async () => {
    const none = await send(t.app, 'GET', url(lengkap.registration_no));
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBeTruthy();

    const admin = await loginAdmin(t.app);
    const asAdmin = await send(t.app, 'GET', url(lengkap.registration_no), { cookies: admin });
    expect(asAdmin.statusCode).toBe(403);

    const masuk = await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: sebagian.id, password: sebagian.password } });
    expect(masuk.statusCode).toBe(200);
    const anak = cookiesOf(masuk);
    const asChild = await send(t.app, 'GET', url(sebagian.registration_no), { cookies: { peserta_auth: anak.peserta_auth } });
    expect(asChild.statusCode).toBe(403);
  });
});
