// Issue 29: drafts left on a shared tablet after the session ended. The device copy of a child's
// unsent answers is encrypted with a key only that child's entry gives (the web keeps it in the tab,
// use-draft.test.tsx); here the server's part on SQLite and PostgreSQL: the key comes with the entry,
// the same on every entry of the child, another for another child, never to anyone else, and it goes
// with the record.
import { describe, expect, it } from 'vitest';
import { createAsessor, createChild, loginAsessor } from '#server/test/factories.ts';
import { send, testAppForFile } from '#server/test/harness.ts';

const t = testAppForFile();
const masuk = (id: number, password: string) => send(t.app, 'POST', '/api/peserta/masuk', { body: { id, password } });

describe("the key of a child's device copy", () => {
  it('comes with each entry of the child (the same key), another child gets another; a failed entry gets none', async () => {
    const a = await createChild(t.database.db);
    const b = await createChild(t.database.db);
    const pertama = await masuk(a.id, a.password);
    expect(pertama.statusCode, pertama.body).toBe(200);
    const kunci = (pertama.json() as { kunci_perangkat: string }).kunci_perangkat;
    expect(kunci).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    // Entering again (after the session ended, with a new code or the password) opens the same copy.
    const lagi = (await masuk(a.id, a.password)).json() as { kunci_perangkat: string };
    expect(lagi.kunci_perangkat).toBe(kunci);
    const lain = (await masuk(b.id, b.password)).json() as { kunci_perangkat: string };
    expect(lain.kunci_perangkat).not.toBe(kunci);
    const salah = await masuk(a.id, 'bukan-sandinya');
    expect(salah.statusCode).toBe(401);
    expect(salah.body).not.toContain(kunci);
  });

  it('goes with the record: deleted, its device copy can never be opened again', async () => {
    const asessor = await createAsessor(t.database.db, { location: 'Rutan 1' });
    const cookies = await loginAsessor(t.app, asessor);
    const child = await createChild(t.database.db, { location: 'Rutan 1', asessor_id: asessor.id });
    expect((await masuk(child.id, child.password)).statusCode).toBe(200);
    const ada = () => t.database.db.selectFrom('kunci_perangkat').select('kunci').where('peserta_id', '=', child.id).execute();
    expect(await ada()).toHaveLength(1);
    expect((await send(t.app, 'DELETE', `/api/kelola/${child.id}`, { cookies })).statusCode).toBe(200);
    expect(await ada()).toEqual([]);
  });
});
