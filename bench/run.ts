// npm run bench: the product's speed measured from outside, each figure beside the ceiling of this
// machine in the same run (bench/bare-server.ts: plain Fastify, no database, no authentication).
// The production server (compiled, dist/server/main.js) runs in its own process, on SQLite and,
// when TEST_DATABASE_URL is set, on PostgreSQL too. Each load figure says the server's CPU per request,
// a local PostgreSQL's beside it (on the same cores as the server and the load), and how idle the
// machine's CPUs were. Nothing here asserts: it prints figures.
//
// Settings: BENCH_SECONDS (per load run, default 5), BENCH_CHILDREN (10,000), BENCH_BIG_CHILDREN
// (100,000), BENCH_LIGHTHOUSE=0 skips Lighthouse, BENCH_LIGHTHOUSE_RUNS (3, the median is reported),
// BENCH_ONLY=lighthouse builds and runs only Lighthouse (small database, no load runs),
// BENCH_ONLY=postgres measures only PostgreSQL (with TEST_DATABASE_URL); ports are found free at start,
// BENCH_LIGHTHOUSE_REPORTS=dir keeps each Lighthouse report (JSON) there, BENCH_BUILD=0 uses dist/ as built,
// BENCH_PROFILE=1 writes CPU profiles of the server into bench-profiles/, BENCH_DAY_ONLY=1 runs only the
// screening day, BENCH_DAY_PACED_ONLY=1 of it only the paced day (and BENCH_LOOP_LONG=file names what
// held the server's loop: bench/loop-monitor.mjs), BENCH_SERVER_LOG=file appends the server's log there.
// The screening day (after the hot lists): every kind of read alone, everyone at once, and a paced day,
// each beside the bare route in the same run, with the server's CPU per request, its event loop's delay
// (bench/loop-monitor.mjs, preloaded) and its peak memory.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { sql } from 'kysely';
import { freshPgDatabase } from '../src/server/test/pg-database';
import { skorDukungan, skorKognitif, skorPid5, skorPsc17 } from '../src/domain';
import { openDatabase } from '../src/server/db/database';
import { envProsesServer } from '../src/server/proses-env';
import { measureLighthouse, type LighthouseFigures } from './lighthouse';
import { pacedLoad, type PacedRequest } from './paced';
import { freePort } from './port';
import { cpuMsOf, idlePercent, machineTicks, postgresCpuMs } from './proc';
import { answers, KUNCI, seed, type Seeded } from './seed';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SMALL = Number(process.env.BENCH_CHILDREN ?? 10_000);
const BIG = Number(process.env.BENCH_BIG_CHILDREN ?? (process.env.BENCH_DAY_ONLY === '1' ? 10 : 100_000));
const DRAFTERS = 100;
/** The screening day (issue 33): children saving while assessors read varied pages of a Rutan with history. */
const DAY = { mixChildren: 60, mixAssessors: 6, pacedChildren: 300, pacedEverySeconds: 2, pacedReadsPerSecond: 20 };
const LOOP_FILE = path.join(os.tmpdir(), `asesmen-bench-loop-${process.pid}.json`);
const READER_FILE = path.join(os.tmpdir(), `asesmen-bench-readers-${process.pid}.json`);
const PROFILE = process.env.BENCH_PROFILE === '1';
const ONLY = process.env.BENCH_ONLY;
/** BENCH_DAY_ONLY=1: only the screening day (no hot lists, big Rutan, PDF or Lighthouse), for its tails. */
const DAY_ONLY = process.env.BENCH_DAY_ONLY === '1';
/** BENCH_DAY_PACED_ONLY=1 (with BENCH_DAY_ONLY): of the screening day only the paced day. */
const PACED_ONLY = process.env.BENCH_DAY_PACED_ONLY === '1';
/** BENCH_SERVER_LOG=file: the server's log (stdout and stderr) appended there, to see why a request failed. */
const SERVER_LOG = process.env.BENCH_SERVER_LOG;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// Free ports found at start: another benchmark on the machine (another worktree) must not answer ours.
let BARE_PORT = 0;
let APP_PORT = 0;

interface Load {
  rps: number;
  /** Server CPU time per request (user + system), the figure least moved by other load on the machine. */
  cpuMs: number;
  /** CPU time per request of this machine's PostgreSQL processes (0 on SQLite, or PostgreSQL elsewhere). */
  postgresCpuMs: number;
  /** The machine's idle CPU during the run, in %: near 0 when the run was bound by the CPUs. */
  idle: number;
  p50: number;
  p99: number;
  errors: number;
}
interface Row {
  label: string;
  value: string;
  ceiling: string;
}
const report: Record<string, Row[]> = {};

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const line = (r: Row) => console.log(`  ${r.label.padEnd(60)} ${r.value.padEnd(78)} ${r.ceiling}`);

