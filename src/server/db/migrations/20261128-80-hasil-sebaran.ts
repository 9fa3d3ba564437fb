import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 33: Beranda's category counts (this Rutan beside all facilities) read every result's JSON score,
 * 3.4 s on SQLite with 110,000 records (measured), holding the event loop meanwhile. An index on the
 * result's category, with the facility, lets both counts be read from the index alone (177 ms for all
 * facilities, 18 ms for one Rutan of 10,000 records, on a loaded machine). The expression must stay the
 * one `distribusi` in features/tindak-lanjut/beranda-data.ts groups by (its test checks the plan).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const kategori =
    dialect === 'sqlite'
      ? sql`(case when instrument = 'psc17' then json_extract(skor, '$.kategori_total') else json_extract(skor, '$.kategori') end)`
      : sql`(case when instrument = 'psc17' then (skor::jsonb ->> 'kategori_total') else (skor::jsonb ->> 'kategori') end)`;
  await sql`create index hasil_sebaran on hasil (instrument, location, ${kategori})`.execute(db);
}
