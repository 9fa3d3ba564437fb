// Every registered route either declares a guard (run in onRequest, before the body is read or
// validated) or is on the explicit public list (D1, issue 10 finding 8). The test walks the routes the
// app really registered, so a new route without a guard fails here.
import { beforeAll, describe, expect, it } from 'vitest';
import { PESAN_GANTI_PASSWORD_SEMENTARA } from '#domain/messages.ts';
import type { Role } from '../db/schema';
import { createAsessor, createChild, loginAdmin, loginAsessor } from '../test/factories';
import { send, testAppForFile, type Cookies } from '../test/harness';
import { RUTE_PENYIAPAN_ASESSOR } from '../test/rute-penyiapan';
import { PUBLIC_PREFIXES, PUBLIC_ROUTES, registeredRoutes, type RegisteredRoute } from './guard';
import { createSession } from './sessions';

const t = testAppForFile();
const cookiesOf: Partial<Record<Role | 'sementara', Cookies>> = {};

beforeAll(async () => {
  cookiesOf.admin = await loginAdmin(t.app);
  cookiesOf.asessor = await loginAsessor(t.app, await createAsessor(t.database.db));
  const child = await createChild(t.database.db);
  cookiesOf.peserta = { peserta_auth: (await createSession(t.database.db, t.clock, 'peserta', child.id, null)).token };
  const temp = await createAsessor(t.database.db);
  await t.database.db.updateTable('asessor').set({ harus_ganti_password: 1 }).where('id', '=', temp.id).execute();
  cookiesOf.sementara = await loginAsessor(t.app, temp);
});

const isPublic = (r: RegisteredRoute) =>
  PUBLIC_ROUTES.includes(`${r.method} ${r.url}`) || PUBLIC_PREFIXES.some((p) => r.url === p || r.url.startsWith(`${p}/`));
const served = (r: RegisteredRoute) => r.url.startsWith('/api/') || r.url.startsWith('/uploads/');
const concrete = (url: string) =>
  url.replace(/:instrument/g, 'pid5').replace(/:(id|asessorId)/g, '1').replace(/:[A-Za-z_]+/g, 'REG-1').replace(/\*/g, 'x');
// Bodies a stranger might send: none, empty, or nonsense. Validation must never run before the guard.
const call = (r: RegisteredRoute, cookies?: Cookies) =>
  send(t.app, r.method as 'GET', concrete(r.url), { cookies, ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { body: {} }) });

describe('every route is guarded or explicitly public', () => {
  it('the app registers the routes this test walks through', () => {
    expect(registeredRoutes(t.app).filter(served).length).toBeGreaterThan(30);
  });

  it('no /api or /uploads route is without a guard unless it is on the public list', () => {
    const unguarded = registeredRoutes(t.app).filter((r) => served(r) && !r.roles && !isPublic(r));
    expect(unguarded.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('the public list names only routes that exist', () => {
    const all = new Set(registeredRoutes(t.app).map((r) => `${r.method} ${r.url}`));
    for (const route of PUBLIC_ROUTES) expect(all.has(route), route).toBe(true);
  });

  it('every guarded route answers 401 without a session, before looking at the body', async () => {
    for (const r of registeredRoutes(t.app).filter((x) => served(x) && x.roles)) {
      const res = await call(r);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json().message, `${r.method} ${r.url}`).toBe('Silakan login terlebih dahulu.');
    }
  });

  it('every guarded route answers 403 to a session of a role it does not admit', async () => {
    for (const r of registeredRoutes(t.app).filter((x) => served(x) && x.roles)) {
      for (const role of ['admin', 'asessor', 'peserta'] as const) {
        if (r.roles!.includes(role)) continue;
        const res = await call(r, cookiesOf[role]);
        expect(res.statusCode, `${role} ${r.method} ${r.url}`).toBe(403);
      }
    }
  });

  it('anonymous POST /api/asessors {} is 401, not a list of missing fields', async () => {
    const res = await send(t.app, 'POST', '/api/asessors', { body: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Silakan login terlebih dahulu.' });
  });
});

describe('an assessor on a temporary password (D15)', () => {
  const OPEN = RUTE_PENYIAPAN_ASESSOR;

  it('every assessor route but me, logout and the password change answers 403 asking for a new password', async () => {
    const asessorRoutes = registeredRoutes(t.app).filter((r) => served(r) && r.roles?.includes('asessor'));
    expect(asessorRoutes.length).toBeGreaterThan(15);
    for (const r of asessorRoutes) {
      const res = await call(r, cookiesOf.sementara);
      const name = `${r.method} ${r.url}`;
      if (OPEN.has(name)) {
        expect(res.json().message ?? '', name).not.toBe(PESAN_GANTI_PASSWORD_SEMENTARA);
      } else {
        expect(res.statusCode, name).toBe(403);
        expect(res.json().message, name).toBe(PESAN_GANTI_PASSWORD_SEMENTARA);
      }
    }
  });

  it('sees no names on the child list and cannot enter a child without its password', async () => {
    const child = await createChild(t.database.db, { name: 'Ani Lestari' });
    const list = await send(t.app, 'GET', '/api/peserta', { cookies: cookiesOf.sementara });
    expect(JSON.stringify(list.json())).not.toContain('Ani Lestari');
    const masuk = await send(t.app, 'POST', '/api/peserta/masuk', { cookies: cookiesOf.sementara, body: { id: child.id } });
    expect(masuk.statusCode).toBe(400);
  });
});
