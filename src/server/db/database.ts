import fs from 'node:fs';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import {
  type CompiledQuery,
  Kysely,
  type DatabaseConnection,
  type Driver,
  type KyselyPlugin,
  PostgresDialect,
  type QueryResult,
  SqliteDriver,
  type SqliteDialectConfig,
  SqliteDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import { createRequire } from 'node:module';
import type pg from 'pg';
import { namaKueriTetap } from './kueri-tetap';
import { KyselyUlang, ulangiBilaBentrok } from './ulang-transaksi';
import type { DB } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** PostgreSQL schema the database works in, when not the default. */
  schema?: string;
  /** The folder of the SQLite file (its disk's free space is part of health). */
  dataDir?: string;
  destroy: () => Promise<void>;
  /**
   * Hears the errors of PostgreSQL connections that no query receives: a connection ended by the
   * server (a restart, `pg_terminate_backend`) while idle in the pool or held between two queries.
   * Without a listener node-postgres throws them and the process ends (issue 28).
   */
  dengarGangguan: (dengar: (error: Error) => void) => void;
}

export interface DatabaseOptions {
  /** PostgreSQL address; when absent the embedded database file is used. */
  url?: string;
  /** Folder of the embedded database file. */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests use one per file). */
  searchPath?: string;
  /**
   * SQLite: how a commit is made durable before its caller goes on (the WAL's fsync off the event loop,
   * `sinkronBerkas`); a test passes its own to see the order of things.
   */
  sinkronWal?: (walFile: string) => SinkronWal;
}

/** Makes the WAL durable (its callers share one fsync); `tutup` lets go of the file when the database closes. */
export type SinkronWal = (() => Promise<void>) & { tutup?: () => Promise<void> };

/** The PostgreSQL driver, loaded on first use: a server on SQLite never needs it (~5 MB less at start). */
function pgDriver(): typeof pg {
  const driver = createRequire(import.meta.url)('pg') as typeof pg;
  // pg returns int8 (count(*)) as strings; our counts fit in a JS number.
  driver.types.setTypeParser(20, (v) => Number(v));
  return driver;
}

/** better-sqlite3, loaded on first use: a server on PostgreSQL never needs it (~5 MB less at start). */
export function sqliteDriver(): typeof SQLite {
  return createRequire(import.meta.url)('better-sqlite3') as typeof SQLite;
}

/** Opens the embedded SQLite file (WAL, foreign keys, durable commits) or PostgreSQL when a URL is given (D8). */
/** The mark a restore under way leaves in a data folder (SQLite), removed when it is finished (issue 28). */
export const TANDA_PEMULIHAN_SQLITE = 'asesmen.db.pemulihan.json';
/** The table a restore under way leaves in a PostgreSQL database, dropped when it is finished (issue 28). */
export const TABEL_TANDA_PEMULIHAN = 'pemulihan_cadangan_berjalan';

export const pesanPemulihanBelumSelesai = (tempat: string) =>
  `Pemulihan cadangan ke ${tempat} belum selesai. Jalankan lagi npm run restore dengan berkas yang sama sampai selesai, lalu mulai server.`;

/**
 * SQLite's page cache of the server's connection, in KiB (issue 28: memory under 200 MB, decision 050).
 * better-sqlite3 builds SQLite with 16 MB (SQLITE_DEFAULT_CACHE_SIZE=-16000), which the screening day's
 * reads filled on top of V8's heap; pages not in it come from the operating system's file cache, which
 * is not the process's memory. 4 MB cost the list reads CPU; 8 MB did not (measured).
 */
export const SQLITE_CACHE_KB = 8000;

