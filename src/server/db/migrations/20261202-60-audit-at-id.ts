import { sql, type Kysely } from 'kysely';

/**
 * Issue 33: the audit log's pages are cut in the order (at desc, id desc) from the ids first
 * (`halamanIdDulu`). With an index on `at` alone PostgreSQL read each skipped entry's row for its id
 * and sorted the ties; with (at, id) it skips them in the index alone (an index-only scan). Measured on
 * PostgreSQL 15 with 300,000 entries (EXPLAIN ANALYZE, fastest of five, load 23-24): page 1 0.33 ->
 * 0.42 ms, page 101 4.8 -> 1.5 ms, page 1,001 104 -> 44 ms, page 5,001 694 -> 153 ms. Writes: the
 * index replaces `audit_at` (still one index a write): 20,000 entries inserted one by one 1.63 and
 * 1.52 s with (at), 1.43 and 1.30 s with (at, id); the index 7.5 -> 14 MB (no duplicates left to
 * fold). On SQLite an index on `at` already ends with the rowid (the id): the same index, the same
 * schema on both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('audit_at_id').ifNotExists().on('audit').columns(['at', 'id']).execute();
  await sql`drop index if exists audit_at`.execute(db);
}
