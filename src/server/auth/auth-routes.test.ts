import { describe, expect, it } from 'vitest';
import { createAsessor, loginAdmin, loginAsessor } from '../test/factories';
import { cookiesOf, createTestApp, send, TEST_ADMIN_PASSWORD, testAppForFile } from '../test/harness';

const t = testAppForFile();

describe('health', () => {
  it('answers ok once the database answers', async () => {
    const res = await send(t.app, 'GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends a strict content security policy', async () => {
    const res = await send(t.app, 'GET', '/api/health');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('describes the API as OpenAPI', async () => {
    const res = await send(t.app, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/admin/login');
  });

  it('answers unknown API paths with an Indonesian 404', async () => {
    const res = await send(t.app, 'GET', '/api/tidak-ada');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Alamat tidak ditemukan.');
  });
});

describe('admin login', () => {
  it('refuses a wrong password with the spec message', async () => {
    const res = await send(t.app, 'POST', '/api/admin/login', { body: { username: 'admin', password: 'salah-sekali' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Username atau password salah!');
    expect(res.cookies).toHaveLength(0);
  });

  it('logs in with a token cookie that is not "true"', async () => {
    const res = await send(t.app, 'POST', '/api/admin/login', { body: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Login berhasil sebagai Admin!');
    const cookie = (res.cookies as { name: string; value: string; httpOnly?: boolean; sameSite?: string; maxAge?: number }[]).find(
      (c) => c.name === 'admin_auth',
    );
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.maxAge).toBe(86400);
  });

  it('validates the body in Indonesian with 400', async () => {
    const res = await send(t.app, 'POST', '/api/admin/login', { body: { username: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Username wajib diisi.');
  });

  it('refuses malformed JSON and text/plain bodies without 5xx', async () => {
    const bad = await send(t.app, 'POST', '/api/admin/login', {
      body: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Format JSON tidak valid.');
    const text = await send(t.app, 'POST', '/api/admin/login', {
      body: 'username=admin',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
  });

  it('me answers admin, logout ends the session on the server', async () => {
    const cookies = await loginAdmin(t.app);
    const me = await send(t.app, 'GET', '/api/auth/me', { cookies });
    expect(me.json()).toMatchObject({ role: 'admin', admin: { username: 'admin' } });
    const out = await send(t.app, 'POST', '/api/admin/logout', { cookies });
    expect(out.statusCode).toBe(200);
    const after = await send(t.app, 'GET', '/api/auth/me', { cookies });
    expect(after.statusCode).toBe(401);
  });

  it('locks an account after 5 failures for 15 minutes, and a success resets the count', async () => {
    const a = await createAsessor(t.database.db);
    for (let i = 0; i < 4; i++) {
      await send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: a.assesor_id, password: 'salah' } });
    }
    await loginAsessor(t.app, a); // resets
    for (let i = 0; i < 5; i++) {
      const r = await send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: a.assesor_id, password: 'salah' } });
      expect(r.statusCode).toBe(401);
    }
    const locked = await send(t.app, 'POST', '/api/asessors/login', {
      body: { assesor_id: a.assesor_id, password: a.password },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toContain('15 menit');
    t.clock.advance(15 * 60 * 1000 + 1);
    const again = await send(t.app, 'POST', '/api/asessors/login', {
      body: { assesor_id: a.assesor_id, password: a.password },
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('assessor login', () => {
  it('returns token and asessor.id, sets the cookie and last_login', async () => {
    const a = await createAsessor(t.database.db, { location: 'Rutan 2' });
    const res = await send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: a.assesor_id, password: a.password } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Login berhasil!');
    expect(body.asessor.id).toBe(a.id);
    expect(cookiesOf(res).asessor_auth).toBe(body.token);
    const row = await t.database.db.selectFrom('asessor').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(row.last_login).toBe(t.clock.now().toISOString());
  });

  it('refuses an inactive assessor as a wrong password, so that the right password is not revealed (issue 29)', async () => {
    const a = await createAsessor(t.database.db, { active: false });
    const res = await send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: a.assesor_id, password: a.password } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('ID asessor atau password salah.');
  });

  it('refuses an unknown id like a wrong password', async () => {
    const res = await send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: 'tidak-ada', password: 'apa saja' } });
    expect(res.statusCode).toBe(401);
  });

  it('logout sets last_logout and ends only the own session', async () => {
    const a = await createAsessor(t.database.db);
    const b = await createAsessor(t.database.db);
    const cookies = await loginAsessor(t.app, a);
    const other = await send(t.app, 'POST', `/api/asessors/logout/${b.id}`, { cookies });
    expect(other.statusCode).toBe(403);
    const res = await send(t.app, 'POST', `/api/asessors/logout/${a.id}`, { cookies });
    expect(res.statusCode).toBe(200);
    const row = await t.database.db.selectFrom('asessor').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(row.last_logout).not.toBeNull();
    expect((await send(t.app, 'GET', '/api/auth/me', { cookies })).statusCode).toBe(401);
  });

  it('sessions expire after one day', async () => {
    const a = await createAsessor(t.database.db);
    const cookies = await loginAsessor(t.app, a);
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await send(t.app, 'GET', '/api/auth/me', { cookies })).statusCode).toBe(401);
  });
});

describe('guards and forgery', () => {
  it('401 without a session, 403 with the wrong role', async () => {
    expect((await send(t.app, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await send(t.app, 'POST', '/api/admin/logout')).statusCode).toBe(401);
    expect((await send(t.app, 'POST', '/api/asessors/logout/1')).statusCode).toBe(401);
    const admin = await loginAdmin(t.app);
    const wrong = await send(t.app, 'POST', '/api/asessors/logout/1', { cookies: admin });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Anda tidak memiliki akses ke fitur ini.');
    const a = await createAsessor(t.database.db);
    const asessor = await loginAsessor(t.app, a);
    expect((await send(t.app, 'POST', '/api/admin/logout', { cookies: asessor })).statusCode).toBe(403);
  });

  it('refuses a state-changing request with a session cookie from another origin', async () => {
    const cookies = await loginAdmin(t.app);
    const res = await send(t.app, 'POST', '/api/admin/logout', { cookies, headers: { origin: 'http://jahat.example' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('asal permintaan');
    const noOrigin = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { host: 'localhost' }, cookies });
    expect(noOrigin.statusCode).toBe(403);
    const referer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { host: 'localhost', referer: 'http://localhost/admin/logout' },
      cookies,
    });
    expect(referer.statusCode).toBe(200);
  });
});

describe('per-address login limit', () => {
  it('refuses the 31st login attempt of one address within a minute with 429 in Indonesian', async () => {
    const own = await createTestApp();
    try {
      for (let i = 0; i < 30; i++) {
        const r = await send(own.app, 'POST', '/api/asessors/login', { body: { assesor_id: `tidak-ada-${i}`, password: 'salah' } });
        expect(r.statusCode).toBe(401);
      }
      const refused = await send(own.app, 'POST', '/api/admin/login', { body: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Terlalu banyak percobaan/);
    } finally {
      await own.close();
    }
  });
});
