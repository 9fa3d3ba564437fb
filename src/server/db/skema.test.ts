// The whole schema that the migrations build on a fresh database, SQLite and PostgreSQL, against the
// snapshot committed beside this file (`skema/`). Two jobs: a refactor of a landed migration (shared
// helpers in `migrations/bantu.ts`) must leave the schema identical to the letter, on both databases;
// and a new migration changes the snapshot on purpose. After adding a migration, on SQLite and then on
// PostgreSQL: `npx vitest run src/server/db/skema.test.ts -u`, read the diff, commit it with the migration.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { migrateToLatest } from './migrate';

const pgUrl = process.env.TEST_DATABASE_URL;

/** Every object SQLite keeps in its catalogue, with the SQL that creates it as stored (tables, indexes, triggers, views). */
async function skemaSqlite(db: Kysely<unknown>): Promise<string> {
  const { rows } = await sql<{ type: string; name: string; tbl_name: string; sql: string | null }>`
    select type, name, tbl_name, sql from sqlite_master order by type, name`.execute(db);
  const bagian = rows.map((r) => `-- ${r.type} ${r.name} on ${r.tbl_name}\n${r.sql ?? '(auto)'}`);
  // The columns as SQLite reads them back (type, default, nullability, key), beside the SQL text.
  for (const t of rows.filter((r) => r.type === 'table')) {
    const { rows: kolom } = await sql<{ cid: number; name: string; type: string; notnull: number; dflt_value: string | null; pk: number }>`
      select * from pragma_table_info(${t.name})`.execute(db);
    bagian.push(
      `-- columns of ${t.name}\n` +
        kolom.map((k) => `${k.cid} ${k.name} ${k.type} notnull=${k.notnull} default=${k.dflt_value ?? '-'} pk=${k.pk}`).join('\n'),
    );
    const { rows: asing } = await sql<Record<string, unknown>>`select * from pragma_foreign_key_list(${t.name})`.execute(db);
    if (asing.length > 0) bagian.push(`-- foreign keys of ${t.name}\n${asing.map((a) => JSON.stringify(a)).join('\n')}`);
  }
  bagian.push(await barisTiapTabel(db, rows.filter((r) => r.type === 'table').map((r) => r.name)));
  return `${bagian.join('\n\n')}\n`;
}

/** How many rows each table holds on a fresh database: what the migrations insert is part of what they build. */
async function barisTiapTabel(db: Kysely<unknown>, tabel: string[]): Promise<string> {
  const baris: string[] = [];
  for (const t of [...tabel].sort()) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.id(t)}`.execute(db);
    baris.push(`${t} ${Number(rows[0]!.n)}`);
  }
  return `-- rows a table\n${baris.join('\n')}`;
}

/** The schema of one PostgreSQL schema: columns, constraints, indexes, sequences, functions and triggers, with their definitions. */
async function skemaPostgres(db: Kysely<unknown>, schema: string): Promise<string> {
  const baca = async (judul: string, kueri: ReturnType<typeof sql<Record<string, unknown>>>) => {
    const { rows } = await kueri.execute(db);
    return `-- ${judul}\n${rows.map((r) => Object.values(r).map((v) => String(v)).join(' | ')).join('\n')}`;
  };
  const bagian = [
    await baca(
      'columns: table | position | name | type | length | precision | nullable | default',
      sql`select table_name, ordinal_position, column_name, data_type, character_maximum_length, numeric_precision,
            is_nullable, column_default
          from information_schema.columns where table_schema = ${schema} order by table_name, ordinal_position`,
    ),
    await baca(
      'constraints: table | name | definition',
      sql`select c.conrelid::regclass::text, c.conname, pg_get_constraintdef(c.oid)
          from pg_constraint c join pg_namespace n on n.oid = c.connamespace
          where n.nspname = ${schema} order by 1, 2`,
    ),
    await baca(
      'indexes: table | name | definition',
      sql`select tablename, indexname, indexdef from pg_indexes where schemaname = ${schema} order by 1, 2`,
    ),
    await baca(
      'sequences: name | type | start | increment',
      sql`select sequence_name, data_type, start_value, increment from information_schema.sequences
          where sequence_schema = ${schema} order by 1`,
    ),
    await baca(
      'views: name | definition',
      sql`select viewname, definition from pg_views where schemaname = ${schema} order by 1`,
    ),
    await baca(
      'functions: name | arguments | result | language | body',
      sql`select p.proname, pg_get_function_arguments(p.oid), pg_get_function_result(p.oid), l.lanname, p.prosrc
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_language l on l.oid = p.prolang
          where n.nspname = ${schema} order by 1, 2`,
    ),
    await baca(
      'triggers: table | name | definition',
      sql`select t.tgrelid::regclass::text, t.tgname, pg_get_triggerdef(t.oid)
          from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = ${schema} and not t.tgisinternal order by 1, 2`,
    ),
  ];
  const { rows: tabel } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = ${schema} order by 1`.execute(db);
  bagian.push(await barisTiapTabel(db, tabel.map((t) => t.table_name)));
  // The schema's name differs each run (one per test): it is not part of what the migrations build.
  return `${bagian.join('\n\n').replaceAll(schema, '<schema>')}\n`;
}

async function denganDatabase<T>(buka: () => Promise<{ database: Database; tutup: () => Promise<void> }>, kerja: (d: Database) => Promise<T>) {
  const { database, tutup } = await buka();
  try {
    await migrateToLatest(database);
    return await kerja(database);
  } finally {
    await database.destroy();
    await tutup();
  }
}

describe('the schema the migrations build', () => {
  it('on a fresh SQLite file is the committed snapshot', async () => {
    const teks = await denganDatabase(
      async () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asesmen-skema-'));
        return { database: openDatabase({ dataDir: dir }), tutup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
      },
      (d) => skemaSqlite(d.db as Kysely<unknown>),
    );
    await expect(teks).toMatchFileSnapshot('./skema/sqlite.txt');
  });

  it.runIf(pgUrl)('on a fresh PostgreSQL schema is the committed snapshot', async () => {
    const schema = `t_skema_${randomBytes(5).toString('hex')}`;
    const teks = await denganDatabase(
      async () => {
        const admin = new pg.Client({ connectionString: pgUrl });
        await admin.connect();
        await admin.query(`create schema ${schema}`);
        await admin.end();
        return {
          database: openDatabase({ url: pgUrl!, searchPath: schema }),
          tutup: async () => {
            const c = new pg.Client({ connectionString: pgUrl });
            await c.connect();
            await c.query(`drop schema ${schema} cascade`);
            await c.end();
          },
        };
      },
      (d) => skemaPostgres(d.db as Kysely<unknown>, schema),
    );
    await expect(teks).toMatchFileSnapshot('./skema/postgres.txt');
  });
});
