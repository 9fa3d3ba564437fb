import { beforeAll, describe, expect, it } from 'vitest';
import { type AsessorFixture, childSession, createAsessor, createChild, loginAdmin, loginAsessor } from '#server/test/factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { expectGuarded } from '#server/test/guards.ts';

const t = testAppForFile();
let admin: Cookies;
let asessorCookies: Cookies;
let pesertaCookies: Cookies;
let rina: AsessorFixture;

interface Page {
  data: { id: number; at: string; role: string; actor_id: number | null; actor_name: string | null; action: string; target: string | null; detail: string | null; ip: string | null; kategori: string | null }[];
  total: number;
  page: number;
  per_page: number;
}

const get = async (query = '', cookies = admin) => {
  const res = await send(t.app, 'GET', `/api/audit${query}`, { cookies });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

beforeAll(async () => {
  admin = await loginAdmin(t.app); // audit: admin login
  t.clock.advance(1000);
  rina = await createAsessor(t.database.db, { name: 'Rina Audit' });
  asessorCookies = await loginAsessor(t.app, rina); // audit: asessor login
  t.clock.advance(1000);
  for (let i = 1; i <= 3; i++) {
    await send(t.app, 'POST', '/api/asessors', {
      cookies: admin,
      body: { name: `Akun ${i}`, id: `akun-${i}`, password: 'sandi-rahasia-1', location: 'Rutan 1' },
    });
    t.clock.advance(1000);
  }
  const list = (await send(t.app, 'GET', '/api/asessors', { cookies: admin })).json() as { id: number; assesor_id: string }[];
  const akun1 = list.find((a) => a.assesor_id === 'akun-1')!;
  await send(t.app, 'PUT', `/api/asessors/${akun1.id}/toggle`, { cookies: admin });
  t.clock.advance(1000);
  await send(t.app, 'DELETE', `/api/asessors/${akun1.id}`, { cookies: admin });
  const child = await createChild(t.database.db);
  pesertaCookies = await childSession(t, child.id);
});

describe('GET /api/audit', () => {
  it('401 without a session, 403 for an assessor and for a child', async () => {
    for (const url of ['/api/audit', '/api/audit/filter']) {
      await expectGuarded(t.app, 'GET', url, [asessorCookies, pesertaCookies]);
    }
  });

  it('lists every entry newest first with who, role, what, which record, when and from where', async () => {
    const page = await get();
    expect(page.total).toBe(7);
    expect(page.page).toBe(1);
    expect(page.per_page).toBe(20);
    expect(page.data.map((e) => e.action)).toEqual([
      'asessor.hapus',
      'asessor.nonaktifkan',
      'asessor.tambah',
      'asessor.tambah',
      'asessor.tambah',
      'login',
      'login',
    ]);
    expect(page.data.map((e) => e.target).slice(0, 5)).toEqual(['akun-1', 'akun-1', 'akun-3', 'akun-2', 'akun-1']);
    const times = page.data.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.data[0]).toMatchObject({ role: 'admin', actor_name: 'admin', ip: '127.0.0.1' });
    expect(page.data[5]).toMatchObject({ role: 'asessor', actor_id: rina.id, actor_name: 'Rina Audit' });
  });

  it('pages with page and per_page and always says the total', async () => {
    const first = await get('?page=1&per_page=3');
    const second = await get('?page=2&per_page=3');
    const third = await get('?page=3&per_page=3');
    expect([first.data.length, second.data.length, third.data.length]).toEqual([3, 3, 1]);
    expect(new Set([...first.data, ...second.data, ...third.data].map((e) => e.id)).size).toBe(7);
    expect(second).toMatchObject({ total: 7, page: 2, per_page: 3 });
    const beyond = await get('?page=9&per_page=3');
    expect(beyond).toMatchObject({ data: [], total: 7 });
  });

  it('filters by actor and role, by action, and by free text, and combines them', async () => {
    const byRina = await get(`?role=asessor&actor_id=${rina.id}`);
    expect(byRina.total).toBe(1);
    expect(byRina.data[0]).toMatchObject({ action: 'login', actor_name: 'Rina Audit' });
    const adds = await get('?action=asessor.tambah');
    expect(adds.total).toBe(3);
    const q = await get('?q=AKUN-1');
    expect(q.data.map((e) => e.action)).toEqual(['asessor.hapus', 'asessor.nonaktifkan', 'asessor.tambah']);
    const both = await get('?action=asessor.tambah&q=akun-2&role=admin');
    expect(both.data.map((e) => e.target)).toEqual(['akun-2']);
    const literal = await get(`?q=${encodeURIComponent('%')}`);
    expect(literal.total).toBe(0);
  });

  it('answers bad paging and filters with an Indonesian 400', async () => {
    for (const [query, message] of [
      ['?page=0', 'Halaman tidak valid.'],
      ['?page=abc', 'Halaman tidak valid.'],
      ['?per_page=0', 'Jumlah per halaman tidak valid.'],
      ['?per_page=101', 'Jumlah per halaman maksimal 100.'],
      ['?actor_id=x', 'Pelaku tidak valid.'],
      ['?role=hacker', 'Peran tidak valid.'],
      [`?q=${'a'.repeat(101)}`, 'Kata kunci maksimal 100 karakter.'],
    ]) {
      const res = await send(t.app, 'GET', `/api/audit${query}`, { cookies: admin });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // An actor id beyond what the column holds names nobody (issue 10: one id schema, never a 500).
    const huge = await send(t.app, 'GET', '/api/audit?actor_id=99999999999', { cookies: admin });
    expect(huge.statusCode).toBe(200);
    expect(huge.json().total).toBe(0);
  });
});

describe('GET /api/audit/filter', () => {
  it('offers every action and actor present in the log', async () => {
    const res = await send(t.app, 'GET', '/api/audit/filter', { cookies: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { actions: string[]; actors: { role: string; actor_id: number; actor_name: string | null }[] };
    expect(body.actions).toEqual(['asessor.hapus', 'asessor.nonaktifkan', 'asessor.tambah', 'login']);
    expect(body.actors).toEqual([
      { role: 'admin', actor_id: 1, actor_name: 'admin' },
      { role: 'asessor', actor_id: rina.id, actor_name: 'Rina Audit' },
    ]);
  });
});

describe('GET /api/audit: the list of the record an entry names (issue 32)', () => {
  it('says anak or tahanan by the record, null for an entry naming no record or a deleted one', async () => {
    const db = t.database.db;
    const anak = await createChild(db, { registration_no: 'KAT-ANAK-1' });
    const tahanan = await createChild(db, { registration_no: 'KAT-TAHANAN-1', kategori: 'tahanan' });
    const at = t.clock.now().toISOString();
    const baris = (target: string | null) => ({ at, role: 'peserta', actor_id: null, actor_name: null, action: 'peserta.masuk', target, detail: null, ip: '127.0.0.1' });
    await db.insertInto('audit').values([baris(anak.registration_no), baris(tahanan.registration_no), baris('SUDAH-DIHAPUS'), baris(null)]).execute();
    const page = await get('?action=peserta.masuk');
    const per = Object.fromEntries(page.data.map((e) => [e.target ?? '-', e.kategori]));
    expect(per).toEqual({ 'KAT-ANAK-1': 'anak', 'KAT-TAHANAN-1': 'tahanan', 'SUDAH-DIHAPUS': null, '-': null });
  });
});
