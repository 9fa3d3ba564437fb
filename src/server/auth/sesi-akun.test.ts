// Issue 28: a session ends with its account. A login that races a deactivation checked the password
// while the account was active and wrote its session just after the deactivation ended the others:
// that session then worked for a day (12 of 40 on PostgreSQL). The session lookup now reads the
// account's state with the session, so no session outlives its account's deactivation or deletion.
import { describe, expect, it } from 'vitest';
import { createAsessor, loginAdmin, loginAsessor } from '../test/factories';
import { cookiesOf, send, testAppForFile } from '../test/harness';

const t = testAppForFile({ LOGIN_ATTEMPTS_PER_MINUTE: 10_000 });
const RONDE = 40;

describe('a session lives no longer than its account', () => {
  it(`a login racing a deactivation never outlives it (${RONDE} races at once)`, async () => {
    const admin = await loginAdmin(t.app);
    const asessors = await Promise.all(Array.from({ length: RONDE }, () => createAsessor(t.database.db)));
    // How long a login takes here (the password hash): the deactivations are spread over the time the
    // logins take together (two cores hash them), so that some land between a login's password check
    // and its session's write.
    const awal = performance.now();
    await loginAsessor(t.app, await createAsessor(t.database.db));
    const lamaLogin = performance.now() - awal;
    const hasil = await Promise.all(
      asessors.map(async (a, i) => {
        const [login, toggle] = await Promise.all([
          send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: a.assesor_id, password: a.password } }),
          new Promise((r) => setTimeout(r, (lamaLogin * i) / 2)).then(() =>
            send(t.app, 'PUT', `/api/asessors/${a.id}/toggle`, { cookies: admin }),
          ),
        ]);
        expect(toggle.statusCode).toBe(200);
        expect(toggle.json().active).toBe(false);
        if (login.statusCode !== 200) return 'ditolak';
        const kelola = await send(t.app, 'GET', '/api/kelola', { cookies: cookiesOf(login) });
        return kelola.statusCode === 401 ? 'berakhir' : `hidup ${kelola.statusCode}`;
      }),
    );
    expect(hasil.filter((h) => h.startsWith('hidup'))).toEqual([]);
    // Some logins won the race (their session was written): the lookup's check is what ended them.
    expect(hasil).toContain('berakhir');
  });

  it('a session of a deactivated or deleted account answers 401', async () => {
    const admin = await loginAdmin(t.app);
    const a = await createAsessor(t.database.db);
    const cookies = await loginAsessor(t.app, a);
    expect((await send(t.app, 'GET', '/api/kelola', { cookies })).statusCode).toBe(200);
    // Deactivated by a write that does not end the sessions (another server, plain SQL): still refused.
    await t.database.db.updateTable('asessor').set({ active: 0 }).where('id', '=', a.id).execute();
    expect((await send(t.app, 'GET', '/api/kelola', { cookies })).statusCode).toBe(401);

    const b = await createAsessor(t.database.db);
    const cookiesB = await loginAsessor(t.app, b);
    expect((await send(t.app, 'DELETE', `/api/asessors/${b.id}`, { cookies: admin })).statusCode).toBeLessThan(300);
    expect((await send(t.app, 'GET', '/api/kelola', { cookies: cookiesB })).statusCode).toBe(401);
  });
});