function record(section: string, label: string, value: string, ceiling = '') {
  const row = { label, value, ceiling };
  (report[section] ??= []).push(row);
  line(row);
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 1800; i++) {
    if (child.exitCode !== null) throw new Error(`server stopped (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no answer from ${url}`);
}

function startProcess(args: string[], env: Record<string, string>, log?: number): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', log ?? 'ignore', log ?? 'inherit'],
  });
  return child;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await done;
}

type Req = { method?: 'GET' | 'PUT'; path: string; headers?: Record<string, string>; body?: string };

/**
 * Waits until the server has worked off what a run left queued (requests that timed out on the client
 * are still answered by the server), so that one run's backlog is not billed to the next.
 */
async function settle(pid: number): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const before = cpuMsOf(pid);
    await new Promise((r) => setTimeout(r, 500));
    if (cpuMsOf(pid) - before < 50) return;
  }
}

/** Closed-loop load from `connections` clients on the server `pid`; a function request gives each client its own (its own session). */
async function load(port: number, pid: number, connections: number, request: Req | ((i: number) => Req)): Promise<Load> {
  const run = (duration: number) => {
    let next = 0;
    return autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration,
      timeout: 5,
      setupClient: (client) => {
        const r = typeof request === 'function' ? request(next++ % connections) : request;
        client.setRequests([{ method: r.method ?? 'GET', path: r.path, headers: r.headers, body: r.body }]);
      },
    });
  };
  await run(1); // warm-up
  await settle(pid);
  const cpu0 = cpuMsOf(pid);
  const postgres0 = postgresCpuMs();
  const ticks0 = machineTicks();
  const result = await run(SECONDS);
  const requests = Math.max(1, result.requests.total);
  const cpuMs = (cpuMsOf(pid) - cpu0) / requests;
  const postgres = (postgresCpuMs() - postgres0) / requests;
  const idle = idlePercent(ticks0, machineTicks());
  await settle(pid);
  return {
    rps: result.requests.average,
    cpuMs,
    postgresCpuMs: postgres,
    idle,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Sequential requests, one at a time: median and p95 latency in ms. */
async function sequential(
  url: string,
  headers: Record<string, string>,
  runs: number,
): Promise<{ median: number; p95: number; status: number }> {
  let status = 0;
  const samples: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    status = res.status;
    if (i > 0) samples.push(performance.now() - t0); // the first one warms up
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(runs / 2)]!, p95: samples[Math.min(runs - 1, Math.floor(runs * 0.95))]!, status };
}

/** The server's CPU per request, with PostgreSQL's beside it when it ran here, and the machine's idle share. */
const cpuText = (l: Load) =>
  `${l.cpuMs.toFixed(2)} ms CPU/req${l.postgresCpuMs >= 0.005 ? ` + ${l.postgresCpuMs.toFixed(2)} PostgreSQL` : ''}, idle ${Math.round(l.idle)} %`;
const loadText = (l: Load, bare?: Load) =>
  `${fmt(l.rps)} req/s${bare ? ` (${Math.round((100 * l.rps) / bare.rps)} %)` : ''}, p99 ${l.p99} ms, ${cpuText(l)}${l.errors ? `, ${l.errors} errors` : ''}`;
const bareText = (l: Load) => `bare: ${fmt(l.rps)} req/s, p99 ${l.p99} ms, ${cpuText(l)}`;

async function buildAll(): Promise<void> {
  if (process.env.BENCH_BUILD === '0') return; // dist/ as the last run built it
  const t0 = performance.now();
  const web = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (web.status !== 0) throw new Error('vite build failed');
  const server = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (server.status !== 0) throw new Error('server build failed');
  await build({
    entryPoints: [path.join(ROOT, 'bench/bare-server.ts')],
    outfile: path.join(ROOT, 'dist/bench/bare-server.js'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  console.log(`built web, server and bare server in ${fmt(performance.now() - t0)} ms\n`);
}

interface Target {
  name: string;
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
  cleanup: () => Promise<void>;
}

function sqliteTarget(): Target {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asesmen-bench-'));
  return {
    name: 'SQLite',
    env: { DATA_DIR: dir, BACKUP_DIR: path.join(dir, 'backups'), DATABASE_URL: '' },
    open: () => openDatabase({ dataDir: dir }),
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTarget(base: string): Promise<Target> {
  const { url, drop } = await freshPgDatabase(base);
  const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'asesmen-bench-cadangan-'));
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: url, BACKUP_DIR: backups },
    open: () => openDatabase({ url }),
    cleanup: async () => {
      await drop();
      fs.rmSync(backups, { recursive: true, force: true });
    },
  };
}

/**
 * The bare route's ceiling for one load figure, measured right before it: the machine's speed moves
 * between runs minutes apart (the bare route itself between 11,000 and 17,000 req/s on one morning).
 */
function measureBare(pid: number, kind: 'page' | 'draft'): Promise<Load> {
  if (kind === 'page') return load(BARE_PORT, pid, 50, { path: '/bare/page' });
  return load(BARE_PORT, pid, DRAFTERS, {
    method: 'PUT',
    path: '/bare/draft',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jawaban: answers(25, 3, 1) }),
  });
}

