import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../database';

/**
 * What the record knows of the person (issue 30 point 3, issue 27): jenis kelamin, pendidikan
 * terakhir, bahasa sehari-hari and tanggal masuk Rutan. Required for new records by the API; null on
 * records made before (they stay valid and may be completed later). The interpretation reads them: a
 * female officer for girls and women, the days from admission to the screening, the reading level.
 *
 * `skrining_at`: when the screening answers were last given or changed. Deadlines count from the
 * finding (D19), never from printing; records made before keep their creation time.
 *
 * The assessor's follow-up after self harm 'Ya' or a top hopelessness answer (CLINICAL.md "Round
 * three"), recorded like the two sexual-violence questions: when last, thoughts of ending life today
 * ('Ya' / 'Tidak' / 'Ragu-ragu': 'Ya' or doubt makes the result Kritis), a plan or means, and when it
 * was recorded.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  for (const [kolom, jenis] of [
    ['jenis_kelamin', 'varchar(1)'],
    ['pendidikan', 'varchar(30)'],
    ['bahasa', 'varchar(100)'],
    ['tanggal_masuk', 'varchar(10)'],
    ['skrining_at', 'varchar(32)'],
    ['tl_kapan_terakhir', 'varchar(200)'],
    ['tl_pikiran_hari_ini', 'varchar(10)'],
    ['tl_rencana', 'varchar(500)'],
    ['tl_dicatat_at', 'varchar(32)'],
  ] as const) {
    await db.schema.alterTable('peserta').addColumn(kolom, jenis).execute();
  }
  await sql`update peserta set skrining_at = created_at`.execute(db);
}
