// D18: no one reads a Rutan's children alone. The admin-takeover walk of issue 29 finding 1 (create or
// reset, log in with the temporary password, make the change itself, read) ends in 403 at every step;
// a colleague of the same Rutan confirms, or the operator on the command line for a Rutan's first.
import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PESAN_GANTI_PASSWORD_SEMENTARA,
  PESAN_MENUNGGU_AKTIVASI,
  PESAN_PASSWORD_SEMENTARA_KEDALUWARSA,
} from '#domain/messages.ts';
import { registeredRoutes } from '#server/auth/guard.ts';
import { createAsessor, gantiPassword, createChild, loginAdmin, loginAsessor, type AsessorFixture } from '#server/test/factories.ts';
import { cookiesOf, send, testAppForFile, type Cookies } from '#server/test/harness.ts';
import { aktifkanOlehOperator } from './asessor-data';
import { RUTE_PENYIAPAN_ASESSOR } from '#server/test/rute-penyiapan.ts';

const t = testAppForFile();
let admin: Cookies;
let rekan: AsessorFixture;
let asRekan: Cookies;

beforeAll(async () => {
  admin = await loginAdmin(t.app);
  rekan = await createAsessor(t.database.db, { name: 'Rekan Lama', location: 'Rutan 1' });
  asRekan = await loginAsessor(t.app, rekan);
});

const login = (assesor_id: string, password: string) => send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id, password } });
const audit = async (action: string) =>
  t.database.db.selectFrom('audit').selectAll().where('action', '=', action).orderBy('id').execute();

/** Every read of children's data the takeover would try (issue 29 finding 1). */
function reads(registrationNo: string) {
  return [
    '/api/kelola',
    '/api/hasil-gabungan',
    `/api/hasil-gabungan/${registrationNo}`,
    '/api/hasil-dukungan-full',
    `/api/catatan/${registrationNo}`,
    `/api/laporan/${registrationNo}.pdf`,
    '/api/ekspor/hasil.csv',
    '/api/pemantauan',
  ];
}

async function expectNoReads(cookies: Cookies, registrationNo: string, message: string, secret: string) {
  for (const url of reads(registrationNo)) {
    const res = await send(t.app, 'GET', url, { cookies });
    expect(res.statusCode, url).toBe(403);
    expect(res.json().message, url).toBe(message);
    expect(res.body, url).not.toContain(secret);
  }
  const list = await send(t.app, 'GET', '/api/peserta', { cookies });
  expect(list.body).not.toContain(secret);
}

