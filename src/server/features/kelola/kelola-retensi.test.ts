import { beforeAll, describe, expect, it } from 'vitest';
import { auditOf, createAsessor, createChild, loginAdmin, loginAsessor } from '#server/test/factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';

// UU PDP: erasure when no longer needed. "Hapus permanen" removes everything of a record; records
// untouched for RETENSI_BULAN months are listed for review.

const MONTH = 31 * 24 * 60 * 60 * 1000;

describe('retention and erasure (UU PDP)', () => {
  const t = testAppForFile();
  let cookies: Cookies;
  let asessorId: number;
  beforeAll(async () => {
    const asessor = await createAsessor(t.database.db, { location: 'Rutan 1' });
    asessorId = asessor.id;
    cookies = await loginAsessor(t.app, asessor);
  });

  it('the review list is the assessor’s, for its own Rutan only', async () => {
    expect((await send(t.app, 'GET', '/api/kelola/retensi')).statusCode).toBe(401);
    expect((await send(t.app, 'GET', '/api/kelola/retensi', { cookies: await loginAdmin(t.app) })).statusCode).toBe(403);
  });

  it('lists records whose last activity is older than RETENSI_BULAN (24) months, oldest first', async () => {
    const tua = await createChild(t.database.db, { location: 'Rutan 1', asessor_id: asessorId });
    const dicatat = await createChild(t.database.db, { location: 'Rutan 1', asessor_id: asessorId });
    const lain = await createChild(t.database.db, { location: 'Rutan 2' });

    let res = await send(t.app, 'GET', '/api/kelola/retensi', { cookies });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bulan: 24, data: [] });

    // Twenty months on, a note is written for one child: its clock starts again.
    t.clock.advance(20 * MONTH);
    cookies = await loginAsessor(t.app, { ...(await createAsessor(t.database.db, { location: 'Rutan 1' })) });
    const note = await send(t.app, 'POST', '/api/catatan', {
      cookies,
      body: { registration_no: dicatat.registration_no, catatan: 'Perlu tindak lanjut.' },
    });
    expect(note.statusCode, note.body).toBeLessThan(300);

    t.clock.advance(5 * MONTH);
    cookies = await loginAsessor(t.app, await createAsessor(t.database.db, { location: 'Rutan 1' }));
    res = await send(t.app, 'GET', '/api/kelola/retensi', { cookies });
    const regs = res.json().data.map((r: { registration_no: string }) => r.registration_no);
    expect(regs).toContain(tua.registration_no);
    expect(regs).not.toContain(dicatat.registration_no);
    expect(regs).not.toContain(lain.registration_no);
    const row = res.json().data.find((r: { registration_no: string }) => r.registration_no === tua.registration_no);
    expect(row).toMatchObject({ id: tua.id, name: tua.name, aktivitas_terakhir: '2026-11-22T03:00:00.000Z' });
  });

  it('Hapus permanen removes results, drafts, the note and the entry code; the audit keeps the number, not the name or answers', async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 1', name: 'Rahmat Hidayat', asessor_id: asessorId });
    const now = t.clock.now().toISOString();
    const db = t.database.db;
    await db
      .insertInto('hasil')
      .values({
        peserta_id: child.id,
        instrument: 'pid5',
        jawaban: '{"1":3,"2":"JAWABAN-RAHASIA"}',
        jawaban_essay: 'esai rahasia',
        skor: '{}',
        timed_out: 0,
        started_at: now,
        submitted_at: now,
        durasi_detik: null,
        jumlah_soal: null,
        detik_per_soal: null,
        versi_bank: null,
      })
      .execute();
    await db
      .insertInto('pengerjaan')
      .values({
        peserta_id: child.id,
        instrument: 'psc17',
        started_at: now,
        jawaban: '{"1":1}',
        jawaban_essay: null,
        updated_at: now,
        waktu_jawab: null,
        terakhir_aktif: null,
        bantuan_at: null,
      })
      .execute();
    await db
      .insertInto('catatan')
      .values({ peserta_id: child.id, catatan: 'catatan rahasia', created_at: now, updated_at: now })
      .execute();
    await db
      .insertInto('kode_masuk')
      .values({ peserta_id: child.id, kode_digest: 'x'.repeat(64), berlaku_sampai: now, dibuat_oleh: asessorId, created_at: now })
      .execute();

    const res = await send(t.app, 'DELETE', `/api/kelola/${child.id}`, { cookies });
    expect(res.statusCode).toBe(200);
    for (const table of ['hasil', 'pengerjaan', 'catatan', 'kode_masuk'] as const) {
      const rows = await db.selectFrom(table).select('peserta_id').where('peserta_id', '=', child.id).execute();
      expect(rows, table).toEqual([]);
    }
    expect(await db.selectFrom('peserta').select('id').where('id', '=', child.id).execute()).toEqual([]);

    const audit = await auditOf(db, 'kelola.hapus', child.registration_no);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ role: 'asessor', detail: `hapus permanen: id ${child.id}, 1 hasil, 1 draf, 1 catatan` });
    const everything = JSON.stringify(await db.selectFrom('audit').selectAll().execute());
    for (const secret of ['Rahmat', 'JAWABAN-RAHASIA', 'esai rahasia', 'catatan rahasia'])
      expect(everything, secret).not.toContain(secret);
  });
});
