// A restore killed part way (issue 28): `npm run restore` is a real process, killed with SIGKILL as
// each step starts, then run again with the same file. The target must end whole and the same as
// after a restore never interrupted; the old restore refused to run again once its copy had taken
// the live name, leaving the copy unchecked, and on PostgreSQL left the backup's sessions alive.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions';
import { openDatabase } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { buatCadangan, pulihkan, SQLITE_FILE, type Sumber } from '../features/cadangan/cadangan';
import { createAsessor, createChild } from '../test/factories';
import { TestClock, TEST_ADMIN_PASSWORD } from '../test/harness';
import { freshPgDatabase } from '../test/pg-database';
import { afterFile } from '../test/server-process';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const { cleanups, tmp } = afterFile();
const pgUrl = process.env.TEST_DATABASE_URL;

interface Jalan {
  code: number | null;
  signal: NodeJS.Signals | null;
  out: string;
}

/**
 * The restore command compiled once (esbuild, as the server is for production): a process of its own
 * starts in a fraction of tsx's time, and a test that spawns several stays fast.
 */
let program: string | undefined;
async function programRestore(): Promise<string> {
  if (program) return program;
  const dir = path.join(ROOT, 'node_modules/.cache/asesmen-uji');
  fs.mkdirSync(dir, { recursive: true });
  const out = path.join(dir, `restore-${process.pid}.mjs`);
  await build({
    entryPoints: [path.join(ROOT, 'src/server/cli/restore.ts')],
    outfile: out,
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    logLevel: 'warning',
  });
  cleanups.push(() => fs.rmSync(out, { force: true }));
  program = out;
  return out;
}

/**
 * Loaded into the restore process before its program (`--require`): once the process has printed the
 * step named by UJI_BEKU_PADA it stops where it is (its only thread blocked) until the test kills it.
 * A kill sent on reading the step raced the restore going on meanwhile: under load the parent read the
 * step late, and a restore that had already finished and removed its mark was killed as it exited.
 * UJI_BEKU_NANTI: stop once the step's synchronous start has run (pg_restore spawned), not before it.
 */
const DIAM = 'UJI: berhenti di langkah ini.';
const BEKU = `'use strict';
const langkah = process.env.UJI_BEKU_PADA;
const nanti = process.env.UJI_BEKU_NANTI === '1';
const tulis = process.stdout.write.bind(process.stdout);
const diam = () => {
  tulis('${DIAM}\\n');
  // Never left behind for good should the test die first: it ends itself after the test's own timeout.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 180000);
  process.exit(70);
};
process.stdout.write = (chunk, ...rest) => {
  // stdout into a pipe is written synchronously on Linux: the test reads that it stopped, then kills it.
  const hasil = tulis(chunk, ...rest);
  if (langkah && String(chunk).includes(langkah)) {
    if (nanti) setImmediate(diam);
    else diam();
  }
  return hasil;
};
`;

let beku: string | undefined;
function programBeku(): string {
  if (beku) return beku;
  const out = path.join(ROOT, 'node_modules/.cache/asesmen-uji', `beku-${process.pid}.cjs`);
  fs.writeFileSync(out, BEKU);
  cleanups.push(() => fs.rmSync(out, { force: true }));
  beku = out;
  return out;
}

/**
 * `npm run restore -- FILE` as a process of its own; stopped as it starts the step `bunuhPada` and
 * killed there with SIGKILL (undefined: left to finish). `nanti`: stopped just after the step's
 * synchronous start (its child process spawned); `sebelumBunuh`: awaited while it is stopped.
 */
async function restore(
  env: Record<string, string>,
  file: string,
  bunuhPada?: string,
  { nanti = false, sebelumBunuh }: { nanti?: boolean; sebelumBunuh?: () => Promise<void> } = {},
): Promise<Jalan> {
  const cli = await programRestore();
  const preload = bunuhPada ? ['--require', programBeku()] : [];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...preload, cli, file], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: '',
        ...env,
        UJI_BEKU_PADA: bunuhPada ?? '',
        UJI_BEKU_NANTI: nanti ? '1' : '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let diam = false;
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (diam || !out.includes(DIAM)) return;
      diam = true;
      void (sebelumBunuh ?? (async () => undefined))().finally(() => child.kill('SIGKILL'));
    });
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code, signal) => resolve({ code, signal, out }));
  });
}

