// Issue 29 finding 4: `PUT /api/baterai/anak` without PID-5 and PSC-17 removed those results from the
// combined view, the lists and the exports and lowered a child's priority; a detainee's SRQ-20 result
// was hidden the same way. A battery is what the next round takes, never a filter on the past.
import { beforeAll, describe, expect, it } from 'vitest';
import { BATERAI_BAWAAN } from '#domain/index.ts';
import { createAsessor, createChild, loginAdmin, loginAsessor } from '#server/test/factories.ts';
import { createHasil, jawabanPid5, jawabanPsc17 } from '#server/test/hasil-factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';

const t = testAppForFile();
let admin: Cookies;
let asessor: Cookies;

beforeAll(async () => {
  admin = await loginAdmin(t.app);
  asessor = await loginAsessor(t.app, await createAsessor(t.database.db, { location: 'Rutan 1' }));
});

/** Everything an assessor reads of one record: the combined view, its list row, the CSV export. */
async function bacaSemua(registrationNo: string, kategori: 'anak' | 'tahanan') {
  const q = kategori === 'tahanan' ? '?kategori=tahanan' : '';
  const detail = (await send(t.app, 'GET', `/api/hasil-gabungan/${registrationNo}`, { cookies: asessor })).json();
  const list = (await send(t.app, 'GET', `/api/hasil-gabungan${q}`, { cookies: asessor })).json() as {
    registration_no: string;
    prioritas: string;
    selesai: string[];
  }[];
  const csv = (await send(t.app, 'GET', `/api/ekspor/hasil.csv${q}`, { cookies: asessor })).body;
  const row = list.find((r) => r.registration_no === registrationNo)!;
  const baris = csv.split('\n').find((l) => l.includes(registrationNo))!;
  return { detail, row, header: csv.split('\n')[0]!, baris };
}

describe('a battery change never hides results (issue 29 finding 4)', () => {
  it('PID-5 and PSC-17 taken before stay in the combined view, the list, the export and the priority', async () => {
    const child = await createChild(t.database.db, { location: 'Rutan 1' });
    await createHasil(t.database.db, child.id, 'pid5', { jawaban: jawabanPid5({ NegativeAffect: 3, Detachment: 3 }) });
    await createHasil(t.database.db, child.id, 'psc17', { jawaban: jawabanPsc17({ internalisasi: 2, eksternalisasi: 2, atensi: 2 }) });
    const before = await bacaSemua(child.registration_no, 'anak');
    expect(before.detail.hasil.PSC17).not.toBeNull();
    expect(before.row.prioritas).not.toBe('Rendah');

    const put = await send(t.app, 'PUT', '/api/baterai/anak', { cookies: admin, body: { instrumen: ['dukungan', 'kognitif'] } });
    expect(put.statusCode).toBe(200);
    const after = await bacaSemua(child.registration_no, 'anak');
    expect(after.detail.prioritas).toBe(before.detail.prioritas);
    expect(after.detail.hasil.PSC17).toEqual(before.detail.hasil.PSC17);
    expect(after.detail.hasil['PID5-BF']).toEqual(before.detail.hasil['PID5-BF']);
    expect(after.detail.baterai).toEqual(['dukungan', 'kognitif', 'pid5', 'psc17']);
    expect(after.row.prioritas).toBe(before.row.prioritas);
    expect(after.row.selesai.sort()).toEqual(['pid5', 'psc17']);
    expect(after.header).toContain('PSC-17');
    expect(after.header).toContain('PID-5');
    // Each PSC-17 and PID-5 column keeps its value, in the new battery's order.
    const nilai = (r: { header: string; baris: string }, awalan: string) => {
      const kolom = r.header.split(';');
      const isi = r.baris.split(';');
      return kolom.flatMap((k, i) => (k.startsWith(awalan) ? [`${k}=${isi[i]}`] : [])).sort();
    };
    for (const awalan of ['PSC-17', 'PID-5']) {
      expect(nilai(after, awalan).length, awalan).toBeGreaterThan(0);
      expect(nilai(after, awalan).filter((x) => !x.includes('Validitas'))).toEqual(nilai(before, awalan).filter((x) => !x.includes('Validitas')));
    }
    // A record with no result outside the battery is not shown what it never took.
    const other = await createChild(t.database.db, { location: 'Rutan 1' });
    expect((await bacaSemua(other.registration_no, 'anak')).detail.baterai).toEqual(['dukungan', 'kognitif']);
    await send(t.app, 'PUT', '/api/baterai/anak', { cookies: admin, body: { instrumen: [...BATERAI_BAWAAN.anak] } });
  });

  it('a detainee’s SRQ-20 result stays when SRQ-20 leaves the battery', async () => {
    const d = await createChild(t.database.db, { location: 'Rutan 1', kategori: 'tahanan' });
    const jawaban = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [String(i + 1), i < 8 ? 1 : 0]));
    await createHasil(t.database.db, d.id, 'srq20', { jawaban });
    const before = await bacaSemua(d.registration_no, 'tahanan');
    expect(before.detail.hasil['SRQ-20']).toBeTruthy();
    await send(t.app, 'PUT', '/api/baterai/tahanan', { cookies: admin, body: { instrumen: ['dukungan'] } });
    const after = await bacaSemua(d.registration_no, 'tahanan');
    expect(after.detail.hasil['SRQ-20']).toEqual(before.detail.hasil['SRQ-20']);
    expect(after.detail.prioritas).toBe(before.detail.prioritas);
    expect(after.row.prioritas).toBe(before.row.prioritas);
    expect(after.header).toContain('SRQ-20');
    await send(t.app, 'PUT', '/api/baterai/tahanan', { cookies: admin, body: { instrumen: [...BATERAI_BAWAAN.tahanan] } });
  });

  it('each change is a numbered version with who and when, and the audit says before and after', async () => {
    const start = (await send(t.app, 'GET', '/api/baterai/anak', { cookies: admin })).json();
    await send(t.app, 'PUT', '/api/baterai/anak', { cookies: admin, body: { instrumen: ['pid5', 'psc17'] } });
    const res = (await send(t.app, 'GET', '/api/baterai/anak', { cookies: admin })).json();
    expect(res.versi).toBe(start.versi + 1);
    expect(res.riwayat[0]).toMatchObject({ versi: res.versi, instrumen: ['pid5', 'psc17'], diubah_oleh: 'admin' });
    const audit = await t.database.db.selectFrom('audit').select('detail').where('action', '=', 'baterai.ubah').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.detail).toBe(`versi ${res.versi}: ${BATERAI_BAWAAN.anak.join(', ')} → pid5, psc17`);
  });
});
