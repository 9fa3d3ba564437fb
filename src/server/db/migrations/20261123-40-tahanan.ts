import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/** Issue 14 (D17): a record's category (child or adult detainee) and each category's battery of instruments. */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('peserta')
    .addColumn('kategori', 'varchar(20)', (c) => c.notNull().defaultTo('anak'))
    .execute();
  await db.schema.createIndex('peserta_location_kategori').on('peserta').columns(['location', 'kategori', 'id']).execute();
  // One row per category once the admin has set its battery; without a row the domain's default applies.
  await db.schema
    .createTable('baterai')
    .addColumn('kategori', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('instrumen', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}
