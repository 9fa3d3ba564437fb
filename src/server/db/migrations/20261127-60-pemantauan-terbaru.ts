import type { Kysely } from 'kysely';

/**
 * Issue 33: Pemantauan, asked by every assessor's tablet every 3 seconds, read every result of the Rutan
 * to keep those of the last hour, so it cost more the longer the Rutan's history (45.9 ms median with
 * 10,000 records and two years of results, measured). An index on the result's trigger-kept `location`
 * (migration 72) and its submission time reads only the recent ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('hasil_terbaru').on('hasil').columns(['location', 'submitted_at']).execute();
}
