import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 33 Build 3, PostgreSQL with 1,000,000 records in 500 facilities: a name search in one facility
 * ("budi adi" in Rutan 1: 2,090 records, 333 matches) took 115-160 ms. The planner joined the
 * facility's index with the trigram indexes over the whole country, whose lists for common trigrams
 * ("adi", "udi") are long; reading the facility's 2,090 records instead cost 1.5 s when they had to
 * come from the table, one page each (a facility's records are spread over the whole table). The
 * facility's index now carries each record's name and registration number, so the search reads the
 * index alone (an index-only scan, EXPLAIN ANALYZE: 7-10 ms at load average 24, no table pages). It has
 * the key of `peserta_location_kategori`, which it replaces. SQLite searches through its FTS index
 * (migration 20261123-71) and has no INCLUDE: unchanged there.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`create index if not exists peserta_lokasi_cari on peserta (location, kategori, id) include (name, registration_no)`.execute(db);
  await sql`drop index if exists peserta_location_kategori`.execute(db);
}
