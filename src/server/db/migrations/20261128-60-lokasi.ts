import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { dibuatDiubah, tabelDenganId } from './columns';

/**
 * D24 (ADR d24): facilities are data. `lokasi` holds each facility (name, kind, province, open or
 * closed), seeded with the spec's Rutan 1-3. The `location` columns of records and assessors (and the
 * copies kept from them: `hasil.location`, `peserta_jumlah`, `versi_rutan`) keep their name, type,
 * indexes and triggers, but now hold the facility's id as decimal text instead of its name, so a
 * rename changes one row. Existing data is migrated in place: every name found is a facility (the
 * spec's three, or any other value an older tool wrote), then each `location` takes its id; the
 * triggers on `peserta` carry the change to the copies.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await tabelDenganId(db, dialect, 'lokasi')
    .addColumn('nama', 'varchar(100)', (c) => c.notNull())
    .addColumn('jenis', 'varchar(10)', (c) => c.notNull())
    .addColumn('provinsi', 'varchar(60)')
    // 1 open; 0 closed: no new records or accounts, its data stays readable by its assessors.
    .addColumn('aktif', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(dibuatDiubah)
    .execute();
  // Names are told apart ignoring case, as the admin reads them.
  await sql`create unique index lokasi_nama on lokasi (lower(nama))`.execute(db);

  const now = new Date().toISOString();
  for (const nama of ['Rutan 1', 'Rutan 2', 'Rutan 3']) {
    await sql`insert into lokasi (nama, jenis, provinsi, aktif, created_at, updated_at)
      values (${nama}, 'Rutan', null, 1, ${now}, ${now})`.execute(db);
  }
  await lokasiKeId(db, now);
}

/**
 * Existing data in place: every `location` value that is not yet a facility's key names one (the
 * spec's three, or any other value an older tool wrote, which becomes a facility of its own) and takes
 * its id. Values already keys are left alone, so running it twice changes nothing.
 */
export async function lokasiKeId(db: Kysely<unknown>, now: string): Promise<void> {
  const kunci = sql`cast(l.id as varchar(20))`;
  const bukanKunci = (kolom: string) => sql`${sql.ref(kolom)} not in (select ${kunci} from lokasi l)`;
  await sql`insert into lokasi (nama, jenis, provinsi, aktif, created_at, updated_at)
    select min(x.location), 'Rutan', null, 1, ${now}, ${now} from (
      select location from asessor where ${bukanKunci('location')}
      union select location from peserta where ${bukanKunci('location')}
    ) x where lower(x.location) not in (select lower(nama) from lokasi) group by lower(x.location)`.execute(db);
  for (const tabel of ['asessor', 'peserta']) {
    await sql`update ${sql.table(tabel)} set location = (
        select ${kunci} from lokasi l where lower(l.nama) = lower(${sql.ref(`${tabel}.location`)})
      ) where ${bukanKunci(`${tabel}.location`)}`.execute(db);
  }
  // The names' rows of the kept counts are empty now (the triggers moved every record to its id).
  await sql`delete from peserta_jumlah where ${bukanKunci('location')}`.execute(db);
  await sql`delete from versi_rutan where ${bukanKunci('location')}`.execute(db);
}
