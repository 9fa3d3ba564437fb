// Session lookups of requests arriving together (issue 17): on PostgreSQL they share one query per
// role, yet each answers what it answers alone: the session with its account, or none.
import { describe, expect, it } from 'vitest';
import { createAsessor, createChild } from '../test/factories';
import { testAppForFile } from '../test/harness';
import { createSession, findSession } from './sessions';
import type { Role } from '../db/schema';

const t = testAppForFile();

describe('findSession', () => {
  it('answers the lookups of many requests at once as each one alone', async () => {
    const db = t.database.db;
    const anak = await createChild(db);
    const asessor = await createAsessor(db, { name: 'Asessor Sesi', location: 'Rutan 7' });
    const sementara = await createAsessor(db, { name: 'Asessor Sementara' });
    await db.updateTable('asessor').set({ harus_ganti_password: 1 }).where('id', '=', sementara.id).execute();
    const admin = await db.selectFrom('admin').select('id').executeTakeFirstOrThrow();
    const sesi = async (role: Role, id: number) => (await createSession(db, t.clock, role, id, null)).token;
    const tokenAnak = await sesi('peserta', anak.id);
    const tokenAsessor = await sesi('asessor', asessor.id);
    const tokenSementara = await sesi('asessor', sementara.id);
    const tokenAdmin = await sesi('admin', admin.id);
    const cari: [Role, string][] = [
      ['peserta', tokenAnak],
      ['asessor', tokenAsessor],
      ['asessor', tokenSementara],
      ['admin', tokenAdmin],
      // A token of another role, and one that was never issued.
      ['asessor', tokenAnak],
      ['peserta', 'tidak-pernah-ada'],
      ['peserta', tokenAnak],
    ];
    const sendiri = [];
    for (const [role, token] of cari) sendiri.push(await findSession(db, t.clock, role, token));
    const bersama = await Promise.all(cari.map(([role, token]) => findSession(db, t.clock, role, token)));
    expect(bersama).toEqual(sendiri);
    // The session carries the account, not a list's count of writes (issue 34: the kept replies read theirs).
    expect(sendiri.map((s) => s && [s.role, s.userId, s.account, s.mustChangePassword])).toEqual([
      ['peserta', anak.id, undefined, undefined],
      ['asessor', asessor.id, { name: 'Asessor Sesi', location: 'Rutan 7' }, false],
      // Rutan 1 by its facility id (D24): the scope compares ids, never names.
      ['asessor', sementara.id, { name: 'Asessor Sementara', location: '1' }, true],
      ['admin', admin.id, { name: 'admin', location: null }, undefined],
      undefined,
      undefined,
      ['peserta', anak.id, undefined, undefined],
    ]);
  });
});
