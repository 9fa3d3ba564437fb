import type { Kysely } from 'kysely';

/**
 * Issue 28: an attempt's draft carries a version, raised by every draft written to it. A submit (or a
 * close on time-out) removes the attempt only at the version it read and scored, so a draft that a
 * second device got acknowledged in between is never dropped: the submit reads again and scores it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pengerjaan')
    .addColumn('versi', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
