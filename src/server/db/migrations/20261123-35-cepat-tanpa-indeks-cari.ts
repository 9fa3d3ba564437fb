import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Takes back the search index of 20261123-17-cepat: with it, SQLite (without statistics) planned the
 * per-instrument result lists by walking every result of the instrument, 10 to 100 times slower.
 * The per-Rutan count stays.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') await sql`drop index if exists peserta_cari`.execute(db);
}
