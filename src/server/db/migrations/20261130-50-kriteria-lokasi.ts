import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { idColumn, kunciId } from './columns';

/**
 * D24: a facility's added critical criteria, one row per version (1, 2, ... per facility), kept and never
 * edited: a change is a new row. `kriteria` is the whole set as JSON. A result records the version it
 * was judged by (`hasil.kriteria_versi`, this table's id; null: the defaults alone, before any version),
 * and keeps it when archived (`hasil_riwayat`).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('kriteria_lokasi')
    .addColumn('id', idColumn(dialect), kunciId(dialect))
    .addColumn('lokasi_id', 'integer', (c) => c.notNull().references('lokasi.id'))
    .addColumn('nomor', 'integer', (c) => c.notNull())
    .addColumn('kriteria', 'text', (c) => c.notNull())
    .addColumn('alasan', 'varchar(500)', (c) => c.notNull())
    .addColumn('dibuat_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('dibuat_oleh', 'varchar(100)')
    // Two admins saving at once: the second's version number is taken (409, nothing saved).
    .addUniqueConstraint('kriteria_lokasi_nomor', ['lokasi_id', 'nomor'])
    .execute();
  await db.schema.alterTable('hasil').addColumn('kriteria_versi', 'integer').execute();
  await db.schema.alterTable('hasil_riwayat').addColumn('kriteria_versi', 'integer').execute();
}
