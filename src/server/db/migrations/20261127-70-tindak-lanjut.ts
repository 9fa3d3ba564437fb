import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { dicatat, milikPeserta, tabelDenganId, tabelMilikTindakLanjut } from './columns';
import { versiRutanMilikPeserta } from './bantu';

/**
 * Issue 31 (D19): follow-ups with an officer and a clock, their actions, referrals and history. Never
 * deleted by the product; a record's erasure takes them with it (cascade). `versi` is raised by every
 * change, so that a second editor is told instead of silently overwriting (409).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await tabelDenganId(db, dialect, 'tindak_lanjut')
    .$call(milikPeserta)
    .addColumn('prioritas', 'varchar(20)', (c) => c.notNull())
    // 'aturan' (opened by the rules) or 'asessor' (opened by hand).
    .addColumn('sumber', 'varchar(20)', (c) => c.notNull())
    .addColumn('temuan_pada', 'varchar(32)', (c) => c.notNull())
    .addColumn('tenggat', 'varchar(32)')
    .addColumn('petugas_id', 'integer', (c) => c.references('asessor.id').onDelete('set null'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('terbuka'))
    .addColumn('alasan_tutup', 'varchar(30)')
    .addColumn('ditutup_pada', 'varchar(32)')
    .addColumn('versi', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('dibuat_pada', 'varchar(32)', (c) => c.notNull())
    .addColumn('diubah_pada', 'varchar(32)', (c) => c.notNull())
    // A name, not an id: the 409 says who changed it even after that account is gone.
    .addColumn('diubah_oleh', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tindak_lanjut_peserta').on('tindak_lanjut').columns(['peserta_id', 'status']).execute();
  await db.schema.createIndex('tindak_lanjut_status_tenggat').on('tindak_lanjut').columns(['status', 'tenggat']).execute();
  // The rules open one follow-up per record and priority: two saves at once cannot open two.
  await db.schema
    .createIndex('tindak_lanjut_aturan_unik')
    .on('tindak_lanjut')
    .columns(['peserta_id', 'prioritas'])
    .unique()
    .where(sql.ref('sumber'), '=', 'aturan')
    .execute();

  await tabelMilikTindakLanjut(db, dialect, 'tindak_lanjut_aksi', (t) =>
    t
      .addColumn('tindakan', 'text', (c) => c.notNull())
      .addColumn('oleh', 'varchar(200)', (c) => c.notNull())
      .addColumn('pada', 'varchar(32)', (c) => c.notNull())
      .addColumn('catatan', 'text')
      .$call(dicatat),
  );
  await tabelMilikTindakLanjut(db, dialect, 'tindak_lanjut_rujukan', (t) =>
    t
      .addColumn('tujuan', 'varchar(30)', (c) => c.notNull())
      .addColumn('tujuan_lain', 'varchar(200)')
      .addColumn('tanggal', 'varchar(10)', (c) => c.notNull())
      .addColumn('nomor', 'varchar(100)')
      .addColumn('hasil', 'text')
      .addColumn('hasil_pada', 'varchar(32)')
      .$call(dicatat),
  );
  // Opened, raised, officer set, closed, reopened: each with its reason, who and when.
  await tabelMilikTindakLanjut(db, dialect, 'tindak_lanjut_riwayat', (t) =>
    t
      .addColumn('jenis', 'varchar(30)', (c) => c.notNull())
      .addColumn('keterangan', 'text')
      .addColumn('pada', 'varchar(32)', (c) => c.notNull())
      .addColumn('oleh', 'varchar(200)', (c) => c.notNull()),
  );

  // The combined list and the exports show a record's follow-up status: a change to it is a change to
  // what the Rutan's lists show, so it raises `versi_rutan` like a note does (migration 73).
  await versiRutanMilikPeserta(db, dialect, 'tindak_lanjut', ['tambah', 'ubah']);
}
