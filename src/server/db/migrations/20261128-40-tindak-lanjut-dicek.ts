import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * D19, the follow-ups' back-fill and retry: `ringkasan_gabungan.tl_dicek` is the record's `versi` (raised
 * by triggers on every write to the record or its results, migration 20261123-70) at which the rules
 * last decided its follow-up. A record whose `versi` moved past it owes a check: a save whose opening
 * failed, or a record that reached Kritis, Mendesak or Tinggi before follow-ups existed. Every existing
 * record starts unchecked (null), so the first checks after this release are the one-time back-fill.
 * The partial index keeps finding the few unchecked records cheap once the back-fill is done.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('ringkasan_gabungan').addColumn('tl_dicek', 'integer').execute();
  await db.schema
    .createIndex('ringkasan_tl_belum_dicek')
    .on('ringkasan_gabungan')
    .column('peserta_id')
    .where(sql<boolean>`tl_dicek is null or tl_dicek <> versi`)
    .execute();
}