/** Seeds the target's database and starts the compiled production server on it. */
async function startTarget(
  target: Target,
  sizes: { small: number; big: number; drafters: number },
): Promise<{ seeded: Seeded; server: ChildProcess; startMs: number }> {
  const t0 = performance.now();
  const database = target.open();
  const seeded = await seed(database, sizes);
  // After a bulk load PostgreSQL plans blind until autovacuum analyses the tables, and autovacuum
  // then reads and writes every new table while the load runs; a running deployment has its statistics
  // and vacuumed tables, so the benchmark vacuums and analyses once and writes the loaded pages out.
  if (database.dialect === 'postgres') {
    await sql`vacuum analyze`.execute(database.db);
    await sql`checkpoint`.execute(database.db);
  }
  await database.destroy();
  console.log(`  seeded in ${fmt(performance.now() - t0)} ms`);

  const args = PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.join(ROOT, 'bench-profiles')}`] : [];
  // Started as production starts it: with deploy/proses.env's memory settings.
  const server = startProcess(
    [...args, '--import=./bench/loop-monitor.mjs', 'dist/server/main.js'],
    {
      ...envProsesServer(ROOT),
      ...target.env,
      BENCH_LOOP_FILE: LOOP_FILE,
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
    },
    SERVER_LOG ? fs.openSync(SERVER_LOG, 'a') : undefined,
  );
  const started = performance.now();
  await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`, server);
  return { seeded, server, startMs: performance.now() - started };
}

/**
 * Waits for the daily backup that a server makes a few seconds after it starts (D16): on the seeded
 * database it takes CPU for tens of seconds (a copy and its check on SQLite, pg_dump on PostgreSQL),
 * which would otherwise be billed to the first load runs. A running server makes it once a day.
 */