export function openDatabase(options: DatabaseOptions): Database {
  if (options.url) {
    const pool = new (pgDriver().Pool)({
      connectionString: options.url,
      max: 10,
      // A database that cannot be reached fails the request instead of holding it forever.
      connectionTimeoutMillis: 5000,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    const pendengar = new Set<(error: Error) => void>();
    const lapor = (error: Error) => {
      for (const dengar of pendengar) dengar(error);
    };
    // The pool hears its idle clients; a client handed out is heard only by its own listener. The
    // broken client is dropped by the pool when released; the next request takes a new connection.
    pool.on('error', lapor);
    pool.on('connect', (client) => client.on('error', lapor));
    const db = new KyselyUlang<DB>({ dialect: new PostgresDialect({ pool: withPreparedFixedQueries(pool) }) });
    return {
      db,
      dialect: 'postgres',
      schema: options.searchPath,
      destroy: () => db.destroy(),
      dengarGangguan: (dengar) => pendengar.add(dengar),
    };
  }
  const dir = options.dataDir ?? './data';
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, 'asesmen.db');
  // A server started on a folder whose restore is not finished would create an empty database there.
  if (fs.existsSync(path.join(dir, TANDA_PEMULIHAN_SQLITE))) throw new Error(pesanPemulihanBelumSelesai(dir));
  const sqlite = new (sqliteDriver())(file);
  // Only the server's own user may read the children's data; SQLite gives its -wal and -shm files
  // the same mode as the database file.
  fs.chmodSync(file, 0o600);
  sqlite.pragma('journal_mode = WAL');
  // Commits do not fsync on the event loop: SqliteTahanLama fsyncs the WAL off it before a write's
  // caller goes on (FULL's durability, issue 33). NORMAL still syncs around every checkpoint.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('secure_delete = ON'); // D21: a deleted row's bytes are overwritten, not left in free pages
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KB}`);
  const sinkron = (options.sinkronWal ?? sinkronBerkas)(`${file}-wal`);
  const db = new KyselyUlang<DB>({ dialect: new SqliteTahanLama({ database: withStatementCache(sqlite) }, sinkron) });
  // SQLite's faults (a full disk) reach the query that meets them; nothing arrives on its own.
  const destroy = async () => {
    await db.destroy();
    await sinkron.tutup?.();
  };
  return { db, dialect: 'sqlite', dataDir: dir, destroy, dengarGangguan: () => undefined };
}

/**
 * The pool as Kysely sees it, where the fixed queries (`kueriTetap`) run as prepared statements: each
 * connection parses and plans one once, then only binds its values. Planning the checks of a draft
 * cost PostgreSQL about three times what running them did (issue 17). Every other query as before.
 */
function withPreparedFixedQueries(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    end: () => pool.end(),
    connect: async () => {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        let dalamTransaksi = false;
        const kirim = (text: string, values: readonly unknown[]) => {
          const name = namaKueriTetap(text);
          return name ? client.query({ name, text, values: [...values] }) : client.query(text, [...values]);
        };
        wrapped = {
          // No cursor is configured, so Kysely never passes one (streaming refuses first). A statement
          // on its own (a batch of drafts is one) that met a deadlock was rolled back whole and runs
          // again; inside a transaction the whole transaction is run again instead (KyselyUlang).
          query: ((text: string, values: readonly unknown[]) => {
            if (AWAL_TRANSAKSI.test(text)) dalamTransaksi = true;
            else if (AKHIR_TRANSAKSI.test(text)) dalamTransaksi = false;
            return dalamTransaksi ? kirim(text, values) : ulangiBilaBentrok(() => kirim(text, values));
          }) as unknown as PostgresPoolClient['query'],
          release: () => client.release(),
        };
        clients.set(client, wrapped);
      }
      return wrapped;
    },
  };
}

const AWAL_TRANSAKSI = /^\s*(begin|start\s+transaction)\b/i;
const AKHIR_TRANSAKSI = /^\s*(commit|rollback|end)\b/i;

/** Most distinct statements kept prepared; past it the cache starts over (lists of ids make new texts). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh; preparing costs more than running most of ours. The same SQL
 * text (ours are parameterised) reuses its prepared statement. Kysely runs one query at a time on
 * the one SQLite connection and never streams here, so a statement is never in use twice at once.
 * A statement that changes the schema empties the cache (a `select *` may then name other columns).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const prepared = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare: (text: string) => {
      let statement = prepared.get(text);
      if (!statement) {
        if (prepared.size >= STATEMENT_CACHE_SIZE || SCHEMA_CHANGE.test(text)) prepared.clear();
        statement = rowsAsObjects(sqlite.prepare(text));
        prepared.set(text, statement);
      }
      return statement;
    },
  };
}

const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;

/**
 * A statement whose rows come back as objects keyed by column name, as better-sqlite3 makes them, but
 * built here from its raw rows (arrays): better-sqlite3 sets each property of each row through V8's
 * API and looks each column's name up again for every row, which cost more than the query itself on
 * a page of 50 (issue 17). The names are read once; a row of another length (the schema changed under
 * a `select *`) reads them again. As in better-sqlite3, a later column of the same name wins.
 */
function rowsAsObjects(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  statement.raw(true);
  let names = statement.columns().map((c) => c.name);
  const toObject = (values: unknown[]) => {
    if (values.length !== names.length) names = statement.columns().map((c) => c.name);
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) row[names[i]!] = values[i];
    return row;
  };
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toObject),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield toObject(values);
    },
  };
}

/**
 * How long the server's one thread may run SQLite statements (with the work between them) before the
 * next statement outside a transaction waits for the event loop's next turn, in ms. better-sqlite3
 * runs each statement synchronously and Kysely chains them through promises that never yield: a list
 * page of ten statements held the loop for its whole 10-20 ms, and every child's save that arrived
 * meanwhile waited for all of it (issue 33: the paced day's p99). Between statements the saves that
 * arrived get their turn; a transaction is never split (it holds the one connection).
 */
export const GILIRAN_SQLITE_MS = 2;

/** When the current turn's first statement ran (performance.now()); 0 when none has run yet this turn. */
let awalGiliran = 0;

/** Ends the current turn's count after the loop's poll phase (a setImmediate runs in its check phase). */
function catatGiliran(now: number): void {
  if (awalGiliran !== 0) return;
  awalGiliran = now;
  setImmediate(() => {
    awalGiliran = 0;
  });
}

/**
 * Waits for the loop's next poll phase when this turn has run statements for GILIRAN_SQLITE_MS: two
 * setImmediates, since one scheduled in a poll phase runs in that same turn's check phase, before any
 * new request is read.
 */
async function gantiGiliranBilaLama(): Promise<void> {
  const now = performance.now();
  if (awalGiliran !== 0 && now - awalGiliran >= GILIRAN_SQLITE_MS) {
    await new Promise<void>((r) => setImmediate(() => setImmediate(r)));
  }
  catatGiliran(performance.now());
}

/**
 * A file's fsync off the event loop (libuv's thread pool), shared by the writes that wait meanwhile: a
 * write that arrives while one is under way waits for the next, which starts when it ends (the one under
 * way may have begun before the write's frames). The folder is synced once too: the WAL file's entry.
 * The file stays open between syncs (an open, a handle and a close a commit were 3 % of the server's
 * CPU with everyone saving at once): SQLite keeps its WAL, one file, for as long as its connection is
 * open, truncating or rewinding it but never replacing it (it deletes it when the last connection
 * closes: ours, at `destroy`, after which nothing is written). `fdatasync` as SQLite's own WAL sync:
 * the data and the size needed to read it back, without the times.
 */
export function sinkronBerkas(file: string): SinkronWal {
  let berjalan: Promise<void> | undefined;
  let berikut: Promise<void> | undefined;
  let folderDisinkron = false;
  let wal: fs.promises.FileHandle | undefined;
  const sekali = async () => {
    if (!wal) {
      // No WAL file: nothing was written since the last connection closed (it checkpoints and deletes it).
      wal = await fs.promises.open(file, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (!wal) return;
    }
    await wal.datasync();
    if (!folderDisinkron) {
      const folder = await fs.promises.open(path.dirname(file), 'r');
      try {
        await folder.sync();
      } finally {
        await folder.close();
      }
      folderDisinkron = true;
    }
  };
  const sinkron = (): Promise<void> => {
    if (!berjalan) {
      berjalan = sekali().finally(() => {
        berjalan = undefined;
      });
      return berjalan;
    }
    berikut ??= berjalan
      .catch(() => undefined)
      .then(() => {
        berikut = undefined;
        return sinkron();
      });
    return berikut;
  };
  /** Closes the WAL's handle once the syncs under way have ended (the database is being closed). */
  const tutup = async () => {
    await Promise.allSettled([berjalan, berikut]);
    await wal?.close();
    wal = undefined;
  };
  return Object.assign(sinkron, { tutup });
}

/**
 * A statement that only reads (anything else is taken for a write and made durable). A pragma writes no
 * row: a checkpoint syncs what it copies itself.
 */
const HANYA_BACA = /^\s*(select|explain|pragma)\b/i;
const AWAL_WITH = /^\s*with\b/i;
const KATA_TULIS = /\b(insert|update|delete|replace)\b/i;
const hanyaBaca = (text: string) => HANYA_BACA.test(text) || (AWAL_WITH.test(text) && !KATA_TULIS.test(text));

/** The statements of writes that no caller is told are stored, marked by `tanpaMenungguDisk`. */
const TANPA_TUNGGU_DISK = new WeakSet<object>();

const tandaTanpaTungguDisk: KyselyPlugin = {
  transformQuery: ({ node }) => {
    const ditandai = { ...node };
    TANPA_TUNGGU_DISK.add(ditandai);
    return ditandai;
  },
  transformResult: async ({ result }) => result,
};

/**
 * For a write whose loss in a power cut harms nothing and that no one is told is stored (a session's
 * last use, written once a minute): on SQLite it is committed without waiting for the WAL's fsync,
 * which the next durable commit covers (the WAL is only appended to). Awaited before a request's own
 * write, its fsync came first: a child's save then waited for two (issue 33). PostgreSQL commits it
 * as any other.
 */
export function tanpaMenungguDisk(db: Kysely<DB>): Kysely<DB> {
  return db.withPlugin(tandaTanpaTungguDisk);
}

/** The one connection as one caller holds it: released once, early after a commit (below). */
class Pinjaman implements DatabaseConnection {
  dalamTransaksi = false;
  dilepas = false;
  constructor(
    readonly dalam: DatabaseConnection,
    private readonly driver: SqliteDriverTahanLama,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const hasil = await this.dalam.executeQuery<R>(query);
    // A write outside a transaction is a commit of its own.
    if (!this.dalamTransaksi && !hanyaBaca(query.sql) && !TANPA_TUNGGU_DISK.has(query.query)) await this.driver.tahanLama(this);
    return hasil;
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('SQLite: streaming tidak dipakai.');
  }
}

/**
 * Kysely's SQLite driver, with every commit made durable off the event loop and long runs of statements
 * split between the loop's turns (issue 33). better-sqlite3 runs a commit's fsync on the loop: with
 * synchronous=FULL every save's group commit held the whole server for the disk's fsync (1 ms median,
 * 50-200 ms at the 99th percentile on this machine's shared disk). Now SQLite commits without syncing
 * (NORMAL) and the WAL is fsynced on libuv's thread pool before the write's caller goes on: an answered
 * write is on disk as before (the WAL is only appended to, so its fsync also covers every earlier
 * commit). The connection is handed back before the fsync, so reads go on meanwhile; they may see a
 * commit whose fsync is still under way, whose writer has not been answered yet.
 */
class SqliteDriverTahanLama extends SqliteDriver {
  constructor(
    config: SqliteDialectConfig,
    private readonly sinkron: () => Promise<void>,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    // A transaction takes the connection once (here) and keeps it: its statements are never split.
    await gantiGiliranBilaLama();
    return new Pinjaman(await super.acquireConnection(), this);
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as Pinjaman).dalamTransaksi = true;
    await super.beginTransaction(connection);
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await super.commitTransaction(connection);
    (connection as Pinjaman).dalamTransaksi = false;
    await this.tahanLama(connection as Pinjaman);
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.rollbackTransaction(connection);
    } finally {
      (connection as Pinjaman).dalamTransaksi = false;
    }
  }

  /** Hands the connection back, then waits until the WAL is on disk. */
  async tahanLama(pinjaman: Pinjaman): Promise<void> {
    await this.releaseConnection(pinjaman);
    await this.sinkron();
  }

  // Kysely's driver hands back its one connection whoever calls: each loan is handed back once.
  override async releaseConnection(connection?: DatabaseConnection): Promise<void> {
    const pinjaman = connection as Pinjaman;
    if (pinjaman.dilepas) return;
    pinjaman.dilepas = true;
    await super.releaseConnection();
  }
}

/** Kysely's SQLite dialect with the driver above. */
class SqliteTahanLama extends SqliteDialect {
  constructor(
    private readonly config: SqliteDialectConfig,
    private readonly sinkron: () => Promise<void>,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new SqliteDriverTahanLama(this.config, this.sinkron);
  }
}
