import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 32 point 4: an entry code alone finds its record, without picking a row of the list first.
 * `kode_cari` is a digest of the code alone (the per-record `kode_digest` cannot be looked up
 * without the record); unique, so two live codes never share one. Codes made before stay usable
 * from their row (null here) and expire within 30 minutes.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('kode_masuk').addColumn('kode_cari', 'varchar(64)').execute();
  await db.schema.createIndex('kode_masuk_cari').unique().on('kode_masuk').column('kode_cari').execute();
}
