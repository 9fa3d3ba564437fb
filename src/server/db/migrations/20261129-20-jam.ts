import type { Kysely } from 'kysely';

/**
 * Issue 28: the server's clock kept in the database, so that every process continues one clock. One
 * row: the clock's last value (ms), the machine's monotonic clock then (ms since boot) and that boot's
 * id. A process starting on the same boot continues from it by the monotonic clock, whatever the wall
 * clock was set to while no process ran; no process starts before the last value.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jam')
    .addColumn('kunci', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('nilai_ms', 'double precision', (c) => c.notNull())
    .addColumn('monoton_ms', 'double precision', (c) => c.notNull())
    .addColumn('boot', 'varchar(64)', (c) => c.notNull())
    .execute();
}
