import { sql, type Kysely } from 'kysely';

/**
 * D12 and issue 12: what a saved sub test keeps about how it was taken (duration, bank size, seconds
 * per item from the arrival of each draft answer), and the assessor's answers about sexual abuse
 * that set the priority (recent abuse, alleged abuser in the same facility).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hasil').addColumn('durasi_detik', 'integer').execute();
  await db.schema.alterTable('hasil').addColumn('jumlah_soal', 'integer').execute();
  await db.schema.alterTable('hasil').addColumn('detik_per_soal', 'text').execute();
  await db.schema.alterTable('pengerjaan').addColumn('waktu_jawab', 'text').execute();
  await db.schema.alterTable('peserta').addColumn('kekerasan_seksual_baru', 'varchar(10)').execute();
  await db.schema.alterTable('peserta').addColumn('pelaku_satu_fasilitas', 'varchar(10)').execute();

  // Results saved before this change: the fixed forms have a known size; the bank-sized ones take
  // the size of the bank in place now (the best that is known of it).
  await sql`update hasil set jumlah_soal = 25 where instrument = 'pid5' and jumlah_soal is null`.execute(db);
  await sql`update hasil set jumlah_soal = 17 where instrument = 'psc17' and jumlah_soal is null`.execute(db);
  await sql`update hasil set jumlah_soal = (select count(*) from soal where soal.instrument = hasil.instrument)
            where instrument in ('dukungan', 'kognitif') and jumlah_soal is null`.execute(db);
}
