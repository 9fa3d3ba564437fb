import type { Kysely } from 'kysely';

/**
 * A round's note is edited from the version the assessor read, who saved it last and when (review of
 * session 14's writes): a save from an older version answers 409 instead of replacing a colleague's note.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ronde')
    .addColumn('versi', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('ronde').addColumn('diubah_oleh', 'varchar(200)').execute();
  await db.schema.alterTable('ronde').addColumn('diubah_at', 'varchar(32)').execute();
}
