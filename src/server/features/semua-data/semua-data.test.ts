// D21 / UU PDP: "Unduh semua data" holds everything about one person and nothing about another.
import { describe, expect, it } from 'vitest';
import { auditOf, createAsessor, createChild, loginAsessor } from '../../test/factories';
import { createHasil } from '../../test/hasil-factories';
import { send, testAppForFile } from '../../test/harness';

const t = testAppForFile();

describe('GET /api/kelola/{id}/semua-data.json (D21)', () => {
  it("one person's whole record: results, answers, drafts, note, consent, assent and the audit; nothing of another; audited", async () => {
    const asessor = await createAsessor(t.database.db, { location: 'Rutan 2' });
    const cookies = await loginAsessor(t.app, asessor);
    const db = t.database.db;
    const now = t.clock.now().toISOString();
    const [a, b] = [
      await createChild(db, { location: 'Rutan 2', name: 'Ahmad Santoso' }),
      await createChild(db, { location: 'Rutan 2', name: 'Bagus Wirawan' }),
    ];
    for (const [p, kata] of [
      [a, 'ESAI-AHMAD'],
      [b, 'ESAI-BAGUS'],
    ] as const) {
      await createHasil(db, p.id, 'pid5');
      await createHasil(db, p.id, 'dukungan', { jawaban_essay: kata });
      await db.insertInto('catatan').values({ peserta_id: p.id, catatan: `Catatan ${kata}`, created_at: now, updated_at: now }).execute();
      await db
        .insertInto('pengerjaan')
        .values({ peserta_id: p.id, instrument: 'psc17', started_at: now, jawaban: '{"1":2}', jawaban_essay: null, updated_at: now })
        .execute();
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
    expect(data.hasil.map((h: { instrument: string }) => h.instrument).sort()).toEqual(['dukungan', 'pid5']);
    expect(data.hasil.find((h: { instrument: string }) => h.instrument === 'dukungan').jawaban_essay).toBe('ESAI-AHMAD');
    expect(Object.keys(data.hasil.find((h: { instrument: string }) => h.instrument === 'pid5').jawaban)).toHaveLength(25);
    expect(data.draf).toHaveLength(1);
    expect(data.draf[0].jawaban).toEqual({ 1: 2 });
    expect(data.catatan[0].catatan).toBe('Catatan ESAI-AHMAD');
    expect(data.persetujuan).toMatchObject({ peserta_id: a.id, pemberi: 'orang_tua' });
    expect(data.kesediaan).toMatchObject({ peserta_id: a.id, jawaban: 'mau' });
    const aksi = data.audit.map((x: { action: string }) => x.action);
    expect(aksi).toContain('hasil-gabungan.lihat');
    expect(aksi).toContain('kelola.unduh_semua');
    // Nothing of the other person, anywhere in the file.
    for (const asing of ['Bagus', 'ESAI-BAGUS', b.registration_no, `"peserta_id": ${b.id}`]) expect(res.body).not.toContain(asing);
    expect(await auditOf(db, 'kelola.unduh_semua', a.registration_no)).toHaveLength(1);
  });

  it("401 without a session, 404 for another Rutan's record (not audited as a download)", async () => {
    const other = await createChild(t.database.db, { location: 'Rutan 3' });
    const asessor = await loginAsessor(t.app, await createAsessor(t.database.db, { location: 'Rutan 2' }));
    expect((await send(t.app, 'GET', `/api/kelola/${other.id}/semua-data.json`)).statusCode).toBe(401);
    const res = await send(t.app, 'GET', `/api/kelola/${other.id}/semua-data.json`, { cookies: asessor });
    expect(res.statusCode).toBe(404);
    expect(await auditOf(t.database.db, 'kelola.unduh_semua', other.registration_no)).toHaveLength(0);
  });
});
