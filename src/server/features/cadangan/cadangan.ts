import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import readline from 'node:readline';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import type pg from 'pg';
import { sqliteDriver, TABEL_TANDA_PEMULIHAN, TANDA_PEMULIHAN_SQLITE } from '#server/db/database.ts';
import type { Clock } from '#server/time.ts';

/**
 * Backups and restore (D16): a consistent copy of the live database, checked after writing.
 * SQLite: the online backup API, read inside one read transaction on a connection of its own, so
 * the row counts taken in that transaction are exactly the rows of the copy. PostgreSQL: pg_dump of
 * a snapshot exported by a transaction that counts the rows; the dump is read back whole and its rows
 * counted again. Either way a copy whose counts differ is deleted and reported, never kept.
 */

export const SQLITE_FILE = 'asesmen.db';
const PREFIX = 'asesmen-';
const EXT = { sqlite: '.db', postgres: '.dump' } as const;
const SQLITE_HEADER = 'SQLite format 3\0';
const PGDUMP_HEADER = 'PGDMP';

/** Where the live data is: the embedded file, or a PostgreSQL address. */
export type Sumber = { dialect: 'sqlite'; dataDir: string } | { dialect: 'postgres'; url: string };

export interface HasilCadangan {
  /** Full path of the backup file. */
  path: string;
  ukuran: number;
  /** Rows per table in the backup. */
  baris: Record<string, number>;
  totalBaris: number;
}

/** A failure with a message for the operator (Indonesian, no stack trace needed). */
export class CadanganError extends Error {}

export function sumberDari(settings: { DATABASE_URL?: string; DATA_DIR: string }): Sumber {
  return settings.DATABASE_URL
    ? { dialect: 'postgres', url: settings.DATABASE_URL }
    : { dialect: 'sqlite', dataDir: settings.DATA_DIR };
}

const total = (baris: Record<string, number>) => Object.values(baris).reduce((a, b) => a + b, 0);

/** The file name of a backup made now: its UTC time, so that names sort by age. */
function namaBerkas(clock: Clock, dialect: Sumber['dialect']): string {
  const stamp = clock.now().toISOString().replace(/[-:]/g, '').replace('T', '-').replace('.', '-').replace('Z', '');
  return `${PREFIX}${stamp}${EXT[dialect]}`;
}

