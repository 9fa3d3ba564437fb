import { beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_WINDOW_MS } from '#server/auth/sessions.ts';
import { childSession, type AsessorFixture, createAsessor, createChild, kunciUji, loginAdmin, loginAsessor } from '#server/test/factories.ts';
import { send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { itGuards } from '#server/test/guards.ts';

const t = testAppForFile();
let admin: Cookies;
let asessorCookies: Cookies;
let pesertaCookies: Cookies;

const ALL_FIELDS = 'Semua field harus diisi!';
const TAKEN = 'ID asessor sudah digunakan. Pilih ID lain.';
const MINUTE = 60 * 1000;

beforeAll(async () => {
  admin = await loginAdmin(t.app);
  asessorCookies = await loginAsessor(t.app, await createAsessor(t.database.db, { name: 'Penguji Peran' }));
  const child = await createChild(t.database.db);
  pesertaCookies = await childSession(t, child.id);
});

const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Rina Kusuma',
  id: `rina-${Math.random().toString(36).slice(2, 8)}`,
  password: 'sandi-rahasia-1',
  location: 'Rutan 2',
  ...over,
});

async function rowOf(loginId: string) {
  return t.database.db.selectFrom('asessor').selectAll().where('assesor_id', '=', loginId).executeTakeFirst();
}

async function auditActions(target: string) {
  const rows = await t.database.db.selectFrom('audit').selectAll().where('target', '=', target).orderBy('id').execute();
  return rows.map((r) => r.action);
}

async function me(cookies: Cookies) {
  return (await send(t.app, 'GET', '/api/auth/me', { cookies })).statusCode;
}

describe('guards of every assessor endpoint', () => {
  itGuards(
    t,
    [
      ['GET', '/api/asessors/active'],
      ['GET', '/api/asessors'],
      ['POST', '/api/asessors', valid()],
      ['PUT', '/api/asessors/1', { name: 'X', assesor_id: 'x', location: 'Rutan 1' }],
      ['PUT', '/api/asessors/1/toggle'],
      ['DELETE', '/api/asessors/1'],
    ],
    () => [asessorCookies, pesertaCookies],
  );

  it('GET /api/asessors/online: 401 without a session, 403 for a child, open to admin and assessors', async () => {
    expect((await send(t.app, 'GET', '/api/asessors/online')).statusCode).toBe(401);
    expect((await send(t.app, 'GET', '/api/asessors/online', { cookies: pesertaCookies })).statusCode).toBe(403);
    expect((await send(t.app, 'GET', '/api/asessors/online', { cookies: asessorCookies })).statusCode).toBe(200);
    expect((await send(t.app, 'GET', '/api/asessors/online', { cookies: admin })).statusCode).toBe(200);
  });

  it('writes nothing when refused', async () => {
    const body = valid();
    await send(t.app, 'POST', '/api/asessors', { cookies: asessorCookies, body });
    expect(await rowOf(body.id)).toBeUndefined();
  });
});

