import { sql, type Kysely } from 'kysely';
import { PILIHAN_PID5, PILIHAN_PID5_LAMA, TEKS_LAMA, bankDefault } from '#domain/index.ts';

/**
 * Issue 11: bank versions (one number per instrument, raised by every change of its bank), the
 * version each saved result was answered on (null for results saved before versions were kept), and
 * the corrected wording of the default banks on installs whose items were never edited by an admin
 * (an item still holding the old default text word for word).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bank_versi')
    .addColumn('instrument', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('versi', 'integer', (c) => c.notNull())
    .addColumn('diubah_at', 'varchar(32)')
    .execute();
  await db.schema.alterTable('hasil').addColumn('versi_bank', 'integer').execute();
  await perbaruiTeksDefault(db);
}

/** Replaces, word for word, old default texts and PID-5 option labels with today's defaults; nothing else. */
export async function perbaruiTeksDefault(db: Kysely<unknown>): Promise<void> {
  for (const t of TEKS_LAMA) {
    const baru = bankDefault(t.instrument)[t.nomor - 1].pertanyaan;
    await sql`update soal set pertanyaan = ${baru}
              where instrument = ${t.instrument} and nomor = ${t.nomor} and pertanyaan = ${t.lama}`.execute(db);
  }
  const lama = JSON.stringify(PILIHAN_PID5_LAMA);
  const baru = JSON.stringify(PILIHAN_PID5.map((p) => p.label));
  await sql`update soal set pilihan = ${baru} where instrument = 'pid5' and pilihan = ${lama}`.execute(db);
}
