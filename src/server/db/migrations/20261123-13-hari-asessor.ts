import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { tabelSatuPerPeserta } from './columns';

/**
 * Entry codes (D14) and the room's live view (issue 13): one code per record, stored as a digest;
 * per sub test in progress the minutes an assessor added, the child's last sign of life and a help request.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await tabelSatuPerPeserta(db, 'kode_masuk')
    .addColumn('kode_digest', 'varchar(64)', (c) => c.notNull())
    .addColumn('berlaku_sampai', 'varchar(32)', (c) => c.notNull())
    .addColumn('dibuat_oleh', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // SQLite adds one column per ALTER TABLE.
  await db.schema.alterTable('pengerjaan').addColumn('tambahan_detik', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('pengerjaan').addColumn('terakhir_aktif', 'varchar(32)').execute();
  await db.schema.alterTable('pengerjaan').addColumn('bantuan_at', 'varchar(32)').execute();
}
