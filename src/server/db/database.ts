import fs from 'node:fs';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import {
  Kysely,
  type CompiledQuery,
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
import type { DB } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** PostgreSQL schema the database works in, when not the default. */
  schema?: string;
  destroy: () => Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL address; when absent the embedded database file is used. */
  url?: string;
  /** Folder of the embedded database file. */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests use one per file). */
  searchPath?: string;
  /** How SQLite's log is synced after a commit (tests pass theirs to watch it); `SinkronWal` of the file otherwise. */
  sinkronWal?: SinkronWal;
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
export function openDatabase(options: DatabaseOptions): Database {
  if (options.url) {
    const pool = new (pgDriver().Pool)({
      connectionString: options.url,
      max: 10,
      // A database that cannot be reached fails the request instead of holding it forever.
      connectionTimeoutMillis: 5000,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: withPreparedFixedQueries(pool) }) });
    return { db, dialect: 'postgres', schema: options.searchPath, destroy: () => db.destroy() };
  }
  const dir = options.dataDir ?? './data';
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, 'asesmen.db');
  const sqlite = new (sqliteDriver())(file);
  // Only the server's own user may read the children's data; SQLite gives its -wal and -shm files
  // the same mode as the database file.
  fs.chmodSync(file, 0o600);
  sqlite.pragma('journal_mode = WAL');
  // SQLite's own commit does not wait for the disk; `SinkronWal` syncs the log on a libuv thread and
  // each commit's caller is answered after it (below). Checkpoints still sync as SQLite does.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const sinkron = options.sinkronWal ?? new SinkronWal(`${file}-wal`);
  const jejak: JejakTulis = { menulis: false };
  const db = new Kysely<DB>({ dialect: new SqliteDialectTahan(sqlite, withStatementCache(sqlite, jejak), jejak, sinkron) });
  return {
    db,
    dialect: 'sqlite',
    destroy: async () => {
      await db.destroy();
      sinkron.tutup();
    },
  };
}

/**
 * Syncs the SQLite write-ahead log to the disk (fdatasync) on libuv's thread pool, so that the server
 * goes on answering while the disk works: with `synchronous=FULL` SQLite synced it inside every commit,
 * on the one thread that serves every request (451 µs a commit on the development machine, 15 % of a
 * hot read's time; issue 17). A sync covers every commit written before it began: callers that ask
 * while one runs share the next one, which begins once it ends.
 */
export class SinkronWal {
  private fd: number | undefined;
  private jalan: Promise<void> | undefined;
  private berikut: Promise<void> | undefined;
  /** How many syncs were made (the tests read it). */
  jumlah = 0;

  constructor(
    private readonly berkas: string,
    private readonly fdatasync: (fd: number) => Promise<void> = (fd) =>
      new Promise((selesai, gagal) => fs.fdatasync(fd, (error) => (error ? gagal(error) : selesai()))),
  ) {}

  /** Resolves once everything committed before this call is on the disk. */
  sinkron(): Promise<void> {
    if (this.berikut) return this.berikut;
    if (!this.jalan) return this.mulai();
    // The sync under way may have begun before the caller's commit was written: the next one covers it.
    this.berikut = this.jalan
      .catch(() => undefined)
      .then(() => {
        this.berikut = undefined;
        return this.sinkron();
      });
    return this.berikut;
  }

  private mulai(): Promise<void> {
    // The log exists once something was committed to it; SQLite keeps the same file while it is open.
    this.fd ??= fs.openSync(this.berkas, 'r');
    this.jumlah++;
    const jalan = this.fdatasync(this.fd).finally(() => {
      if (this.jalan === jalan) this.jalan = undefined;
    });
    this.jalan = jalan;
    return jalan;
  }

  tutup(): void {
    if (this.fd !== undefined) fs.closeSync(this.fd);
    this.fd = undefined;
  }
}

/**
 * Kysely's SQLite dialect, where a query that ended a transaction (a statement that writes outside a
 * transaction, or a commit) resolves only after the log is synced (`SinkronWal`), as durable as with
 * `synchronous=FULL`. The connection is released first, so other queries run during the sync.
 */
