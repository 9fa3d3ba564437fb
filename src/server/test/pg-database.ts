import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh PostgreSQL database on the server of TEST_DATABASE_URL, for tests that need a whole
 * database (pg_dump, restore, several server processes); dropped again by `drop()`.
 */
export async function freshPgDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `asesmen_uji_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
