import { beforeAll, describe, expect, it } from 'vitest';
import { BATERAI_BAWAAN } from '#domain/index.ts';
import { createAsessor, loginAdmin, loginAsessor } from '#server/test/factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';

const t = testAppForFile();
let admin: Cookies;

beforeAll(async () => {
  admin = await loginAdmin(t.app);
});

describe('batteries (D17)', () => {
  it('answer the defaults until the admin sets one, with the instruments a category may hold', async () => {
    const anak = await send(t.app, 'GET', '/api/baterai/anak', { cookies: admin });
    expect(anak.statusCode).toBe(200);
    expect(anak.json().instrumen).toEqual([...BATERAI_BAWAAN.anak]);
    const tahanan = (await send(t.app, 'GET', '/api/baterai/tahanan', { cookies: admin })).json();
    expect(tahanan.instrumen).toEqual(['srq20', 'pid5dewasa', 'dukungan', 'kognitif']);
    expect(tahanan.tersedia.map((i: { key: string }) => i.key)).toEqual(['dukungan', 'kognitif', 'srq20', 'pid5dewasa']);
  });

  it('the admin sets the order; the audit names it', async () => {
    const res = await send(t.app, 'PUT', '/api/baterai/tahanan', {
      cookies: admin,
      body: { instrumen: ['pid5dewasa', 'srq20'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Baterai instrumen berhasil disimpan.');
    expect((await send(t.app, 'GET', '/api/baterai/tahanan', { cookies: admin })).json().instrumen).toEqual([
      'pid5dewasa',
      'srq20',
    ]);
    const audit = await t.database.db
      .selectFrom('audit')
      .select(['action', 'target'])
      .where('action', '=', 'baterai.ubah')
      .execute();
    expect(audit).toEqual([{ action: 'baterai.ubah', target: 'tahanan' }]);
    await send(t.app, 'PUT', '/api/baterai/tahanan', { cookies: admin, body: { instrumen: [...BATERAI_BAWAAN.tahanan] } });
  });

  it('refuses bad batteries in Indonesian and keeps the stored one', async () => {
    const kasus: [string, unknown, RegExp][] = [
      ['anak', { instrumen: [] }, /minimal satu instrumen/],
      ['anak', { instrumen: ['pid5', 'pid5'] }, /lebih dari sekali/],
      ['anak', { instrumen: ['mmpi'] }, /tidak dikenal: mmpi/],
      ['anak', { instrumen: ['srq20'] }, /SRQ-20 tidak dapat dipakai untuk asesmen anak/],
      ['tahanan', { instrumen: ['pid5'] }, /PID-5 BF tidak dapat dipakai untuk asesmen tahanan/],
      ['tahanan', { instrumen: 'srq20' }, /daftar kunci instrumen/],
      ['dewasa', { instrumen: ['srq20'] }, /Kategori tidak dikenal/],
    ];
    for (const [kategori, body, pesan] of kasus) {
      const res = await send(t.app, 'PUT', `/api/baterai/${kategori}`, { cookies: admin, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(pesan);
    }
    expect((await send(t.app, 'GET', '/api/baterai/anak', { cookies: admin })).json().instrumen).toEqual([
      ...BATERAI_BAWAAN.anak,
    ]);
  });

  it('is the admin’s alone', async () => {
    expect((await send(t.app, 'GET', '/api/baterai/anak')).statusCode).toBe(401);
    const asessor = await loginAsessor(t.app, await createAsessor(t.database.db));
    expect((await send(t.app, 'GET', '/api/baterai/anak', { cookies: asessor })).statusCode).toBe(403);
    expect((await send(t.app, 'PUT', '/api/baterai/anak', { cookies: asessor, body: { instrumen: ['psc17'] } })).statusCode).toBe(
      403,
    );
  });
});