/** The same restore run again in this process (the command's function), with the steps it told. */
async function lagi(file: string, target: Sumber): Promise<{ langkah: string[]; galat?: Error }> {
  const langkah: string[] = [];
  try {
    await pulihkan(file, target, { langkah: (p) => langkah.push(p) });
    return { langkah };
  } catch (error) {
    return { langkah, galat: error as Error };
  }
}

/** A live database with every kind of row and enough bytes (about 12 MB) that each step takes a while. */
async function isiBesar(database: ReturnType<typeof openDatabase>, clock: TestClock): Promise<void> {
  await prepareDatabase(database, clock, TEST_ADMIN_PASSWORD);
  const asessor = await createAsessor(database.db);
  for (let i = 0; i < 5; i++) await createChild(database.db, { asessor_id: asessor.id, name: `Anak Pulih ${i}` });
  await createSession(database.db, clock, 'asessor', asessor.id, null);
  const detail = 'x'.repeat(120);
  for (let k = 0; k < 10; k++) {
    await database.db
      .insertInto('audit')
      .values(
        Array.from({ length: 1000 }, (_, i) => ({
          at: clock.now().toISOString(),
          role: 'asessor',
          actor_id: asessor.id,
          actor_name: 'Uji',
          action: 'uji.pulih',
          target: `T-${k}-${i}`,
          detail,
          ip: '127.0.0.1',
        })),
      )
      .execute();
  }
}

describe.runIf(!pgUrl)('a restore of the embedded database killed at each step, then run again', () => {
  it('ends byte for byte as an uninterrupted restore, with no file of its own left', { timeout: 180_000 }, async () => {
    const clock = new TestClock();
    const dataDir = tmp('pulih-sumber');
    const database = openDatabase({ dataDir });
    await isiBesar(database, clock);
    // More bytes than rows: the copy and the checks take long enough to be killed inside.
    const raw = new SQLite(path.join(dataDir, SQLITE_FILE));
    raw.exec(`create table pemberat (b blob);
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 150) insert into pemberat select randomblob(65536) from n`);
    raw.close();
    const backups = tmp('pulih-cadangan');
    const { path: file } = await buatCadangan({ dialect: 'sqlite', dataDir }, backups, 14, clock);
    await database.destroy();

    const utuhDir = tmp('pulih-utuh');
    expect((await lagi(file, { dialect: 'sqlite', dataDir: utuhDir })).galat).toBeUndefined();
    const acuan = fs.readFileSync(path.join(utuhDir, SQLITE_FILE));

    const langkah = [
      'Menyalin berkas cadangan.',
      'Mengakhiri semua sesi dari waktu cadangan.',
      'Memasang basis data hasil pemulihan.',
      'Memeriksa basis data hasil pemulihan.',
    ];
    const hasil = await Promise.all(
      langkah.map(async (bunuhPada) => {
        const target = tmp('pulih-bunuh');
        const dibunuh = await restore({ DATA_DIR: target }, file, bunuhPada);
        return { bunuhPada, target, dibunuh, sisa: fs.readdirSync(target).sort() };
      }),
    );
    for (const { bunuhPada, target, dibunuh, sisa } of hasil) {
      // Killed for real, part way: it left its mark.
      expect(dibunuh.signal, `${bunuhPada}\n${dibunuh.out}`).toBe('SIGKILL');
      expect(sisa, bunuhPada).toContain(`${SQLITE_FILE}.pemulihan.json`);
      // A server started meanwhile refuses, instead of making an empty database beside half a restore.
      expect(() => openDatabase({ dataDir: target }), bunuhPada).toThrow(/Pemulihan cadangan .* belum selesai/);
      // Run again: finished, byte for byte the uninterrupted restore, nothing of its own left.
      const kedua = await lagi(file, { dialect: 'sqlite', dataDir: target });
      expect(kedua.galat, bunuhPada).toBeUndefined();
      expect(kedua.langkah.join(' '), bunuhPada).toContain('Melanjutkan pemulihan yang terhenti');
      expect(fs.readFileSync(path.join(target, SQLITE_FILE)).equals(acuan), bunuhPada).toBe(true);
      expect(fs.readdirSync(target), bunuhPada).toEqual([SQLITE_FILE]);
    }
    // What each kill left behind (the live name taken or not): the steps were really different.
    expect(new Set(hasil.map((h) => h.sisa.includes(SQLITE_FILE))).size).toBe(2);

    // Once finished, it never runs over the data again.
    expect((await lagi(file, { dialect: 'sqlite', dataDir: hasil[0]!.target })).galat?.message).toMatch(
      /sudah berisi basis data/,
    );
  });
});

