import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAsessor, loginAdmin, loginAsessor } from '#server/test/factories.ts';
import { createTestApp, send, type TestApp } from '#server/test/harness.ts';
import { PESAN_BELUM_ADA_CADANGAN, PESAN_CADANGAN_LAMA } from './cadangan-routes';

describe('GET /api/cadangan/status: the admin sees the last backup (D16)', () => {
  let t: TestApp;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asesmen-status-'));
  beforeAll(async () => {
    t = await createTestApp({ BACKUP_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('only for the admin', async () => {
    expect((await send(t.app, 'GET', '/api/cadangan/status')).statusCode).toBe(401);
    const asessor = await loginAsessor(t.app, await createAsessor(t.database.db));
    expect((await send(t.app, 'GET', '/api/cadangan/status', { cookies: asessor })).statusCode).toBe(403);
  });

  it('warns when there is none, shows time and size, warns again after two days', async () => {
    const admin = await loginAdmin(t.app);
    let res = await send(t.app, 'GET', '/api/cadangan/status', { cookies: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      terakhir: null,
      folder: dir,
      folder_dapat_ditulis: true,
      peringatan: [PESAN_BELUM_ADA_CADANGAN],
    });

    const at = t.clock.now().toISOString();
    await t.database.db.insertInto('cadangan').values({ at, berkas: 'asesmen-x.db', ukuran: 123456, jumlah_baris: 42 }).execute();
    res = await send(t.app, 'GET', '/api/cadangan/status', { cookies: admin });
    expect(res.json()).toMatchObject({
      terakhir: { at, berkas: 'asesmen-x.db', ukuran: 123456, jumlah_baris: 42 },
      peringatan: [],
    });

    // Sessions last a day: the admin logs in again.
    t.clock.advance(2 * 24 * 60 * 60 * 1000 + 60_000);
    res = await send(t.app, 'GET', '/api/cadangan/status', { cookies: await loginAdmin(t.app) });
    expect(res.json().peringatan).toEqual([PESAN_CADANGAN_LAMA]);
  });

  it('warns when the backup folder cannot be written, and keeps serving', async () => {
    const file = path.join(dir, 'bukan-folder');
    fs.writeFileSync(file, '');
    const t2 = await createTestApp({ BACKUP_DIR: path.join(file, 'cadangan') });
    try {
      const res = await send(t2.app, 'GET', '/api/cadangan/status', { cookies: await loginAdmin(t2.app) });
      expect(res.statusCode).toBe(200);
      expect(res.json().folder_dapat_ditulis).toBe(false);
      expect(res.json().peringatan.join(' ')).toMatch(/tidak dapat ditulis/);
    } finally {
      await t2.close();
    }
  });
});