async function waitForDailyBackup(target: Target, pid: number): Promise<number> {
  const t0 = performance.now();
  const database = target.open();
  try {
    for (let i = 0; i < 600; i++) {
      const made = await database.db.selectFrom('cadangan').select('id').limit(1).executeTakeFirst();
      if (made) break;
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    await database.destroy();
  }
  await settle(pid);
  return performance.now() - t0;
}

async function benchTarget(target: Target, barePid: number): Promise<Seeded & { stop: () => Promise<void> }> {
  const section = target.name;
  console.log(`\n== ${section}: ${fmt(SMALL)} children (hot reads), ${fmt(BIG)} (big Rutan), ${DRAFTERS} children saving drafts`);
  const { seeded, server, startMs } = await startTarget(target, {
    small: SMALL,
    big: BIG,
    drafters: Math.max(DRAFTERS, DAY.pacedChildren),
  });
  const base = `http://127.0.0.1:${APP_PORT}`;
  await new Promise((r) => setTimeout(r, 1000));
  record(section, 'server start (compiled, to first /api/health)', `${fmt(startMs)} ms`);
  record(section, 'memory right after start (RSS)', `${rssMb(server.pid!).toFixed(0)} MB`);
  record(
    section,
    'daily backup made after start (waited for, not measured)',
    `${fmt(await waitForDailyBackup(target, server.pid!))} ms`,
  );

  const stop = async () => {
    await stopProcess(server);
    await target.cleanup();
  };
  // Each child opens its first sub test (the drafts below and the screening day's saves).
  for (const d of seeded.drafters) {
    const res = await fetch(`${base}/api/asesmen/${d.id}/pid5bf`, { headers: { cookie: d.cookie } });
    if (!res.ok) throw new Error(`opening a sub test failed: ${res.status}`);
  }
  if (DAY_ONLY) {
    await benchDay(section, server.pid!, barePid, seeded);
    return { ...seeded, stop };
  }

  let peak = 0;
  await loopDelay(server.pid!); // the memory breakdown from here on too
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid!))), 200);
  const origin = { origin: base };
  const small = { cookie: seeded.smallCookie };
  const reads: [string, string][] = [
    ['GET /api/hasil-gabungan page of 50', '/api/hasil-gabungan?page=1&per_page=50'],
    ['GET /api/kelola page of 50', '/api/kelola?page=1&per_page=50'],
    ['GET /api/hasil-pid5-full page of 50', '/api/hasil-pid5-full?page=1&per_page=50'],
  ];
  for (const [label, url] of reads) {
    const bare = await measureBare(barePid, 'page');
    const l = await load(APP_PORT, server.pid!, 50, { path: url, headers: small });
    record(section, `${label}, 50 connections`, loadText(l, bare), bareText(bare));
  }

  // All 100 save drafts at once, each with its own session.
  const draftBody = JSON.stringify({ jawaban: answers(25, 3, 1) });
  const bareDraft = await measureBare(barePid, 'draft');
  const drafts = await load(APP_PORT, server.pid!, DRAFTERS, (i) => ({
    method: 'PUT',
    path: `/api/asesmen/${seeded.drafters[i]!.id}/pid5bf/draft`,
    headers: { cookie: seeded.drafters[i]!.cookie, ...origin, 'content-type': 'application/json' },
    body: draftBody,
  }));
  record(section, `PUT draft, ${DRAFTERS} children at once (durable)`, loadText(drafts, bareDraft), bareText(bareDraft));
  clearInterval(sampler);
  record(
    section,
    'memory under the load above (peak RSS)',
    `${peak.toFixed(0)} MB`,
    memoryText((await loopDelay(server.pid!)).memory),
  );

  const big = { cookie: seeded.bigCookie };
  const seq: [string, string, Record<string, string>, number][] = [
    [`combined results, first page of 50, ${fmt(BIG)} children`, '/api/hasil-gabungan?page=1&per_page=50', big, 20],
    [
      `combined results, name search, ${fmt(BIG)} children`,
      `/api/hasil-gabungan?q=${encodeURIComponent('uji 99')}&page=1&per_page=50`,
      big,
      30,
    ],
    [`records, name search, ${fmt(BIG)} children`, `/api/kelola?q=${encodeURIComponent('uji 99')}&page=1&per_page=50`, big, 20],
    ['combined detail of one child', `/api/hasil-gabungan/${seeded.reg}`, small, 20],
    ['PDF report of one child', `/api/laporan/${seeded.reg}.pdf`, small, 10],
  ];
  const bareSeq = await sequential(`http://127.0.0.1:${BARE_PORT}/bare/page`, {}, 30);
  const bareSeqText = `bare: median ${bareSeq.median.toFixed(1)} ms, p95 ${bareSeq.p95.toFixed(1)} ms`;
  for (const [label, url, headers, runs] of seq) {
    const s = await sequential(`${base}${url}`, headers, runs);
    const value = s.status === 200 ? `median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms` : `status ${s.status}`;
    record(section, `${label} (one at a time)`, value, bareSeqText);
  }
  await benchDay(section, server.pid!, barePid, seeded);
  return { ...seeded, stop };
}

interface Stream {
  connections: number;
  /**
   * One list that every client cycles through, each from its own offset (run in its own worker thread,
   * so that a heavy stream in this process cannot starve it: two autocannon runs in one thread gave 6
   * readers no turn beside 60 savers), or each client's own list (its own session), run in this thread.
   */
  requests: Req[] | ((client: number) => Req[]);
  /** Requests a second from all clients together (a paced load); closed loop without. */
  rate?: number;
}
interface StreamFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
  /** The server's memory at its highest RSS of the run, in MB (bench/loop-monitor.mjs). */
  memory?: Memory;
}
interface Memory {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  newSpace: number;
  oldSpace: number;
  codeSpace: number;
  largeObjectSpace: number;
}

/**
 * Where the peak RSS went (issue 28): V8's heap by space, memory V8 knows outside its heap (buffers),
 * and the rest (code of node and its libraries, SQLite's pages, malloc's arenas, thread stacks).
 */
const memoryText = (m: Memory | undefined) =>
  m
    ? `RSS ${m.rss.toFixed(0)} MB = heap ${m.heapTotal.toFixed(0)} (used ${m.heapUsed.toFixed(0)}; new ${m.newSpace.toFixed(0)}, old ${m.oldSpace.toFixed(0)}, code ${m.codeSpace.toFixed(0)}, large ${m.largeObjectSpace.toFixed(0)}) + external ${m.external.toFixed(0)} (buffers ${m.arrayBuffers.toFixed(0)}) + other ${(m.rss - m.heapTotal - m.external).toFixed(0)}`
    : 'no figures';
