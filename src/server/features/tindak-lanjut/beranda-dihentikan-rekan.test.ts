// The home page's D21 and D18 blocks: who said no or stopped (with when), and the colleagues' accounts
// waiting for a confirmation or confirmed lately, each of the assessor's own Rutan only.
import { describe, expect, it } from 'vitest';
import { childSession, createAsessor, createChild, loginAdmin, loginAsessor } from '#server/test/factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';

const t = testAppForFile();
const HARI = 24 * 3_600_000;

interface Dihentikan {
  registration_no: string;
  jenis: string;
  waktu: string;
  nama_instrumen: string | null;
}
interface Rekan {
  name: string;
  assesor_id: string;
  dibuat_oleh: string | null;
  dibuat_at: string;
  aktivasi: string;
  aktivasi_oleh: string | null;
  aktivasi_at: string | null;
}

async function beranda(cookies: Cookies) {
  const res = await send(t.app, 'GET', '/api/beranda', { cookies });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    dihentikan: { data: Dihentikan[]; total: number };
    rekan: { menunggu: Rekan[]; baru_dikonfirmasi: Rekan[] };
  };
}

describe('Beranda: refusals and stops (D21)', () => {
  it('lists the week\'s "Saya tidak mau" and "Berhenti" of its Rutan, newest first with their time; older ones and other Rutan not', async () => {
    const db = t.database.db;

    const lama = await createChild(db, { location: 'Rutan 1', kesediaan: false, registration_no: 'DH-LAMA' });
    await send(t.app, 'POST', `/api/asesmen/${lama.id}/kesediaan`, {
      cookies: await childSession(t, lama.id),
      body: { mau: false },
    });
    t.clock.advance(8 * HARI);
    const r1 = await loginAsessor(t.app, await createAsessor(db, { location: 'Rutan 1' }));
    const r2 = await loginAsessor(t.app, await createAsessor(db, { location: 'Rutan 2' }));

    const tolak = await createChild(db, { location: 'Rutan 1', kesediaan: false, registration_no: 'DH-TOLAK' });
    const ditolak = await send(t.app, 'POST', `/api/asesmen/${tolak.id}/kesediaan`, {
      cookies: await childSession(t, tolak.id),
      body: { mau: false },
    });
    expect(ditolak.statusCode, ditolak.body).toBe(200);
    const waktuTolak = t.clock.now().toISOString();
    t.clock.advance(60_000);

    const stop = await createChild(db, { location: 'Rutan 1', registration_no: 'DH-STOP' });
    const anak = await childSession(t, stop.id);
    expect((await send(t.app, 'GET', `/api/asesmen/${stop.id}/pid5`, { cookies: anak })).statusCode).toBe(200);
    expect((await send(t.app, 'POST', `/api/asesmen/${stop.id}/pid5/berhenti`, { cookies: anak })).statusCode).toBe(200);
    const waktuStop = t.clock.now().toISOString();

    const lain = await createChild(db, { location: 'Rutan 3', kesediaan: false, registration_no: 'DH-LAIN' });
    await send(t.app, 'POST', `/api/asesmen/${lain.id}/kesediaan`, {
      cookies: await childSession(t, lain.id),
      body: { mau: false },
    });

    const { dihentikan } = await beranda(r1);
    expect(dihentikan.total).toBe(2);
    expect(dihentikan.data).toEqual([
      expect.objectContaining({ registration_no: 'DH-STOP', jenis: 'berhenti', waktu: waktuStop, nama_instrumen: 'PID-5' }),
      expect.objectContaining({ registration_no: 'DH-TOLAK', jenis: 'menolak', waktu: waktuTolak, nama_instrumen: null }),
    ]);
    expect((await beranda(r2)).dihentikan).toEqual({ data: [], total: 0 });
  });
});

describe('Beranda: Konfirmasi Rekan (D18)', () => {
  it("shows a waiting colleague with login id, who created it and when; once confirmed, as newly confirmed by whom; never another Rutan's", async () => {
    const db = t.database.db;
    const saya = await createAsessor(db, { location: 'Rutan 2', name: 'Rekan Lama' });
    const cookies = await loginAsessor(t.app, saya);
    const admin = await loginAdmin(t.app);
    const dibuatPada = t.clock.now().toISOString();
    for (const [name, id, location] of [
      ['Rekan Baru Dua', 'rekan-baru-dua', 'Rutan 2'],
      ['Rekan Rutan Tiga', 'rekan-rutan-tiga', 'Rutan 3'],
    ] as const) {
      const res = await send(t.app, 'POST', '/api/asessors', {
        cookies: admin,
        body: { name, id, password: 'sementara-dari-admin', location },
      });
      expect(res.statusCode, res.body).toBe(201);
    }

    const sebelum = (await beranda(cookies)).rekan;
    expect(sebelum.menunggu).toEqual([
      expect.objectContaining({
        name: 'Rekan Baru Dua',
        assesor_id: 'rekan-baru-dua',
        dibuat_at: dibuatPada,
        aktivasi: 'menunggu_aktivasi',
      }),
    ]);
    expect(sebelum.menunggu[0]!.dibuat_oleh).toMatch(/admin/i);
    expect(JSON.stringify(sebelum)).not.toContain('rekan-rutan-tiga');
    // The asking assessor is not its own colleague.
    expect(JSON.stringify(sebelum)).not.toContain(saya.assesor_id);

    const { id } = await db
      .selectFrom('asessor')
      .select('id')
      .where('assesor_id', '=', 'rekan-baru-dua')
      .executeTakeFirstOrThrow();
    t.clock.advance(60_000);
    const ok = await send(t.app, 'POST', `/api/asessors/${id}/konfirmasi`, { cookies });
    expect(ok.statusCode, ok.body).toBe(200);

    const sesudah = (await beranda(cookies)).rekan;
    expect(sesudah.menunggu).toEqual([]);
    expect(sesudah.baru_dikonfirmasi[0]).toMatchObject({
      assesor_id: 'rekan-baru-dua',
      aktivasi: 'aktif',
      aktivasi_oleh: 'asessor Rekan Lama',
      aktivasi_at: t.clock.now().toISOString(),
    });
  });
});
