// A view that computes many summaries at once (the combined list by priority after a start reads
// every record of the Rutan) keeps them in one statement (`RINGKASAN_BERSAMA`). On PostgreSQL that
// statement once read its rows from JSON, whose row count the planner guesses as 100: beside 100,000
// other summaries it ran its locking subquery again for each row (10,000 x 10,000 lookups, minutes of
// PostgreSQL's CPU; the request was held until the server closed its idle connection after 30 s, and
// `npm run bench`'s screening day stopped there). PostgreSQL only: SQLite's statement locks nothing.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Prioritas } from '#domain/index.ts';
import { testAppForFile } from '#server/test/harness.ts';
import { RINGKASAN_BERSAMA } from './gabungan-data';

const pgUrl = process.env.TEST_DATABASE_URL;

describe.runIf(pgUrl)('keeping many summaries at once on PostgreSQL', () => {
  const t = testAppForFile();

  it('keeps 5,000 summaries beside 100,000 others in one statement within seconds', async () => {
    const db = t.database.db;
    // The country's other records' summaries, written as a bulk load would (no triggers, no record
    // rows: only this table is read), then analysed as a running database is.
    await db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await sql`insert into ringkasan_gabungan (peserta_id, versi, tl_dicek)
        select g, 4, 4 from generate_series(1000001, 1105000) g`.execute(trx);
    });
    await sql`analyze ringkasan_gabungan`.execute(db);
    const baru = Array.from({ length: 5000 }, (_, i) => ({
      id: 1000001 + i * 21,
      // One in ten was written since the view read it: not kept.
      versi: i % 10 === 0 ? 3 : 4,
      prioritas: (i % 2 ? 'Tinggi' : 'Rendah') as Prioritas,
      selesai: 'pid5,psc17',
    }));
    await db.transaction().execute(async (trx) => {
      // The quadratic plan runs for minutes; a linear one in well under a second, even under load.
      await sql`set local statement_timeout = '20s'`.execute(trx);
      await RINGKASAN_BERSAMA.tulisSemua(trx, [{ dialect: 'postgres', baterai: 'pid5,psc17,dukungan', baru }]);
    });
    const kept = await db
      .selectFrom('ringkasan_gabungan')
      .select(['peserta_id', 'dihitung', 'baterai', 'prioritas', 'selesai'])
      .where('dihitung', 'is not', null)
      .orderBy('peserta_id')
      .execute();
    const diharap = baru.filter((b) => b.versi === 4);
    expect(kept).toHaveLength(diharap.length);
    expect(kept).toEqual(
      diharap.map((b) => ({
        peserta_id: b.id,
        dihitung: 4,
        baterai: 'pid5,psc17,dukungan',
        prioritas: b.prioritas,
        selesai: b.selesai,
      })),
    );
  }, 120_000);
});
