// D21: the person's own assent before the first sub test; a refusal or "Berhenti" stops the round.
import { beforeAll, describe, expect, it } from 'vitest';
import { PESAN_ASESMEN_DIHENTIKAN, PESAN_KESEDIAAN_BELUM } from '../../../domain/persetujuan';
import { auditOf, childSession, createAsessor, createChild, loginAsessor } from '../../test/factories';
import { send, testAppForFile, type Cookies } from '../../test/harness';

const t = testAppForFile();
let asessor: Cookies;
let asessorLain: Cookies;
beforeAll(async () => {
  asessor = await loginAsessor(t.app, await createAsessor(t.database.db, { location: 'Rutan 2' }));
  asessorLain = await loginAsessor(t.app, await createAsessor(t.database.db, { location: 'Rutan 3' }));
});

const dihentikan = async (cookies: Cookies) =>
  ((await send(t.app, 'GET', '/api/pemantauan/dihentikan', { cookies })).json() as { data: { registration_no: string; jenis: string; waktu: string; instrument: string | null }[] }).data;
const barisDari = (tabel: 'pengerjaan' | 'hasil', id: number) =>
  t.database.db.selectFrom(tabel).selectAll().where('peserta_id', '=', id).execute();

describe('the first page: "Saya mau mulai" / "Saya tidak mau" (D21)', () => {
  it('entering leads to the first page; no sub test opens before the answer', async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 2', kesediaan: false });
    const masuk = await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: child.id, password: child.password } });
    expect(masuk.statusCode).toBe(200);
    expect(masuk.json().lanjut).toBe(`/asesmen/kesediaan/${child.id}`);
    const cookies = await childSession(t, child.id);
    const buka = await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5`, { cookies });
    expect(buka.statusCode).toBe(409);
    expect(buka.json()).toMatchObject({ message: PESAN_KESEDIAAN_BELUM, errors: { lanjut: `/asesmen/kesediaan/${child.id}` } });
    expect(await barisDari('pengerjaan', child.id)).toHaveLength(0);
    expect((await send(t.app, 'GET', `/api/asesmen/${child.id}/kesediaan`, { cookies })).json()).toEqual({
      kategori: 'anak',
      jawaban: null,
      berhenti: false,
      lanjut: `/asesmen/pid5bf/${child.id}`,
    });

    const mau = await send(t.app, 'POST', `/api/asesmen/${child.id}/kesediaan`, { cookies, body: { mau: true } });
    expect(mau.statusCode).toBe(200);
    expect(mau.json().lanjut).toBe(`/asesmen/pid5bf/${child.id}`);
    expect((await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5`, { cookies })).statusCode).toBe(200);
    expect(await auditOf(t.database.db, 'asesmen.bersedia', child.registration_no)).toHaveLength(1);
    // The next entry goes straight to the sub test.
    const lagi = await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: child.id, password: child.password } });
    expect(lagi.json().lanjut).toBe(`/asesmen/pid5bf/${child.id}`);
  });

  it('a refusal is recorded with its time, the assessor sees it on Pemantauan, and nothing is collected after it', async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 2', kesediaan: false, name: 'Rizal Menolak' });
    const cookies = await childSession(t, child.id);
    const tidak = await send(t.app, 'POST', `/api/asesmen/${child.id}/kesediaan`, { cookies, body: { mau: false } });
    expect(tidak.statusCode).toBe(200);
    expect(tidak.json()).toMatchObject({ lanjut: null });
    const row = await t.database.db.selectFrom('kesediaan').selectAll().where('peserta_id', '=', child.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ jawaban: 'menolak', dijawab_at: t.clock.now().toISOString(), berhenti_at: null });
    expect(await auditOf(t.database.db, 'asesmen.menolak', child.registration_no)).toHaveLength(1);

    const lihat = await dihentikan(asessor);
    expect(lihat.find((r) => r.registration_no === child.registration_no)).toMatchObject({ jenis: 'menolak', waktu: row.dijawab_at });
    expect((await dihentikan(asessorLain)).find((r) => r.registration_no === child.registration_no)).toBeUndefined();

    // Every way to collect an answer is refused in Indonesian, and nothing is written.
    const calls = [
      send(t.app, 'GET', `/api/asesmen/${child.id}/pid5`, { cookies }),
      send(t.app, 'PUT', `/api/asesmen/${child.id}/pid5/draft`, { cookies, body: { jawaban: { 1: 0 } } }),
      send(t.app, 'POST', `/api/asesmen/${child.id}/pid5`, { cookies, body: { jawaban: { 1: 0 }, waktu_habis: true } }),
      send(t.app, 'POST', '/api/simpan-hasil-pid5', { cookies, body: { registration_no: child.registration_no, jawaban: { 1: 0 } } }),
      send(t.app, 'POST', `/api/asesmen/${child.id}/kesediaan`, { cookies, body: { mau: true } }),
      send(t.app, 'POST', `/api/asesmen/${child.id}/pid5/berhenti`, { cookies }),
      send(t.app, 'POST', '/api/peserta/masuk', { body: { id: child.id, password: child.password } }),
      send(t.app, 'POST', `/api/kelola/${child.id}/kode-masuk`, { cookies: asessor }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(PESAN_ASESMEN_DIHENTIKAN);
    }
    expect(await barisDari('pengerjaan', child.id)).toHaveLength(0);
    expect(await barisDari('hasil', child.id)).toHaveLength(0);
    expect((await send(t.app, 'GET', `/api/asesmen/${child.id}/kesediaan`, { cookies })).json()).toMatchObject({ jawaban: 'menolak', lanjut: null });
  });

  it('bad input: no answer, another record, no consent: a clear 4xx and nothing recorded', async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 2', kesediaan: false });
    const other = await createChild(t.database.db, { location: 'Rutan 2', kesediaan: false });
    const tanpa = await createChild(t.database.db, { location: 'Rutan 2', persetujuan: false });
    const cookies = await childSession(t, child.id);
    const salah = await send(t.app, 'POST', `/api/asesmen/${child.id}/kesediaan`, { cookies, body: { mau: 'ya' } });
    expect(salah.statusCode).toBe(400);
    expect(salah.json().message).toContain('Saya mau mulai');
    expect((await send(t.app, 'POST', `/api/asesmen/${other.id}/kesediaan`, { cookies, body: { mau: false } })).statusCode).toBe(403);
    const c = await childSession(t, tanpa.id);
    expect((await send(t.app, 'POST', `/api/asesmen/${tanpa.id}/kesediaan`, { cookies: c, body: { mau: true } })).statusCode).toBe(409);
    const rows = await t.database.db.selectFrom('kesediaan').select('peserta_id').where('peserta_id', 'in', [child.id, other.id, tanpa.id]).execute();
    expect(rows).toHaveLength(0);
  });
});

