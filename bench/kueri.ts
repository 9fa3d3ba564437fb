// npx tsx bench/kueri.ts: for each read of the screening day, the statements one request sends to the
// database and the server's CPU a request, measured in this process (the app factory, no HTTP, one
// request at a time), so that two commits can be compared statement by statement on a busy machine:
// copy this file into a worktree of the other commit and run it there too. Seeds a fresh database
// like `npm run bench` (BENCH_CHILDREN records, 2,000 by default), on PostgreSQL with TEST_DATABASE_URL,
// else on SQLite. KUERI_ULANG requests of each kind (60); KUERI_SQL=n prints each statement of one
// request, its first n characters; KUERI_SAJA=<kind> measures one kind only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app';
import { openDatabase, type Database } from '../src/server/db/database';
import { settingsSchema } from '../src/server/settings';
import { freshPgDatabase } from '../src/server/test/pg-database';
import { seed } from './seed';

let sent = 0;
let statements: string[] | null = null;
/** Counts every statement PostgreSQL's client sends (and keeps its text while `statements` is set). */
function countPostgres(): void {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  (pg.Client.prototype as unknown as { query: unknown }).query = function (this: unknown, ...args: unknown[]) {
    sent++;
    const q = args[0] as string | { text?: string; name?: string };
    statements?.push(typeof q === 'string' ? q : (q?.text ?? q?.name ?? '?'));
    return query.apply(this, args);
  };
}

async function main() {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const n = Number(process.env.BENCH_CHILDREN ?? 2000);
  let database: Database;
  let cleanup: () => Promise<void>;
  if (pgUrl) {
    countPostgres();
    const { url, drop } = await freshPgDatabase(pgUrl);
    database = openDatabase({ url });
    cleanup = drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asesmen-kueri-'));
    database = openDatabase({ dataDir: dir });
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const seeded = await seed(database, { small: n, big: 0, drafters: 0 });
  if (database.dialect === 'postgres') await sql`vacuum analyze`.execute(database.db);
  const settings = settingsSchema.parse({ LOG_LEVEL: 'silent' });
  const app = await buildApp({ database, settings, serveWeb: false, logger: false });
  await app.ready();
  const nama = (i: number) => encodeURIComponent(`uji ${(i * 37) % n}`);
  const reads: [string, (i: number) => string][] = [
    ['combined page', (i) => `/api/hasil-gabungan?page=${1 + (i % 20)}&per_page=50`],
    ['pid5 page', (i) => `/api/hasil-pid5-full?page=${1 + (i % 20)}&per_page=50`],
    ['records page', (i) => `/api/kelola?page=${1 + (i % 20)}&per_page=50`],
    ['records search', (i) => `/api/kelola?q=${nama(i)}&page=1&per_page=50`],
    ['combined search', (i) => `/api/hasil-gabungan?q=${nama(i)}&page=1&per_page=50`],
    ['detail', () => `/api/hasil-gabungan/${seeded.reg}`],
    ['pemantauan', () => '/api/pemantauan'],
    ['worklist', () => '/api/tindak-lanjut'],
    ['beranda', () => '/api/beranda'],
  ];
  const ulang = Number(process.env.KUERI_ULANG ?? 60);
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: seeded.smallCookie } });
  console.log(
    `${database.dialect}, ${n} records; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const [kind, url] of reads.filter(([k]) => !process.env.KUERI_SAJA || k === process.env.KUERI_SAJA)) {
    for (let i = 0; i < 5; i++) await get(url(i));
    statements = [];
    const before = sent;
    const { statusCode } = await get(url(7));
    const satu = statements;
    statements = null;
    const cpu: number[] = [];
    for (let i = 0; i < ulang; i++) {
      const t = process.cpuUsage();
      await get(url(i));
      const d = process.cpuUsage(t);
      cpu.push((d.user + d.system) / 1000);
    }
    cpu.sort((a, b) => a - b);
    const median = cpu[ulang >> 1]!.toFixed(2);
    console.log(
      `${kind.padEnd(16)} ${statusCode}  ${pgUrl ? `${sent - before} statements, ` : ''}CPU median ${median} ms, p25 ${cpu[ulang >> 2]!.toFixed(2)} ms`,
    );
    const lebar = Number(process.env.KUERI_SQL ?? 0);
    if (lebar > 0) for (const s of satu) console.log(`    ${s.replace(/\s+/g, ' ').slice(0, lebar)}`);
  }
  await app.close();
  await database.destroy();
  await cleanup();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