class SqliteDialectTahan extends SqliteDialect {
  constructor(
    private readonly sqlite: SQLite.Database,
    database: SqliteDatabase,
    private readonly jejak: JejakTulis,
    private readonly sinkron: SinkronWal,
  ) {
    super({ database });
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const { sqlite, jejak, sinkron } = this;
    const belumTersinkron = new WeakSet<DatabaseConnection>();
    const dibungkus = new WeakMap<DatabaseConnection, DatabaseConnection>();
    const asli = new WeakMap<DatabaseConnection, DatabaseConnection>();
    const bungkus = (connection: DatabaseConnection): DatabaseConnection => {
      let luar = dibungkus.get(connection);
      if (!luar) {
        const l: DatabaseConnection = {
          executeQuery: <R>(query: CompiledQuery) => {
            const dalamTransaksi = sqlite.inTransaction;
            const hasil = connection.executeQuery<R>(query);
            // better-sqlite3 ran the statement already: a commit, or a write outside a transaction, ended one.
            if (!sqlite.inTransaction && (dalamTransaksi || jejak.menulis)) belumTersinkron.add(l);
            return hasil;
          },
          streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
        };
        luar = l;
        dibungkus.set(connection, luar);
        asli.set(luar, connection);
      }
      return luar;
    };
    return {
      init: () => driver.init(),
      acquireConnection: async () => bungkus(await driver.acquireConnection()),
      beginTransaction: (c, settings) => driver.beginTransaction(asli.get(c) ?? c, settings),
      commitTransaction: async (c) => {
        await driver.commitTransaction(asli.get(c) ?? c);
        belumTersinkron.add(c);
      },
      rollbackTransaction: (c) => driver.rollbackTransaction(asli.get(c) ?? c),
      savepoint: driver.savepoint && ((c, name, compile) => driver.savepoint!(asli.get(c) ?? c, name, compile)),
      rollbackToSavepoint:
        driver.rollbackToSavepoint && ((c, name, compile) => driver.rollbackToSavepoint!(asli.get(c) ?? c, name, compile)),
      releaseSavepoint:
        driver.releaseSavepoint && ((c, name, compile) => driver.releaseSavepoint!(asli.get(c) ?? c, name, compile)),
      releaseConnection: async (c) => {
        await driver.releaseConnection(asli.get(c) ?? c);
        if (!belumTersinkron.has(c)) return;
        belumTersinkron.delete(c);
        await sinkron.sinkron();
      },
      destroy: () => driver.destroy(),
    };
  }
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
        wrapped = {
          // No cursor is configured, so Kysely never passes one (streaming refuses first).
          query: ((text: string, values: readonly unknown[]) => {
            const name = namaKueriTetap(text);
            return name ? client.query({ name, text, values: [...values] }) : client.query(text, [...values]);
          }) as unknown as PostgresPoolClient['query'],
          release: () => client.release(),
        };
        clients.set(client, wrapped);
      }
      return wrapped;
    },
  };
}

/** Most distinct statements kept prepared; past it the cache starts over (lists of ids make new texts). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh; preparing costs more than running most of ours. The same SQL
 * text (ours are parameterised) reuses its prepared statement. Kysely runs one query at a time on
 * the one SQLite connection and never streams here, so a statement is never in use twice at once.
 * A statement that changes the schema empties the cache (a `select *` may then name other columns).
 */
function withStatementCache(sqlite: SQLite.Database, jejak: JejakTulis): SqliteDatabase {
  const prepared = new Map<string, { statement: SqliteStatement; menulis: boolean }>();
  return {
    close: () => sqlite.close(),
    prepare: (text: string) => {
      let siap = prepared.get(text);
      if (!siap) {
        if (prepared.size >= STATEMENT_CACHE_SIZE || SCHEMA_CHANGE.test(text)) prepared.clear();
        const statement = sqlite.prepare(text);
        siap = { statement: rowsAsObjects(statement), menulis: !statement.readonly };
        prepared.set(text, siap);
      }
      // Kysely runs a statement right after preparing it.
      jejak.menulis = siap.menulis;
      return siap.statement;
    },
  };
}

/** Whether the statement the connection last prepared may write (SQLite's own `sqlite3_stmt_readonly`). */
interface JejakTulis {
  menulis: boolean;
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
