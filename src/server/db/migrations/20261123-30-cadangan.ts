import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { tabelDenganId } from './columns';

/**
 * The log of backups (D16): what the admin sees on Laporan Terbaru, and, shared by every server
 * process of one PostgreSQL database, what tells them that today's backup has been made.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await tabelDenganId(db, dialect, 'cadangan')
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('berkas', 'varchar(500)', (c) => c.notNull())
    .addColumn('ukuran', 'bigint', (c) => c.notNull())
    .addColumn('jumlah_baris', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cadangan_at').on('cadangan').column('at').execute();
}
