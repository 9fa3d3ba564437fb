import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { binaryColumn, dibuatDiubah, kolomHasil, milikPeserta, tabelDenganId } from './columns';

/** Child records, results, drafts with their start times, notes, question banks, images and the audit log. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await tabelDenganId(db, dialect, 'peserta')
    .addColumn('registration_no', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('age', 'integer', (c) => c.notNull())
    .addColumn('place_of_birth', 'varchar(200)', (c) => c.notNull())
    .addColumn('date_of_birth', 'varchar(10)', (c) => c.notNull())
    .addColumn('asessor_id', 'integer', (c) => c.references('asessor.id').onDelete('set null'))
    .addColumn('location', 'varchar(50)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('napza', 'varchar(10)', (c) => c.notNull())
    .addColumn('alkohol', 'varchar(10)', (c) => c.notNull())
    .addColumn('penyakit_menular', 'varchar(10)', (c) => c.notNull())
    .addColumn('riwayat_lgbt', 'varchar(10)', (c) => c.notNull())
    .addColumn('kekerasan_seksual', 'varchar(10)', (c) => c.notNull())
    .addColumn('korban_kekerasan_seksual', 'varchar(10)', (c) => c.notNull())
    .addColumn('self_harm', 'varchar(10)', (c) => c.notNull())
    .$call(dibuatDiubah)
    .execute();
  await db.schema.createIndex('peserta_location_id').on('peserta').columns(['location', 'id']).execute();

  await tabelDenganId(db, dialect, 'hasil')
    .$call(milikPeserta)
    .$call(kolomHasil)
    .addUniqueConstraint('hasil_peserta_instrument', ['peserta_id', 'instrument'])
    .execute();
  await db.schema.createIndex('hasil_instrument').on('hasil').columns(['instrument', 'peserta_id']).execute();

  await tabelDenganId(db, dialect, 'pengerjaan')
    .$call(milikPeserta)
    .addColumn('instrument', 'varchar(20)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('jawaban', 'text', (c) => c.notNull())
    .addColumn('jawaban_essay', 'text')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('pengerjaan_peserta_instrument', ['peserta_id', 'instrument'])
    .execute();

  await tabelDenganId(db, dialect, 'catatan')
    .addColumn('peserta_id', 'integer', (c) => c.notNull().unique().references('peserta.id').onDelete('cascade'))
    .addColumn('catatan', 'text', (c) => c.notNull())
    .$call(dibuatDiubah)
    .execute();

  await tabelDenganId(db, dialect, 'soal')
    .addColumn('instrument', 'varchar(20)', (c) => c.notNull())
    .addColumn('nomor', 'integer', (c) => c.notNull())
    .addColumn('pertanyaan', 'text', (c) => c.notNull())
    .addColumn('pilihan', 'text', (c) => c.notNull())
    .addColumn('gambar', 'text')
    .addColumn('kunci', 'varchar(1)')
    .execute();
  await db.schema.createIndex('soal_instrument_nomor').on('soal').columns(['instrument', 'nomor']).execute();

  await db.schema
    .createTable('gambar')
    .addColumn('filename', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('mime', 'varchar(50)', (c) => c.notNull())
    .addColumn('data', binaryColumn(dialect), (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await tabelDenganId(db, dialect, 'audit')
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('role', 'varchar(20)', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'varchar(200)')
    .addColumn('action', 'varchar(50)', (c) => c.notNull())
    .addColumn('target', 'varchar(200)')
    .addColumn('detail', 'text')
    .addColumn('ip', 'varchar(64)')
    .execute();
  await db.schema.createIndex('audit_at').on('audit').column('at').execute();
}
