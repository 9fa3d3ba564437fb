import fs from 'node:fs';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import {
  Kysely,
  type DatabaseConnection,
  type Driver,
  PostgresDialect,
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
}

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
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('secure_delete = ON'); // D21: a deleted row's bytes are overwritten, not left in free pages
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KB}`);
  const db = new KyselyUlang<DB>({ dialect: new SqliteBergiliran({ database: withStatementCache(sqlite) }) });
  // SQLite's faults (a full disk) reach the query that meets them; nothing arrives on its own.
  return { db, dialect: 'sqlite', dataDir: dir, destroy: () => db.destroy(), dengarGangguan: () => undefined };
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

/** Kysely's SQLite dialect whose statements outside a transaction give way to the loop between turns. */
class SqliteBergiliran extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    const acquire = driver.acquireConnection.bind(driver);
    // A transaction takes the connection once (here) and keeps it: its statements are never split.
    driver.acquireConnection = async (): Promise<DatabaseConnection> => {
      await gantiGiliranBilaLama();
      return acquire();
    };
    return driver;
  }
}