describe('POST /api/asessors', () => {
  it('creates an assessor with a hashed password, audits it, and the account can log in', async () => {
    const body = valid({ name: '  Rina Kusuma  ' });
    const res = await send(t.app, 'POST', '/api/asessors', { cookies: admin, body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Asessor berhasil ditambahkan' });
    const row = await rowOf(body.id);
    // D24: the column holds the facility's id; the spec's name is what the replies give.
    expect(row).toMatchObject({ name: 'Rina Kusuma', location: await kunciUji(t.database.db, 'Rutan 2'), active: 1, last_login: null });
    expect(row?.password_hash).not.toContain(body.password);
    expect(await auditActions(body.id)).toEqual(['asessor.tambah']);
    const login = await send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: body.id, password: body.password } });
    expect(login.statusCode).toBe(200);
  });

  it.each(['name', 'id', 'password', 'location'])("answers 'Semua field harus diisi!' when %s is missing", async (field) => {
    const body: Record<string, unknown> = valid();
    delete body[field];
    const res = await send(t.app, 'POST', '/api/asessors', { cookies: admin, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ALL_FIELDS);
  });

  it.each(['name', 'id', 'password', 'location'])("answers 'Semua field harus diisi!' when %s is blank", async (field) => {
    const res = await send(t.app, 'POST', '/api/asessors', { cookies: admin, body: valid({ [field]: '   ' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ALL_FIELDS);
  });

  it("answers 'Semua field harus diisi!' for an empty object and for wrong types", async () => {
    const empty = await send(t.app, 'POST', '/api/asessors', { cookies: admin, body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(ALL_FIELDS);
    const typed = await send(t.app, 'POST', '/api/asessors', { cookies: admin, body: valid({ name: 12, location: null }) });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().message).toBe(ALL_FIELDS);
  });

  it('refuses a location that is not one of the facilities the admin keeps', async () => {
    const body = valid({ location: 'Rutan 9' });
    const res = await send(t.app, 'POST', '/api/asessors', { cookies: admin, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Lokasi tidak terdaftar. Pilih salah satu lokasi dari daftar.');
    expect(await rowOf(body.id)).toBeUndefined();
  });

  it('refuses a weak password (D15) and a login id with spaces', async () => {
    const before = (await t.database.db.selectFrom('asessor').select('id').execute()).length;
    const short = await send(t.app, 'POST', '/api/asessors', { cookies: admin, body: valid({ password: 'pendek' }) });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password minimal 10 karakter.');
    for (const [password, message] of [
      ['12345678', 'Password minimal 10 karakter.'],
      ['        a', 'Password minimal 10 karakter.'],
      ['1234567890', 'Password terlalu umum dan mudah ditebak. Pilih password lain.'],
      ['Password123', 'Password terlalu umum dan mudah ditebak. Pilih password lain.'],
      ['          ', 'Semua field harus diisi!'],
    ]) {
      const res = await send(t.app, 'POST', '/api/asessors', { cookies: admin, body: valid({ password }) });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await t.database.db.selectFrom('asessor').select('id').execute()).toHaveLength(before);
    const spaced = await send(t.app, 'POST', '/api/asessors', { cookies: admin, body: valid({ id: 'dua kata' }) });
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json().message).toBe('ID asessor tidak boleh berisi spasi.');
  });

  it('refuses a taken login id with 409, ignoring case', async () => {
    const first = valid({ id: 'Budi-Asr' });
    expect((await send(t.app, 'POST', '/api/asessors', { cookies: admin, body: first })).statusCode).toBe(201);
    for (const id of ['Budi-Asr', 'budi-asr', 'BUDI-ASR']) {
      const res = await send(t.app, 'POST', '/api/asessors', { cookies: admin, body: valid({ id, name: 'Orang Lain' }) });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(TAKEN);
    }
    const rows = await t.database.db.selectFrom('asessor').select('name').where('name', '=', 'Orang Lain').execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses malformed JSON and overlong fields with 400, never 5xx', async () => {
    const bad = await send(t.app, 'POST', '/api/asessors', {
      cookies: admin,
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    const long = await send(t.app, 'POST', '/api/asessors', { cookies: admin, body: valid({ name: 'x'.repeat(201) }) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Maksimal 200 karakter.');
  });
});

describe('GET /api/asessors, /active and /online', () => {
  let dewi: AsessorFixture;
  let dewiCookies: Cookies;
  let never: AsessorFixture;

  beforeAll(async () => {
    dewi = await createAsessor(t.database.db, { name: 'Dewi Online', location: 'Rutan 3' });
    never = await createAsessor(t.database.db, { name: 'dewi belum login' });
    await createAsessor(t.database.db, { name: 'Tono 100%_ Aman' });
    dewiCookies = await loginAsessor(t.app, dewi);
  });

  it('lists every assessor with the fields of the spec and never a password', async () => {
    const res = await send(t.app, 'GET', '/api/asessors/active', { cookies: admin });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    const row = list.find((r) => r.id === dewi.id);
    expect(row).toEqual({
      id: dewi.id,
      name: 'Dewi Online',
      assesor_id: dewi.assesor_id,
      location: 'Rutan 3',
      lokasi_id: Number(await kunciUji(t.database.db, 'Rutan 3')),
      active: true,
      is_online: true,
      last_login: t.clock.now().toISOString(),
      last_logout: null,
      aktivasi: 'aktif',
      psikolog: false,
      nomor_izin: null,
    });
    expect(list.find((r) => r.id === never.id)).toMatchObject({ is_online: false, last_login: null, last_logout: null });
    expect(JSON.stringify(list)).not.toMatch(/password/);
    const names = list.map((r) => String(r.name).toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('searches names case-insensitively, with % and _ taken literally', async () => {
    const res = await send(t.app, 'GET', '/api/asessors?q=DEWI', { cookies: admin });
    expect((res.json() as { name: string }[]).map((r) => r.name).sort()).toEqual(['Dewi Online', 'dewi belum login']);
    const pct = await send(t.app, 'GET', `/api/asessors?q=${encodeURIComponent('100%_')}`, { cookies: admin });
    expect((pct.json() as { name: string }[]).map((r) => r.name)).toEqual(['Tono 100%_ Aman']);
    const none = await send(t.app, 'GET', `/api/asessors?q=${encodeURIComponent('%')}`, { cookies: admin });
    expect((none.json() as { name: string }[]).map((r) => r.name)).toEqual(['Tono 100%_ Aman']);
    const long = await send(t.app, 'GET', `/api/asessors?q=${'a'.repeat(101)}`, { cookies: admin });
    expect(long.statusCode).toBe(400);
  });

  it('pages the list when Kelola Akun asks for a page: by name, a search counted whole, bad pages refused', async () => {
    const semua = (await send(t.app, 'GET', '/api/asessors', { cookies: admin })).json() as { id: number; name: string }[];
    const satu = await send(t.app, 'GET', '/api/asessors?page=1&per_page=2', { cookies: admin });
    expect(satu.statusCode).toBe(200);
    expect(satu.json()).toMatchObject({ total: semua.length, page: 1, per_page: 2 });
    const dua = (await send(t.app, 'GET', '/api/asessors?page=2&per_page=2', { cookies: admin })).json() as { data: { id: number }[] };
    // The pages follow the whole list's order, none repeated or skipped.
    expect([...(satu.json() as { data: { id: number }[] }).data, ...dua.data].map((r) => r.id)).toEqual(semua.slice(0, 4).map((r) => r.id));
    const cari = (await send(t.app, 'GET', '/api/asessors?q=dewi&page=1&per_page=1', { cookies: admin })).json() as {
      data: { name: string }[];
      total: number;
    };
    expect(cari.total).toBe(2);
    expect(cari.data.map((r) => r.name)).toEqual(['dewi belum login']);
    // The login id finds its account too (the admin knows an account by either).
    const id = (await send(t.app, 'GET', `/api/asessors?q=${dewi.assesor_id.toUpperCase()}&page=1`, { cookies: admin })).json();
    expect(id).toMatchObject({ total: 1, data: [{ id: dewi.id }] });
    const lewat = (await send(t.app, 'GET', `/api/asessors?page=${semua.length + 1}&per_page=1`, { cookies: admin })).json();
    expect(lewat).toMatchObject({ data: [], total: semua.length });
    for (const salah of ['page=0', 'page=x', 'per_page=0', 'per_page=1000']) {
      const res = await send(t.app, 'GET', `/api/asessors?${salah}`, { cookies: admin });
      expect(res.statusCode, salah).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('online follows the 15-minute rule of D1, and use of the session keeps it online', async () => {
    const online = async () =>
      ((await send(t.app, 'GET', '/api/asessors/online', { cookies: admin })).json() as { id: number }[]).map((r) => r.id);
    expect(await online()).toContain(dewi.id);
    expect(await online()).not.toContain(never.id);

    t.clock.advance(ONLINE_WINDOW_MS - MINUTE);
    expect(await online()).toContain(dewi.id);
    t.clock.advance(2 * MINUTE);
    expect(await online()).not.toContain(dewi.id);
    const active = (await send(t.app, 'GET', '/api/asessors/active', { cookies: admin })).json() as { id: number; is_online: boolean }[];
    expect(active.find((r) => r.id === dewi.id)?.is_online).toBe(false);

    // The assessor uses the session again: online again, for another 15 minutes.
    expect(await me(dewiCookies)).toBe(200);
    expect(await online()).toContain(dewi.id);
    const asSeenByAsessor = await send(t.app, 'GET', '/api/asessors/online', { cookies: dewiCookies });
    expect((asSeenByAsessor.json() as { id: number }[]).map((r) => r.id)).toContain(dewi.id);
  });

  it('logout makes the assessor offline at once and records last_logout', async () => {
    const a = await createAsessor(t.database.db, { name: 'Keluar Segera' });
    const cookies = await loginAsessor(t.app, a);
    await send(t.app, 'POST', `/api/asessors/logout/${a.id}`, { cookies });
    const list = (await send(t.app, 'GET', '/api/asessors/active', { cookies: admin })).json() as Record<string, unknown>[];
    expect(list.find((r) => r.id === a.id)).toMatchObject({ is_online: false, last_logout: t.clock.now().toISOString() });
  });
});

describe('PUT /api/asessors/{id}', () => {
  it('changes name, login id and location; a blank password leaves it and the sessions unchanged', async () => {
    const a = await createAsessor(t.database.db, { name: 'Lama', location: 'Rutan 1' });
    const cookies = await loginAsessor(t.app, a);
    const res = await send(t.app, 'PUT', `/api/asessors/${a.id}`, {
      cookies: admin,
      body: { name: 'Baru', assesor_id: `${a.assesor_id}-b`, password: '', location: 'Rutan 1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Asessor berhasil diperbarui' });
    const row = await rowOf(`${a.assesor_id}-b`);
    expect(row).toMatchObject({ name: 'Baru', location: await kunciUji(t.database.db, 'Rutan 1') });
    expect(await me(cookies)).toBe(200);
    const login = await send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: `${a.assesor_id}-b`, password: a.password } });
    expect(login.statusCode).toBe(200);
    const audit = await t.database.db.selectFrom('audit').selectAll().where('target', '=', `${a.assesor_id}-b`).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'asessor.ubah', role: 'admin', actor_name: 'admin' });
    expect(audit.detail).toContain('nama: Lama → Baru');
  });

  it('accepts an absent or null password as unchanged', async () => {
    const a = await createAsessor(t.database.db);
    for (const password of [undefined, null]) {
      const res = await send(t.app, 'PUT', `/api/asessors/${a.id}`, {
        cookies: admin,
        body: { name: a.name, assesor_id: a.assesor_id, location: a.location, password },
      });
      expect(res.statusCode).toBe(200);
    }
    const login = await send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: a.assesor_id, password: a.password } });
    expect(login.statusCode).toBe(200);
  });

  it('a new password replaces the old one and ends the open sessions', async () => {
    const a = await createAsessor(t.database.db);
    const cookies = await loginAsessor(t.app, a);
    const res = await send(t.app, 'PUT', `/api/asessors/${a.id}`, {
      cookies: admin,
      body: { name: a.name, assesor_id: a.assesor_id, password: 'sandi-baru-123', location: a.location },
    });
    expect(res.statusCode).toBe(200);
    expect(await me(cookies)).toBe(401);
    const old = await send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: a.assesor_id, password: a.password } });
    expect(old.statusCode).toBe(401);
    const fresh = await send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: a.assesor_id, password: 'sandi-baru-123' } });
    expect(fresh.statusCode).toBe(200);
    const audit = await t.database.db.selectFrom('audit').select('detail').where('target', '=', a.assesor_id).where('action', '=', 'asessor.ubah').executeTakeFirstOrThrow();
    expect(audit.detail).toContain('password baru');
    expect(audit.detail).not.toContain('sandi-baru-123');
  });

  it('a move to another Rutan ends the open sessions too', async () => {
    const a = await createAsessor(t.database.db, { location: 'Rutan 1' });
    const cookies = await loginAsessor(t.app, a);
    await send(t.app, 'PUT', `/api/asessors/${a.id}`, {
      cookies: admin,
      body: { name: a.name, assesor_id: a.assesor_id, location: 'Rutan 3' },
    });
    expect(await me(cookies)).toBe(401);
    expect((await rowOf(a.assesor_id))?.location).toBe(await kunciUji(t.database.db, 'Rutan 3'));
  });

  it.each(['name', 'assesor_id', 'location'])("answers 'Semua field harus diisi!' when %s is missing or blank", async (field) => {
    const a = await createAsessor(t.database.db);
    const body: Record<string, unknown> = { name: 'Nama', assesor_id: a.assesor_id, location: 'Rutan 1' };
    delete body[field];
    const missing = await send(t.app, 'PUT', `/api/asessors/${a.id}`, { cookies: admin, body });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(ALL_FIELDS);
    const blank = await send(t.app, 'PUT', `/api/asessors/${a.id}`, { cookies: admin, body: { ...body, [field]: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(ALL_FIELDS);
    expect((await rowOf(a.assesor_id))?.name).toBe(a.name);
  });

  it('refuses a bad location and a short new password', async () => {
    const a = await createAsessor(t.database.db);
    const base = { name: a.name, assesor_id: a.assesor_id, location: a.location };
    const loc = await send(t.app, 'PUT', `/api/asessors/${a.id}`, { cookies: admin, body: { ...base, location: 'Lapas' } });
    expect(loc.statusCode).toBe(400);
    expect(loc.json().message).toBe('Lokasi tidak terdaftar. Pilih salah satu lokasi dari daftar.');
    const pw = await send(t.app, 'PUT', `/api/asessors/${a.id}`, { cookies: admin, body: { ...base, password: 'abc' } });
    expect(pw.statusCode).toBe(400);
    expect(pw.json().message).toBe('Password minimal 10 karakter.');
  });

  it("refuses another account's login id with 409, ignoring case; keeping one's own id is fine", async () => {
    const a = await createAsessor(t.database.db, { assesor_id: 'Pemilik-Id' });
    const b = await createAsessor(t.database.db);
    const res = await send(t.app, 'PUT', `/api/asessors/${b.id}`, {
      cookies: admin,
      body: { name: b.name, assesor_id: 'pemilik-ID', location: b.location },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TAKEN);
    const own = await send(t.app, 'PUT', `/api/asessors/${a.id}`, {
      cookies: admin,
      body: { name: a.name, assesor_id: 'PEMILIK-ID', location: a.location },
    });
    expect(own.statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const body = { name: 'X', assesor_id: 'tidak-ada-x', location: 'Rutan 1' };
    for (const id of ['999999', '2147483647']) {
      const res = await send(t.app, 'PUT', `/api/asessors/${id}`, { cookies: admin, body });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Asessor tidak ditemukan.');
    }
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      const res = await send(t.app, 'PUT', `/api/asessors/${id}`, { cookies: admin, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('ID tidak valid.');
    }
  });
});

describe('PUT /api/asessors/{id}/toggle', () => {
  it('deactivates: sessions end at once, login is refused, it goes offline; activating allows login again', async () => {
    const a = await createAsessor(t.database.db);
    const cookies = await loginAsessor(t.app, a);
    const off = await send(t.app, 'PUT', `/api/asessors/${a.id}/toggle`, { cookies: admin });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: 'Akun asessor dinonaktifkan', active: false });
    expect(await me(cookies)).toBe(401);
    expect((await send(t.app, 'GET', '/api/asessors/online', { cookies })).statusCode).toBe(401);
    const refused = await send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: a.assesor_id, password: a.password } });
    expect(refused.statusCode).toBe(401);
    const list = (await send(t.app, 'GET', '/api/asessors', { cookies: admin })).json() as Record<string, unknown>[];
    expect(list.find((r) => r.id === a.id)).toMatchObject({ active: false, is_online: false });

    const on = await send(t.app, 'PUT', `/api/asessors/${a.id}/toggle`, { cookies: admin });
    expect(on.json()).toEqual({ message: 'Akun asessor diaktifkan', active: true });
    expect((await send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: a.assesor_id, password: a.password } })).statusCode).toBe(200);
    expect(await auditActions(a.assesor_id)).toEqual(['asessor.nonaktifkan', 'asessor.aktifkan']);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await send(t.app, 'PUT', '/api/asessors/987654/toggle', { cookies: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Asessor tidak ditemukan.');
  });
});

describe('DELETE /api/asessors/{id}', () => {
  it("deletes the account, ends its sessions at once and keeps the children's records", async () => {
    const a = await createAsessor(t.database.db, { location: 'Rutan 2' });
    const cookies = await loginAsessor(t.app, a);
    const child = await createChild(t.database.db, { location: 'Rutan 2', asessor_id: a.id });
    const res = await send(t.app, 'DELETE', `/api/asessors/${a.id}`, { cookies: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Asessor berhasil dihapus' });
    expect(await rowOf(a.assesor_id)).toBeUndefined();
    expect(await me(cookies)).toBe(401);
    const sessions = await t.database.db.selectFrom('sesi').select('id').where('role', '=', 'asessor').where('user_id', '=', a.id).execute();
    expect(sessions).toHaveLength(0);
    const kept = await t.database.db.selectFrom('peserta').selectAll().where('id', '=', child.id).executeTakeFirst();
    expect(kept).toMatchObject({ registration_no: child.registration_no, location: await kunciUji(t.database.db, 'Rutan 2'), asessor_id: null });
    expect(await auditActions(a.assesor_id)).toEqual(['asessor.hapus']);
    const again = await send(t.app, 'DELETE', `/api/asessors/${a.id}`, { cookies: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Asessor tidak ditemukan.');
  });
});
