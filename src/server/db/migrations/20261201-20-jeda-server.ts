import type { Kysely } from 'kysely';

/**
 * Decision 051: the seconds no server ran while an attempt was open, which its clock does not count
 * (a power cut, or the wall clock set forward while the machine was off).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pengerjaan')
    .addColumn('jeda_detik', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
