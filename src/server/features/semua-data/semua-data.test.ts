// D21 / UU PDP: "Unduh semua data" holds everything about one person and nothing about another.
import { describe, expect, it } from 'vitest';
import { bacaPdf } from '../laporan/baca-pdf';
import { auditOf, createAsessor, createChild, loginAdmin, loginAsessor } from '#server/test/factories.ts';
import { createHasil } from '#server/test/hasil-factories.ts';
import { denganAuditGagal } from '#server/test/audit-gagal.ts';
import { send, testAppForFile } from '#server/test/harness.ts';

const t = testAppForFile();

describe('GET /api/kelola/{id}/semua-data.json (D21)', () => {
  it("one person's whole record: results, answers, drafts, note, consent, assent and the audit; nothing of another; audited", async () => {
    const asessor = await createAsessor(t.database.db, { location: 'Rutan 2' });
    const cookies = await loginAsessor(t.app, asessor);
    const db = t.database.db;
    const now = t.clock.now().toISOString();
    const [a, b] = [
      await createChild(db, { location: 'Rutan 2', name: 'Ahmad Santoso', asessor_id: asessor.id }),
      await createChild(db, { location: 'Rutan 2', name: 'Bagus Wirawan' }),
    ];
    for (const [p, kata] of [
      [a, 'ESAI-AHMAD'],
      [b, 'ESAI-BAGUS'],
    ] as const) {
      await createHasil(db, p.id, 'pid5');
      await createHasil(db, p.id, 'dukungan', { jawaban_essay: kata });
      await db
        .insertInto('catatan')
        .values({ peserta_id: p.id, catatan: `Catatan ${kata}`, created_at: now, updated_at: now })
        .execute();
      // An attempt a retest replaced (D20): part of the person's data too.
      await db
        .insertInto('hasil_riwayat')
        .values({
          peserta_id: p.id,
          ronde: 1,
          percobaan: 1,
          status: 'diganti',
          instrument: 'dukungan',
          jawaban: '{}',
          jawaban_essay: `Lama ${kata}`,
          skor: '{}',
          timed_out: 1,
          started_at: null,
          submitted_at: now,
          durasi_detik: null,
          jumlah_soal: null,
          detik_per_soal: null,
          versi_bank: null,
          diarsip_at: now,
        })
        .execute();
      // A psychologist's review with its clinical note (D22).
      await db
        .insertInto('tinjauan')
        .values({
          peserta_id: p.id,
          prioritas_sistem: 'Rendah',
          prioritas: 'Sedang',
          alasan: `Alasan ${kata}`,
          catatan_klinis: `Klinis ${kata}`,
          psikolog_id: null,
          psikolog_nama: 'Ratna Psikolog',
          nomor_izin: 'SIPP 0315-18-2-1',
          ditinjau_at: now,
        })
        .execute();
      await db
        .insertInto('pengerjaan')
        .values({
          peserta_id: p.id,
          instrument: 'psc17',
          started_at: now,
          jawaban: '{"1":2}',
          jawaban_essay: null,
          updated_at: now,
        })
        .execute();
    }
    // A follow-up on each, with an action and a referral (D19), opened and worked through the API.
    for (const [p, kata] of [
      [a, 'AKSI-AHMAD'],
      [b, 'AKSI-BAGUS'],
    ] as const) {
      const buka = await send(t.app, 'POST', '/api/tindak-lanjut', {
        cookies,
        body: { registration_no: p.registration_no, prioritas: 'Sedang', alasan: `Alasan ${kata}` },
      });
      expect(buka.statusCode, buka.body).toBe(201);
      const id = buka.json().id as number;
      const aksi = await send(t.app, 'POST', `/api/tindak-lanjut/${id}/aksi`, {
        cookies,
        body: { versi: 1, tindakan: `Konseling ${kata}`, oleh: 'Ibu Wali', pada: now },
      });
      expect(aksi.statusCode, aksi.body).toBe(201);
      const rujuk = await send(t.app, 'POST', `/api/tindak-lanjut/${id}/rujukan`, {
        cookies,
        body: { versi: 2, tujuan: 'uptd_ppa', tanggal: now.slice(0, 10), nomor: `RJK-${kata}`, hasil: `Diterima ${kata}` },
      });
      expect(rujuk.statusCode, rujuk.body).toBe(201);
    }
    // A read of each record's combined result, to be found in the audit part.
    await send(t.app, 'GET', `/api/hasil-gabungan/${encodeURIComponent(a.registration_no)}`, { cookies });
    await send(t.app, 'GET', `/api/hasil-gabungan/${encodeURIComponent(b.registration_no)}`, { cookies });

    const res = await send(t.app, 'GET', `/api/kelola/${a.id}/semua-data.json`, { cookies });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('Ahmad Santoso-semua-data.json');
    const data = res.json();
    expect(data.rekaman).toMatchObject({ id: a.id, registration_no: a.registration_no, name: 'Ahmad Santoso' });
    expect(data.rekaman.password_hash).toBeUndefined();
    expect(data.asesor_penanggung_jawab).toBe(asessor.name);
    expect(data.hasil.map((h: { instrument: string }) => h.instrument).sort()).toEqual(['dukungan', 'pid5']);
    expect(data.hasil.find((h: { instrument: string }) => h.instrument === 'dukungan').jawaban_essay).toBe('ESAI-AHMAD');
    expect(Object.keys(data.hasil.find((h: { instrument: string }) => h.instrument === 'pid5').jawaban)).toHaveLength(25);
    expect(data.draf).toHaveLength(1);
    expect(data.draf[0].jawaban).toEqual({ 1: 2 });
    expect(data.catatan[0].catatan).toBe('Catatan ESAI-AHMAD');
    expect(data.persetujuan).toMatchObject({ peserta_id: a.id, pemberi: 'orang_tua' });
    expect(data.kesediaan).toMatchObject({ peserta_id: a.id, jawaban: 'mau' });
    expect(data.ronde).toEqual([expect.objectContaining({ peserta_id: a.id, nomor: 1, alasan: 'awal' })]);
    expect(data.hasil_riwayat).toEqual([
      expect.objectContaining({ status: 'diganti', jawaban_essay: 'Lama ESAI-AHMAD', jawaban: {} }),
    ]);
    expect(data.tinjauan).toEqual([expect.objectContaining({ prioritas: 'Sedang', catatan_klinis: 'Klinis ESAI-AHMAD', nomor_izin: 'SIPP 0315-18-2-1' })]);
    expect(data.tindak_lanjut).toHaveLength(1);
    expect(data.tindak_lanjut[0]).toMatchObject({ prioritas: 'Sedang', status: 'terbuka', petugas_name: asessor.name });
    expect(data.tindak_lanjut[0].aksi[0]).toMatchObject({ tindakan: 'Konseling AKSI-AHMAD', oleh: 'Ibu Wali' });
    expect(data.tindak_lanjut[0].rujukan[0]).toMatchObject({
      tujuan: 'uptd_ppa',
      nomor: 'RJK-AKSI-AHMAD',
      hasil: 'Diterima AKSI-AHMAD',
    });
    expect(data.tindak_lanjut[0].riwayat[0]).toMatchObject({
      jenis: 'dibuka',
      keterangan: expect.stringContaining('Alasan AKSI-AHMAD'),
    });
    const aksi = data.audit.map((x: { action: string }) => x.action);
    expect(aksi).toContain('hasil-gabungan.lihat');
    expect(aksi).toContain('kelola.unduh_semua');
    // Nothing of the other person, anywhere in the file.
    for (const asing of ['Bagus', 'ESAI-BAGUS', 'AKSI-BAGUS', b.registration_no, `"peserta_id": ${b.id}`])
      expect(res.body).not.toContain(asing);
    expect(await auditOf(db, 'kelola.unduh_semua', a.registration_no)).toHaveLength(1);

    // The same record as a PDF a person reads: every part, in words, and still nothing of the other.
    const pdf = await send(t.app, 'GET', `/api/kelola/${a.id}/semua-data.pdf`, { cookies });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('Ahmad Santoso-semua-data.pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    const { teks, info } = bacaPdf(pdf.rawPayload);
    expect(info.Title).toBe('Seluruh Data Pribadi - Ahmad Santoso');
    for (const ada of [
      'Seluruh Data Pribadi',
      'Ahmad Santoso',
      a.registration_no,
      'Data Rekaman',
      `Asesor penanggung jawab ${asessor.name}`,
      'Persetujuan',
      'Orang tua',
      'Kesediaan Peserta',
      'Saya mau mulai',
      'Putaran Skrining',
      'Skrining awal',
      'Diganti oleh tes ulang',
      'Lama ESAI-AHMAD',
      'Tinjauan Psikolog',
      'Catatan klinis Klinis ESAI-AHMAD',
      'ESAI-AHMAD',
      'Jawaban Sementara (draf)',
      'Catatan ESAI-AHMAD',
      'Tindak Lanjut',
      'Konseling AKSI-AHMAD',
      'Ibu Wali',
      'RJK-AKSI-AHMAD',
      'Diterima AKSI-AHMAD',
      'UPTD PPA',
      'Riwayat Akses dan Perubahan (audit)',
      'hasil-gabungan.lihat',
      'kelola.unduh_semua',
      'RAHASIA',
    ])
      expect(teks, ada).toContain(ada);
    for (const asing of ['Bagus', 'ESAI-BAGUS', 'AKSI-BAGUS', b.registration_no]) expect(teks).not.toContain(asing);
    expect(await auditOf(db, 'kelola.unduh_semua', a.registration_no)).toHaveLength(2);
  });

  it("401 without a session, 403 for the admin, 404 for another Rutan's record (audited as refused, not as a download)", async () => {
    const other = await createChild(t.database.db, { location: 'Rutan 3' });
    const asessor = await loginAsessor(t.app, await createAsessor(t.database.db, { location: 'Rutan 2' }));
    const admin = await loginAdmin(t.app);
    for (const format of ['json', 'pdf']) {
      const url = `/api/kelola/${other.id}/semua-data.${format}`;
      expect((await send(t.app, 'GET', url)).statusCode, url).toBe(401);
      expect((await send(t.app, 'GET', url, { cookies: admin })).statusCode, url).toBe(403);
      const res = await send(t.app, 'GET', url, { cookies: asessor });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain(other.name);
    }
    expect(await auditOf(t.database.db, 'kelola.unduh_semua', other.registration_no)).toHaveLength(0);
    expect(await auditOf(t.database.db, 'akses.lintas_rutan_ditolak', other.registration_no)).toHaveLength(2);
  });

  it('sends nothing when the download cannot be audited (D15): neither file is made', async () => {
    const asessor = await createAsessor(t.database.db, { location: 'Rutan 2' });
    const cookies = await loginAsessor(t.app, asessor);
    const p = await createChild(t.database.db, { location: 'Rutan 2', name: 'Citra Gagal Audit', asessor_id: asessor.id });
    await denganAuditGagal(t.database, async () => {
      for (const format of ['json', 'pdf']) {
        const res = await send(t.app, 'GET', `/api/kelola/${p.id}/semua-data.${format}`, { cookies });
        expect(res.statusCode, format).toBe(500);
        expect(res.headers['content-disposition'], format).toBeUndefined();
        expect(res.body, format).not.toContain('Citra Gagal Audit');
      }
    });
    const res = await send(t.app, 'GET', `/api/kelola/${p.id}/semua-data.json`, { cookies });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toContain('Citra Gagal Audit-semua-data.json');
  });

  it("a detainee's SRQ-20 answers read as their words (Ya/Tidak), in the result and in the draft (issue 32)", async () => {
    const db = t.database.db;
    const asessor = await createAsessor(db, { location: 'Rutan 2' });
    const cookies = await loginAsessor(t.app, asessor);
    const p = await createChild(db, { location: 'Rutan 2', kategori: 'tahanan', asessor_id: asessor.id });
    const jawaban = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [String(i + 1), i < 3 ? 1 : 0]));
    await createHasil(db, p.id, 'srq20', { jawaban });
    const now = '2026-11-22T04:10:00.000Z';
    await db
      .insertInto('pengerjaan')
      .values({ peserta_id: p.id, instrument: 'pid5', started_at: now, jawaban: '{"1":2}', jawaban_essay: null, updated_at: now })
      .execute();
    const pdf = await send(t.app, 'GET', `/api/kelola/${p.id}/semua-data.pdf`, { cookies });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const teks = bacaPdf(pdf.rawPayload).teks.replace(/\s+/g, ' ');
    expect(teks).toContain('1: Ya · 2: Ya · 3: Ya · 4: Tidak');
    expect(teks).toContain('20: Tidak');
    expect(teks).not.toMatch(/\b1: 1 · 2: 1\b/);
    // A scale's answer keeps its value beside its word.
    expect(teks).toContain('1: Cukup sesuai (2)');
  });
});

