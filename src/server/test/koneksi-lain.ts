import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import type { TestApp } from './harness';

/**
 * Another connection to the test app's database, for tests of what is committed: it sees only that.
 * Opened before the calling block's tests (after its own `beforeAll`s registered earlier) and closed
 * after them: a read-only SQLite file on SQLite, a second pool on PostgreSQL (`lain`).
 */
export function koneksiLain(app: () => TestApp) {
  const k: { lain?: Database; file?: SQLite.Database } = {};
  beforeAll(() => {
    const t = app();
    const url = process.env.TEST_DATABASE_URL;
    if (url) k.lain = openDatabase({ url, searchPath: t.database.schema });
    else k.file = new SQLite(path.join(t.dataDir!, 'asesmen.db'), { readonly: true });
  });
  afterAll(async () => {
    k.file?.close();
    await k.lain?.destroy();
  });
  return k;
}
