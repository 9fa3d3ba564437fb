// Issue 10, the findings one by one, each against the real app on SQLite (and PostgreSQL with
// TEST_DATABASE_URL): D14 entry ending the other sessions, the admin's way into children's data (D15),
// audited reads, framework and multipart errors, int4 ids, no-store, uploads, online ids, settings.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PESAN_GANTI_PASSWORD_SEMENTARA } from '../domain/messages';
import { multipart, PNG_KECIL, zipBom, csvDari, barisBank, PILIHAN_PSC17_TEKS } from './test/bank-files';
import { asessorDanAdmin, createAsessor, gantiPassword, createChild, loginAdmin, loginAsessor, type AsessorFixture } from './test/factories';
import { cookiesOf, createTestApp, send, testAppForFile, type Cookies } from './test/harness';

const t = testAppForFile();
let admin: Cookies, rutan1: AsessorFixture, as1: Cookies;

beforeAll(async () => {
  ({ asessor: rutan1, as1, admin } = await asessorDanAdmin(t));
});

const auditOf = async (action: string) =>
  t.database.db.selectFrom('audit').selectAll().where('action', '=', action).orderBy('id').execute();
const me = async (cookies: Cookies) => (await send(t.app, 'GET', '/api/auth/me', { cookies })).statusCode;

describe('D14: entering a child ends every other session on the device', () => {
  it('an admin cookie and another Rutan’s assessor cookie both end, server side, and their cookies are cleared', async () => {
    const adminHere = await loginAdmin(t.app);
    const lain = await createAsessor(t.database.db, { location: 'Rutan 2' });
    const asLain = await loginAsessor(t.app, lain);
    const child = await createChild(t.database.db, { location: 'Rutan 1' });
    const device = { ...adminHere, ...asLain };
    const res = await send(t.app, 'POST', '/api/peserta/masuk', { cookies: device, body: { id: child.id, password: child.password } });
    expect(res.statusCode).toBe(200);
    const cleared = (res.cookies as { name: string; value: string }[]).filter((c) => c.value === '').map((c) => c.name);
    expect(cleared).toEqual(expect.arrayContaining(['admin_auth', 'asessor_auth']));
    // The old cookies, if the browser kept them, open nothing any more.
    expect(await me(adminHere)).toBe(401);
    expect(await me(asLain)).toBe(401);
    expect((await send(t.app, 'GET', '/api/soal/pid5', { cookies: adminHere })).statusCode).toBe(401);
    expect((await send(t.app, 'GET', '/api/kelola', { cookies: asLain })).statusCode).toBe(401);
    // The child's own session works.
    expect(await me(cookiesOf(res))).toBe(200);
  });
});