/** Throws a clear message when the backup folder cannot be created or written. */
export function pastikanFolder(dir: string): void {
  try {
    // Backups hold every child's data: only the server's own user may enter the folder (issue 29).
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.chmodSync(dir, 0o700);
    fs.accessSync(dir, fs.constants.W_OK);
    const probe = path.join(dir, `.uji-tulis-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    throw new CadanganError(`Folder cadangan ${dir} tidak dapat ditulis (${(error as NodeJS.ErrnoException).code ?? 'galat'}).`);
  }
}

/** Whether the backup folder can be written (for the start-up check and Laporan Terbaru). */
export function folderDapatDitulis(dir: string): boolean {
  try {
    pastikanFolder(dir);
    return true;
  } catch {
    return false;
  }
}

/** Writes a checked backup of the live database into `dir` and keeps the newest `keep`. */
export async function buatCadangan(sumber: Sumber, dir: string, keep: number, clock: Clock): Promise<HasilCadangan> {
  pastikanFolder(dir);
  bersihkanSementara(dir);
  const final = path.join(dir, namaBerkas(clock, sumber.dialect));
  // The writer's pid in the name: a later run removes it once that process is gone (a killed backup).
  const tmp = `${final}${SEMENTARA}${process.pid}`;
  const tmpSum = `${tmp}${EXT_SUM}`;
  try {
    const baris =
      sumber.dialect === 'sqlite' ? await cadanganSqlite(sumber.dataDir, tmp) : await cadanganPostgres(sumber.url, tmp);
    fs.chmodSync(tmp, 0o600);
    fsyncFile(tmp);
    // The checksum beside the backup: restore refuses a file changed since (issue 28).
    fs.writeFileSync(tmpSum, `${await sha256(tmp)}  ${path.basename(final)}\n`, { mode: 0o600 });
    fsyncFile(tmpSum);
    fs.renameSync(tmpSum, `${final}${EXT_SUM}`);
    fs.renameSync(tmp, final);
    fsyncFile(dir);
    pangkas(dir, keep);
    return { path: final, ukuran: fs.statSync(final).size, baris, totalBaris: total(baris) };
  } finally {
    fs.rmSync(tmp, { force: true });
    fs.rmSync(tmpSum, { force: true });
  }
}

/** What marks a backup being written: `<final name>.sementara-<pid>`. */
const SEMENTARA = '.sementara-';
/** The SHA-256 checksum file beside each backup (the format of `sha256sum`). */
export const EXT_SUM = '.sha256';

/** The SHA-256 of a file, read as a stream. */
export async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const prosesHidup = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Temporary files of backups whose writer is gone (killed mid-copy): removed; their count and bytes. */
export function bersihkanSementara(dir: string): { jumlah: number; ukuran: number } {
  const sisa = { jumlah: 0, ukuran: 0 };
  if (!fs.existsSync(dir)) return sisa;
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith(PREFIX)) continue;
    const m = /\.sementara(?:-(\d+))?(?:\.sha256)?$/.exec(name);
    if (!m) continue;
    const file = path.join(dir, name);
    if (m[1] && Number(m[1]) !== process.pid && prosesHidup(Number(m[1]))) continue;
    if (m[1] && Number(m[1]) === process.pid) continue;
    try {
      sisa.ukuran += fs.statSync(file).size;
      fs.rmSync(file, { force: true });
      sisa.jumlah++;
    } catch {
      // gone meanwhile
    }
  }
  return sisa;
}

/** Temporary files of backups in the folder now (being written, or left by a killed one): count and bytes. */
export function hitungSementara(dir: string): { jumlah: number; ukuran: number } {
  const sisa = { jumlah: 0, ukuran: 0 };
  if (!fs.existsSync(dir)) return sisa;
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith(PREFIX) || !name.includes('.sementara')) continue;
    try {
      sisa.ukuran += fs.statSync(path.join(dir, name)).size;
      sisa.jumlah++;
    } catch {
      // gone meanwhile
    }
  }
  return sisa;
}

function fsyncFile(p: string): void {
  const fd = fs.openSync(p, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Removes all but the newest `keep` backups of the folder (only files this product names). */
export function pangkas(dir: string, keep: number): void {
  const files = daftarCadangan(dir);
  for (const name of files.slice(keep)) {
    fs.rmSync(path.join(dir, name), { force: true });
    fs.rmSync(path.join(dir, `${name}${EXT_SUM}`), { force: true });
  }
}

/** Backup file names in a folder, newest first. */
export function daftarCadangan(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((n) => n.startsWith(PREFIX) && (n.endsWith(EXT.sqlite) || n.endsWith(EXT.postgres)))
    .sort()
    .reverse();
}

// ---------------------------------------------------------------- SQLite

function hitungSqlite(db: SQLite.Database): Record<string, number> {
  const tables = db
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(
    tables.map((t) => [
      t,
      db
        .prepare(`select count(*) from "${t.replace(/"/g, '""')}"`)
        .pluck()
        .get() as number,
    ]),
  );
}

async function cadanganSqlite(dataDir: string, tujuan: string): Promise<Record<string, number>> {
  const file = path.join(dataDir, SQLITE_FILE);
  if (!fs.existsSync(file)) throw new CadanganError(`Basis data ${file} tidak ditemukan.`);
  // A connection of our own: the server's connection is never held up, and its writes go on.
  const source = new (sqliteDriver())(file, { fileMustExist: true });
  let baris: Record<string, number>;
  try {
    source.pragma('busy_timeout = 5000');
    source.exec('begin');
    try {
      baris = hitungSqlite(source);
      // Inside our read transaction the copy is this snapshot, taken in steps of 4 MB: between
      // steps the server answers (one step for a 150 MB file held it for a second or more).
      await source.backup(tujuan, { progress: () => HALAMAN_PER_LANGKAH });
    } finally {
      source.exec('commit');
    }
  } finally {
    source.close();
  }
  // The copy carries the live file's WAL flag; one self-contained file is what a backup should be.
  const copy = new (sqliteDriver())(tujuan);
  copy.pragma('journal_mode = DELETE');
  copy.close();
  // The whole-file check takes seconds on a large file: done on a thread of its own.
  const { baris: salinan } = periksaSqlite(tujuan, await masalahDiLatar(tujuan));
  samakan(baris, salinan);
  return salinan;
}

