import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { openDatabase } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { createAsessor, createChild } from './factories';
import { freshPgDatabase } from './pg-database';
import { TestClock, TEST_ADMIN_PASSWORD } from './harness';
import { kelolaBody } from './skrining';

/**
 * Real server processes for the operations tests (D16): the server compiled as `npm start` compiles it
 * (src/test-global-setup.ts builds it once per run), on a port of its own choosing. Outside vitest's
 * run (no build made), `node --import tsx` on the sources.
 */

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Node's arguments to run `main` (the server) or one of src/server/cli's tools. */
export function nodeArgs(entry: string): string[] {
  const built = process.env.ASESMEN_UJI_SERVER;
  if (built) return [path.join(built, `${entry}.js`)];
  return ['--import', 'tsx', path.join(ROOT, entry === 'main' ? 'src/server/main.ts' : `src/server/cli/${entry}.ts`)];
}

/** A folder with a placeholder web app, so that a server process does not build the real one. */
function placeholderWeb(): string {
  const dir = path.join(os.tmpdir(), 'asesmen-uji-web');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>uji</title>');
  return dir;
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** What the process wrote so far (standard output and error). */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts a server process and waits until it answers; `env` adds to a test environment. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, nodeArgs('main'), {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST: placeholderWeb(),
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const check = () => {
      const m = /berjalan di http:\/\/[^:]+:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    };
    child.stdout!.on('data', check);
    void exited.then(({ code }) => reject(new Error(`server berhenti (kode ${code}):\n${out}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, output: () => out, exited };
}

/** Cookies kept between requests, as a browser would. */
export class Jar {
  private readonly cookies = new Map<string, string>();
  /** A copy that keeps these cookies whatever happens to this jar later. */
  clone(): Jar {
    const copy = new Jar();
    for (const [k, v] of this.cookies) copy.cookies.set(k, v);
    return copy;
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i);
      const value = pair!.slice(i + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** A request as our pages send it: JSON, from the server's own origin, with the jar's cookies. */
export async function call(
  base: string,
  method: string,
  url: string,
  options: { jar?: Jar; body?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(base + url, {
    method,
    headers: {
      origin: base,
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.jar ? { cookie: options.jar.header() } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  options.jar?.take(response);
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: response.status, body };
}


/**
 * Creates records through the API with `parallel` requests at a time until stopped or the server
 * goes away; `acknowledged` holds the registration numbers the server answered 201 for.
 */
export function startWriters(base: string, jar: Jar, asessorId: number, prefix: string, parallel = 3) {
  const acknowledged: string[] = [];
  let stopped = false;
  let n = 0;
  let active = parallel;
  const loop = async () => {
    await body();
    active -= 1;
  };
  const body = async () => {
    while (!stopped) {
      const reg = `${prefix}-${n++}`;
      try {
        const res = await call(base, 'POST', '/api/kelola', { jar, body: kelolaBody(reg, asessorId) });
        if (res.status === 201) acknowledged.push(reg);
        else if (res.status >= 500 || res.status === 503) return;
      } catch {
        return; // the server is gone
      }
    }
  };
  const loops = Array.from({ length: parallel }, () => loop());
  return {
    acknowledged,
    /** Resolves once `count` records are acknowledged (or the writers have ended). */
    until: async (count: number) => {
      while (acknowledged.length < count && active > 0 && !stopped) await new Promise((r) => setTimeout(r, 20));
    },
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** A migrated, seeded database (embedded in `dataDir`, or PostgreSQL at `url`) with one assessor. */
export async function prepareWithAsessor(target: { dataDir: string } | { url: string }) {
  const database = openDatabase('url' in target ? { url: target.url } : { dataDir: target.dataDir });
  try {
    await prepareDatabase(database, new TestClock(), TEST_ADMIN_PASSWORD);
    return await createAsessor(database.db);
  } finally {
    await database.destroy();
  }
}

/**
 * A fresh PostgreSQL database below `pgUrl`, migrated and seeded, with an assessor of Rutan 1 and one
 * child of theirs (access code 'sandi-anak-1'); `drop` removes it.
 */
export async function pgDenganAsessorDanAnak(pgUrl: string) {
  const fresh = await freshPgDatabase(pgUrl);
  const database = openDatabase({ url: fresh.url });
  try {
    await prepareDatabase(database, new TestClock(), TEST_ADMIN_PASSWORD);
    const asessor = await createAsessor(database.db, { location: 'Rutan 1' });
    const child = await createChild(database.db, { location: 'Rutan 1', asessor_id: asessor.id, password: 'sandi-anak-1' });
    await database.destroy();
    return { ...fresh, asessor, child };
  } catch (e) {
    // Closed before the drop: PostgreSQL refuses to drop a database with open connections.
    await database.destroy();
    await fresh.drop();
    throw e;
  }
}

/**
 * The stored PID-5 draft answers of each record, in the database at `url`: after a fault every answer the
 * server acknowledged must be there (a record without a draft throws).
 */
export async function jawabanPid5Tersimpan(url: string, anak: { id: number }[]): Promise<unknown[]> {
  const database = openDatabase({ url });
  try {
    const rows = [];
    for (const a of anak) {
      const p = await database.db
        .selectFrom('pengerjaan')
        .select('jawaban')
        .where('peserta_id', '=', a.id)
        .where('instrument', '=', 'pid5')
        .executeTakeFirstOrThrow();
      rows.push(JSON.parse(p.jawaban) as unknown);
    }
    return rows;
  } finally {
    await database.destroy();
  }
}

/** Logs an assessor in on a server process. */
export async function loginOn(base: string, asessor: { assesor_id: string; password: string }): Promise<Jar> {
  const jar = new Jar();
  const res = await call(base, 'POST', '/api/asessors/login', {
    jar,
    body: { assesor_id: asessor.assesor_id, password: asessor.password },
  });
  if (res.status !== 200) throw new Error(`login gagal: ${JSON.stringify(res.body)}`);
  return jar;
}

/**
 * What a file of process tests undoes after its tests, newest first (servers to stop, databases to
 * drop), and `tmp(name)`: a temporary folder removed then.
 */
export function afterFile() {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });
  const tmp = (name: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `asesmen-${name}-`));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  return { cleanups, tmp };
}
