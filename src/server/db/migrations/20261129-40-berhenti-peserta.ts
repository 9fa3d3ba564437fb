import type { Kysely } from 'kysely';

/**
 * D21 / CLINICAL.md: a sub test the person stopped with "Berhenti mengerjakan" is saved like a closed
 * one (timed_out = 1, what was answered kept) but must never read as a time-out. `berhenti_peserta_at`
 * is when the person stopped it; null otherwise. Kept in a closed round's archive as well, like
 * `diakhiri_oleh` (migration 20261129-11). Results stopped before this migration stay null (they read
 * as a time-out, as they did).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hasil').addColumn('berhenti_peserta_at', 'varchar(32)').execute();
  await db.schema.alterTable('hasil_riwayat').addColumn('berhenti_peserta_at', 'varchar(32)').execute();
}
