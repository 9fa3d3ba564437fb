// Two-factor login and "Sesi aktif" (D18, issue 29 Build 2), through the app on SQLite and PostgreSQL:
// enrolment, the code step, a replayed code, recovery codes spent once, the lock shared with the
// password, the admin's switch, disabling, the sessions list, and attacks sent at once.
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { PESAN_WAJIB_DUA_FAKTOR } from '#domain/messages.ts';
import { auditOf, createAsessor, createChild, loginAdmin, loginAsessor, type AsessorFixture } from '../test/factories';
import { cookiesOf, send, TEST_ADMIN_PASSWORD, testAppForFile, type Cookies } from '../test/harness';
import { createSession } from './sessions';
import { MAX_FAILURES, pesanTerkunci } from './login-attempts';

// Bursts below come from one address; the address limit has its own test at the end.
const t = testAppForFile({ LOGIN_ATTEMPTS_PER_MINUTE: 10_000 });

const kodeSaatIni = (rahasia: string) => new TOTP({ secret: Secret.fromBase32(rahasia), digits: 6, period: 30 }).generate({ timestamp: t.clock.now().getTime() });
const nextStep = () => t.clock.advance(30_000);

/** Enrols an account's authenticator through the API; its secret and recovery codes. */
async function enrol(prefix: '/api/admin' | '/api/asessors', cookies: Cookies) {
  const mulai = await send(t.app, 'POST', `${prefix}/dua-faktor/mulai`, { cookies });
  expect(mulai.statusCode, mulai.body).toBe(200);
  const { rahasia } = mulai.json() as { rahasia: string };
  const aktif = await send(t.app, 'POST', `${prefix}/dua-faktor/aktifkan`, { cookies, body: { kode: kodeSaatIni(rahasia) } });
  expect(aktif.statusCode, aktif.body).toBe(200);
  nextStep();
  return { rahasia, kodePemulihan: (aktif.json() as { kode_pemulihan: string[] }).kode_pemulihan };
}

const passwordStep = (a: AsessorFixture, password = a.password) =>
  send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: a.assesor_id, password } });
const codeStep = (pending: Cookies, kode: string) => send(t.app, 'POST', '/api/asessors/login/kode', { cookies: pending, body: { kode } });

/** An assessor with an active second factor, logged out. */
async function asessorDenganDuaFaktor() {
  const a = await createAsessor(t.database.db);
  const cookies = await loginAsessor(t.app, a);
  const enrolled = await enrol('/api/asessors', cookies);
  return { a, ...enrolled };
}

describe('enrolment', () => {
  it('gives a secret as text and as a QR code, activates on the first code, and shows ten recovery codes once, kept only as digests', async () => {
    const a = await createAsessor(t.database.db);
    const cookies = await loginAsessor(t.app, a);
    const before = await send(t.app, 'GET', '/api/asessors/dua-faktor', { cookies });
    expect(before.json()).toMatchObject({ aktif: false, wajib: false, sisa_kode_pemulihan: 0 });

    const mulai = await send(t.app, 'POST', '/api/asessors/dua-faktor/mulai', { cookies });
    expect(mulai.statusCode).toBe(200);
    expect(mulai.headers['cache-control']).toBe('no-store');
    const { rahasia, uri, qr_svg } = mulai.json() as { rahasia: string; uri: string; qr_svg: string };
    expect(rahasia).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain('otpauth://totp/');
    expect(uri).toContain(`secret=${rahasia}`);
    expect(qr_svg).toMatch(/^<svg[^>]*>/);

    const salah = await send(t.app, 'POST', '/api/asessors/dua-faktor/aktifkan', { cookies, body: { kode: '000000' === kodeSaatIni(rahasia) ? '111111' : '000000' } });
    expect(salah.statusCode).toBe(400);
    expect((await send(t.app, 'GET', '/api/asessors/dua-faktor', { cookies })).json().aktif).toBe(false);

    const aktif = await send(t.app, 'POST', '/api/asessors/dua-faktor/aktifkan', { cookies, body: { kode: kodeSaatIni(rahasia) } });
    expect(aktif.statusCode).toBe(200);
    const kode = aktif.json().kode_pemulihan as string[];
    expect(kode).toHaveLength(10);
    expect(new Set(kode).size).toBe(10);
    for (const k of kode) expect(k).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    const stored = await t.database.db.selectFrom('kode_pemulihan').selectAll().where('user_id', '=', a.id).where('role', '=', 'asessor').execute();
    expect(stored).toHaveLength(10);
    const dump = JSON.stringify(stored);
    for (const k of kode) expect(dump).not.toContain(k.replace(/-/g, ''));
    for (const k of kode) expect(dump).not.toContain(k);

    expect((await send(t.app, 'GET', '/api/asessors/dua-faktor', { cookies })).json()).toMatchObject({ aktif: true, sisa_kode_pemulihan: 10 });
    expect(await auditOf(t.database.db, 'dua_faktor.aktif', `asessor ${a.assesor_id}`)).toHaveLength(1);
    // A second enrolment while one is active is refused: disabling comes first.
    expect((await send(t.app, 'POST', '/api/asessors/dua-faktor/mulai', { cookies })).statusCode).toBe(409);
  });
});