describe('"Berhenti" inside a sub test (D21)', () => {
  it('keeps what was answered, closes the sub test, and opens nothing after it', async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 2' });
    const cookies = await childSession(t, child.id);
    expect((await send(t.app, 'GET', `/api/asesmen/${child.id}/pid5`, { cookies })).statusCode).toBe(200);
    const draf = await send(t.app, 'PUT', `/api/asesmen/${child.id}/pid5/draft`, { cookies, body: { jawaban: { 1: 2, 2: 1, 3: 0 } } });
    expect(draf.statusCode).toBe(200);
    const stop = await send(t.app, 'POST', `/api/asesmen/${child.id}/pid5/berhenti`, { cookies });
    expect(stop.statusCode, stop.body).toBe(200);
    const [hasil] = await barisDari('hasil', child.id);
    expect(JSON.parse(hasil!.jawaban)).toEqual({ 1: 2, 2: 1, 3: 0 });
    expect(await barisDari('pengerjaan', child.id)).toHaveLength(0);
    expect(await auditOf(t.database.db, 'asesmen.berhenti', child.registration_no)).toHaveLength(1);

    const later = await send(t.app, 'PUT', `/api/asesmen/${child.id}/pid5/draft`, { cookies, body: { jawaban: { 4: 1 } } });
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toBe(PESAN_ASESMEN_DIHENTIKAN);
    const next = await send(t.app, 'GET', `/api/asesmen/${child.id}/psc17`, { cookies });
    expect(next.statusCode).toBe(409);
    expect(next.json().message).toBe(PESAN_ASESMEN_DIHENTIKAN);
    expect(await barisDari('hasil', child.id)).toHaveLength(1);
    expect((await dihentikan(asessor)).find((r) => r.registration_no === child.registration_no)).toMatchObject({
      jenis: 'berhenti',
      instrument: 'pid5',
    });
  });
});
