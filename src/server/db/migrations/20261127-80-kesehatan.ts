import type { Kysely } from 'kysely';

/**
 * Issue 28: `/api/health` proves that the database takes writes, not only that it answers a
 * `select 1` (a full disk answered reads and refused every save while health said 200). The probe
 * writes this one row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kesehatan')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('waktu', 'varchar(32)', (c) => c.notNull())
    .execute();
  await (db as Kysely<{ kesehatan: { id: number; waktu: string } }>)
    .insertInto('kesehatan')
    .values({ id: 1, waktu: new Date(0).toISOString() })
    .execute();
}