describe('finding 2 and D15: the admin cannot read children through an assessor account', () => {
  it('an account the admin creates, or a password it resets, is temporary: 403 on every read until the assessor sets its own', async () => {
    await createChild(t.database.db, { name: 'Rahasia Anak', location: 'Rutan 1' });
    const made = await send(t.app, 'POST', '/api/asessors', {
      cookies: admin,
      body: { name: 'Akun Buatan Admin', id: 'buatan-admin', password: 'sementara-dari-admin', location: 'Rutan 1' },
    });
    expect(made.statusCode).toBe(201);
    const login = await send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: 'buatan-admin', password: 'sementara-dari-admin' } });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ harus_ganti_password: true, password_diatur_admin: expect.any(String) });
    const temp = cookiesOf(login);
    for (const url of ['/api/kelola', '/api/hasil-pid5-full', '/api/hasil-gabungan', '/api/ekspor/hasil.csv']) {
      const res = await send(t.app, 'GET', url, { cookies: temp });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(PESAN_GANTI_PASSWORD_SEMENTARA);
      expect(res.body).not.toContain('Rahasia Anak');
    }
    const meRes = await send(t.app, 'GET', '/api/auth/me', { cookies: temp });
    expect(meRes.json()).toMatchObject({ harus_ganti_password: true });

    // Resetting an assessor's own password in Edit makes it temporary again and ends its sessions.
    const reset = await send(t.app, 'PUT', `/api/asessors/${rutan1.id}`, {
      cookies: admin,
      body: { name: rutan1.name, assesor_id: rutan1.assesor_id, password: 'direset-oleh-admin', location: rutan1.location },
    });
    expect(reset.statusCode).toBe(200);
    expect(await me(as1)).toBe(401);
    const taken = cookiesOf(
      await send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: rutan1.assesor_id, password: 'direset-oleh-admin' } }),
    );
    expect((await send(t.app, 'GET', '/api/kelola', { cookies: taken })).statusCode).toBe(403);

    // Changing it: wrong old password 400, a weak new one 400, then it works and every read is audited.
    const salah = await gantiPassword(t.app, taken, 'bukan-ini-passwordnya', 'password-baru-sendiri');
    expect(salah.statusCode).toBe(400);
    expect(salah.json().message).toBe('Password lama salah.');
    const lemah = await gantiPassword(t.app, taken, 'direset-oleh-admin', '1234567890');
    expect(lemah.statusCode).toBe(400);
    const ganti = await gantiPassword(t.app, taken, 'direset-oleh-admin', 'password-baru-sendiri');
    expect(ganti.statusCode).toBe(200);
    expect((await send(t.app, 'GET', '/api/auth/me', { cookies: taken })).json()).toMatchObject({ harus_ganti_password: false });
    rutan1.password = 'password-baru-sendiri';
    as1 = taken;
    // D18: the reset also returned it to waiting; a colleague of its Rutan confirms it.
    expect((await send(t.app, 'GET', '/api/kelola', { cookies: taken })).statusCode).toBe(403);
    const rekan = await loginAsessor(t.app, await createAsessor(t.database.db, { location: 'Rutan 1' }));
    expect((await send(t.app, 'POST', `/api/asessors/${rutan1.id}/konfirmasi`, { cookies: rekan })).statusCode).toBe(200);
    expect((await send(t.app, 'GET', '/api/kelola', { cookies: taken })).statusCode).toBe(200);
    const actions = (await t.database.db.selectFrom('audit').select('action').where('target', '=', rutan1.assesor_id).execute()).map(
      (a) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['asessor.ubah', 'asessor.ganti_password']));
    expect((await auditOf('kelola.lihat')).length).toBeGreaterThan(0);
  });
});

describe('finding 4: reads of children’s data, failed logins, cross-Rutan refusals and logouts are audited', () => {
  it('each read writes an entry without names or answers', async () => {
    const child = await createChild(t.database.db, { name: 'Nama Tidak Boleh Tercatat', location: 'Rutan 1' });
    const reads: [string, string][] = [
      ['/api/kelola?q=Nama%20Tidak', 'kelola.lihat'],
      ['/api/hasil-pid5-full', 'hasil-pid5.lihat'],
      ['/api/hasil-psc17-full', 'hasil-psc17.lihat'],
      ['/api/hasil-dukungan-full', 'hasil-dukungan.lihat'],
      ['/api/hasil-kognitif-full', 'hasil-kognitif.lihat'],
      ['/api/hasil-gabungan', 'hasil-gabungan.daftar'],
      [`/api/hasil-gabungan/${child.registration_no}`, 'hasil-gabungan.lihat'],
      [`/api/catatan/${child.registration_no}`, 'catatan.lihat'],
      [`/api/laporan/${child.registration_no}.pdf`, 'laporan.pdf'],
      ['/api/ekspor/hasil.csv', 'ekspor.csv'],
    ];
    for (const [url, action] of reads) {
      const before = (await auditOf(action)).length;
      const res = await send(t.app, 'GET', url, { cookies: as1 });
      expect(res.statusCode, url).toBe(200);
      expect((await auditOf(action)).length, url).toBe(before + 1);
    }
    const all = JSON.stringify(await t.database.db.selectFrom('audit').selectAll().execute());
    expect(all).not.toContain('Nama Tidak');
  });

  it('a failed login, a record of another Rutan and a logout are audited', async () => {
    await send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: rutan1.assesor_id, password: 'salah-sekali-ini' } });
    expect((await auditOf('login.gagal')).at(-1)).toMatchObject({ role: 'anonim', target: `asessor ${rutan1.assesor_id}` });
    const other = await createChild(t.database.db, { location: 'Rutan 3' });
    for (const url of [`/api/hasil-gabungan/${other.registration_no}`, `/api/catatan/${other.registration_no}`]) {
      expect((await send(t.app, 'GET', url, { cookies: as1 })).statusCode).toBe(404);
    }
    expect((await send(t.app, 'DELETE', `/api/kelola/${other.id}`, { cookies: as1 })).statusCode).toBe(404);
    const refused = await auditOf('akses.lintas_rutan_ditolak');
    expect(refused.filter((r) => r.target === other.registration_no)).toHaveLength(3);
    // An unknown number is a plain 404, not an audited cross-Rutan attempt.
    expect((await send(t.app, 'GET', '/api/hasil-gabungan/TIDAK-ADA', { cookies: as1 })).statusCode).toBe(404);
    expect((await auditOf('akses.lintas_rutan_ditolak')).length).toBe(refused.length);

    const someone = await createAsessor(t.database.db);
    const c = await loginAsessor(t.app, someone);
    expect((await send(t.app, 'POST', `/api/asessors/logout/${someone.id}`, { cookies: c })).statusCode).toBe(200);
    const adminC = await loginAdmin(t.app);
    expect((await send(t.app, 'POST', '/api/admin/logout', { cookies: adminC })).statusCode).toBe(200);
    const logouts = await auditOf('logout');
    expect(logouts.map((l) => l.role)).toEqual(expect.arrayContaining(['asessor', 'admin']));
  });
});