describe('login with a second factor', () => {
  it('asks for the code after the password, opens a session only with the right code, and refuses the same code again', async () => {
    const { a, rahasia } = await asessorDenganDuaFaktor();
    const pw = await passwordStep(a);
    expect(pw.statusCode).toBe(200);
    expect(pw.json()).toMatchObject({ perlu_kode: true });
    expect(pw.json().token).toBeUndefined();
    const pending = cookiesOf(pw);
    expect(pending.asessor_auth).toBeUndefined();
    expect(pending.asessor_2fa).toBeTruthy();
    // The waiting login is no session.
    expect((await send(t.app, 'GET', '/api/auth/me', { cookies: pending })).statusCode).toBe(401);

    const kode = kodeSaatIni(rahasia);
    const wrong = await codeStep(pending, kode === '123456' ? '654321' : '123456');
    expect(wrong.statusCode).toBe(401);
    const ok = await codeStep(pending, kode);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().asessor.assesor_id).toBe(a.assesor_id);
    const session = cookiesOf(ok);
    expect((await send(t.app, 'GET', '/api/kelola', { cookies: session })).statusCode).toBe(200);

    // Replay inside the code's 30 s window (someone who saw it): refused, though TOTP would validate it.
    const again = cookiesOf(await passwordStep(a));
    const replay = await codeStep(again, kode);
    expect(replay.statusCode).toBe(401);
    // The waiting login is spent once used: its cookie opens nothing a second time.
    expect((await codeStep(pending, kode)).statusCode).toBe(401);
    nextStep();
    expect((await codeStep(again, kodeSaatIni(rahasia))).statusCode).toBe(200);
  });

  it('the password step answers an unknown account exactly as a wrong password, with or without a second factor', async () => {
    const { a } = await asessorDenganDuaFaktor();
    const unknown = await send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: 'tidak-ada-akun-ini', password: 'apa-saja-123' } });
    const wrongPw = await passwordStep(a, 'bukan-password-nya');
    expect(unknown.statusCode).toBe(401);
    expect(wrongPw.statusCode).toBe(401);
    expect(wrongPw.body).toBe(unknown.body);
    expect(cookiesOf(wrongPw)).toEqual({});
    // A code step without a waiting login tells nothing either.
    expect((await codeStep({}, '123456')).json().message).toBe((await codeStep({ asessor_2fa: 'palsu' }, '123456')).json().message);
  });

  it('a waiting login expires after 5 minutes', async () => {
    const { a, rahasia } = await asessorDenganDuaFaktor();
    const pending = cookiesOf(await passwordStep(a));
    t.clock.advance(5 * 60_000 + 1000);
    const late = await codeStep(pending, kodeSaatIni(rahasia));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toMatch(/login ulang/);
  });

  it('a recovery code logs in once; the second use is refused; the use is audited with the count left', async () => {
    const { a, kodePemulihan } = await asessorDenganDuaFaktor();
    const first = await codeStep(cookiesOf(await passwordStep(a)), kodePemulihan[3]!.toLowerCase().replace(/-/g, ' '));
    expect(first.statusCode, first.body).toBe(200);
    const second = await codeStep(cookiesOf(await passwordStep(a)), kodePemulihan[3]!);
    expect(second.statusCode).toBe(401);
    const audit = await auditOf(t.database.db, 'dua_faktor.kode_pemulihan_dipakai', `asessor ${a.assesor_id}`);
    expect(audit.map((r) => r.detail)).toEqual(['sisa 9 kode pemulihan']);
    // Another account's recovery code is no code here.
    const other = await asessorDenganDuaFaktor();
    expect((await codeStep(cookiesOf(await passwordStep(a)), other.kodePemulihan[0]!)).statusCode).toBe(401);
  });

  it('wrong codes and wrong passwords count toward one lock; a right password buys no fresh guesses', async () => {
    const { a, rahasia } = await asessorDenganDuaFaktor();
    expect((await passwordStep(a, 'salah-satu-xx')).statusCode).toBe(401);
    const pending = cookiesOf(await passwordStep(a));
    expect((await codeStep(pending, '000001')).statusCode).toBe(401);
    expect((await codeStep(pending, '000002')).statusCode).toBe(401);
    // The right password again does not reset the count (it would give a guesser fresh tries at the code).
    const pending2 = cookiesOf(await passwordStep(a));
    expect((await codeStep(pending2, '000003')).statusCode).toBe(401);
    // The fifth failure, a wrong password, locks the account: the right code is refused now.
    expect((await passwordStep(a, 'salah-dua-xx')).statusCode).toBe(401);
    const locked = await codeStep(pending2, kodeSaatIni(rahasia));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(pesanTerkunci(15));
    expect((await passwordStep(a)).statusCode).toBe(429);
    expect(await auditOf(t.database.db, 'login.gagal', `asessor ${a.assesor_id} (kode verifikasi)`)).toHaveLength(3);
    expect(await auditOf(t.database.db, 'login.terkunci', `asessor ${a.assesor_id}`)).toHaveLength(1);
    // After the lock's 15 minutes the person gets in.
    t.clock.advance(15 * 60_000 + 1000);
    const fresh = cookiesOf(await passwordStep(a));
    expect((await codeStep(fresh, kodeSaatIni(rahasia))).statusCode).toBe(200);
  });

  it('the admin logs in with a code too', async () => {
    const admin = await loginAdmin(t.app);
    const { rahasia } = await enrol('/api/admin', admin);
    const pw = await send(t.app, 'POST', '/api/admin/login', { body: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
    expect(pw.json()).toMatchObject({ perlu_kode: true });
    expect(cookiesOf(pw).admin_auth).toBeUndefined();
    const ok = await send(t.app, 'POST', '/api/admin/login/kode', { cookies: cookiesOf(pw), body: { kode: kodeSaatIni(rahasia) } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await send(t.app, 'GET', '/api/asessors', { cookies: cookiesOf(ok) })).statusCode).toBe(200);
    // Leave the admin without a second factor for the other tests (disable with the password).
    nextStep();
    const off = await send(t.app, 'POST', '/api/admin/dua-faktor/nonaktifkan', { cookies: cookiesOf(ok), body: { password: TEST_ADMIN_PASSWORD } });
    expect(off.statusCode, off.body).toBe(200);
  });
});

