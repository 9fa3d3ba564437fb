// Issue 29 Build 7, the lesser gaps reproduced from outside, each through the app on SQLite and PostgreSQL:
// error replies capped in size, invisible and direction-changing characters refused in names and
// registration numbers, an entry code dead with its assessor, and the reads that must be audited.
import { beforeAll, describe, expect, it } from 'vitest';
import { PESAN_KARAKTER_TERSEMBUNYI } from '../domain/teks';
import { badanRekam } from './test/skrining';
import { asessorDanAdmin, auditOf, childSession, createAsessor, createChild, loginAsessor, type AsessorFixture } from './test/factories';
import { send, testAppForFile, type Cookies } from './test/harness';

const t = testAppForFile();
let asessor: AsessorFixture, as1: Cookies, admin: Cookies;
beforeAll(async () => ({ asessor, as1, admin } = await asessorDanAdmin(t)));

const record = (overrides: Record<string, unknown> = {}) =>
  badanRekam(asessor.id, {
    age: 16,
    place_of_birth: 'Surabaya',
    date_of_birth: '2010-02-03',
    password: 'akses-anak-1',
    ...overrides,
  });

describe('error replies are capped in size', () => {
  it("a child's draft with 85,000 bad keys gets a short 400, not a reply of megabytes", async () => {
    const child = await createChild(t.database.db);
    const cookies = await childSession(t, child.id);
    const jawaban = Object.fromEntries(Array.from({ length: 85_000 }, (_, i) => [i.toString(36), []]));
    const res = await send(t.app, 'PUT', `/api/asesmen/${child.id}/pid5/draft`, { cookies, body: { jawaban } });
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(8_000);
    expect(res.json().errors.length).toBeLessThanOrEqual(20);
    expect(res.json().message).toMatch(/dan 849\d\d kesalahan lain/);
  });
});