describe('the admin-takeover walk ends in 403 at every step (D18)', () => {
  it('create, log in with the temporary password, change it, read: 403 until a colleague confirms', async () => {
    const child = await createChild(t.database.db, { name: 'Rahasia Takeover', location: 'Rutan 1' });
    const at = '2026-11-22T03:00:00.000Z';
    await t.database.db.insertInto('catatan').values({ peserta_id: child.id, catatan: 'Rahasia Takeover catatan', created_at: at, updated_at: at }).execute();
    const made = await send(t.app, 'POST', '/api/asessors', {
      cookies: admin,
      body: { name: 'Akun Takeover', id: 'takeover-1', password: 'Sementara-Admin-77', location: 'Rutan 1' },
    });
    expect(made.statusCode).toBe(201);
    const first = await login('takeover-1', 'Sementara-Admin-77');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ harus_ganti_password: true, menunggu_aktivasi: true });
    const temp = cookiesOf(first);
    await expectNoReads(temp, child.registration_no, PESAN_GANTI_PASSWORD_SEMENTARA, 'Rahasia Takeover');

    // The new password must differ from the one the admin set (the admin knows that one).
    const same = await gantiPassword(t.app, temp, 'Sementara-Admin-77', 'Sementara-Admin-77');
    expect(same.statusCode).toBe(400);
    const changed = await gantiPassword(t.app, temp, 'Sementara-Admin-77', 'Milik-Admin-Sendiri-91');
    expect(changed.statusCode).toBe(200);
    // The admin made the change itself: still nothing to read, with a message that says why.
    await expectNoReads(temp, child.registration_no, PESAN_MENUNGGU_AKTIVASI, 'Rahasia Takeover');
    const again = cookiesOf(await login('takeover-1', 'Milik-Admin-Sendiri-91'));
    await expectNoReads(again, child.registration_no, PESAN_MENUNGGU_AKTIVASI, 'Rahasia Takeover');
    expect((await send(t.app, 'GET', '/api/auth/me', { cookies: again })).json()).toMatchObject({
      harus_ganti_password: false,
      menunggu_aktivasi: true,
    });
    // A waiting account cannot confirm itself, nor anyone.
    const id = (await t.database.db.selectFrom('asessor').select('id').where('assesor_id', '=', 'takeover-1').executeTakeFirstOrThrow()).id;
    const self = await send(t.app, 'POST', `/api/asessors/${id}/konfirmasi`, { cookies: again });
    expect(self.statusCode).toBe(403);
    expect((await t.database.db.selectFrom('asessor').select('aktivasi').where('id', '=', id).executeTakeFirstOrThrow()).aktivasi).toBe(
      'menunggu_aktivasi',
    );
  });

  it('an admin reset of an activated account ends its sessions and returns it to waiting', async () => {
    const child = await createChild(t.database.db, { name: 'Rahasia Reset', location: 'Rutan 1' });
    const korban = await createAsessor(t.database.db, { location: 'Rutan 1' });
    const sesiLama = await loginAsessor(t.app, korban);
    expect((await send(t.app, 'GET', '/api/kelola', { cookies: sesiLama })).statusCode).toBe(200);
    const reset = await send(t.app, 'PUT', `/api/asessors/${korban.id}`, {
      cookies: admin,
      body: { name: korban.name, assesor_id: korban.assesor_id, password: 'Reset-Oleh-Admin-55', location: korban.location },
    });
    expect(reset.statusCode).toBe(200);
    expect((await send(t.app, 'GET', '/api/auth/me', { cookies: sesiLama })).statusCode).toBe(401);
    const taken = cookiesOf(await login(korban.assesor_id, 'Reset-Oleh-Admin-55'));
    await expectNoReads(taken, child.registration_no, PESAN_GANTI_PASSWORD_SEMENTARA, 'Rahasia Reset');
    await gantiPassword(t.app, taken, 'Reset-Oleh-Admin-55', 'Diambil-Alih-Admin-33');
    await expectNoReads(taken, child.registration_no, PESAN_MENUNGGU_AKTIVASI, 'Rahasia Reset');
  });

  it('every assessor route but account setup answers 403 to a waiting account', async () => {
    const waiting = await createAsessor(t.database.db, { menunggu: true });
    const cookies = await loginAsessor(t.app, waiting);
    const open = RUTE_PENYIAPAN_ASESSOR;
    const routes = registeredRoutes(t.app).filter((r) => r.url.startsWith('/api/') && r.roles?.includes('asessor'));
    expect(routes.length).toBeGreaterThan(15);
    for (const r of routes) {
      const name = `${r.method} ${r.url}`;
      if (open.has(name)) continue;
      const url = r.url.replace(/:instrument/g, 'pid5').replace(/:(id|asessorId)/g, '1').replace(/:[A-Za-z_]+/g, 'REG-1');
      const res = await send(t.app, r.method as 'GET', url, { cookies, ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { body: {} }) });
      expect(res.statusCode, name).toBe(403);
      expect(res.json().message, name).toBe(PESAN_MENUNGGU_AKTIVASI);
    }
  });
});

