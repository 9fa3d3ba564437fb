import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { buatCadangan, pulihkan, type Sumber } from '../features/cadangan/cadangan';
import { systemClock } from '../time';
import { TEST_ADMIN_PASSWORD } from '../test/harness';
import { freshPgDatabase } from '../test/pg-database';
import { afterFile, call, Jar, loginOn, nodeArgs, prepareWithAsessor, startServer, startWriters } from '../test/server-process';

// `npm run backup` against a live server under writes, `npm run restore` of what it wrote (D16).

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const { cleanups, tmp } = afterFile();

/** Runs one of the npm scripts' programs (`src/server/cli/<name>.ts`) as `npm run` would. */
function cli(name: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, [...nodeArgs(name), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

const sumber = (t: { dataDir: string } | { url: string }): Sumber =>
  'url' in t ? { dialect: 'postgres', url: t.url } : { dialect: 'sqlite', dataDir: t.dataDir };

async function registrations(target: { dataDir: string } | { url: string }): Promise<string[]> {
  const database = openDatabase('url' in target ? { url: target.url } : { dataDir: target.dataDir });
  try {
    return (await database.db.selectFrom('peserta').select('registration_no').execute()).map((r) => r.registration_no);
  } finally {
    await database.destroy();
  }
}

const pgUrl = process.env.TEST_DATABASE_URL;
// Like the API suite: the embedded database in the plain run, PostgreSQL when TEST_DATABASE_URL is
// set (npm test runs both).
const backends = [
  {
    name: 'SQLite',
    setup: async () => {
      const dataDir = tmp('live');
      const fresh = async () => {
        const d = tmp('pulih');
        return { env: { DATA_DIR: d }, target: { dataDir: d } };
      };
      return { env: { DATA_DIR: dataDir }, target: { dataDir }, fresh };
    },
  },
  ...(pgUrl
    ? [
        {
          name: 'PostgreSQL',
          setup: async () => {
            const make = async () => {
              const db = await freshPgDatabase(pgUrl);
              cleanups.push(db.drop);
              return { env: { DATABASE_URL: db.url }, target: { url: db.url } };
            };
            return { ...(await make()), fresh: make };
          },
        },
      ]
    : []),
].filter((b) => (pgUrl ? b.name === 'PostgreSQL' : b.name === 'SQLite'));

describe.each(backends)('backup of a live server on $name', ({ setup }) => {
  it('backs up under writes, restores every row into an empty target only, refuses a truncated file', async () => {
    const live = await setup();
    const backupDir = tmp('cadangan');
    const env = { ...live.env, BACKUP_DIR: backupDir };
    const asessor = await prepareWithAsessor(live.target);
    const server = await startServer(env);
    try {
      const admin = new Jar();
      await call(server.url, 'POST', '/api/admin/login', {
        jar: admin,
        body: { username: 'admin', password: TEST_ADMIN_PASSWORD },
      });
      // The server makes its daily backup as it starts: let it finish, so the command's is the last one recorded.
      for (let i = 0; i < 300; i++) {
        const status = await call(server.url, 'GET', '/api/cadangan/status', { jar: admin });
        if (status.body.terakhir) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const jar = await loginOn(server.url, asessor);
      const writers = startWriters(server.url, jar, asessor.id, 'LIVE');
      await writers.until(5);
      const beforeBackup = [...writers.acknowledged];

      const backup = await cli('backup', env);
      expect(backup.code, backup.out).toBe(0);
      expect(backup.out).toMatch(/Cadangan dibuat dan diperiksa/);
      await writers.until(beforeBackup.length + 3);
      await writers.stop();

      // The file the command names (the server's own daily backup wrote one too).
      const named = /(asesmen-[\w-]+\.(?:db|dump))/.exec(backup.out);
      expect(named, backup.out).not.toBeNull();
      const file = path.join(backupDir, named![1]);
      expect(fs.existsSync(file)).toBe(true);

      // Into an empty target: every row of the backup, at least everything acknowledged before it began.
      const target = await live.fresh();
      const restored = await cli('restore', { ...target.env, BACKUP_DIR: backupDir }, [file]);
      expect(restored.code, restored.out).toBe(0);
      const rows = await registrations(target.target);
      for (const reg of beforeBackup) expect(rows, reg).toContain(reg);
      const counted = /: (\d+) baris/.exec(restored.out);
      expect(counted, restored.out).not.toBeNull();

      // Never over live data, never a truncated file.
      const over = await cli('restore', env, [file]);
      expect(over.code).toBe(1);
      expect(over.out).toMatch(/sudah berisi/);
      const truncated = path.join(backupDir, 'terpotong');
      fs.writeFileSync(truncated, fs.readFileSync(file).subarray(0, Math.floor(fs.statSync(file).size * 0.6)));
      const broken = await pulihkan(truncated, sumber((await live.fresh()).target), { tanpaChecksum: true }).catch(
        (e: unknown) => e,
      );
      expect((broken as Error).message).toMatch(/rusak atau terpotong/);

      // Writes stopped: a backup and its restore hold exactly the live rows.
      const final = await buatCadangan(sumber(live.target), backupDir, 14, systemClock);
      const target2 = await live.fresh();
      await pulihkan(final.path, sumber(target2.target));
      expect((await registrations(target2.target)).sort()).toEqual((await registrations(live.target)).sort());

      // The admin sees it on Laporan Terbaru (the command records it in the shared log).
      const status = await call(server.url, 'GET', '/api/cadangan/status', { jar: admin });
      expect(status.status).toBe(200);
      expect((status.body.terakhir as { berkas: string }).berkas).toBe(path.basename(file));
      expect(status.body.peringatan).toEqual([]);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 180_000);
});