describe('invisible and direction-changing characters', () => {
  const nakal = {
    'right-to-left override': 'Andi\u202EartamarP',
    'zero-width space': 'Andi\u200BPratama',
    'zero-width joiner': 'Andi\u200DPratama',
    'byte-order mark inside': 'Andi\uFEFFPratama',
    'a control character': 'Andi\u0007Pratama',
    'a C1 control': 'Andi\u0085Pratama',
    'a line separator': 'Andi\u2028Pratama',
    'a left-to-right isolate': 'Andi\u2066Pratama',
  };

  it('are refused in a record name and birthplace with an Indonesian 400; nothing is stored', async () => {
    const before = await t.database.db.selectFrom('peserta').select('id').execute();
    for (const [why, name] of Object.entries(nakal)) {
      const res = await send(t.app, 'POST', '/api/kelola', { cookies: as1, body: record({ name }) });
      expect(res.statusCode, why).toBe(400);
      expect(res.json().message, why).toContain(PESAN_KARAKTER_TERSEMBUNYI);
    }
    const tempat = await send(t.app, 'POST', '/api/kelola', { cookies: as1, body: record({ place_of_birth: 'Sura\u200Bbaya' }) });
    expect(tempat.statusCode).toBe(400);
    expect(await t.database.db.selectFrom('peserta').select('id').execute()).toHaveLength(before.length);
    // Letters of every script stay welcome.
    const ok = await send(t.app, 'POST', '/api/kelola', { cookies: as1, body: record({ name: 'Ñoman Ö\'Brien-Siregar' }) });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('are refused in a registration number (400)', async () => {
    for (const [why, reg] of Object.entries({ rlo: 'REG\u202E-1', zwsp: 'REG-\u200B1', bom: 'REG-\uFEFF1' })) {
      const res = await send(t.app, 'POST', '/api/kelola', { cookies: as1, body: record({ registration_no: reg }) });
      expect(res.statusCode, why).toBe(400);
    }
  });

  it("are refused in an assessor's name", async () => {
    const res = await send(t.app, 'POST', '/api/asessors', {
      cookies: admin,
      body: { name: 'Siti\u202E', id: 'siti-rlo', password: 'kata-sandi-yang-panjang-9', location: 'Rutan 1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(PESAN_KARAKTER_TERSEMBUNYI);
    expect(await t.database.db.selectFrom('asessor').select('id').where('assesor_id', '=', 'siti-rlo').execute()).toEqual([]);
  });
});

describe('password strength by an estimator (zxcvbn-ts, score 3 or more)', () => {
  it("refuses round two's accepted passwords on a new account and on Ganti Password; accepts unrelated words", async () => {
    const lemah = ['         a', '12345678901', 'Password1!', 'qwertyuiop1', 'rahasia123'];
    for (const password of lemah) {
      const res = await send(t.app, 'POST', '/api/asessors', {
        cookies: admin,
        body: { name: 'Lemah Sekali', id: `lemah-${lemah.indexOf(password)}`, password, location: 'Rutan 1' },
      });
      expect(res.statusCode, JSON.stringify(password)).toBe(400);
      expect(res.json().message, password).toMatch(/mudah ditebak|hanya berisi spasi/);
    }
    expect(await t.database.db.selectFrom('asessor').select('id').where('name', '=', 'Lemah Sekali').execute()).toEqual([]);
    const own = await createAsessor(t.database.db);
    const cookies = await loginAsessor(t.app, own);
    const ganti = await send(t.app, 'POST', '/api/asessors/password', { cookies, body: { password_lama: own.password, password_baru: 'Password1!' } });
    expect(ganti.statusCode).toBe(400);
    const ok = await send(t.app, 'POST', '/api/asessors/password', { cookies, body: { password_lama: own.password, password_baru: 'meja-hujan-kopi-7' } });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('an entry code dies with its assessor', () => {
  it('a code made by an assessor deleted (or deactivated) afterwards lets nobody in', async () => {
    for (const how of ['hapus', 'nonaktif'] as const) {
      const maker = await createAsessor(t.database.db, { location: 'Rutan 1' });
      const cookies = await loginAsessor(t.app, maker);
      const child = await createChild(t.database.db, { location: 'Rutan 1' });
      const made = await send(t.app, 'POST', `/api/kelola/${child.id}/kode-masuk`, { cookies });
      expect(made.statusCode, made.body).toBe(201);
      const { kode } = made.json() as { kode: string };
      const res =
        how === 'hapus'
          ? await send(t.app, 'DELETE', `/api/asessors/${maker.id}`, { cookies: admin })
          : await send(t.app, 'PUT', `/api/asessors/${maker.id}/toggle`, { cookies: admin });
      expect(res.statusCode, res.body).toBe(200);
      const masuk = await send(t.app, 'POST', '/api/peserta/masuk', { body: { id: child.id, kode } });
      expect(masuk.statusCode, how).toBeGreaterThanOrEqual(400);
      expect(masuk.statusCode, how).toBeLessThan(500);
      expect(masuk.cookies.find((c) => c.name === 'peserta_auth')).toBeUndefined();
    }
  });
});

describe('reads that are audited', () => {
  it("a child's logout", async () => {
    const child = await createChild(t.database.db);
    const cookies = await childSession(t, child.id);
    const res = await send(t.app, 'POST', '/api/peserta/keluar', { cookies });
    expect(res.statusCode, res.body).toBe(200);
    expect(await auditOf(t.database.db, 'logout', child.registration_no)).toHaveLength(1);
  });

  it('Pemantauan, once per session and quarter hour however often the page polls', async () => {
    const before = (await t.database.db.selectFrom('audit').select('id').where('action', '=', 'pemantauan.lihat').execute()).length;
    for (let i = 0; i < 5; i++) expect((await send(t.app, 'GET', '/api/pemantauan', { cookies: as1 })).statusCode).toBe(200);
    const after = await t.database.db.selectFrom('audit').selectAll().where('action', '=', 'pemantauan.lihat').execute();
    expect(after.length - before).toBe(1);
    expect(after.at(-1)!.actor_id).toBe(asessor.id);
    t.clock.advance(15 * 60_000 + 1000);
    await send(t.app, 'GET', '/api/pemantauan', { cookies: as1 });
    expect((await t.database.db.selectFrom('audit').select('id').where('action', '=', 'pemantauan.lihat').execute()).length - before).toBe(2);
  });

  it('the retention list', async () => {
    const res = await send(t.app, 'GET', '/api/kelola/retensi', { cookies: as1 });
    expect(res.statusCode).toBe(200);
    expect(await auditOf(t.database.db, 'kelola.retensi_lihat', '1')).toHaveLength(1); // Rutan 1 by its id (D24)
  });

  it("Pemantauan's actions on another Rutan's child: the same 404, audited", async () => {
    const other = await createChild(t.database.db, { location: 'Rutan 2' });
    const res = await send(t.app, 'POST', `/api/pemantauan/${other.id}/pid5/akhiri`, { cookies: as1, body: { alasan: 'anak tampak lelah' } });
    expect(res.statusCode).toBe(404);
    const rows = await auditOf(t.database.db, 'akses.lintas_rutan_ditolak', other.registration_no);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.detail).toContain('/api/pemantauan/:id/:instrument/akhiri');
  });

  it("the child list read with an assessor's session (full names)", async () => {
    await createChild(t.database.db, { location: 'Rutan 1' });
    const res = await send(t.app, 'GET', '/api/peserta', { cookies: as1 });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.selectFrom('audit').selectAll().where('action', '=', 'peserta.daftar_nama_lengkap').execute();
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.at(-1)!.actor_id).toBe(asessor.id);
    // A visitor's masked list is not a read of names.
    const n = rows.length;
    await send(t.app, 'GET', '/api/peserta');
    expect(await t.database.db.selectFrom('audit').select('id').where('action', '=', 'peserta.daftar_nama_lengkap').execute()).toHaveLength(n);
  });
});