interface Mix {
  streams: StreamFigures[];
  cpuMs: number;
  postgresCpuMs: number;
  idle: number;
  loop: LoopDelay;
  peakRssMb: number;
}

/** The event loop's delay since the last call, as the preloaded monitor saw it (bench/loop-monitor.mjs). */
async function loopDelay(pid: number): Promise<LoopDelay> {
  fs.rmSync(LOOP_FILE, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 250; i++) {
    await new Promise((r) => setTimeout(r, 20));
    try {
      return JSON.parse(fs.readFileSync(LOOP_FILE, 'utf8')) as LoopDelay;
    } catch {
      // not written (or not whole) yet
    }
  }
  throw new Error('the server wrote no event-loop figures');
}

/**
 * A shared list's requests, written where the reader stream's worker thread finds them (its setupClient
 * gives each reader the list from its own offset): one such stream per mix.
 */
function readerList(stream: Stream): autocannon.Request[] {
  const requests = (stream.requests as Req[]).map((r) => ({ method: r.method ?? 'GET', ...r }));
  fs.writeFileSync(READER_FILE, JSON.stringify(requests));
  process.env.BENCH_READER_FILE = READER_FILE;
  process.env.BENCH_READER_CONNECTIONS = String(stream.connections);
  return requests;
}

/** A paced stream's requests of client i: its own list, or the shared list from its own offset. */
function pacedRequests(stream: Stream): (client: number) => PacedRequest[] {
  const { requests } = stream;
  if (typeof requests === 'function') return (i) => requests(i).map((r) => ({ method: r.method ?? 'GET', ...r }));
  return (i) => {
    const offset = Math.floor((i * requests.length) / stream.connections);
    return [...requests.slice(offset), ...requests.slice(0, offset)].map((r) => ({ method: r.method ?? 'GET', ...r }));
  };
}

/** Several loads on one server at the same time (children saving while assessors read), measured together. */
async function mix(port: number, pid: number, streams: Stream[], seconds: number): Promise<Mix> {
  const run = (duration: number) =>
    Promise.all(
      streams.map((stream) => {
        // A paced stream: each client at its own phase (bench/paced.ts; autocannon's rate came in bursts).
        if (stream.rate) return pacedLoad(port, stream.connections, stream.rate, duration, pacedRequests(stream));
        let next = 0;
        return autocannon({
          url: `http://127.0.0.1:${port}`,
          connections: stream.connections,
          duration,
          timeout: 5,
          ...(stream.rate ? { overallRate: stream.rate } : {}),
          ...(typeof stream.requests === 'function'
            ? {
                setupClient: (client: autocannon.Client) => {
                  const own = (stream.requests as (client: number) => Req[])(next++ % stream.connections);
                  client.setRequests(own.map((r) => ({ method: r.method ?? 'GET', ...r })));
                },
              }
            : {
                workers: 1,
                requests: readerList(stream),
                // In the worker, each reader starts the list at its own offset (bench/reader-client.cjs):
                // autocannon takes a module's path there, which its types do not say.
                setupClient: path.join(ROOT, 'bench/reader-client.cjs') as unknown as (client: autocannon.Client) => void,
              }),
        });
      }),
    );
  await run(1); // warm-up
  await settle(pid);
  await loopDelay(pid);
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 200);
  const cpu0 = cpuMsOf(pid);
  const postgres0 = postgresCpuMs();
  const ticks0 = machineTicks();
  const results = await run(seconds);
  const requests = Math.max(
    1,
    results.reduce((n, r) => n + r.requests.total, 0),
  );
  const figures: Mix = {
    streams: results.map((r) => ({
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts + r.non2xx,
    })),
    cpuMs: (cpuMsOf(pid) - cpu0) / requests,
    postgresCpuMs: (postgresCpuMs() - postgres0) / requests,
    idle: idlePercent(ticks0, machineTicks()),
    loop: await loopDelay(pid),
    peakRssMb: peak,
  };
  clearInterval(sampler);
  await settle(pid);
  return figures;
}

/** A deterministic scatter of small integers, so that every run asks the same varied pages. */
const scatter = (i: number, n: number) => (i * 7919 + 13) % n;

/**
 * The reads of an assessor's day, varied: pages of the combined list and of each instrument's list,
 * the records list, name searches, a child's combined detail, Pemantauan, the follow-up worklist and
 * Beranda. The i-th read of a kind asks a different page, name or child.
 */