/** Pages (4 KB) the backup copies per step before the server's other work gets a turn. */
const HALAMAN_PER_LANGKAH = 1000;

/** What SQLite's integrity check finds wrong in a file (empty when sound). */
function masalahIntegritas(db: SQLite.Database): string[] {
  const check = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
  return check.map((r) => r.integrity_check).filter((r) => r !== 'ok');
}

/**
 * The same integrity check on a worker thread, so that the server keeps answering meanwhile. The
 * worker loads better-sqlite3 from where this module found it (the compiled server and tsx alike).
 */
export function masalahDiLatar(file: string): Promise<string[] | Error> {
  const modul = createRequire(import.meta.url).resolve('better-sqlite3');
  const kode = `
    const { parentPort, workerData } = require('node:worker_threads');
    const SQLite = require(workerData.modul);
    try {
      const db = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
      try {
        const check = db.pragma('integrity_check', { simple: false });
        parentPort.postMessage({ masalah: check.map((r) => r.integrity_check).filter((r) => r !== 'ok') });
      } finally {
        db.close();
      }
    } catch (error) {
      parentPort.postMessage({ gagal: String(error && error.message) });
    }`;
  return new Promise((resolve) => {
    const worker = new Worker(kode, { eval: true, workerData: { modul, file } });
    worker.once('message', (m: { masalah?: string[]; gagal?: string }) => resolve(m.masalah ?? new Error(m.gagal)));
    worker.once('error', (error) => resolve(error));
    worker.once('exit', (code) => resolve(new Error(`pemeriksaan berhenti (${code})`)));
  });
}

/**
 * Opens a SQLite backup read-only and checks it whole; its row counts, or a CadanganError. The
 * integrity check runs here unless its findings (or its failure) are given.
 */
export function periksaSqlite(file: string, diperiksa?: string[] | Error): { baris: Record<string, number> } {
  const head = Buffer.alloc(16);
  const fd = fs.openSync(file, 'r');
  const read = fs.readSync(fd, head, 0, 16, 0);
  fs.closeSync(fd);
  if (read < 16 || head.toString('latin1') !== SQLITE_HEADER) throw rusak(file, 'bukan berkas basis data SQLite');
  let db: SQLite.Database | undefined;
  try {
    if (diperiksa instanceof Error) throw diperiksa;
    db = new (sqliteDriver())(file, { readonly: true, fileMustExist: true });
    const problems = diperiksa ?? masalahIntegritas(db);
    if (problems.length > 0) throw rusak(file, problems.slice(0, 3).join('; '));
    const baris = hitungSqlite(db);
    for (const t of ['kysely_migration', 'peserta', 'hasil']) {
      if (!(t in baris)) throw rusak(file, `tabel ${t} tidak ada`);
    }
    return { baris };
  } catch (error) {
    if (error instanceof CadanganError) throw error;
    throw rusak(file, (error as Error).message);
  } finally {
    db?.close();
  }
}

const rusak = (file: string, why: string) =>
  new CadanganError(`Berkas cadangan ${path.basename(file)} rusak atau terpotong (${why}). Gunakan cadangan lain.`);

function samakan(expected: Record<string, number>, actual: Record<string, number>): void {
  const beda = Object.keys({ ...expected, ...actual }).filter((t) => expected[t] !== actual[t]);
  if (beda.length > 0) {
    const detail = beda.map((t) => `${t}: ${expected[t] ?? 0} diharapkan, ${actual[t] ?? 0} ada`).join('; ');
    throw new CadanganError(`Jumlah baris tidak cocok (${detail}).`);
  }
}

// ---------------------------------------------------------------- PostgreSQL

