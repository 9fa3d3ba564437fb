import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * D20: each round has its own follow-ups, so the rules open one follow-up per record, round and
 * priority (was per record and priority: a Kritis finding of round 2 opened nothing when round 1 had
 * had a Kritis follow-up).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.dropIndex('tindak_lanjut_aturan_unik').execute();
  await db.schema
    .createIndex('tindak_lanjut_aturan_unik')
    .on('tindak_lanjut')
    .columns(['peserta_id', 'ronde', 'prioritas'])
    .unique()
    .where(sql.ref('sumber'), '=', 'aturan')
    .execute();
}