function dayReads(seeded: Seeded): [string, (i: number) => string][] {
  const pages = Math.max(1, Math.floor(SMALL / 50));
  const reg = (i: number) => `B-${String(scatter(i, SMALL)).padStart(6, '0')}`;
  return [
    ['combined results, a page of 50', (i) => `/api/hasil-gabungan?page=${1 + scatter(i, pages)}&per_page=50`],
    [
      'per-instrument list (PID-5 … kognitif), a page',
      (i) => {
        const instrument = (['pid5', 'psc17', 'dukungan', 'kognitif'] as const)[i % 4];
        return `/api/hasil-${instrument}-full?page=${1 + scatter(i, pages)}&per_page=50`;
      },
    ],
    ['records, a page of 50', (i) => `/api/kelola?page=${1 + scatter(i, pages)}&per_page=50`],
    ['records, name search', (i) => `/api/kelola?q=${encodeURIComponent(`uji ${scatter(i, SMALL)}`)}&page=1&per_page=50`],
    [
      'combined results, name search',
      (i) => `/api/hasil-gabungan?q=${encodeURIComponent(`uji ${scatter(i, SMALL)}`)}&page=1&per_page=50`,
    ],
    ["a child's combined detail", (i) => `/api/hasil-gabungan/${reg(i)}`],
    [`Pemantauan (${fmt(seeded.drafters.length)} children in a sub test)`, () => '/api/pemantauan'],
    ['follow-up worklist', () => '/api/tindak-lanjut'],
    ['Beranda (home page)', () => '/api/beranda'],
  ];
}

/**
 * The screening day of issue 33: one Rutan with SMALL records and two years of results, its children
 * saving drafts while its assessors read varied pages. Figures beside the bare route in the same run.
 */
