import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { dibuatDiubah, tabelSatuPerPeserta } from './columns';
import { versiRutanMilikPeserta } from './bantu';

/**
 * D21: the consent recorded by the assessor before any sub test of a record opens, one per record
 * (a new recording replaces it, and the audit keeps both). Erased with the record. Its triggers raise
 * the Rutan's list version (20261125-73), since the records list shows whether consent is on file.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await tabelSatuPerPeserta(db, 'persetujuan')
    .addColumn('pemberi', 'varchar(30)', (c) => c.notNull())
    .addColumn('nama_pemberi', 'varchar(200)')
    .addColumn('hubungan', 'varchar(100)')
    .addColumn('cara', 'varchar(10)', (c) => c.notNull())
    .addColumn('diberikan_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('saksi', 'varchar(200)')
    .addColumn('alasan_tanpa_pendamping', 'text')
    .addColumn('catatan_pk', 'text')
    .addColumn('dicatat_oleh', 'integer', (c) => c.references('asessor.id').onDelete('set null'))
    .$call(dibuatDiubah)
    .execute();

  await versiRutanMilikPeserta(db, dialect, 'persetujuan', ['tambah', 'ubah']);
}
