// A few thousand malformed requests over every registered route, as every role: random methods,
// path values, query strings, bodies and content types. None may answer 5xx (issue 10). Seeded, so a
// failure names a request that can be replayed.
import { beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from './auth/guard';
import { createSession } from './auth/sessions';
import { createAsessor, createChild, loginAdmin, loginAsessor } from './test/factories';
import { testAppForFile, type Cookies } from './test/harness';

const t = testAppForFile();
const roles: Record<string, Cookies> = { anonim: {} };

beforeAll(async () => {
  roles.admin = await loginAdmin(t.app);
  roles.asessor = await loginAsessor(t.app, await createAsessor(t.database.db));
  const temp = await createAsessor(t.database.db);
  await t.database.db.updateTable('asessor').set({ harus_ganti_password: 1 }).where('id', '=', temp.id).execute();
  roles.sementara = await loginAsessor(t.app, temp);
  const child = await createChild(t.database.db);
  roles.peserta = { peserta_auth: (await createSession(t.database.db, t.clock, 'peserta', child.id, null)).token };
});

/** mulberry32: a small seeded generator. */
function acak(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const NILAI_PATH = ['1', '0', '-1', '99999999999', '1e999', 'abc', '%C0%AF', '..%2F..%2Fetc', 'x'.repeat(300), 'pid5', 'kognitif', "'%20or%201=1--", '%00', '%F0%9F%98%80', 'REG-1.pdf', '2147483648'];
const NAMA_FIELD = ['id', 'password', 'kode', 'name', 'username', 'assesor_id', 'location', 'registration_no', 'jawaban', 'jawaban_essay', 'catatan', 'label', 'filename', 'pertanyaan', 'pilihan', 'password_lama', 'password_baru', 'age', 'date_of_birth', '__proto__', 'constructor'];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;
const CONTENT_TYPES = ['application/json', 'text/plain', 'multipart/form-data', 'multipart/form-data; boundary=zz', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=utf-16', ''];

function nilaiAcak(r: () => number, depth = 0): unknown {
  const pilihan = [
    () => null,
    () => Math.floor(r() * 2 ** 40) * (r() < 0.3 ? -1 : 1),
    () => r() * 1e308,
    () => 'x'.repeat(Math.floor(r() * 400)),
    () => NILAI_PATH[Math.floor(r() * NILAI_PATH.length)],
    () => r() < 0.5,
    () => (depth < 2 ? Array.from({ length: Math.floor(r() * 4) }, () => nilaiAcak(r, depth + 1)) : []),
    () => (depth < 2 ? objekAcak(r, depth + 1) : {}),
  ];
  return pilihan[Math.floor(r() * pilihan.length)]();
}

function objekAcak(r: () => number, depth = 0): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (let i = Math.floor(r() * 5); i > 0; i--) o[NAMA_FIELD[Math.floor(r() * NAMA_FIELD.length)]] = nilaiAcak(r, depth);
  return o;
}

function bodyAcak(r: () => number): string | Buffer | undefined {
  const x = r();
  if (x < 0.15) return undefined;
  if (x < 0.55) return JSON.stringify(objekAcak(r));
  if (x < 0.65) return JSON.stringify(nilaiAcak(r));
  if (x < 0.75) return '{"id": 1, "password": ';
  if (x < 0.85) return '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK\x03\x04rusak';
  return Buffer.from(Array.from({ length: Math.floor(r() * 200) }, () => Math.floor(r() * 256)));
}

const isiPath = (url: string, r: () => number) =>
  url.replace(/:[A-Za-z_]+/g, () => NILAI_PATH[Math.floor(r() * NILAI_PATH.length)]).replace(/\*/g, 'x');

describe('fuzz: malformed requests over every route and role', () => {
  it('3,000 requests, no 5xx', async () => {
    const r = acak(20261123);
    const routes = registeredRoutes(t.app).filter((x) => x.url.startsWith('/api/') || x.url.startsWith('/uploads/'));
    expect(routes.length).toBeGreaterThan(30);
    const roleNames = Object.keys(roles);
    const failures: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const route = routes[Math.floor(r() * routes.length)];
      const method = r() < 0.8 ? route.method : METHODS[Math.floor(r() * METHODS.length)];
      const role = roleNames[Math.floor(r() * roleNames.length)];
      const query = r() < 0.3 ? `?page=${NILAI_PATH[Math.floor(r() * NILAI_PATH.length)]}&per_page=${Math.floor(r() * 300) - 50}&q=${encodeURIComponent(JSON.stringify(nilaiAcak(r)) ?? "")}` : '';
      const url = isiPath(route.url, r) + query;
      const body = method === 'GET' || method === 'HEAD' ? undefined : bodyAcak(r);
      const contentType = CONTENT_TYPES[Math.floor(r() * CONTENT_TYPES.length)];
      const headers: Record<string, string> = { host: 'localhost', origin: r() < 0.9 ? 'http://localhost' : 'http://jahat.example' };
      if (body !== undefined && contentType) headers['content-type'] = contentType;
      const res = await t.app.inject({ method, url, headers, cookies: roles[role], ...(body !== undefined ? { payload: body } : {}) });
      if (res.statusCode >= 500) failures.push(`#${i} ${role} ${method} ${url} [${contentType}] ${String(body).slice(0, 80)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      else if (res.statusCode >= 400 && method !== 'HEAD' && res.body) {
        // Every refusal is a JSON { message } (an Indonesian sentence), never the framework's English.
        const parsed = JSON.parse(res.body) as { message?: unknown; code?: unknown };
        if (typeof parsed.message !== 'string' || 'code' in parsed) failures.push(`#${i} ${method} ${url} -> ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
