import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './columns';

/**
 * Issue 31 (D19): follow-ups with an officer and a clock, their actions, referrals and history. Never
 * deleted by the product; a record's erasure takes them with it (cascade). `versi` is raised by every
 * change, so that a second editor is told instead of silently overwriting (409).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('tindak_lanjut')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('peserta_id', 'integer', (c) => c.notNull().references('peserta.id').onDelete('cascade'))
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

  await db.schema
    .createTable('tindak_lanjut_aksi')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('tindak_lanjut_id', 'integer', (c) => c.notNull().references('tindak_lanjut.id').onDelete('cascade'))
    .addColumn('tindakan', 'text', (c) => c.notNull())
    .addColumn('oleh', 'varchar(200)', (c) => c.notNull())
    .addColumn('pada', 'varchar(32)', (c) => c.notNull())
    .addColumn('catatan', 'text')
    .addColumn('dicatat_pada', 'varchar(32)', (c) => c.notNull())
    .addColumn('dicatat_oleh', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tindak_lanjut_aksi_induk').on('tindak_lanjut_aksi').columns(['tindak_lanjut_id']).execute();

  await db.schema
    .createTable('tindak_lanjut_rujukan')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('tindak_lanjut_id', 'integer', (c) => c.notNull().references('tindak_lanjut.id').onDelete('cascade'))
    .addColumn('tujuan', 'varchar(30)', (c) => c.notNull())
    .addColumn('tujuan_lain', 'varchar(200)')
    .addColumn('tanggal', 'varchar(10)', (c) => c.notNull())
    .addColumn('nomor', 'varchar(100)')
    .addColumn('hasil', 'text')
    .addColumn('hasil_pada', 'varchar(32)')
    .addColumn('dicatat_pada', 'varchar(32)', (c) => c.notNull())
    .addColumn('dicatat_oleh', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tindak_lanjut_rujukan_induk').on('tindak_lanjut_rujukan').columns(['tindak_lanjut_id']).execute();

  // Opened, raised, officer set, closed, reopened: each with its reason, who and when.
  await db.schema
    .createTable('tindak_lanjut_riwayat')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('tindak_lanjut_id', 'integer', (c) => c.notNull().references('tindak_lanjut.id').onDelete('cascade'))
    .addColumn('jenis', 'varchar(30)', (c) => c.notNull())
    .addColumn('keterangan', 'text')
    .addColumn('pada', 'varchar(32)', (c) => c.notNull())
    .addColumn('oleh', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tindak_lanjut_riwayat_induk').on('tindak_lanjut_riwayat').columns(['tindak_lanjut_id']).execute();

  // The combined list and the exports show a record's follow-up status: a change to it is a change to
  // what the Rutan's lists show, so it raises `versi_rutan` like a note does (migration 73).
  if (dialect === 'sqlite') {
    const naik = (id: string) =>
      sql.raw(`insert into versi_rutan (location, versi) select location, 1 from peserta where id = ${id}
        on conflict (location) do update set versi = versi + 1;`);
    await sql`create trigger versi_rutan_tindak_lanjut_tambah after insert on tindak_lanjut begin ${naik('new.peserta_id')} end`.execute(
      db,
    );
    await sql`create trigger versi_rutan_tindak_lanjut_ubah after update on tindak_lanjut begin ${naik('new.peserta_id')} end`.execute(
      db,
    );
  } else {
    await sql`create trigger versi_rutan_tindak_lanjut after insert or update on tindak_lanjut
      for each row execute function versi_rutan_milik_peserta()`.execute(db);
  }
}
