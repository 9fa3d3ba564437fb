import type { Kysely } from 'kysely';

/**
 * Finding 8 (issue 27) kept across rounds (D20): a closed round's archive and a replaced attempt keep
 * who ended the sub test from Pemantauan and why, like `hasil` itself (migration 20261128-10); without
 * them an archived result ended by staff would read as a time-out again. Archives made before this
 * migration never copied them: they stay null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hasil_riwayat').addColumn('diakhiri_oleh', 'varchar(200)').execute();
  await db.schema.alterTable('hasil_riwayat').addColumn('diakhiri_alasan', 'varchar(500)').execute();
}
