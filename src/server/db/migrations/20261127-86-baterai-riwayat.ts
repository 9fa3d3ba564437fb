import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './columns';

/**
 * Battery versions (issue 29 finding 4): each change the admin makes is kept, numbered, with who and
 * when. A battery decides what the next round takes; the results of earlier batteries stay readable.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('baterai_riwayat')
    .addColumn('id', idColumn(dialect), (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('kategori', 'varchar(20)', (c) => c.notNull())
    .addColumn('versi', 'integer', (c) => c.notNull())
    .addColumn('instrumen', 'text', (c) => c.notNull())
    .addColumn('diubah_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('diubah_oleh', 'varchar(300)')
    .addUniqueConstraint('baterai_riwayat_versi', ['kategori', 'versi'])
    .execute();
  // Summaries kept before were computed without the results outside the battery: computed again.
  await sql`update ringkasan_gabungan set baterai = ''`.execute(db);
}
