// npx tsx bench/profile.ts PATH [SECONDS] [CONNECTIONS]: a CPU profile of the compiled server under
// load on one route, and where its time goes. Seeds a fresh SQLite database like `npm run bench`
// (BENCH_CHILDREN children with four results each in the assessor's Rutan; BENCH_BIG_CHILDREN in a
// second Rutan, 0 by default), runs `node --cpu-prof dist/server/main.js`, loads PATH with autocannon
// as that Rutan's assessor (50 connections by default), then prints the server's CPU per request and
// the heaviest functions by self time and by inclusive time over the loaded seconds only. PATH `draft`:
// as many children as connections (100 by default) each save a draft of their first sub test with their
// own session, as in `npm run bench`; for another PATH, PROFILE_PENGERJA children open a sub test first. The profile stays in bench-profiles/ for DevTools. With
// TEST_DATABASE_URL the server runs on a fresh PostgreSQL database instead, and PostgreSQL's CPU and
// transactions per request are printed too.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freshPgDatabase } from '../src/server/test/pg-database';
import { sql } from 'kysely';
import { openDatabase } from '../src/server/db/database';
import { answers, seed } from './seed';
import { freePort } from './port';
import { cpuMsOf, idlePercent, machineTicks, postgresCpuMs } from './proc';

