import { describe, expect, it } from 'vitest';
import { auditOne, createAsessor, createChild, loginAdmin, loginAsessor, kunciUji } from '#server/test/factories.ts';
import { cookiesOf, send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { samarkanNama } from './peserta-data';

const t = testAppForFile();

type Row = { id: number; registration_no: string; name: string; disamarkan: boolean; selesai: number };

async function masuk(body: unknown, cookies?: Cookies) {
  return send(t.app, 'POST', '/api/peserta/masuk', { body, cookies });
}

describe('samarkanNama', () => {
  it('keeps only initials', () => {
    expect(samarkanNama('Budi Santoso')).toBe('B. S.');
    expect(samarkanNama('  ahmad  ')).toBe('A.');
    expect(samarkanNama('')).toBe('-');
  });
});

describe('GET /api/peserta', () => {
  it('shows every Rutan masked to a visitor, and one Rutan in full to its assessor', async () => {
    const a1 = await createChild(t.database.db, { name: 'Rina Amelia Putri', location: 'Rutan 1' });
    const a2 = await createChild(t.database.db, { name: 'Joko Prasetyo', location: 'Rutan 2' });

    const visitor = await send(t.app, 'GET', '/api/peserta');
    expect(visitor.statusCode).toBe(200);
    const rows = visitor.json() as Row[];
    expect(rows.find((r) => r.id === a1.id)).toMatchObject({
      registration_no: a1.registration_no,
      name: 'R. A. P.',
      disamarkan: true,
    });
    expect(rows.find((r) => r.id === a2.id)).toMatchObject({ name: 'J. P.', disamarkan: true });
    expect(visitor.body).not.toContain('Rina');
    expect(visitor.body).not.toContain('password');

    const asessor = await createAsessor(t.database.db, { location: 'Rutan 1' });
    const cookies = await loginAsessor(t.app, asessor);
    const own = (await send(t.app, 'GET', '/api/peserta', { cookies })).json() as Row[];
    expect(own.find((r) => r.id === a1.id)).toMatchObject({ name: 'Rina Amelia Putri', disamarkan: false, selesai: 0 });
    expect(own.find((r) => r.id === a2.id)).toBeUndefined();
    expect(own.every((r) => !r.disamarkan)).toBe(true);
  });

  it("shows an admin only masked names (the admin has no access to children's data)", async () => {
    const child = await createChild(t.database.db, { name: 'Sari Dewi' });
    const admin = await loginAdmin(t.app);
    const rows = (await send(t.app, 'GET', '/api/peserta', { cookies: admin })).json() as Row[];
    expect(rows.find((r) => r.id === child.id)?.name).toBe('S. D.');
  });
});

describe('GET /api/peserta paged (issue 32: a device in a facility)', () => {
  type Page = { data: Row[]; total: number; page: number; per_page: number };
  const get = async (query: string, cookies?: Cookies) => send(t.app, 'GET', `/api/peserta?${query}`, { cookies });

  it("pages newest first, searches registration numbers only for a visitor, and keeps to the device's facility", async () => {
    const u = `PG${Date.now().toString(36).toUpperCase()}`;
    const made = [];
    for (const [i, name] of ['Ani Lestari', 'Bayu Saputra', 'Citra Ayu'].entries()) {
      made.push(await createChild(t.database.db, { name, location: 'Rutan 3', registration_no: `${u}-${i + 1}` }));
    }
    await createChild(t.database.db, { name: 'Dodi Firmansyah', location: 'Rutan 2', registration_no: `${u}-9` });

    const first = (await get(`q=${u.toLowerCase()}&per_page=2`)).json() as Page;
    expect(first).toMatchObject({ total: 4, page: 1, per_page: 2 });
    expect(first.data.map((r) => r.registration_no)).toEqual([`${u}-9`, `${u}-3`]);
    expect(first.data.every((r) => r.disamarkan)).toBe(true);
    const second = (await get(`q=${u}&per_page=2&page=2`)).json() as Page;
    expect(second.data.map((r) => r.registration_no)).toEqual([`${u}-2`, `${u}-1`]);

    // A name is not searchable without an assessor session: the list would say who is held.
    expect(((await get('q=Bayu')).json() as Page).total).toBe(0);

    const rutan3 = (await get(`lokasi=${encodeURIComponent('Rutan 3')}&q=${u}`)).json() as Page;
    expect(rutan3.data.map((r) => r.registration_no)).toEqual([`${u}-3`, `${u}-2`, `${u}-1`]);
    const semua = (await get(`lokasi=${encodeURIComponent('Rutan 3')}&per_page=100`)).json() as Page;
    const kept = await t.database.db
      .selectFrom('peserta')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('location', '=', await kunciUji(t.database.db, 'Rutan 3')) // its id (D24)
      .where('kategori', '=', 'anak')
      .executeTakeFirstOrThrow();
    expect(semua.total).toBe(Number(kept.n));
    expect(semua.data.some((r) => r.registration_no === `${u}-9`)).toBe(false);

    // The assessor sees its own Rutan in full and may search names; another facility asked for is ignored.
    const cookies = await loginAsessor(t.app, await createAsessor(t.database.db, { location: 'Rutan 3' }));
    const own = (await get(`q=bayu saputra&lokasi=${encodeURIComponent('Rutan 2')}`, cookies)).json() as Page;
    expect(own.data).toEqual([expect.objectContaining({ id: made[1]!.id, name: 'Bayu Saputra', disamarkan: false })]);

    // The spec's plain array without paging; bad paging is a 400 in Indonesian that changes nothing.
    expect(Array.isArray((await send(t.app, 'GET', '/api/peserta')).json())).toBe(true);
    const bad = await get('page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Halaman minimal 1.');
    expect((await get(`lokasi=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });
});

describe('GET /api/peserta/lokasi (issue 32: the facility a device of the list is placed in)', () => {
  type Lokasi = { nama: string; jenis: string; provinsi: string | null };
  const daftar = async (cookies?: Cookies) => {
    const res = await send(t.app, 'GET', '/api/peserta/lokasi', { cookies });
    expect(res.statusCode).toBe(200);
    return res.json() as Lokasi[];
  };

  it('lists open facilities by province then name to anyone, without counts, and leaves closed ones out', async () => {
    const admin = await loginAdmin(t.app);
    const u = Date.now().toString(36).toUpperCase();
    const tambah = async (nama: string, jenis: string, provinsi: string) => {
      const res = await send(t.app, 'POST', '/api/lokasi', { cookies: admin, body: { nama, jenis, provinsi } });
      expect(res.statusCode).toBe(201);
      return (res.json() as { id: number }).id;
    };
    await tambah(`LPKA Zeta ${u}`, 'LPKA', 'Aceh');
    await tambah(`lpka alfa ${u}`, 'LPKA', 'Aceh');
    await tambah(`Rutan Beta ${u}`, 'Rutan', 'Bali');
    const tutup = await tambah(`Rutan Tutup ${u}`, 'Rutan', 'Aceh');
    expect((await send(t.app, 'PUT', `/api/lokasi/${tutup}/status`, { cookies: admin, body: { aktif: false } })).statusCode).toBe(200);

    const rows = await daftar();
    const baru = rows.filter((r) => r.nama.endsWith(u));
    expect(baru).toEqual([
      { nama: `lpka alfa ${u}`, jenis: 'LPKA', provinsi: 'Aceh' },
      { nama: `LPKA Zeta ${u}`, jenis: 'LPKA', provinsi: 'Aceh' },
      { nama: `Rutan Beta ${u}`, jenis: 'Rutan', provinsi: 'Bali' },
    ]);
    // The spec's three stay choosable; nothing but names, kinds and provinces leaves the server.
    expect(rows.map((r) => r.nama)).toEqual(expect.arrayContaining(['Rutan 1', 'Rutan 2', 'Rutan 3']));
    for (const r of rows) expect(Object.keys(r).sort()).toEqual(['jenis', 'nama', 'provinsi']);
    // A session changes nothing: the same list for an assessor.
    const asessor = await loginAsessor(t.app, await createAsessor(t.database.db));
    expect(await daftar(asessor)).toEqual(rows);
  });
});

describe('POST /api/peserta/masuk with the access password', () => {
  it('starts a child session with the spec cookies and points to the first sub test', async () => {
    const child = await createChild(t.database.db);
    const res = await masuk({ id: child.id, password: child.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: child.id, lanjut: `/asesmen/pid5bf/${child.id}`, asessor_keluar: false });
    const cookies = cookiesOf(res);
    expect(cookies.peserta_auth).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(cookies.registration_no).toBe(child.registration_no);
    expect(cookies.active_asesmen_id).toBe(String(child.id));
    const session = (res.cookies as { name: string; httpOnly?: boolean; maxAge?: number }[]).find(
      (c) => c.name === 'peserta_auth',
    );
    expect(session?.httpOnly).toBe(true);
    expect(session?.maxAge).toBe(86400);
    const me = await send(t.app, 'GET', '/api/auth/me', { cookies });
    expect(me.json()).toMatchObject({ role: 'peserta', peserta: { id: child.id, registration_no: child.registration_no } });
  });

  it('refuses a wrong password with 401 and a clear message, an unknown id alike', async () => {
    const child = await createChild(t.database.db);
    const res = await masuk({ id: child.id, password: 'bukan-ini' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Password akses salah. Periksa kembali lalu coba lagi.');
    expect(res.cookies).toHaveLength(0);
    const unknown = await masuk({ id: 999999, password: 'apa saja' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(res.json().message);
  });

  it('validates the body: a missing password or a bad id is a 400 in Indonesian', async () => {
    const child = await createChild(t.database.db);
    const noPassword = await masuk({ id: child.id });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe('Password akses wajib diisi.');
    const badId = await masuk({ id: 'abc', password: 'x' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('ID peserta tidak valid.');
  });

  it('locks the child after 5 wrong passwords for 15 minutes (429); the right one works afterwards', async () => {
    const child = await createChild(t.database.db);
    for (let i = 0; i < 5; i++) expect((await masuk({ id: child.id, password: 'salah' })).statusCode).toBe(401);
    const locked = await masuk({ id: child.id, password: child.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Terlalu banyak percobaan yang salah. Akun dikunci sementara, coba lagi dalam 15 menit.');
    t.clock.advance(15 * 60 * 1000 + 1);
    expect((await masuk({ id: child.id, password: child.password })).statusCode).toBe(200);
  });

  it('answers 409 when all four sub tests are already saved', async () => {
    const child = await createChild(t.database.db);
    for (const instrument of ['pid5', 'psc17', 'dukungan', 'kognitif']) {
      await t.database.db
        .insertInto('hasil')
        .values({
          peserta_id: child.id,
          instrument,
          jawaban: '{}',
          skor: '{}',
          timed_out: 0,
          submitted_at: t.clock.now().toISOString(),
          jawaban_essay: null,
          started_at: null,
        })
        .execute();
    }
    const res = await masuk({ id: child.id, password: child.password });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Semua sub test anak ini sudah selesai dikerjakan.');
  });
});

describe('POST /api/peserta/masuk from an assessor session (D2)', () => {
  /** An assessor of one Rutan, logged in, opens by its id (no password) a record of another or the same. */
  async function asessorMembuka(rutanAsessor: string, rutanRekaman: string) {
    const asessor = await createAsessor(t.database.db, { location: rutanAsessor });
    const child = await createChild(t.database.db, { location: rutanRekaman });
    const cookies = await loginAsessor(t.app, asessor);
    return { asessor, child, cookies, res: await masuk({ id: child.id }, cookies) };
  }

  it('needs no password, ends the assessor session on this device and records last_logout', async () => {
    const { asessor, child, cookies, res } = await asessorMembuka('Rutan 3', 'Rutan 3');
    expect(res.statusCode).toBe(200);
    expect(res.json().asessor_keluar).toBe(true);
    const set = res.cookies as { name: string; value: string; expires?: Date }[];
    const cleared = set.filter((c) => c.name === 'asessor_auth' || c.name === 'asessor_id');
    expect(cleared.map((c) => c.name).sort()).toEqual(['asessor_auth', 'asessor_id']);
    expect(cleared.every((c) => c.value === '')).toBe(true);
    // The old assessor token is dead on the server too.
    expect((await send(t.app, 'GET', '/api/asessors/online', { cookies })).statusCode).toBe(401);
    const row = await t.database.db
      .selectFrom('asessor')
      .select('last_logout')
      .where('id', '=', asessor.id)
      .executeTakeFirstOrThrow();
    expect(row.last_logout).toBe(t.clock.now().toISOString());
    const audit = await auditOne(t.database.db, 'peserta.masuk', child.registration_no);
    expect(audit).toMatchObject({ role: 'asessor', actor_id: asessor.id });
    const child2 = cookiesOf(res);
    expect((await send(t.app, 'GET', '/api/auth/me', { cookies: child2 })).json().role).toBe('peserta');
  });

  it('an assessor of another Rutan still needs the password and keeps its session', async () => {
    const { cookies, res } = await asessorMembuka('Rutan 1', 'Rutan 2');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Password akses wajib diisi.');
    expect((await send(t.app, 'GET', '/api/asessors/online', { cookies })).statusCode).toBe(200);
  });

  it('an assessor entering an unknown id gets 404', async () => {
    const asessor = await createAsessor(t.database.db);
    const cookies = await loginAsessor(t.app, asessor);
    const res = await masuk({ id: 987654 }, cookies);
    expect(res.statusCode).toBe(404);
  });
});

describe("POST /api/peserta/keluar and the child session's reach", () => {
  it('401 without a session, 403 for an assessor or an admin', async () => {
    expect((await send(t.app, 'POST', '/api/peserta/keluar')).statusCode).toBe(401);
    const asessor = await createAsessor(t.database.db);
    expect((await send(t.app, 'POST', '/api/peserta/keluar', { cookies: await loginAsessor(t.app, asessor) })).statusCode).toBe(
      403,
    );
    expect((await send(t.app, 'POST', '/api/peserta/keluar', { cookies: await loginAdmin(t.app) })).statusCode).toBe(403);
  });

  it('ends the child session and clears the cookies', async () => {
    const child = await createChild(t.database.db);
    const cookies = cookiesOf(await masuk({ id: child.id, password: child.password }));
    const res = await send(t.app, 'POST', '/api/peserta/keluar', { cookies });
    expect(res.statusCode).toBe(200);
    const names = (res.cookies as { name: string; value: string }[])
      .filter((c) => c.value === '')
      .map((c) => c.name)
      .sort();
    expect(names).toEqual(['active_asesmen_id', 'peserta_auth', 'registration_no']);
    expect((await send(t.app, 'GET', '/api/auth/me', { cookies })).statusCode).toBe(401);
  });

  it('a child session gets 403 from assessor and admin APIs', async () => {
    const child = await createChild(t.database.db);
    const cookies = cookiesOf(await masuk({ id: child.id, password: child.password }));
    for (const [method, url] of [
      ['GET', '/api/asessors'],
      ['GET', '/api/asessors/online'],
      ['GET', '/api/audit'],
      ['GET', '/api/kelola'],
      ['GET', '/api/hasil-pid5-full'],
      ['GET', '/api/hasil-gabungan'],
      ['POST', '/api/admin/logout'],
    ] as const) {
      const res = await send(t.app, method, url, { cookies });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