describe('Konfirmasi rekan (D18)', () => {
  it('a colleague of the same Rutan sees who created it and when, confirms it, and it is audited', async () => {
    const child = await createChild(t.database.db, { name: 'Terbaca Setelah Konfirmasi', location: 'Rutan 1' });
    await send(t.app, 'POST', '/api/asessors', {
      cookies: admin,
      body: { name: 'Asessor Baru', id: 'baru-konfirmasi', password: 'Sementara-Admin-12', location: 'Rutan 1' },
    });
    const list = await send(t.app, 'GET', '/api/asessors/rekan', { cookies: asRekan });
    expect(list.statusCode).toBe(200);
    const row = (list.json() as { assesor_id: string; id: number }[]).find((r) => r.assesor_id === 'baru-konfirmasi');
    expect(row).toMatchObject({ name: 'Asessor Baru', dibuat_oleh: 'admin', aktivasi: 'menunggu_aktivasi', created_at: expect.any(String) });

    // Another Rutan's assessor neither sees nor confirms it.
    const lain = await loginAsessor(t.app, await createAsessor(t.database.db, { location: 'Rutan 2' }));
    expect(JSON.stringify((await send(t.app, 'GET', '/api/asessors/rekan', { cookies: lain })).json())).not.toContain('baru-konfirmasi');
    expect((await send(t.app, 'POST', `/api/asessors/${row!.id}/konfirmasi`, { cookies: lain })).statusCode).toBe(404);
    // Nor does the admin: the admin is not a colleague.
    expect((await send(t.app, 'POST', `/api/asessors/${row!.id}/konfirmasi`, { cookies: admin })).statusCode).toBe(403);

    const ok = await send(t.app, 'POST', `/api/asessors/${row!.id}/konfirmasi`, { cookies: asRekan });
    expect(ok.statusCode).toBe(200);
    expect((await send(t.app, 'POST', `/api/asessors/${row!.id}/konfirmasi`, { cookies: asRekan })).statusCode).toBe(409);
    const [entry] = (await audit('asessor.konfirmasi_rekan')).filter((a) => a.target === 'baru-konfirmasi');
    expect(entry).toMatchObject({ role: 'asessor', actor_id: rekan.id, detail: 'Asessor Baru, Rutan 1' });

    // Confirmed, and its own password set: it reads its Rutan.
    const baru = cookiesOf(await login('baru-konfirmasi', 'Sementara-Admin-12'));
    await gantiPassword(t.app, baru, 'Sementara-Admin-12', 'Password-Sendiri-Baru-4');
    const kelola = await send(t.app, 'GET', '/api/kelola', { cookies: baru });
    expect(kelola.statusCode).toBe(200);
    expect(kelola.body).toContain(child.registration_no);
    // The newly confirmed account shows to the colleagues, with who confirmed it.
    const after = (await send(t.app, 'GET', '/api/asessors/rekan', { cookies: asRekan })).json() as { assesor_id: string }[];
    expect(after.find((r) => r.assesor_id === 'baru-konfirmasi')).toMatchObject({ aktivasi: 'aktif', aktivasi_oleh: `asessor ${rekan.name}` });
  });

  it('refusing ends the waiting account’s sessions and is audited', async () => {
    const w = await createAsessor(t.database.db, { menunggu: true, location: 'Rutan 1' });
    const ws = await loginAsessor(t.app, w);
    const res = await send(t.app, 'POST', `/api/asessors/${w.id}/tolak`, { cookies: asRekan });
    expect(res.statusCode).toBe(200);
    expect((await send(t.app, 'GET', '/api/auth/me', { cookies: ws })).statusCode).toBe(401);
    expect((await audit('asessor.tolak_rekan')).some((a) => a.target === w.assesor_id)).toBe(true);
    // Refused is not activated: logging in again still reads nothing.
    const again = await loginAsessor(t.app, w);
    expect((await send(t.app, 'GET', '/api/kelola', { cookies: again })).statusCode).toBe(403);
  });
});