const ROOT = path.resolve(import.meta.dirname, '..');
const [route = '/api/hasil-gabungan?page=1&per_page=50', secondsArg = '8', connectionsArg] = process.argv.slice(2);
const DRAFT = route === 'draft';
const CONNECTIONS = Number(connectionsArg ?? (DRAFT ? 100 : 50));
const SECONDS = Number(secondsArg);
const PROFILES = path.join(ROOT, 'bench-profiles');

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Self and inclusive sample counts per function over the samples in [from, to] (µs since the profile's start). */
export function summarise(profile: Profile, from: number, to: number, top = 30): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n: Node) =>
    `${n.callFrame.functionName || '(anonymous)'} ${path.basename(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let t = 0;
  let counted = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i]!;
    if (t < from || t > to) return;
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') {
      idle++;
      return;
    }
    counted++;
    self.set(name(node), (self.get(name(node)) ?? 0) + 1);
    const seen = new Set<string>();
    for (let n: Node | undefined = node; n; n = byId.get(parent.get(n.id)!)) {
      const k = name(n);
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + 1);
    }
  });
  const pct = (v: number) => `${((100 * v) / Math.max(1, counted)).toFixed(1).padStart(5)} %`;
  console.log(`\n${counted} busy samples, ${idle} idle`);
  console.log('\n-- self time');
  [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .forEach(([k, v]) => console.log(`${pct(v)}  ${k}`));
  console.log('\n-- inclusive time');
  [...inclusive]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top * 2)
    .forEach(([k, v]) => console.log(`${pct(v)}  ${k}`));
}

async function main() {
  const PORT = await freePort();
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('server build failed');
  const pgUrl = process.env.TEST_DATABASE_URL;
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asesmen-profile-'));
  if (pgUrl) {
    const { url, drop } = await freshPgDatabase(pgUrl);
    env = { DATABASE_URL: url, BACKUP_DIR: dir };
    cleanup = drop;
  } else {
    env = { DATA_DIR: dir, BACKUP_DIR: path.join(dir, 'backups'), DATABASE_URL: '' };
    cleanup = async () => {};
  }
  const database = openDatabase(pgUrl ? { url: env.DATABASE_URL } : { dataDir: dir });
  const seeded = await seed(database, {
    small: Number(process.env.BENCH_CHILDREN ?? 10_000),
    big: Number(process.env.BENCH_BIG_CHILDREN ?? 0),
    // PROFILE_PENGERJA children in a sub test for the other routes (Pemantauan's rows).
    drafters: DRAFT ? CONNECTIONS : Number(process.env.PROFILE_PENGERJA ?? 0),
  });
  // As `npm run bench` does: statistics gathered, tables vacuumed and the loaded pages written out, as
  // in a running deployment, so that autovacuum does not work through the new tables during the run.
  if (database.dialect === 'postgres') {
    await sql`vacuum analyze`.execute(database.db);
    await sql`checkpoint`.execute(database.db);
  }
  await database.destroy();

  fs.mkdirSync(PROFILES, { recursive: true });
  const before = new Set(fs.readdirSync(PROFILES));
  const server = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${PROFILES}`, 'dist/server/main.js'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) break;
    } catch {
      if (i > 300) throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const origin = `http://127.0.0.1:${PORT}`;
  const cookie = process.env.PROFILE_BIG === '1' ? seeded.bigCookie : seeded.smallCookie;
  // Each child opens its first sub test (the draft's checks need it open), then saves drafts.
  for (const d of seeded.drafters) {
    const res = await fetch(`${origin}/api/asesmen/${d.id}/pid5bf`, { headers: { cookie: d.cookie } });
    if (!res.ok) throw new Error(`opening a sub test failed: ${res.status}`);
  }
  const draftBody = JSON.stringify({ jawaban: answers(25, 3, 1) });
  const request = (i: number): { method: 'GET' | 'PUT'; path: string; headers: Record<string, string>; body?: string } =>
    DRAFT
      ? {
          method: 'PUT',
          path: `/api/asesmen/${seeded.drafters[i]!.id}/pid5bf/draft`,
          headers: { cookie: seeded.drafters[i]!.cookie, origin, 'content-type': 'application/json' },
          body: draftBody,
        }
      : { method: 'GET', path: route, headers: { cookie } };
  const pertama = request(0);
  const probe = await fetch(`${origin}${pertama.path}`, { method: pertama.method, headers: pertama.headers, body: pertama.body });
  console.log(`${route}: ${probe.status}, ${(await probe.arrayBuffer()).byteLength} bytes`);
  const run = (duration: number) => {
    let next = 0;
    return autocannon({
      url: origin,
      connections: CONNECTIONS,
      duration,
      setupClient: (client) => client.setRequests([request(next++ % CONNECTIONS)]),
    });
  };
  await run(1);
  // PostgreSQL counts a database's transactions (each batch of reads or writes is one) in its
  // statistics, which a backend sends at most once a second: read them a second after the run.
  const transactions = async (): Promise<number> => {
    if (!pgUrl) return 0;
    await new Promise((r) => setTimeout(r, 1200));
    const stats = openDatabase({ url: env.DATABASE_URL });
    try {
      const { rows } = await sql<{
        n: string;
      }>`select xact_commit as n from pg_stat_database where datname = current_database()`.execute(stats.db);
      return Number(rows[0]!.n);
    } finally {
      await stats.destroy();
    }
  };
  const t0 = await transactions();
  const c0 = cpuMsOf(server.pid!);
  const p0 = postgresCpuMs();
  const m0 = machineTicks();
  const result = await run(SECONDS);
  const requests = Math.max(1, result.requests.total);
  const cpuMs = (cpuMsOf(server.pid!) - c0) / requests;
  const postgresMs = (postgresCpuMs() - p0) / requests;
  const idle = idlePercent(m0, machineTicks());
  const perRequest = pgUrl ? ((await transactions()) - t0) / requests : 0;
  console.log(
    `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${cpuMs.toFixed(3)} ms CPU/req` +
      (pgUrl ? ` + ${postgresMs.toFixed(3)} ms PostgreSQL (${perRequest.toFixed(3)} transactions/req)` : '') +
      `, machine idle ${idle.toFixed(0)} %, ${result.non2xx + result.errors} errors; load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
  );
  const done = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await done;
  await cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
  const file = fs.readdirSync(PROFILES).find((f) => !before.has(f));
  if (!file) throw new Error('no profile written');
  const profile = JSON.parse(fs.readFileSync(path.join(PROFILES, file), 'utf8')) as Profile;
  const length = profile.endTime - profile.startTime;
  // The loaded seconds: the run ended shortly before the profile did (SIGTERM, close).
  summarise(profile, length - (SECONDS + 0.3) * 1e6, length - 0.3e6);
  console.log(`\nprofile: bench-profiles/${file}`);
}

// Run as a script only: bench/kueri.ts imports `summarise`.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
