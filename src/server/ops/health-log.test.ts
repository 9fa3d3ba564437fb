import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, PESAN_BASIS_DATA_MATI } from '../app';
import { openDatabase } from '../db/database';
import { settingsSchema } from '../settings';
import { createAsessor, createChild, loginAsessor } from '../test/factories';
import { createTestApp, send, type TestApp } from '../test/harness';

describe('GET /api/health', () => {
  it('answers 200 while the database answers, 503 with a message once it does not', async () => {
    const t = await createTestApp();
    try {
      expect((await send(t.app, 'GET', '/api/health')).json()).toEqual({ status: 'ok' });
      await t.database.destroy();
      const res = await send(t.app, 'GET', '/api/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: PESAN_BASIS_DATA_MATI });
    } finally {
      await t.app.close();
    }
  });

  it('answers 503 when PostgreSQL cannot be reached', async () => {
    const database = openDatabase({ url: 'postgres://postgres:postgres@127.0.0.1:9/tidak_ada' });
    const app = await buildApp({
      database,
      settings: settingsSchema.parse({ LOG_LEVEL: 'silent' }),
      serveWeb: false,
      logger: false,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: PESAN_BASIS_DATA_MATI });
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});

describe('the request log (structured, nothing personal)', () => {
  let t: TestApp;
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    app = await buildApp({
      database: t.database,
      settings: { ...t.settings, LOG_LEVEL: 'info' },
      clock: t.clock,
      serveWeb: false,
      logStream: { write: (line: string) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('holds routes and statuses as JSON, never names, searches, passwords, answers or tokens', async () => {
    const asessor = await createAsessor(t.database.db, { password: 'Sandi-Rahasia-Asessor-9' });
    const child = await createChild(t.database.db, { name: 'Sulastri Wulandari', password: 'sandi-anak-rahasia' });
    const cookies = await loginAsessor(app, asessor);
    await send(app, 'GET', '/api/kelola?q=Sulastri&page=1', { cookies });
    await send(app, 'GET', `/api/catatan/${child.registration_no}`, { cookies });
    await send(app, 'POST', '/api/peserta/masuk', { body: { id: child.id, password: 'sandi-anak-rahasia' } });
    await send(app, 'POST', '/api/asessors/login', {
      body: { assesor_id: asessor.assesor_id, password: 'salah-sekali-kata-sandi' },
    });

    const entries = lines.map((l) => JSON.parse(l) as { msg: string; req?: { url: string }; res?: { statusCode: number } });
    // One line a request, written at its answer: its route and its status together (issue 33).
    const permintaan = entries.filter((e) => e.msg === 'request completed' || e.msg === 'request errored');
    expect(permintaan).toHaveLength(5);
    expect(entries.filter((e) => e.msg === 'incoming request')).toEqual([]);
    const status = (url: string) => permintaan.filter((e) => e.req?.url === url).map((e) => e.res?.statusCode);
    expect(status('/api/catatan/:registration_no')).toEqual([200]);
    expect(status('/api/asessors/login')).toEqual([200, 401]);
    const all = lines.join('\n');
    for (const secret of [
      'Sulastri',
      'q=',
      child.registration_no,
      'sandi-anak-rahasia',
      'Sandi-Rahasia-Asessor-9',
      'salah-sekali',
      cookies.asessor_auth!,
      'cookie',
    ]) {
      expect(all, secret).not.toContain(secret);
    }
  });
});