describe('the operator activates a Rutan’s first assessor (D18)', () => {
  it('aktifkanOlehOperator activates and audits as the operator', async () => {
    const w = await createAsessor(t.database.db, { menunggu: true, location: 'Rutan 3' });
    const row = await aktifkanOlehOperator(t.database.db, t.clock, w.assesor_id, 'root@server');
    expect(row?.assesor_id).toBe(w.assesor_id);
    expect((await send(t.app, 'GET', '/api/kelola', { cookies: await loginAsessor(t.app, w) })).statusCode).toBe(200);
    const [entry] = (await audit('asessor.aktivasi_operator')).filter((a) => a.target === w.assesor_id);
    // In words: the facility's name and the status before (issue 32: "lokasi 3 (sebelumnya: menunggu_aktivasi)").
    expect(entry).toMatchObject({ role: 'operator', actor_name: 'root@server', detail: `${w.name}, Rutan 3 (sebelumnya: menunggu konfirmasi)` });
    expect(await aktifkanOlehOperator(t.database.db, t.clock, 'tidak-ada', 'root@server')).toBeUndefined();
  });

  // The command opens the database the environment names: here the test's SQLite file.
  if (!process.env.TEST_DATABASE_URL) it('npm run asessor:aktifkan -- <login-id> does it from the command line', async () => {
    const w = await createAsessor(t.database.db, { menunggu: true, location: 'Rutan 3' });
    const out = execFileSync('npx', ['tsx', 'src/server/cli/aktifkan-asessor.ts', w.assesor_id], {
      env: { ...process.env, DATA_DIR: t.dataDir!, DATABASE_URL: '', ADMIN_PASSWORD: 'admin-rahasia-uji' },
      encoding: 'utf8',
    });
    expect(out).toContain('diaktifkan oleh operator');
    const after = await t.database.db.selectFrom('asessor').select('aktivasi').where('id', '=', w.id).executeTakeFirstOrThrow();
    expect(after.aktivasi).toBe('aktif');
  });
});

describe('temporary passwords expire after 72 hours (D18)', () => {
  it('a login with an admin-set password older than 72 hours is refused and audited; within 72 hours it works', async () => {
    // A fresh admin session: the command-line test's start-up purged sessions by the real clock.
    const made = await send(t.app, 'POST', '/api/asessors', {
      cookies: await loginAdmin(t.app),
      body: { name: 'Lambat Login', id: 'lambat-login', password: 'Sementara-Lama-88', location: 'Rutan 2' },
    });
    expect(made.statusCode).toBe(201);
    t.clock.advance(71 * 3600_000);
    expect((await login('lambat-login', 'Sementara-Lama-88')).statusCode).toBe(200);
    t.clock.advance(2 * 3600_000);
    const late = await login('lambat-login', 'Sementara-Lama-88');
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(PESAN_PASSWORD_SEMENTARA_KEDALUWARSA);
    expect((await audit('login.ditolak_password_kedaluwarsa')).some((a) => a.target === 'asessor lambat-login')).toBe(true);
  });
});

describe('issue 29 finding 6: deactivated accounts and the old password', () => {
  it('a deactivated account answers as a wrong password does, right password or not, and the refusal is audited', async () => {
    const off = await createAsessor(t.database.db, { active: false });
    const right = await login(off.assesor_id, off.password);
    const wrong = await login(off.assesor_id, 'bukan-password-nya');
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual(wrong.json());
    expect((await audit('login.ditolak_nonaktif')).some((a) => a.target === `asessor ${off.assesor_id}`)).toBe(true);
  });

  it('guessing the old password on Ganti Password is limited, locked and audited like a login', async () => {
    const a = await createAsessor(t.database.db, { location: 'Rutan 2' });
    const cookies = await loginAsessor(t.app, a);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await gantiPassword(t.app, cookies, `tebakan-${i}-salah`, 'Password-Baru-Kuat-9');
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(codes.slice(5)).toEqual([429, 429]);
    // Even the right old password waits out the lock.
    const right = await gantiPassword(t.app, cookies, a.password, 'Password-Baru-Kuat-9');
    expect(right.statusCode).toBe(429);
    expect((await audit('login.gagal')).filter((e) => e.target === `asessor ${a.assesor_id} (ganti password)`).length).toBe(5);
  });
});
