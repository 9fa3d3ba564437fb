// Issue 32: Kelola Data Asesmen shows where each record stands (not started, part way, finished,
// refused, stopped), and a kept reply of the list (ADR 031) never shows an old status.
import { describe, expect, it } from 'vitest';
import { childSession, createAsessor, createChild, loginAsessor } from '#server/test/factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { createHasil } from '#server/test/hasil-factories.ts';

const t = testAppForFile();

type Baris = { id: number; selesai: number; jumlah_subtes: number; kesediaan: string | null; berhenti: boolean };

describe('the status of each record on the records list', () => {
  it('counts saved sub tests against the battery, and says a refusal or a stop at once', async () => {
    const asessor = await createAsessor(t.database.db, { location: 'Rutan 2' });
    const cookies = await loginAsessor(t.app, asessor);
    // "Saya mau mulai" on file (the factory's default) unless the first page is still to be answered.
    const baru = (name: string, kesediaan = true) => createChild(t.database.db, { name, location: 'Rutan 2', asessor_id: asessor.id, kesediaan });
    const belum = await baru('Belum Mulai', false);
    const sebagian = await baru('Sebagian');
    const tuntas = await baru('Tuntas');
    const menolak = await baru('Menolak', false);
    const berhenti = await baru('Berhenti');
    await createHasil(t.database.db, sebagian.id, 'pid5');
    for (const k of ['pid5', 'psc17', 'dukungan', 'kognitif'] as const) await createHasil(t.database.db, tuntas.id, k);
    await createHasil(t.database.db, berhenti.id, 'pid5');

    const daftar = async () => {
      const res = await send(t.app, 'GET', '/api/kelola?page=1&per_page=50', { cookies });
      expect(res.statusCode).toBe(200);
      const rows = (res.json() as { data: Baris[] }).data;
      return (id: number) => rows.find((r) => r.id === id);
    };
    const awal = await daftar();
    expect(awal(belum.id)).toMatchObject({ selesai: 0, jumlah_subtes: 4, kesediaan: null, berhenti: false });
    expect(awal(sebagian.id)).toMatchObject({ selesai: 1, jumlah_subtes: 4 });
    expect(awal(tuntas.id)).toMatchObject({ selesai: 4, jumlah_subtes: 4 });

    // The person answers on their own device after the list was read (and kept): the next read says so.
    const sebagai = async (id: number): Promise<Cookies> => childSession(t, id);
    const tolak = await send(t.app, 'POST', `/api/asesmen/${menolak.id}/kesediaan`, { cookies: await sebagai(menolak.id), body: { mau: false } });
    expect(tolak.statusCode, tolak.body).toBe(200);
    const stop = await send(t.app, 'POST', `/api/asesmen/${berhenti.id}/psc17/berhenti`, { cookies: await sebagai(berhenti.id) });
    expect(stop.statusCode, stop.body).toBe(200);

    const lalu = await daftar();
    expect(lalu(menolak.id)).toMatchObject({ kesediaan: 'menolak', berhenti: false, selesai: 0 });
    expect(lalu(berhenti.id)).toMatchObject({ kesediaan: 'mau', berhenti: true, selesai: 1 });
    expect(lalu(belum.id)).toMatchObject({ kesediaan: null, berhenti: false });

    // A detainee's record counts against the detainees' battery.
    const tahanan = await createChild(t.database.db, { name: 'Tahanan', location: 'Rutan 2', kategori: 'tahanan', asessor_id: asessor.id });
    await createHasil(t.database.db, tahanan.id, 'dukungan');
    expect((await daftar())(tahanan.id)).toMatchObject({ selesai: 1, jumlah_subtes: 4 });
  });
});