async function benchDay(section: string, pid: number, barePid: number, seeded: Seeded): Promise<void> {
  const base = `http://127.0.0.1:${APP_PORT}`;
  const cookie = { cookie: seeded.smallCookie };
  const reads = dayReads(seeded);
  const label = `${section}, screening day`;
  console.log(`\n== ${label}: ${fmt(SMALL)} records with two years of results`);

  // Every kind of read alone, one at a time, each call asking another page, name or child.
  const bareAlone = await sequential(`http://127.0.0.1:${BARE_PORT}/bare/page`, {}, 40);
  const alone = async (kind: string, url: (i: number) => string) => {
    const samples: number[] = [];
    let status = 200;
    const cpu0 = cpuMsOf(pid);
    for (let i = 0; i < 41; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}${url(i)}`, { headers: cookie });
      await res.arrayBuffer();
      if (res.status !== 200) status = res.status;
      if (i > 0) samples.push(performance.now() - t0);
    }
    const cpu = (cpuMsOf(pid) - cpu0) / 41;
    samples.sort((a, b) => a - b);
    record(
      label,
      `${kind} (alone)`,
      status === 200
        ? `median ${samples[20]!.toFixed(1)} ms, p95 ${samples[38]!.toFixed(1)} ms, ${cpu.toFixed(2)} ms CPU/req`
        : `status ${status}`,
      `bare: median ${bareAlone.median.toFixed(1)} ms`,
    );
  };
  // The combined list's pages as first seen after a start: the start made every kept summary stale
  // (db/prepare.ts: new code may judge differently), so each page computes its 50 priorities. Its own
  // addresses (`kategori=anak` said), so that no reply kept here is sent again below.
  if (!PACED_ONLY)
    await alone(
      'combined results, a page of 50 first seen after a start (priorities computed)',
      (i) => `${reads[0]![1](i)}&kategori=anak`,
    );
  // Then the day's state: every record's summary kept, as the rules' check after each save leaves it
  // (tindak-lanjut-data.ts bukaOtomatis, issue 33) and a first view keeps it. One view sorted by
  // priority reads every record of the category and keeps the summaries it computes.
  const semua = await fetch(`${base}/api/hasil-gabungan?urut=prioritas&page=1&per_page=50`, { headers: cookie });
  if (semua.status !== 200) throw new Error(`combined list by priority: ${semua.status}`);
  await semua.arrayBuffer();
  for (const [kind, url] of PACED_ONLY ? [] : reads) await alone(kind, url);

  const saving = (children: number, rate?: number): Stream => ({
    connections: children,
    rate,
    requests: (i) => [
      {
        method: 'PUT',
        path: `/api/asesmen/${seeded.drafters[i]!.id}/pid5bf/draft`,
        headers: { cookie: seeded.drafters[i]!.cookie, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ jawaban: answers(25, 3, i) }),
      },
    ],
  });
  const reading = (assessors: number, rate?: number): Stream => ({
    connections: assessors,
    rate,
    // The assessors walk every kind of read, 20 times over, each time another page, name or child.
    requests: Array.from({ length: 20 * reads.length }, (_, i) => ({ path: reads[i % reads.length]![1](i), headers: cookie })),
  });
  const bareSaving = (children: number, rate?: number): Stream => ({
    connections: children,
    rate,
    requests: () => [
      {
        method: 'PUT',
        path: '/bare/draft',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jawaban: answers(25, 3, 1) }),
      },
    ],
  });
  const bareReading = (assessors: number, rate?: number): Stream => ({
    connections: assessors,
    rate,
    requests: [{ path: '/bare/page' }],
  });
  const mixText = (m: Mix, i: number) =>
    `${fmt(m.streams[i]!.rps)} req/s, p99 ${m.streams[i]!.p99} ms${m.streams[i]!.errors ? `, ${m.streams[i]!.errors} errors` : ''}`;
  const whole = (m: Mix) =>
    `${m.cpuMs.toFixed(2)} ms CPU/req${m.postgresCpuMs >= 0.005 ? ` + ${m.postgresCpuMs.toFixed(2)} PostgreSQL` : ''}, loop delay p99 ${m.loop.p99} ms max ${m.loop.max} ms, peak ${m.peakRssMb.toFixed(0)} MB, idle ${Math.round(m.idle)} %`;
  const bareWhole = (m: Mix) => `${m.cpuMs.toFixed(3)} ms CPU/req, loop delay p99 ${m.loop.p99} ms`;

  if (PACED_ONLY) return pacedDay();
  // Everyone at once, closed loop: as many saves and reads as the machine gives.
  const bareAll = await mix(BARE_PORT, barePid, [bareSaving(DAY.mixChildren), bareReading(DAY.mixAssessors)], SECONDS);
  const all = await mix(APP_PORT, pid, [saving(DAY.mixChildren), reading(DAY.mixAssessors)], SECONDS);
  record(label, `all at once: ${DAY.mixChildren} children saving`, mixText(all, 0), `bare: ${mixText(bareAll, 0)}`);
  record(label, `all at once: ${DAY.mixAssessors} assessors reading`, mixText(all, 1), `bare: ${mixText(bareAll, 1)}`);
  record(label, 'all at once: the server', whole(all), `bare: ${bareWhole(bareAll)}`);
  record(label, 'all at once: memory at the peak', memoryText(all.loop.memory));

  await pacedDay();

  // The paced day: every child saves every 2 s, the assessors read 20 pages a second.
  async function pacedDay(): Promise<void> {
    const savesPerSecond = DAY.pacedChildren / DAY.pacedEverySeconds;
    const pacedSeconds = Math.max(10, SECONDS * 2);
    const barePaced = await mix(
      BARE_PORT,
      barePid,
      [bareSaving(DAY.pacedChildren, savesPerSecond), bareReading(DAY.mixAssessors, DAY.pacedReadsPerSecond)],
      pacedSeconds,
    );
    const paced = await mix(
      APP_PORT,
      pid,
      [saving(DAY.pacedChildren, savesPerSecond), reading(DAY.mixAssessors, DAY.pacedReadsPerSecond)],
      pacedSeconds,
    );
    const pacedText = (m: Mix, i: number) =>
      `p50 ${m.streams[i]!.p50} ms, p99 ${m.streams[i]!.p99} ms (${fmt(m.streams[i]!.rps)}/s)${m.streams[i]!.errors ? `, ${m.streams[i]!.errors} errors` : ''}`;
    record(
      label,
      `paced: ${DAY.pacedChildren} children saving every ${DAY.pacedEverySeconds} s`,
      pacedText(paced, 0),
      `bare: ${pacedText(barePaced, 0)}`,
    );
    record(
      label,
      `paced: ${DAY.pacedReadsPerSecond} varied reads a second`,
      pacedText(paced, 1),
      `bare: ${pacedText(barePaced, 1)}`,
    );
    record(label, 'paced: the server', whole(paced), `bare: ${bareWhole(barePaced)}`);
    record(label, 'paced: memory at the peak', memoryText(paced.loop.memory));
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/**
 * Lighthouse on the landing, assessor login and first sub-test pages (the child's own session), each
 * LIGHTHOUSE_RUNS times: the median run by score is reported, with the spread, and the load average,
 * since Lighthouse's simulated timings move with the machine's load.
 */
async function benchWeb(child: { id: number; cookie: string }): Promise<void> {
  console.log(
    `\n== Web (Lighthouse 12, mobile, Chromium headless, served by the production server on SQLite; median of ${LIGHTHOUSE_RUNS})`,
  );
  const pages: [string, string, Record<string, string>][] = [
    ['landing /', '/', {}],
    ['assessor login /login/asessor', '/login/asessor', {}],
    ['first sub test /asesmen/pid5bf/:id', `/asesmen/pid5bf/${child.id}`, { cookie: child.cookie }],
  ];
  for (const [label, url, headers] of pages) {
    const runs: LighthouseFigures[] = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      runs.push(await measureLighthouse(`http://127.0.0.1:${APP_PORT}${url}`, headers, path.join(ROOT, 'dist/web')));
    }
    const failed = runs.find((m) => m.error);
    const ok = runs.filter((m) => !m.error).sort((a, b) => a.score - b.score);
    const m = ok[Math.floor((ok.length - 1) / 2)] ?? failed!;
    const spread =
      ok.length > 1
        ? ` (runs: ${ok.map((r) => r.score.toFixed(2)).join(' ')}; LCP ${ok.map((r) => fmt(r.lcp)).join(' ')} ms; TBT ${ok.map((r) => fmt(r.tbt)).join(' ')} ms)`
        : '';
    record(
      'Web',
      label,
      ok.length ? `perf ${m.score.toFixed(2)}, LCP ${fmt(m.lcp)} ms, TBT ${fmt(m.tbt)} ms${spread}` : `Lighthouse failed: ${failed!.error}`,
      `JS ${m.jsGzipKb.toFixed(1)} KB gzip (${m.jsFiles} files), load ${loadAverage()}`,
    );
    if (failed && ok.length) console.log(`    (${runs.length - ok.length} run(s) failed: ${failed.error})`);
  }
}

