import type { Kysely } from 'kysely';

/**
 * A facility's local contacts are saved as a whole set (D24): the version the admin's form was opened
 * on, and who saved last and when, so that a save from an older set answers 409 instead of removing
 * another admin's contacts without a word (review of session 14's writes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('lokasi')
    .addColumn('kontak_versi', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('lokasi').addColumn('kontak_diubah_oleh', 'varchar(200)').execute();
  await db.schema.alterTable('lokasi').addColumn('kontak_diubah_at', 'varchar(32)').execute();
}
