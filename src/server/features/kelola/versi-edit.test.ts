// Issue 28: two assessors editing one record (or one note) from the same version: the first save wins,
// the second answers 409 saying who changed it and when, and writes nothing. Before, the second save
// silently overwrote the first (30 of 30). A save without a version (a client of the spec) still saves.
import { beforeAll, describe, expect, it } from 'vitest';
import { asessorMasuk, createChild, type AsessorFixture } from '#server/test/factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { SKRINING_TIDAK } from '#server/test/skrining.ts';

const t = testAppForFile();
let satu: AsessorFixture;
let as1: Cookies;
let as2: Cookies;

beforeAll(async () => {
  ({ asessor: satu, as1 } = await asessorMasuk(t, { name: 'Asessor Satu', location: 'Rutan 1' }));
  ({ as1: as2 } = await asessorMasuk(t, { name: 'Rekan Dua', location: 'Rutan 1' }));
});

const rekaman = (registration_no: string, name: string, versi?: number) => ({
  registration_no,
  name,
  age: 16,
  place_of_birth: 'Surabaya',
  date_of_birth: '2010-02-03',
  assesor_id: satu.id,
  ...SKRINING_TIDAK,
  ...(versi !== undefined ? { versi } : {}),
});

async function baris(id: number) {
  const list = await send(t.app, 'GET', '/api/kelola', { cookies: as1 });
  return (list.json() as { id: number; name: string; versi: number }[]).find((r) => r.id === id)!;
}

describe('records: edits that know what they edited', () => {
  it('two assessors save from the same version: the second gets 409 with who and when, nothing written', async () => {
    const anak = await createChild(t.database.db, { location: 'Rutan 1' });
    const awal = await baris(anak.id);
    expect(awal.versi).toBe(1);
    const url = `/api/kelola/${anak.id}`;
    const a = await send(t.app, 'PUT', url, { cookies: as1, body: rekaman(anak.registration_no, 'Nama Dari Satu', awal.versi) });
    expect(a.statusCode, a.body).toBe(200);
    t.clock.advance(60_000);
    const b = await send(t.app, 'PUT', url, { cookies: as2, body: rekaman(anak.registration_no, 'Nama Dari Rekan', awal.versi) });
    expect(b.statusCode).toBe(409);
    expect(b.json().message).toBe(
      'Data ini sudah diubah oleh Asessor Satu pada 22 November 2026 10.00 WIB setelah formulir Anda dibuka. ' +
        'Muat data terbaru; isian Anda tetap di formulir.',
    );
    expect(b.json().errors).toMatchObject({ versi: 2, diubah_oleh: 'Asessor Satu' });
    const sekarang = await baris(anak.id);
    expect([sekarang.name, sekarang.versi]).toEqual(['Nama Dari Satu', 2]);
    // From the new version the colleague's save goes through.
    const c = await send(t.app, 'PUT', url, { cookies: as2, body: rekaman(anak.registration_no, 'Nama Dari Rekan', 2) });
    expect(c.statusCode).toBe(200);
    expect((await baris(anak.id)).versi).toBe(3);
  });

  it('at the same moment, 20 times: one save wins each time, the other answers 409', async () => {
    for (let i = 0; i < 20; i++) {
      const anak = await createChild(t.database.db, { location: 'Rutan 1' });
      const url = `/api/kelola/${anak.id}`;
      const [a, b] = await Promise.all([
        send(t.app, 'PUT', url, { cookies: as1, body: rekaman(anak.registration_no, 'Satu', 1) }),
        send(t.app, 'PUT', url, { cookies: as2, body: rekaman(anak.registration_no, 'Rekan', 1) }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const menang = a.statusCode === 200 ? 'Satu' : 'Rekan';
      expect((await baris(anak.id)).name).toBe(menang);
    }
  });

  it('a save without a version (as the spec sends it) still saves; a bad version is a 400', async () => {
    const anak = await createChild(t.database.db, { location: 'Rutan 1' });
    const url = `/api/kelola/${anak.id}`;
    expect((await send(t.app, 'PUT', url, { cookies: as1, body: rekaman(anak.registration_no, 'Tanpa Versi') })).statusCode).toBe(
      200,
    );
    const salah = await send(t.app, 'PUT', url, { cookies: as1, body: { ...rekaman(anak.registration_no, 'X'), versi: 'dua' } });
    expect(salah.statusCode).toBe(400);
    expect(salah.json().message).toContain('Versi data tidak valid.');
  });
});

describe('notes: edits that know what they edited', () => {
  it('two assessors save one note from the same version: 409 for the second, nothing written', async () => {
    const anak = await createChild(t.database.db, { location: 'Rutan 1' });
    const reg = anak.registration_no;
    expect(
      (await send(t.app, 'POST', '/api/catatan', { cookies: as1, body: { registration_no: reg, catatan: 'awal' } })).statusCode,
    ).toBe(201);
    const dibaca = (await send(t.app, 'GET', `/api/catatan/${reg}`, { cookies: as2 })).json() as { versi: number };
    expect(dibaca.versi).toBe(1);
    const url = `/api/catatan/${reg}`;
    expect((await send(t.app, 'PUT', url, { cookies: as1, body: { catatan: 'dari satu', versi: 1 } })).statusCode).toBe(200);
    const b = await send(t.app, 'PUT', url, { cookies: as2, body: { catatan: 'dari rekan', versi: 1 } });
    expect(b.statusCode).toBe(409);
    expect(b.json().message).toMatch(/^Catatan ini sudah diubah oleh Asessor Satu pada .* WIB setelah formulir Anda dibuka\./);
    const sekarang = (await send(t.app, 'GET', url, { cookies: as1 })).json() as { catatan: string; versi: number };
    expect(sekarang).toMatchObject({ catatan: 'dari satu', versi: 2 });
  });
});