describe('findings 7 and 9: malformed requests get an Indonesian { message } and a 4xx', () => {
  it('a bad URL, a huge id, JSON to an upload route, multipart without boundary or cut off', async () => {
    const badUrl = await send(t.app, 'GET', '/api/hasil-gabungan/%C0%AF', { cookies: as1 });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ message: 'Alamat permintaan tidak valid.' });
    const anonBad = await send(t.app, 'GET', '/api/hasil-gabungan/%C0%AF');
    expect(anonBad.statusCode).toBe(400);

    const huge = await send(t.app, 'DELETE', '/api/kelola/99999999999', { cookies: as1 });
    expect(huge.statusCode).toBe(404);
    expect(huge.json().message).toBeTruthy();
    for (const url of ['/api/asessors/99999999999/toggle', '/api/soal-kognitif/99999999999/hapus-gambar']) {
      const r = await send(t.app, 'PUT', url, { cookies: admin, body: { label: 'A' } });
      expect(r.statusCode, url).toBe(404);
    }
    const json = await send(t.app, 'POST', '/api/upload/pid5', { cookies: admin, body: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Unggahan harus berupa multipart/form-data.');
    const noBoundary = await send(t.app, 'POST', '/api/upload/pid5', {
      cookies: admin,
      body: 'isi',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    const whole = multipart('bank.csv', csvDari(barisBank(17, PILIHAN_PSC17_TEKS)));
    const cut = await send(t.app, 'POST', '/api/upload/psc17', {
      cookies: admin,
      body: whole.body.subarray(0, whole.body.length - 30),
      headers: whole.headers,
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toMatch(/terpotong|rusak/);
  });

  it('a NUL character in a path, query or body is a 400, never a database error (found by the fuzz test on PostgreSQL)', async () => {
    for (const url of ['/api/catatan/%00', '/api/hasil-gabungan/A%00B', '/api/kelola?q=%00']) {
      const res = await send(t.app, 'GET', url, { cookies: as1 });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe('Data berisi karakter yang tidak sah.');
    }
    const body = await send(t.app, 'POST', '/api/catatan', { cookies: as1, body: { registration_no: 'X', catatan: 'a\u0000b' } });
    expect(body.statusCode).toBe(400);
  });

  it('every API answer says Cache-Control: no-store', async () => {
    for (const [url, cookies] of [
      ['/api/kelola', as1],
      ['/api/auth/me', as1],
      ['/api/tidak-ada', as1],
      ['/api/kelola', {}],
    ] as const) {
      const res = await send(t.app, 'GET', url, { cookies });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('findings 5 and 6: uploads over the limit and zip bombs', () => {
  it('a 3 MB PNG and a 3 MB CSV are refused with 413 and nothing is stored or parsed', async () => {
    const countGambar = async () => (await t.database.db.selectFrom('gambar').select('filename').execute()).length;
    const before = await countGambar();
    const png = Buffer.concat([PNG_KECIL, Buffer.alloc(3 * 1024 * 1024, 1)]);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => {
        const m = multipart('besar.png', png);
        return send(t.app, 'POST', '/api/upload/gambar-kognitif', { cookies: admin, body: m.body, headers: m.headers });
      }),
    );
    for (const r of results) {
      expect(r.statusCode).toBe(413);
      expect(r.json().message).toMatch(/^Ukuran berkas terlalu besar/);
    }
    expect(await countGambar()).toBe(before);
    const soalBefore = (await send(t.app, 'GET', '/api/soal/psc17', { cookies: admin })).body;
    const csv = Buffer.concat([csvDari(barisBank(17, PILIHAN_PSC17_TEKS)), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const m = multipart('bank.csv', csv);
    const res = await send(t.app, 'POST', '/api/upload/psc17', { cookies: admin, body: m.body, headers: m.headers });
    expect(res.statusCode).toBe(413);
    expect((await send(t.app, 'GET', '/api/soal/psc17', { cookies: admin })).body).toBe(soalBefore);
  });

  it('an .xlsx that inflates to 1.8 GB is refused with 413 while memory stays flat', async () => {
    const bom = zipBom(1800);
    const m = multipart('bank.xlsx', bom);
    global.gc?.();
    const before = process.memoryUsage().rss;
    const res = await send(t.app, 'POST', '/api/upload/pid5', { cookies: admin, body: m.body, headers: m.headers });
    const grown = process.memoryUsage().rss - before;
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/terlalu besar setelah dibuka/);
    // Inflating it would take 1.8 GB; the cap stops at 16 MB (with room for the allocator's noise).
    expect(grown).toBeLessThan(300 * 1024 * 1024);
  });
});

describe('finding 13: smaller leaks', () => {
  it('assessors see the others online by name and Rutan, without login ids; the admin sees the ids', async () => {
    const viaAsessor = (await send(t.app, 'GET', '/api/asessors/online', { cookies: as1 })).json() as Record<string, unknown>[];
    expect(viaAsessor.length).toBeGreaterThan(0);
    for (const row of viaAsessor) {
      expect(row).not.toHaveProperty('assesor_id');
      expect(row).toHaveProperty('name');
      expect(row).toHaveProperty('location');
    }
    const viaAdmin = (await send(t.app, 'GET', '/api/asessors/online', { cookies: admin })).json() as Record<string, unknown>[];
    expect(viaAdmin[0]).toHaveProperty('assesor_id');
  });

  it('the SQLite file is readable by its owner only (0600)', async () => {
    if (!t.dataDir) return; // PostgreSQL: the server's own files
    const file = path.join(t.dataDir, 'asesmen.db');
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
  });

  it('Secure cookies follow HTTPS through a proxy only when TRUST_PROXY is set', async () => {
    const child = await createChild(t.database.db);
    const body = { id: child.id, password: child.password };
    const behind = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
    const untrusted = await send(t.app, 'POST', '/api/peserta/masuk', { body, headers: behind });
    expect(untrusted.headers['set-cookie']?.toString()).not.toMatch(/Secure/);
    const proxied = await createTestApp({ TRUST_PROXY: true });
    try {
      const c2 = await createChild(proxied.database.db);
      const res = await send(proxied.app, 'POST', '/api/peserta/masuk', {
        body: { id: c2.id, password: c2.password },
        headers: behind,
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/peserta_auth=[^;]+;.*Secure/);
      // The audit names the client's address from the proxy.
      const entry = await proxied.database.db.selectFrom('audit').select('ip').where('action', '=', 'peserta.masuk').executeTakeFirstOrThrow();
      expect(entry.ip).toBe('203.0.113.9');
    } finally {
      await proxied.close();
    }
  });
});
