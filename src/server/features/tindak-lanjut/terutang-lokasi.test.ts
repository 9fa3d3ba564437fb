// The follow-up checks a facility's read makes (issue 33): its own owed records, found from the few
// owed in the whole database, or, during the back-fill (more than TERUTANG_SEDIKIT owed), from its
// records; never another facility's.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAsessor, createChild, loginAsessor } from '#server/test/factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { TERUTANG_SEDIKIT } from './tindak-lanjut-data';

describe('owed follow-up checks of a facility', () => {
  const t = testAppForFile();

  /** The records with a follow-up on the facility's worklist, after its read checked what it owes. */
  async function pesertaDaftar(app: FastifyInstance, cookies: Cookies): Promise<number[]> {
    const res = await send(app, 'GET', '/api/tindak-lanjut?page=1&per_page=100', { cookies });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { peserta: { id: number } }[] }).data.map((r) => r.peserta.id).sort((a, b) => a - b);
  }

  it('finds them among many owed elsewhere (the back-fill) and among the few', async () => {
    const db = t.database.db;
    const rutan3 = await createAsessor(db, { location: 'Rutan 3', assesor_id: 'terutang-rutan-3' });
    const lain = [];
    for (let i = 1; i <= 2; i++)
      lain.push(
        (await createChild(db, { location: 'Rutan 3', registration_no: `TR-X-${i}`, name: `Terutang ${i}`, self_harm: 'Ya' })).id,
      );
    // More owed records than the few read from the whole database, all in Rutan 1.
    const { id: _id, ...kolom } = await db.selectFrom('peserta').selectAll().where('id', '=', lain[0]!).executeTakeFirstOrThrow();
    const rutan1 = await db.selectFrom('lokasi').select('id').where('nama', '=', 'Rutan 1').executeTakeFirstOrThrow();
    for (let i = 0; i < TERUTANG_SEDIKIT + 5; i += 200) {
      const n = Math.min(200, TERUTANG_SEDIKIT + 5 - i);
      await db
        .insertInto('peserta')
        .values(
          Array.from({ length: n }, (_, j) => ({
            ...kolom,
            registration_no: `TR-B-${i + j}`,
            name: `Isian ${i + j}`,
            location: String(rutan1.id),
            self_harm: 'Tidak',
          })),
        )
        .execute();
    }
    const terutang = await db
      .selectFrom('ringkasan_gabungan')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where((eb) => eb.or([eb('tl_dicek', 'is', null), eb('tl_dicek', '<>', eb.ref('versi'))]))
      .executeTakeFirstOrThrow();
    expect(Number(terutang.n)).toBeGreaterThan(TERUTANG_SEDIKIT);
    // A Kritis record of Rutan 3 saved after them (its id past the few read from the whole database)
    // gets its follow-up from Rutan 3's read, as do its two earlier ones; Rutan 1's stay owed.
    const nanti = await createChild(db, { location: 'Rutan 3', registration_no: 'TR-X-8', name: 'Terutang 8', self_harm: 'Ya' });
    expect(await pesertaDaftar(t.app, await loginAsessor(t.app, rutan3))).toEqual([...lain, nanti.id]);
    const masihTerutang = await db
      .selectFrom('ringkasan_gabungan')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tl_dicek', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(masihTerutang.n)).toBe(TERUTANG_SEDIKIT + 5);
    // Once few are owed again, a new owed record of Rutan 3 is found from the few.
    await db
      .updateTable('ringkasan_gabungan')
      .set((eb) => ({ tl_dicek: eb.ref('versi') }))
      .execute();
    const baru = await createChild(db, { location: 'Rutan 3', registration_no: 'TR-X-9', name: 'Terutang 9', self_harm: 'Ya' });
    expect(await pesertaDaftar(t.app, await loginAsessor(t.app, rutan3))).toEqual([...lain, nanti.id, baru.id]);
  });
});
