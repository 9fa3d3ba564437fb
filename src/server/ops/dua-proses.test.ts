import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AsessorFixture, type ChildFixture } from '../test/factories';
import { pgDenganAsessorDanAnak, call, Jar, loginOn, startServer, type RunningServer } from '../test/server-process';
import { badanRekam } from '../test/skrining';

// D16: several server processes on one PostgreSQL database behave as one server. Sessions, drafts and
// sub-test clocks live in the database: a login on one works on the other, a draft saved on one is
// resumed on the other with the same clock; a lockout counts the failures of both.

const pgUrl = process.env.TEST_DATABASE_URL;

describe.runIf(pgUrl)('two server processes on one PostgreSQL database', () => {
  let a: RunningServer;
  let b: RunningServer;
  let asessor: AsessorFixture;
  let child: ChildFixture;
  let drop: () => Promise<void>;
  let backupDir: string;

  beforeAll(async () => {
    const fresh = await pgDenganAsessorDanAnak(pgUrl!);
    ({ drop, asessor, child } = fresh);
    backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asesmen-dua-proses-'));
    const env = { DATABASE_URL: fresh.url, BACKUP_DIR: backupDir };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  }, 120_000);

  afterAll(async () => {
    for (const s of [a, b]) if (s) s.child.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await drop?.();
    if (backupDir) fs.rmSync(backupDir, { recursive: true, force: true });
  });

  it('an assessor logged in on one works on the other, and a logout on the other ends it everywhere', async () => {
    expect(a.url).not.toBe(b.url);
    const jar = await loginOn(a.url, asessor);
    const list = await call(b.url, 'GET', '/api/kelola', { jar });
    expect(list.status).toBe(200);
    expect((list.body as unknown as { registration_no: string }[]).map((r) => r.registration_no)).toContain(
      child.registration_no,
    );

    const created = await call(b.url, 'POST', '/api/kelola', {
      jar,
      body: badanRekam(asessor.id, { registration_no: 'DUA-PROSES-1', name: 'Anak Dua Proses', password: 'sandi-anak-2' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const seen = await call(a.url, 'GET', '/api/kelola', { jar });
    expect((seen.body as unknown as { registration_no: string }[]).map((r) => r.registration_no)).toContain('DUA-PROSES-1');

    const stolen = jar.clone();
    expect((await call(b.url, 'POST', `/api/asessors/logout/${asessor.id}`, { jar })).status).toBe(200);
    expect((await call(a.url, 'GET', '/api/kelola', { jar: stolen })).status).toBe(401);
  });

  it('a child’s draft saved on one is resumed on the other, on the same clock', async () => {
    const jar = new Jar();
    const masuk = await call(a.url, 'POST', '/api/peserta/masuk', { jar, body: { id: child.id, password: 'sandi-anak-1' } });
    expect(masuk.status, JSON.stringify(masuk.body)).toBe(200);

    const opened = await call(a.url, 'GET', `/api/asesmen/${child.id}/pid5`, { jar });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.status).toBe('berjalan');
    const draft = await call(a.url, 'PUT', `/api/asesmen/${child.id}/pid5/draft`, {
      jar,
      body: { jawaban: { 1: 2, 2: 3, 5: 0 } },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);

    const resumed = await call(b.url, 'GET', `/api/asesmen/${child.id}/pid5`, { jar });
    expect(resumed.status).toBe(200);
    expect(resumed.body.jawaban).toEqual({ 1: 2, 2: 3, 5: 0 });
    expect(resumed.body.started_at).toBe(opened.body.started_at);
    expect(resumed.body.sisa_detik as number).toBeLessThanOrEqual(opened.body.sisa_detik as number);

    // And back: a draft written on the other is what the first one now shows.
    const back = await call(b.url, 'PUT', `/api/asesmen/${child.id}/pid5/draft`, { jar, body: { jawaban: { 1: 1 } } });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const again = await call(a.url, 'GET', `/api/asesmen/${child.id}/pid5`, { jar });
    expect(again.body.jawaban).toMatchObject({ 1: 1 });
  });
  it('a lockout is reached across both: five failures split over the two lock the account on each', async () => {
    const login = (url: string, password: string) =>
      call(url, 'POST', '/api/asessors/login', { body: { assesor_id: asessor.assesor_id, password } });
    for (const url of [a.url, b.url, a.url, b.url, a.url]) expect((await login(url, 'salah-kata-sandi-1')).status).toBe(401);
    for (const url of [b.url, a.url]) {
      const refused = await login(url, asessor.password);
      expect(refused.status).toBe(429);
      expect(String(refused.body.message)).toMatch(/dikunci/);
    }
  });
});
