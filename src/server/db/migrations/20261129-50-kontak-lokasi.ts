import type { Kysely } from 'kysely';

/**
 * D24: each facility's local contacts (UPTD PPA, Puskesmas or clinic, psychologist or psychiatrist,
 * Bapas, the police's children unit), one per kind, set by the admin and shown to the facility's
 * assessors beside the follow-ups' actions and referrals. A facility is never deleted (it closes), so
 * its contacts stay with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lokasi_kontak')
    .addColumn('lokasi_id', 'integer', (c) => c.notNull().references('lokasi.id'))
    .addColumn('jenis', 'varchar(20)', (c) => c.notNull())
    .addColumn('nama', 'varchar(120)', (c) => c.notNull())
    .addColumn('telepon', 'varchar(30)', (c) => c.notNull())
    .addColumn('keterangan', 'varchar(200)')
    .addColumn('diubah_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('diubah_oleh', 'varchar(100)')
    .addPrimaryKeyConstraint('lokasi_kontak_pk', ['lokasi_id', 'jenis'])
    .execute();
}
