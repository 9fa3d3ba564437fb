// npx tsx bench/kueri.ts: for each read of the screening day, the statements one request sends to the
// database and the server's CPU a request, measured in this process (the app factory, no HTTP, one
// request at a time; the time a request took beside it, which holds the database's), so that two
// commits can be compared statement by statement on a busy machine: copy this file into a worktree
// of the other commit and run it there too. Seeds a fresh database like `npm run bench`
// (BENCH_CHILDREN records, 2,000 by default), on PostgreSQL with TEST_DATABASE_URL, else on SQLite.
// KUERI_ULANG requests of each kind (60); KUERI_SQL=n prints each statement of one request, its first
// n characters; KUERI_SAJA=<kind>[,<kind>…] measures those kinds only; KUERI_TIAP=1 prints how many statements
// each request sent; KUERI_SEBAR=1 asks, as `npm run bench`'s reads alone do, every request another page,
// name or child scattered over the whole Rutan (each page first seen: a kept reply rarely helps);
// KUERI_ANAK=n seeds n children each in their first sub test (Pemantauan's rows, 300 in `npm run bench`);
// KUERI_PROFIL=1 profiles the measured requests of each kind (node:inspector) and prints where the CPU
// went (bench/profile.ts's summary); KUERI_EXPLAIN=1 (PostgreSQL) runs each read statement of one request again under
// EXPLAIN ANALYZE and prints its time (KUERI_EXPLAIN=2: and its plan); KUERI_SIMPAN=1 keeps the database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app';
import { BATAS_BAWAAN, BalasanTersimpan } from '../src/server/kernel/balasan-tersimpan';
import { openDatabase, type Database } from '../src/server/db/database';
import { settingsSchema } from '../src/server/settings';
import { freshPgDatabase } from '../src/server/test/pg-database';
import { Session } from 'node:inspector/promises';
import { seed } from './seed';
import { summarise } from './profile';

let sent = 0;
let statements: { text: string; values?: unknown[] }[] | null = null;
/** Counts every statement PostgreSQL's client sends (and keeps its text while `statements` is set). */
function countPostgres(): void {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  (pg.Client.prototype as unknown as { query: unknown }).query = function (this: unknown, ...args: unknown[]) {
    sent++;
    const q = args[0] as string | { text?: string; name?: string; values?: unknown[] };
    statements?.push(
      typeof q === 'string'
        ? { text: q, values: Array.isArray(args[1]) ? (args[1] as unknown[]) : undefined }
        : { text: q?.text ?? q?.name ?? '?', values: q?.values },
    );
    return query.apply(this, args);
  };
}

/**
 * KUERI_EXPLAIN=1 (PostgreSQL): each read statement of the request again under EXPLAIN ANALYZE with its
 * values, the plan printed with its execution time (the fastest of three runs).
 */
