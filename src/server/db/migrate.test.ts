// Migrations on a PostgreSQL server that other databases' schemas come and go on (the test suite runs
// its files in parallel, each in a schema of its own, dropped when the file ends): a schema dropped
// by another connection while ours migrates must not fail our migration.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

const pgUrl = process.env.TEST_DATABASE_URL;

describe.runIf(pgUrl)('migrating while other schemas are dropped', () => {
  it('migrates each of several schemas while another connection creates and drops schemas', async () => {
    const churn = new pg.Client({ connectionString: pgUrl });
    await churn.connect();
    let running = true;
    const dropping = (async () => {
      while (running) {
        const other = `t_lain_${randomBytes(4).toString('hex')}`;
        await churn.query(`create schema ${other}`);
        await churn.query(`create table ${other}.baris (id serial primary key, nama text)`);
        await churn.query(`drop schema ${other} cascade`);
      }
    })();

    const schemas = Array.from({ length: 4 }, () => `t_migrasi_${randomBytes(4).toString('hex')}`);
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    try {
      for (const schema of schemas) {
        await admin.query(`create schema ${schema}`);
        const database = openDatabase({ url: pgUrl!, searchPath: schema });
        try {
          await migrateToLatest(database);
          const { rows } = await admin.query<{ n: string | number }>(
            `select count(*) as n from information_schema.tables where table_schema = $1 and table_name = 'peserta'`,
            [schema],
          );
          expect(Number(rows[0]!.n)).toBe(1);
        } finally {
          await database.destroy();
        }
      }
    } finally {
      running = false;
      await dropping;
      for (const schema of schemas) await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
      await churn.end();
    }
  }, 120_000);
});