describe('disabling', () => {
  it('needs the current code or the password; a wrong one counts toward the lock; audited', async () => {
    const { a, rahasia } = await asessorDenganDuaFaktor();
    const session = cookiesOf(await codeStep(cookiesOf(await passwordStep(a)), kodeSaatIni(rahasia)));
    nextStep();
    expect((await send(t.app, 'POST', '/api/asessors/dua-faktor/nonaktifkan', { cookies: session, body: {} })).statusCode).toBe(400);
    const wrong = await send(t.app, 'POST', '/api/asessors/dua-faktor/nonaktifkan', { cookies: session, body: { password: 'bukan-ini-12' } });
    expect(wrong.statusCode).toBe(400);
    expect(await auditOf(t.database.db, 'login.gagal', `asessor ${a.assesor_id} (nonaktifkan verifikasi dua langkah)`)).toHaveLength(1);
    const ok = await send(t.app, 'POST', '/api/asessors/dua-faktor/nonaktifkan', { cookies: session, body: { kode: kodeSaatIni(rahasia) } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await auditOf(t.database.db, 'dua_faktor.nonaktif', `asessor ${a.assesor_id}`)).toHaveLength(1);
    expect(await t.database.db.selectFrom('kode_pemulihan').select('digest').where('user_id', '=', a.id).where('role', '=', 'asessor').execute()).toEqual([]);
    // Back to a password-only login.
    expect((await passwordStep(a)).json().token).toBeTruthy();
  });
});

describe("the admin's switch: a second factor for every account", () => {
  it('is refused to an admin without one; once on, accounts without one may only enrol, and none may disable it', async () => {
    const admin = await loginAdmin(t.app);
    const refused = await send(t.app, 'PUT', '/api/admin/pengaturan/dua-faktor', { cookies: admin, body: { wajib: true } });
    expect(refused.statusCode).toBe(409);
    const bad = await send(t.app, 'PUT', '/api/admin/pengaturan/dua-faktor', { cookies: admin, body: { wajib: 'ya' } });
    expect(bad.statusCode).toBe(400);

    const plain = await createAsessor(t.database.db);
    const plainSession = await loginAsessor(t.app, plain);
    const enrolled = await asessorDenganDuaFaktor();
    const { rahasia: adminRahasia } = await enrol('/api/admin', admin);
    const on = await send(t.app, 'PUT', '/api/admin/pengaturan/dua-faktor', { cookies: admin, body: { wajib: true } });
    expect(on.statusCode, on.body).toBe(200);
    expect(await auditOf(t.database.db, 'dua_faktor.wajib_aktif', 'semua akun')).toHaveLength(1);

    // An open session without a second factor: from its next request only its enrolment.
    const blocked = await send(t.app, 'GET', '/api/kelola', { cookies: plainSession });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(PESAN_WAJIB_DUA_FAKTOR);
    expect((await send(t.app, 'GET', '/api/auth/me', { cookies: plainSession })).json().harus_aktifkan_dua_faktor).toBe(true);
    // A new login of that account the same.
    const fresh = await loginAsessor(t.app, plain);
    expect((await send(t.app, 'GET', '/api/kelola', { cookies: fresh })).statusCode).toBe(403);
    // The admin's own session (with a second factor) keeps working.
    expect((await send(t.app, 'GET', '/api/asessors', { cookies: admin })).statusCode).toBe(200);
    // Enrolling frees every session of the account at once.
    await enrol('/api/asessors', fresh);
    expect((await send(t.app, 'GET', '/api/kelola', { cookies: plainSession })).statusCode).toBe(200);
    expect((await send(t.app, 'GET', '/api/kelola', { cookies: fresh })).statusCode).toBe(200);
    // No one disables it while it is required.
    const enrolledSession = cookiesOf(await codeStep(cookiesOf(await passwordStep(enrolled.a)), kodeSaatIni(enrolled.rahasia)));
    const off = await send(t.app, 'POST', '/api/asessors/dua-faktor/nonaktifkan', { cookies: enrolledSession, body: { password: enrolled.a.password } });
    expect(off.statusCode).toBe(409);

    // Turned off again: the switch and the admin's second factor back as the other tests expect.
    expect((await send(t.app, 'PUT', '/api/admin/pengaturan/dua-faktor', { cookies: admin, body: { wajib: false } })).statusCode).toBe(200);
    nextStep();
    const adminOff = await send(t.app, 'POST', '/api/admin/dua-faktor/nonaktifkan', { cookies: admin, body: { kode: kodeSaatIni(adminRahasia) } });
    expect(adminOff.statusCode, adminOff.body).toBe(200);
  });
});

describe('Sesi aktif', () => {
  it('lists the account own live sessions with device, address and last use, this one marked; ending one refuses its next request', async () => {
    const a = await createAsessor(t.database.db);
    const login = (ua: string) =>
      send(t.app, 'POST', '/api/asessors/login', { body: { assesor_id: a.assesor_id, password: a.password }, headers: { 'user-agent': ua } });
    const tablet = cookiesOf(await login('Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'));
    const laptop = cookiesOf(await login('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'));
    const other = await loginAsessor(t.app, await createAsessor(t.database.db));

    const list = await send(t.app, 'GET', '/api/asessors/sesi', { cookies: laptop });
    expect(list.statusCode).toBe(200);
    const rows = list.json() as { id: string; perangkat: string; alamat: string; sesi_ini: boolean; terakhir_at: string }[];
    expect(rows.map((r) => r.perangkat).sort()).toEqual(['Chrome di Android', 'Firefox di Windows']);
    expect(rows.filter((r) => r.sesi_ini).map((r) => r.perangkat)).toEqual(['Firefox di Windows']);
    expect(rows[0]!.alamat).toBe('127.0.0.1');
    // Never the stored digest of the token.
    const digests = (await t.database.db.selectFrom('sesi').select('id').execute()).map((r) => r.id);
    for (const r of rows) expect(digests).not.toContain(r.id);

    const tabletRow = rows.find((r) => !r.sesi_ini)!;
    // Another account cannot end it (nor learn it exists).
    expect((await send(t.app, 'DELETE', `/api/asessors/sesi/${tabletRow.id}`, { cookies: other })).statusCode).toBe(404);
    expect((await send(t.app, 'GET', '/api/kelola', { cookies: tablet })).statusCode).toBe(200);
    const end = await send(t.app, 'DELETE', `/api/asessors/sesi/${tabletRow.id}`, { cookies: laptop });
    expect(end.statusCode).toBe(200);
    expect((await send(t.app, 'GET', '/api/kelola', { cookies: tablet })).statusCode).toBe(401);
    expect((await send(t.app, 'GET', '/api/kelola', { cookies: laptop })).statusCode).toBe(200);
    expect(await auditOf(t.database.db, 'sesi.akhiri', `asessor ${a.assesor_id}`)).toHaveLength(1);
    expect((await send(t.app, 'DELETE', `/api/asessors/sesi/${tabletRow.id}`, { cookies: laptop })).statusCode).toBe(404);
    expect((await send(t.app, 'DELETE', '/api/asessors/sesi/bukan-id', { cookies: laptop })).statusCode).toBe(400);
  });
});

describe('attacks sent at once', () => {
  let child: Cookies;
  let admin: Cookies;
  let asessor: Cookies;
  beforeAll(async () => {
    const c = await createChild(t.database.db);
    child = { peserta_auth: (await createSession(t.database.db, t.clock, 'peserta', c.id, null)).token };
    admin = await loginAdmin(t.app);
    asessor = await loginAsessor(t.app, await createAsessor(t.database.db));
  });

  it('20 code guesses at once on one waiting login verify at most 5; the right code after them is refused', async () => {
    const { a, rahasia } = await asessorDenganDuaFaktor();
    const pending = cookiesOf(await passwordStep(a));
    const right = kodeSaatIni(rahasia);
    const guesses = Array.from({ length: 20 }, (_, i) => String(100000 + i * 7919).slice(0, 6)).filter((g) => g !== right);
    const res = await Promise.all(guesses.map((g) => codeStep(pending, g)));
    const codes = res.map((r) => r.statusCode);
    expect(codes.every((c) => c === 401 || c === 429), codes.join(',')).toBe(true);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(MAX_FAILURES);
    expect((await codeStep(pending, right)).json().message).toBe(pesanTerkunci(15));
  });

  it('the same right code sent 6 times at once opens exactly one session', async () => {
    const { a, rahasia } = await asessorDenganDuaFaktor();
    const pending = cookiesOf(await passwordStep(a));
    const kode = kodeSaatIni(rahasia);
    const res = await Promise.all(Array.from({ length: 6 }, () => codeStep(pending, kode)));
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('the same recovery code sent 6 times at once logs in once', async () => {
    const { a, kodePemulihan } = await asessorDenganDuaFaktor();
    const pending = cookiesOf(await passwordStep(a));
    const res = await Promise.all(Array.from({ length: 6 }, () => codeStep(pending, kodePemulihan[0]!)));
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it("each role's account routes refuse the other roles (403) and strangers (401), all at once", async () => {
    const asessorRoutes = ['GET /api/asessors/dua-faktor', 'POST /api/asessors/dua-faktor/mulai', 'GET /api/asessors/sesi'];
    const adminRoutes = ['GET /api/admin/dua-faktor', 'POST /api/admin/dua-faktor/mulai', 'GET /api/admin/sesi', 'PUT /api/admin/pengaturan/dua-faktor'];
    const calls: Promise<[string, number, number]>[] = [];
    const call = (route: string, cookies: Cookies | undefined, expected: number) => {
      const [method, url] = route.split(' ') as ['GET', string];
      calls.push(send(t.app, method, url, { cookies, body: method === 'GET' ? undefined : { wajib: true } }).then((r) => [`${route} ${JSON.stringify(Object.keys(cookies ?? {}))}`, r.statusCode, expected]));
    };
    for (const r of asessorRoutes) {
      call(r, admin, 403);
      call(r, child, 403);
      call(r, undefined, 401);
    }
    for (const r of adminRoutes) {
      call(r, asessor, 403);
      call(r, child, 403);
      call(r, undefined, 401);
    }
    for (const [name, got, expected] of await Promise.all(calls)) expect(got, name).toBe(expected);
  });
});

describe('the per-address limit', () => {
  const limited = testAppForFile({ LOGIN_ATTEMPTS_PER_MINUTE: 3 });
  it('answers 429 past the limit and audits it once per window, not once per request', async () => {
    const res = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(limited.app, 'POST', '/api/admin/login', { body: { username: `tebak-${i}`, password: 'salah-salah-1' } })),
    );
    expect(res.filter((r) => r.statusCode === 429)).toHaveLength(7);
    const rows = await limited.database.db.selectFrom('audit').selectAll().where('action', '=', 'login.ditolak_batas_alamat').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.ip).toBe('127.0.0.1');
  });
});