/** BENCH_ONLY=lighthouse: a small seeded database, the compiled server, Lighthouse; no load runs. */
async function webOnly(): Promise<void> {
  const target = sqliteTarget();
  console.log('== Web only (BENCH_ONLY=lighthouse): a small database, no load runs');
  const { seeded, server } = await startTarget(target, { small: 10, big: 10, drafters: 1 });
  try {
    await benchWeb(seeded.drafters[0]!);
  } finally {
    await stopProcess(server);
    await target.cleanup();
  }
}

async function main() {
  const began = performance.now();
  console.log(
    `Benchmarks on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log('Load runs are closed loops (autocannon); % = share of the bare route, measured right before each figure.\n');

  const t0 = performance.now();
  for (let i = 0; i < 2000; i++) {
    skorPid5(answers(25, 3));
    skorPsc17(answers(17, 2));
    skorDukungan(Object.fromEntries(Array.from({ length: 12 }, (_, k) => [String(k + 1), (k % 5) + 1])));
    skorKognitif(Object.fromEntries(KUNCI.map((k, j) => [String(j + 1), k])), KUNCI);
  }
  console.log(`scoring all four instruments of one child: ${((performance.now() - t0) / 2000).toFixed(3)} ms\n`);

  await buildAll();
  BARE_PORT = await freePort();
  APP_PORT = await freePort();
  if (ONLY === 'lighthouse') {
    await webOnly();
    printSummary(began);
    return;
  }

  const bareServer = startProcess(['--import=./bench/loop-monitor.mjs', 'dist/bench/bare-server.js'], {
    PORT: String(BARE_PORT),
    BENCH_LOOP_FILE: LOOP_FILE,
  });
  await waitFor(`http://127.0.0.1:${BARE_PORT}/bare/page`, bareServer);
  if (ONLY !== 'postgres') {
    const sqlite = await benchTarget(sqliteTarget(), bareServer.pid!);
    if (process.env.BENCH_LIGHTHOUSE !== '0' && !DAY_ONLY) await benchWeb(sqlite.drafters[0]!);
    await sqlite.stop();
  }

  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const postgres = await benchTarget(await postgresTarget(pgUrl), bareServer.pid!);
    await postgres.stop();
  } else {
    console.log('\n(PostgreSQL skipped: set TEST_DATABASE_URL=postgres://... to measure it too)');
  }
  await stopProcess(bareServer);

  printSummary(began);
}

function printSummary(began: number) {
  console.log('\n== Summary');
  for (const [section, rows] of Object.entries(report)) {
    console.log(`  -- ${section}`);
    rows.forEach(line);
  }
  console.log(`\nbenchmark took ${fmt((performance.now() - began) / 1000)} s; load average now ${loadAverage()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