/** Runs a PostgreSQL client program; a missing program gets a message that says what to install. */
function jalankan(
  program: string,
  args: string[],
  onLine?: (line: string) => void,
  env: Record<string, string> = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      stdio: ['ignore', onLine ? 'pipe' : 'ignore', 'pipe'],
      env: { ...process.env, ...env },
    });
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => {
      if (stderr.length < 4000) stderr += d.toString();
    });
    if (onLine && child.stdout) readline.createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', onLine);
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new CadanganError(
              `${program} tidak ditemukan. Pasang klien PostgreSQL (Debian/Ubuntu: apt-get install postgresql-client) dengan versi yang sama atau lebih baru dari servernya.`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new CadanganError(`${program} gagal (kode ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}

/**
 * A PostgreSQL address for pg_dump and pg_restore without its password, which goes in their
 * environment instead (PGPASSWORD): a command line is visible to every local user in `ps` (issue 29).
 */
export function tanpaSandi(url: string): { dbname: string; env: Record<string, string> } {
  const u = new URL(url);
  const sandi = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: sandi ? { PGPASSWORD: sandi } : {} };
}

async function hitungPostgres(client: pg.ClientBase): Promise<Record<string, number>> {
  const { rows } = await client.query<{ tablename: string; schemaname: string }>(
    "select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2",
  );
  const out: Record<string, number> = {};
  for (const r of rows) {
    const q = `select count(*)::int as n from ${client.escapeIdentifier(r.schemaname)}.${client.escapeIdentifier(r.tablename)}`;
    out[`${r.schemaname}.${r.tablename}`] = (await client.query<{ n: number }>(q)).rows[0]!.n;
  }
  return out;
}

/** A PostgreSQL client; the driver is loaded only where PostgreSQL is used (an SQLite server never needs it). */
async function klienPostgres(url: string): Promise<pg.Client> {
  const { default: driver } = await import('pg');
  const client = new driver.Client({ connectionString: url });
  // A connection ended by the server between two queries (a restart while pg_dump runs) is emitted
  // as an event, which unheard ends the process; the next query on it fails and says so (issue 28).
  client.on('error', () => undefined);
  return client;
}

async function cadanganPostgres(url: string, tujuan: string): Promise<Record<string, number>> {
  const client = await klienPostgres(url);
  await client.connect();
  let baris: Record<string, number>;
  try {
    // One snapshot for the counts and for pg_dump: both see exactly the same rows.
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ s: string }>('select pg_export_snapshot() as s');
    baris = await hitungPostgres(client);
    const { dbname, env } = tanpaSandi(url);
    await jalankan(
      'pg_dump',
      ['--format=custom', '--no-owner', `--snapshot=${rows[0]!.s}`, `--file=${tujuan}`, `--dbname=${dbname}`],
      undefined,
      env,
    );
    await client.query('commit');
  } finally {
    await client.end();
  }
  const { baris: salinan } = await periksaPostgres(tujuan);
  samakan(baris, salinan);
  return salinan;
}

/** Reads a pg_dump archive whole (pg_restore to nowhere) and counts the rows of each table's data. */
export async function periksaPostgres(file: string): Promise<{ baris: Record<string, number> }> {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  const read = fs.readSync(fd, head, 0, 5, 0);
  fs.closeSync(fd);
  if (read < 5 || head.toString('latin1') !== PGDUMP_HEADER) throw rusak(file, 'bukan arsip pg_dump');
  const baris: Record<string, number> = {};
  let current: string | undefined;
  try {
    await jalankan('pg_restore', ['--file=-', file], (line) => {
      if (current !== undefined) {
        if (line === '\\.') current = undefined;
        else baris[current] = (baris[current] ?? 0) + 1;
        return;
      }
      const m = /^COPY ([^ ]+) .*FROM stdin;$/.exec(line);
      if (m) {
        current = m[1]!.replace(/"/g, '');
        baris[current] ??= 0;
      }
    });
  } catch (error) {
    if (error instanceof CadanganError && /tidak ditemukan/.test(error.message)) throw error;
    throw rusak(file, (error as Error).message);
  }
  if (current !== undefined) throw rusak(file, `data tabel ${current} terpotong`);
  if (!Object.keys(baris).some((t) => t.endsWith('.peserta'))) throw rusak(file, 'tabel peserta tidak ada');
  return { baris };
}

// ---------------------------------------------------------------- restore

/** Checks a backup file of either kind; its row counts, or a CadanganError saying what is wrong. */
export async function periksaBerkas(file: string): Promise<{ dialect: Sumber['dialect']; baris: Record<string, number> }> {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new CadanganError(`Berkas ${file} tidak ditemukan.`);
  const head = Buffer.alloc(16);
  const fd = fs.openSync(file, 'r');
  fs.readSync(fd, head, 0, 16, 0);
  fs.closeSync(fd);
  if (head.subarray(0, 5).toString('latin1') === PGDUMP_HEADER) return { dialect: 'postgres', ...(await periksaPostgres(file)) };
  return { dialect: 'sqlite', ...periksaSqlite(file) };
}

/** How the operator asked for a restore (`npm run restore -- FILE [--tanpa-checksum]`). */
export interface OpsiPulihkan {
  /**
   * Restore a backup that has no checksum file beside it (made before checksums were written), on
   * the operator's word: its contents are still checked whole.
   */
  tanpaChecksum?: boolean;
  /** Told each step as it starts (the command line prints them). */
  langkah?: (pesan: string) => void;
}

/**
 * Compares a backup with the SHA-256 written beside it: one changed byte is refused (a file's own
 * checks pass a changed name), and so is a backup without its checksum file unless the operator says
 * to go on without one. Returns the file's SHA-256.
 */
export async function periksaChecksum(file: string, tanpaChecksum = false): Promise<string> {
  const sumFile = `${file}${EXT_SUM}`;
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new CadanganError(`Berkas ${file} tidak ditemukan.`);
  const sebenarnya = await sha256(file);
  if (!fs.existsSync(sumFile)) {
    if (tanpaChecksum) return sebenarnya;
    throw new CadanganError(
      `Berkas checksum ${path.basename(sumFile)} tidak ada di samping ${path.basename(file)}, jadi keutuhan berkas ini tidak dapat dibuktikan. Gunakan cadangan lain yang berchecksum; hanya untuk cadangan dari versi sebelum checksum, ulangi dengan --tanpa-checksum (isinya tetap diperiksa).`,
    );
  }
  const tercatat = fs.readFileSync(sumFile, 'utf8').trim().split(/\s+/)[0]?.toLowerCase();
  if (!tercatat || tercatat !== sebenarnya) {
    throw new CadanganError(
      `Berkas cadangan ${path.basename(file)} tidak cocok dengan checksum SHA-256-nya (${path.basename(sumFile)}): isinya berubah sejak dibuat. Gunakan cadangan lain.`,
    );
  }
  return sebenarnya;
}

/**
 * Restores a checked backup into an empty target: a data folder without a database file, or a
 * PostgreSQL database without tables. Live data is never overwritten. A restore killed at any step
 * is finished by running it again with the same file (issue 28): it leaves a mark of what it is
 * restoring, and a second run with that backup takes up where the first stopped; the target ends the
 * same as after a restore never interrupted. Returns the rows restored.
 */
export async function pulihkan(file: string, target: Sumber, opsi: OpsiPulihkan = {}): Promise<{ totalBaris: number }> {
  const langkah = opsi.langkah ?? (() => undefined);
  langkah('Memeriksa checksum SHA-256 berkas cadangan.');
  const sha = await periksaChecksum(file, opsi.tanpaChecksum);
  langkah('Memeriksa isi berkas cadangan.');
  const { dialect, baris } = await periksaBerkas(file);
  if (dialect !== target.dialect) {
    throw new CadanganError(
      dialect === 'sqlite'
        ? 'Berkas ini cadangan basis data bawaan (SQLite); kosongkan DATABASE_URL untuk memulihkannya.'
        : 'Berkas ini cadangan PostgreSQL; setel DATABASE_URL ke basis data PostgreSQL yang kosong untuk memulihkannya.',
    );
  }
  const p: Pemulihan = { file, baris, tanda: { sha256: sha, berkas: path.basename(file) }, langkah };
  if (target.dialect === 'sqlite') await pulihkanSqlite(p, target.dataDir);
  else await pulihkanPostgres(p, target.url);
  return { totalBaris: total(baris) };
}

/** What a restore under way marks its target with: the backup it restores. */
interface TandaPemulihan {
  sha256: string;
  berkas: string;
}

/** One restore, whatever the database: the checked backup, its rows a table, its mark, the steps said. */
interface Pemulihan {
  file: string;
  baris: Record<string, number>;
  tanda: TandaPemulihan;
  langkah: (pesan: string) => void;
}

const pemulihanLain = (tanda: TandaPemulihan) =>
  new CadanganError(
    `Pemulihan dari berkas ${tanda.berkas} belum selesai di tujuan ini. Jalankan lagi pemulihan dengan berkas itu untuk menyelesaikannya, atau kosongkan tujuan lalu ulangi.`,
  );

function bacaTanda(file: string): TandaPemulihan | undefined {
  try {
    const isi = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<TandaPemulihan>;
    return typeof isi.sha256 === 'string' && typeof isi.berkas === 'string'
      ? { sha256: isi.sha256, berkas: isi.berkas }
      : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    // A mark cut short by a kill while it was written: nothing was copied yet (the mark comes first).
    return { sha256: '', berkas: '' };
  }
}

/**
 * SQLite, in steps a kill can stop anywhere: the mark (`asesmen.db.pemulihan.json`, naming the
 * backup) is written first and removed last; the copy is made under a temporary name, its sessions
 * ended, synced, and only then renamed to the live name. Run again with the same backup: no live file
 * means the copy starts over (a copy cut short and its journal are removed first: a hot journal left
 * beside a fresh copy would be rolled into it); a live file is checked whole against the backup and,
 * when it is the backup's copy, the restore finishes. Without the mark a live file is never touched.
 */
async function pulihkanSqlite({ file, baris, tanda, langkah }: Pemulihan, dataDir: string): Promise<void> {
  const live = path.join(dataDir, SQLITE_FILE);
  const fileTanda = path.join(dataDir, TANDA_PEMULIHAN_SQLITE);
  const tmp = `${live}.pemulihan`;
  const sedang = bacaTanda(fileTanda);
  const lanjut = sedang !== undefined && sedang.sha256 === tanda.sha256;
  if (sedang && !lanjut && sedang.sha256 !== '') throw pemulihanLain(sedang);
  const ada = [live, `${live}-wal`].filter((f) => fs.existsSync(f) && fs.statSync(f).size > 0);
  if (ada.length > 0 && !lanjut) {
    throw new CadanganError(
      `Folder data ${dataDir} sudah berisi basis data. Pemulihan hanya ke folder data yang kosong: hentikan server, pindahkan ${SQLITE_FILE} ke tempat lain, lalu ulangi.`,
    );
  }
  // The restored data as the server keeps it: only its own user may read it (issue 29).
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
  if (!lanjut) {
    fs.writeFileSync(fileTanda, JSON.stringify(tanda), { mode: 0o600 });
    fsyncFile(fileTanda);
    fsyncFile(dataDir);
  }
  if (!fs.existsSync(live)) {
    if (lanjut) langkah('Melanjutkan pemulihan yang terhenti: menyalin ulang dari awal.');
    for (const f of [tmp, `${tmp}-journal`, `${tmp}-wal`, `${tmp}-shm`]) fs.rmSync(f, { force: true });
    langkah('Menyalin berkas cadangan.');
    fs.copyFileSync(file, tmp);
    fs.chmodSync(tmp, 0o600);
    // Sessions of the backup's time are not this database's: everyone logs in again (issue 29). Ended
    // in the copy before it takes the live name, so a restore killed after the rename has them ended.
    langkah('Mengakhiri semua sesi dari waktu cadangan.');
    const salinan = new (sqliteDriver())(tmp);
    try {
      salinan.exec('delete from sesi');
    } finally {
      salinan.close();
    }
    fsyncFile(tmp);
    for (const f of [`${live}-wal`, `${live}-shm`]) fs.rmSync(f, { force: true });
    langkah('Memasang basis data hasil pemulihan.');
    fs.renameSync(tmp, live);
    fsyncFile(dataDir);
  } else {
    langkah('Melanjutkan pemulihan yang terhenti: memeriksa basis data yang sudah terpasang.');
  }
  langkah('Memeriksa basis data hasil pemulihan.');
  try {
    samakan({ ...baris, sesi: 0 }, periksaSqlite(live).baris);
  } catch (error) {
    if (!lanjut) throw error;
    throw new CadanganError(
      `${SQLITE_FILE} di ${dataDir} bukan salinan utuh dari ${tanda.berkas} (${(error as Error).message}); mungkin server sudah dijalankan di folder ini sebelum pemulihan selesai. Pindahkan ${SQLITE_FILE} ke tempat lain, lalu jalankan pemulihan lagi.`,
    );
  }
  for (const f of [tmp, `${tmp}-journal`]) fs.rmSync(f, { force: true });
  fs.rmSync(fileTanda, { force: true });
  fsyncFile(dataDir);
}

/** pg_restore's application name, so that a run taking over can end one its killed predecessor left. */
const APLIKASI_PEMULIHAN = 'asesmen-pemulihan';

/**
 * PostgreSQL, in steps a kill can stop anywhere: a mark table naming the backup is committed first;
 * pg_restore restores in one transaction (all or nothing); then one transaction checks every table's
 * rows against the backup, ends the backup's sessions and drops the mark. Run again with the same
 * backup: a pg_restore its killed predecessor left running is ended first (its transaction rolls
 * back); with only the mark present the restore runs again, with the tables present the last step
 * runs. Without the mark a database with tables is never touched.
 */
async function pulihkanPostgres({ file, baris, tanda, langkah }: Pemulihan, url: string): Promise<void> {
  const client = await klienPostgres(url);
  await client.connect();
  try {
    const tabel = async () =>
      (
        await client.query<{ schemaname: string; tablename: string }>(
          "select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
        )
      ).rows.filter((r) => r.tablename !== TABEL_TANDA_PEMULIHAN);
    const adaTanda = async () =>
      (await client.query<{ t: string | null }>('select to_regclass($1) as t', [TABEL_TANDA_PEMULIHAN])).rows[0]!.t !== null;
    let lanjut = false;
    if (await adaTanda()) {
      const sedang = (await client.query<TandaPemulihan>(`select sha256, berkas from ${TABEL_TANDA_PEMULIHAN}`)).rows[0];
      if (sedang && sedang.sha256 !== tanda.sha256) throw pemulihanLain(sedang);
      lanjut = true;
      // A pg_restore of the killed run may still be working: ended, its transaction rolls back.
      await client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1',
        [APLIKASI_PEMULIHAN],
      );
      await tungguTanpaPemulih(client);
    } else if ((await tabel()).length > 0) {
      throw new CadanganError(
        'Basis data PostgreSQL tujuan sudah berisi tabel. Pemulihan hanya ke basis data yang kosong: buat basis data baru (createdb), arahkan DATABASE_URL ke sana, lalu ulangi.',
      );
    } else {
      await client.query(`create table ${TABEL_TANDA_PEMULIHAN} (sha256 text not null, berkas text not null)`);
      await client.query(`insert into ${TABEL_TANDA_PEMULIHAN} values ($1, $2)`, [tanda.sha256, tanda.berkas]);
    }
    if ((await tabel()).length === 0) {
      if (lanjut) langkah('Melanjutkan pemulihan yang terhenti: memulihkan ulang dari awal.');
      langkah('Memulihkan dengan pg_restore.');
      const { dbname, env } = tanpaSandi(url);
      await jalankan(
        'pg_restore',
        ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file],
        undefined,
        { ...env, PGAPPNAME: APLIKASI_PEMULIHAN },
      );
    } else {
      langkah('Melanjutkan pemulihan yang terhenti: memeriksa tabel yang sudah dipulihkan.');
    }
    langkah('Memeriksa basis data hasil pemulihan.');
    await client.query('begin');
    try {
      const ada = await hitungPostgres(client);
      delete ada[`${(await client.query<{ s: string }>('select current_schema() as s')).rows[0]!.s}.${TABEL_TANDA_PEMULIHAN}`];
      samakan(baris, ada);
      // Sessions of the backup's time are not this database's: everyone logs in again (issue 29).
      await client.query('delete from sesi');
      await client.query(`drop table ${TABEL_TANDA_PEMULIHAN}`);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  } finally {
    await client.end();
  }
}

/** Waits (up to 30 s) until no pg_restore of ours is connected to this database. */
async function tungguTanpaPemulih(client: pg.Client): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1',
      [APLIKASI_PEMULIHAN],
    );
    if (rows[0]!.n === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new CadanganError(
    'pg_restore dari pemulihan sebelumnya masih berjalan dan tidak dapat dihentikan. Coba lagi sebentar lagi.',
  );
}