/** Every table's rows of a PostgreSQL database as one digest per table, sessions counted. */
async function isiPostgres(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public' order by 1",
    );
    const out: Record<string, string> = {};
    for (const { tablename } of rows) {
      const t = client.escapeIdentifier(tablename);
      const r = await client.query<{ d: string | null; n: number }>(
        `select md5(string_agg(x::text, '|' order by x::text)) as d, count(*)::int as n from ${t} x`,
      );
      out[tablename] = `${r.rows[0]!.n}:${r.rows[0]!.d ?? ''}`;
    }
    return out;
  } finally {
    await client.end();
  }
}

const PG_RESTORE = 'Memulihkan dengan pg_restore.';

/** Waits until the restore's pg_restore is connected to `url`, or has restored its tables already. */
async function pemulihBekerja(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        `select (select count(*) from pg_stat_activity where datname = current_database() and application_name = 'asesmen-pemulihan')
           + (select count(*) from pg_tables where schemaname = 'public' and tablename = 'peserta') as n`,
      );
      if (Number(rows[0]!.n) > 0) return;
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await client.end();
  }
}

describe.runIf(Boolean(pgUrl))('a restore into PostgreSQL killed at each step, then run again', () => {
  it('ends with the same rows as an uninterrupted restore, sessions ended, no mark left', { timeout: 180_000 }, async () => {
    const clock = new TestClock();
    const fresh = async () => {
      const db = await freshPgDatabase(pgUrl!);
      cleanups.push(db.drop);
      return db.url;
    };
    const url = await fresh();
    const database = openDatabase({ url });
    await isiBesar(database, clock);
    // Bytes that make pg_restore take a while (one transaction: killed inside it, it rolls back).
    await sql`create table pemberat as select md5(g::text) || repeat(md5((g * 7)::text), 20) as b from generate_series(1, 5000) g`.execute(
      database.db,
    );
    const source: Sumber = { dialect: 'postgres', url };
    const { path: file } = await buatCadangan(source, tmp('pulih-pg'), 14, clock);
    await database.destroy();

    // The uninterrupted restore and the killed ones each into a database of their own, at once: each
    // waits mostly on PostgreSQL and pg_restore, so together they take little more than one.
    const utuhUrl = await fresh();
    const langkah = [PG_RESTORE, 'Memeriksa basis data hasil pemulihan.'];
    const targets: string[] = [];
    for (const _ of langkah) targets.push(await fresh());
    const [utuh, ...hasil] = await Promise.all([
      lagi(file, { dialect: 'postgres', url: utuhUrl }),
      ...langkah.map(async (bunuhPada, i) => ({
        bunuhPada,
        target: targets[i]!,
        dibunuh: await restore(
          { DATABASE_URL: targets[i]! },
          file,
          bunuhPada,
          // Killed while its pg_restore works (or has just committed), the state the next run must end.
          bunuhPada === PG_RESTORE ? { nanti: true, sebelumBunuh: () => pemulihBekerja(targets[i]!) } : {},
        ),
      })),
    ]);
    expect(utuh.galat).toBeUndefined();
    const acuan = await isiPostgres(utuhUrl);
    expect(acuan.sesi).toBe('0:');

    for (const { bunuhPada, target, dibunuh } of hasil) {
      expect(dibunuh.signal, `${bunuhPada}\n${dibunuh.out}`).toBe('SIGKILL');
      const server = openDatabase({ url: target });
      await expect(prepareDatabase(server, clock, TEST_ADMIN_PASSWORD), bunuhPada).rejects.toThrow(
        /Pemulihan cadangan .* belum selesai/,
      );
      await server.destroy();
    }
    // Run again, each at once: pg_restore, the killed run's child, may still be running; the next run
    // ends it (only its own database's) and takes over.
    const kedua = await Promise.all(hasil.map(({ target }) => lagi(file, { dialect: 'postgres', url: target })));
    for (const [i, { bunuhPada, target }] of hasil.entries()) {
      expect(kedua[i]!.galat, bunuhPada).toBeUndefined();
      expect(kedua[i]!.langkah.join(' '), bunuhPada).toContain('Melanjutkan pemulihan yang terhenti');
      expect(await isiPostgres(target), bunuhPada).toEqual(acuan);
    }
    expect((await lagi(file, { dialect: 'postgres', url: hasil[0]!.target })).galat?.message).toMatch(/sudah berisi tabel/);
  });
});