async function jelaskan(url: string, s: { text: string; values?: unknown[] }): Promise<void> {
  const klien = new pg.Client({ connectionString: url });
  await klien.connect();
  try {
    let terbaik: { ms: number; plan: string } | undefined;
    for (let i = 0; i < 3; i++) {
      const r = await klien.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s.text}`, s.values ?? []);
      const plan = r.rows.map((x) => x['QUERY PLAN']).join('\n');
      const ms = Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? NaN);
      if (!terbaik || ms < terbaik.ms) terbaik = { ms, plan };
    }
    const penuh = Number(process.env.KUERI_EXPLAIN) > 1;
    console.log(`      EXPLAIN ${terbaik!.ms.toFixed(2)} ms: ${s.text.replace(/\s+/g, ' ').slice(0, 160)}`);
    if (penuh) console.log(terbaik!.plan.replace(/^/gm, '        '));
  } finally {
    await klien.end();
  }
}

async function main() {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const n = Number(process.env.BENCH_CHILDREN ?? 2000);
  let database: Database;
  let cleanup: () => Promise<void>;
  let dbUrl = '';
  if (pgUrl) {
    countPostgres();
    const { url, drop } = await freshPgDatabase(pgUrl);
    dbUrl = url;
    database = openDatabase({ url });
    cleanup = drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asesmen-kueri-'));
    database = openDatabase({ dataDir: dir });
    dbUrl = dir;
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const seeded = await seed(database, { small: n, big: 0, drafters: Number(process.env.KUERI_ANAK ?? 0) });
  if (database.dialect === 'postgres') await sql`vacuum analyze`.execute(database.db);
  const settings = settingsSchema.parse({ LOG_LEVEL: 'silent' });
  const app = await buildApp({ database, settings, serveWeb: false, logger: false });
  await app.ready();
  // KUERI_ANAK=n: n children in their first sub test, as `npm run bench` opens them (Pemantauan lists them).
  for (const d of seeded.drafters) {
    const res = await app.inject({ method: 'GET', url: `/api/asesmen/${d.id}/pid5bf`, headers: { cookie: d.cookie } });
    if (res.statusCode !== 200) throw new Error(`opening a sub test: ${res.statusCode}`);
  }
  // KUERI_SEBAR: the bench's scatter (bench/run.ts dayReads), so each request asks what is first seen.
  const sebar = Boolean(process.env.KUERI_SEBAR);
  const acak = (i: number, m: number) => (i * 7919 + 13) % m;
  const halaman = (i: number) => 1 + (sebar ? acak(i, Math.max(1, Math.floor(n / 50))) : i % 20);
  const nama = (i: number) => encodeURIComponent(`uji ${sebar ? acak(i, n) : (i * 37) % n}`);
  const reg = (i: number) => (sebar ? `B-${String(acak(i, n)).padStart(6, '0')}` : seeded.reg);
  // 'combined computed': a page as one first seen (the HTTP bench's scattered pages mostly are): asked
  // of an app that keeps no reply, every kept summary made stale before each request (not measured),
  // so that it computes its 50 priorities; the facility's count of writes stays.
  const tanpaSimpan = await buildApp({
    database,
    settings,
    serveWeb: false,
    logger: false,
    balasan: new BalasanTersimpan({ ...BATAS_BAWAAN, satu: 0 }),
  });
  await tanpaSimpan.ready();
  const basi = async () => {
    await sql`update ringkasan_gabungan set dihitung = null`.execute(database.db);
  };
  const siapkan: Record<string, () => Promise<void>> = { 'combined computed': basi };
  // 'combined kept': pages whose summaries are all kept, as the rules' check after each save leaves them
  // (issue 33): one view sorted by priority computes and keeps every record's first. Its own addresses
  // (`kategori=anak` said), so that no reply kept by 'combined page' is sent again.
  const sekali: Record<string, () => Promise<unknown>> = {
    'combined kept': () =>
      app.inject({
        method: 'GET',
        url: '/api/hasil-gabungan?urut=prioritas&page=1&per_page=50',
        headers: { cookie: seeded.smallCookie },
      }),
  };
  const reads: [string, (i: number) => string][] = [
    ['combined page', (i) => `/api/hasil-gabungan?page=${halaman(i)}&per_page=50`],
    ['combined computed', (i) => `/api/hasil-gabungan?page=${halaman(i)}&per_page=50`],
    ['combined kept', (i) => `/api/hasil-gabungan?page=${halaman(i)}&per_page=50&kategori=anak`],
    ['pid5 page', (i) => `/api/hasil-pid5-full?page=${halaman(i)}&per_page=50`],
    ['records page', (i) => `/api/kelola?page=${halaman(i)}&per_page=50`],
    ['records search', (i) => `/api/kelola?q=${nama(i)}&page=1&per_page=50`],
    ['combined search', (i) => `/api/hasil-gabungan?q=${nama(i)}&page=1&per_page=50`],
    ['detail', (i) => `/api/hasil-gabungan/${reg(i)}`],
    ['pemantauan', () => '/api/pemantauan'],
    ['worklist', () => '/api/tindak-lanjut'],
    ['beranda', () => '/api/beranda'],
  ];
  const ulang = Number(process.env.KUERI_ULANG ?? 60);
  let get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: seeded.smallCookie } });
  console.log(
    `${database.dialect}, ${n} records; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const [kind, url] of reads.filter(([k]) => !process.env.KUERI_SAJA || process.env.KUERI_SAJA.split(',').includes(k))) {
    const diminta = kind === 'combined computed' ? tanpaSimpan : app;
    get = (url: string) => diminta.inject({ method: 'GET', url, headers: { cookie: seeded.smallCookie } });
    await sekali[kind]?.();
    for (let i = 0; i < 5; i++) await get(url(i));
    await siapkan[kind]?.();
    statements = [];
    const before = sent;
    const { statusCode } = await get(url(7));
    const satu = statements;
    statements = null;
    const cpu: number[] = [];
    const waktu: number[] = [];
    const perRequest: number[] = [];
    const profil = process.env.KUERI_PROFIL ? new Session() : undefined;
    if (profil) {
      profil.connect();
      await profil.post('Profiler.enable');
      await profil.post('Profiler.setSamplingInterval', { interval: 100 });
      await profil.post('Profiler.start');
    }
    // Scattered, the warm-up and the first request asked pages 1-8: the measured ones start past them.
    const dari = sebar ? 100 : 0;
    for (let i = dari; i < dari + ulang; i++) {
      await siapkan[kind]?.();
      const awal = sent;
      const t = process.cpuUsage();
      const t0 = performance.now();
      await get(url(i));
      waktu.push(performance.now() - t0);
      const d = process.cpuUsage(t);
      cpu.push((d.user + d.system) / 1000);
      perRequest.push(sent - awal);
    }
    if (profil) {
      const { profile } = await profil.post('Profiler.stop');
      profil.disconnect();
      console.log(`-- ${kind}`);
      summarise(profile as Parameters<typeof summarise>[0], 0, Number.MAX_SAFE_INTEGER, 25);
    }
    if (process.env.KUERI_TIAP) console.log(`    statements of each request: ${perRequest.join(' ')}`);
    cpu.sort((a, b) => a - b);
    waktu.sort((a, b) => a - b);
    const median = cpu[ulang >> 1]!.toFixed(2);
    console.log(
      `${kind.padEnd(16)} ${statusCode}  ${pgUrl ? `${sent - before} statements, ` : ''}CPU median ${median} ms, p25 ${cpu[ulang >> 2]!.toFixed(2)} ms; time median ${waktu[ulang >> 1]!.toFixed(2)} ms`,
    );
    const lebar = Number(process.env.KUERI_SQL ?? 0);
    for (const s of satu) {
      if (lebar > 0) console.log(`    ${s.text.replace(/\s+/g, ' ').slice(0, lebar)}`);
      if (pgUrl && process.env.KUERI_EXPLAIN && /^\s*(select|with)\b/i.test(s.text)) await jelaskan(dbUrl, s);
    }
  }
  await app.close();
  await tanpaSimpan.close();
  await database.destroy();
  // KUERI_SIMPAN=1 keeps the seeded database (its address printed) for EXPLAIN by hand.
  if (process.env.KUERI_SIMPAN) console.log(`kept: ${dbUrl}`);
  else await cleanup();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
