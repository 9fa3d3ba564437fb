import { beforeAll, describe, expect, it } from 'vitest';
import { createAsessor, createChild, loginAsessor } from '#server/test/factories.ts';
import { createHasil } from '#server/test/hasil-factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';

const t = testAppForFile();
let as1: Cookies;

beforeAll(async () => {
  const db = t.database.db;
  as1 = await loginAsessor(t.app, await createAsessor(db, { location: 'Rutan 1' }));
  // Made oldest first: the spec's order (newest first) is the reverse.
  await createChild(db, { registration_no: 'PR-KRITIS', self_harm: 'Ya' });
  await createChild(db, { registration_no: 'PR-BELUM' });
  const rendah = await createChild(db, { registration_no: 'PR-RENDAH' });
  await createHasil(db, rendah.id, 'pid5');
  await createChild(db, { registration_no: 'PR-TINGGI', kekerasan_seksual: 'Ya' });
  await createChild(db, { registration_no: 'PR-R2', location: 'Rutan 2', self_harm: 'Ya' });
});

const daftar = async (query: string) => {
  const res = await send(t.app, 'GET', `/api/hasil-gabungan${query}`, { cookies: as1 });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
type Baris = { registration_no: string; prioritas: string; prioritas_tampil: string };
const nomor = (rows: Baris[]) => rows.map((r) => r.registration_no);

describe('Hasil Gabungan by priority (issue 31.5)', () => {
  it('keeps the spec order by default; a record without results reads "Belum dinilai", never "Rendah"', async () => {
    const rows: Baris[] = await daftar('');
    expect(nomor(rows)).toEqual(['PR-TINGGI', 'PR-RENDAH', 'PR-BELUM', 'PR-KRITIS']);
    const per = Object.fromEntries(rows.map((r) => [r.registration_no, r.prioritas_tampil]));
    expect(per).toEqual({ 'PR-TINGGI': 'Tinggi', 'PR-RENDAH': 'Rendah', 'PR-BELUM': 'Belum dinilai', 'PR-KRITIS': 'Kritis' });
  });

  it('sorts Kritis first and "Belum dinilai" last, across pages; filters by priority', async () => {
    expect(nomor(await daftar('?urut=prioritas'))).toEqual(['PR-KRITIS', 'PR-TINGGI', 'PR-RENDAH', 'PR-BELUM']);
    const halaman2 = await daftar('?urut=prioritas&page=2&per_page=2');
    expect(nomor(halaman2.data)).toEqual(['PR-RENDAH', 'PR-BELUM']);
    expect(halaman2.total).toBe(4);
    expect(nomor((await daftar('?prioritas=Kritis&page=1')).data)).toEqual(['PR-KRITIS']);
    expect(nomor((await daftar('?prioritas=Belum%20dinilai&page=1')).data)).toEqual(['PR-BELUM']);
    expect(nomor((await daftar('?urut=prioritas&q=PR-&page=1')).data)).toEqual([
      'PR-KRITIS',
      'PR-TINGGI',
      'PR-RENDAH',
      'PR-BELUM',
    ]);
  });

  it('refuses an unknown order or priority in Indonesian', async () => {
    const res = await send(t.app, 'GET', '/api/hasil-gabungan?prioritas=Gawat', { cookies: as1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Prioritas tidak dikenal.');
    expect((await send(t.app, 'GET', '/api/hasil-gabungan?urut=acak', { cookies: as1 })).json().message).toBe(
      'Urutan harus terbaru atau prioritas.',
    );
  });
});
