import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Dialect } from '../database';
import { pemicuPostgres } from './bantu';

/**
 * Issue 33: Beranda's category counts (this Rutan beside all facilities) were read from the index
 * `hasil_sebaran` (migration 20261128-80): a scan of every result ever saved, all facilities, on every
 * Beranda: 8 ms with 10,000 records, 177 ms with 110,000, growing with the country's history. The counts
 * are now kept per instrument, facility and category in `sebaran_kategori`, moved by triggers on every
 * write of a result (saved, moved to another facility with its record, removed with a round's close or
 * an erasure), so a Beranda reads a few rows per facility whatever the history. The index is dropped:
 * nothing reads it any more and every save paid for it.
 *
 * The flagged share per assessor reads the last 90 days' results by `hasil_terbaru` (location,
 * submitted_at) and then each row for the columns its remembered flags are checked against: on SQLite
 * those sit behind the row's JSON (answers, score, per-item times), in overflow pages, about 14 ms a
 * Beranda for 5,000 results. The index now carries them, so the read is the index alone; the month's
 * count (record ids) too. Same name: what asks for the recent results by facility reads it as before.
 */
export function kategoriDari(dialect: Dialect, baris: 'new' | 'old' | null): RawBuilder<string | null> {
  const kolom = (nama: string) => sql.raw(baris ? `${baris}.${nama}` : nama);
  return dialect === 'sqlite'
    ? sql`(case when ${kolom('instrument')} = 'psc17' then json_extract(${kolom('skor')}, '$.kategori_total') else json_extract(${kolom('skor')}, '$.kategori') end)`
    : sql`(case when ${kolom('instrument')} = 'psc17' then (${kolom('skor')}::jsonb ->> 'kategori_total') else (${kolom('skor')}::jsonb ->> 'kategori') end)`;
}

/** Counts every result into `sebaran_kategori` from scratch (the migration; a test compares it with the kept counts). */
export async function hitungSebaran(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const k = kategoriDari(dialect, null);
  await sql`delete from sebaran_kategori`.execute(db);
  await sql`insert into sebaran_kategori (instrument, location, kategori, jumlah)
    select instrument, location, ${k}, count(*) from hasil
    where location is not null and ${k} is not null
    group by instrument, location, ${k}`.execute(db);
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('sebaran_kategori')
    .addColumn('instrument', 'varchar(20)', (c) => c.notNull())
    .addColumn('location', 'varchar(50)', (c) => c.notNull())
    .addColumn('kategori', 'text', (c) => c.notNull())
    .addColumn('jumlah', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('sebaran_kategori_pk', ['instrument', 'location', 'kategori'])
    .execute();
  await hitungSebaran(db, dialect);
  await sql`drop index hasil_sebaran`.execute(db);
  await sql`drop index hasil_terbaru`.execute(db);
  await db.schema
    .createIndex('hasil_terbaru')
    .on('hasil')
    .columns([
      'location',
      'submitted_at',
      'peserta_id',
      'instrument',
      'percobaan',
      'started_at',
      'timed_out',
      'durasi_detik',
      'diakhiri_oleh',
      'id',
    ])
    .execute();

  if (dialect === 'sqlite') {
    const tambah = (b: 'new' | 'old', arah: '+' | '-') => {
      const k = kategoriDari(dialect, b);
      const kol = (nama: string) => sql.raw(`${b}.${nama}`);
      return sql`
        insert or ignore into sebaran_kategori (instrument, location, kategori, jumlah)
          select ${kol('instrument')}, ${kol('location')}, ${k}, 0 where ${kol('location')} is not null and ${k} is not null;
        update sebaran_kategori set jumlah = jumlah ${sql.raw(arah)} 1
          where instrument = ${kol('instrument')} and location = ${kol('location')} and kategori = ${k};`;
    };
    // SQLite sets a new result's facility by a second write (the trigger hasil_lokasi_tambah of
    // migration 20261123-72): the insert counts what it has, the update moves it.
    await sql`create trigger sebaran_tambah after insert on hasil begin ${tambah('new', '+')} end`.execute(db);
    await sql`create trigger sebaran_hapus after delete on hasil begin ${tambah('old', '-')} end`.execute(db);
    await sql`create trigger sebaran_ubah after update of instrument, location, skor on hasil
      when old.instrument is not new.instrument or old.location is not new.location
        or ${kategoriDari(dialect, 'old')} is not ${kategoriDari(dialect, 'new')}
      begin ${tambah('old', '-')} ${tambah('new', '+')} end`.execute(db);
    return;
  }
  await pemicuPostgres(db, 'sebaran_kategori_ubah', 'after insert or update or delete on hasil', sql`
    declare k_lama text; k_baru text;
    begin
      if tg_op <> 'INSERT' then
        k_lama := ${kategoriDari(dialect, 'old')};
      end if;
      if tg_op <> 'DELETE' then
        k_baru := ${kategoriDari(dialect, 'new')};
      end if;
      if tg_op = 'UPDATE' and old.instrument is not distinct from new.instrument
        and old.location is not distinct from new.location and k_lama is not distinct from k_baru then
        return null;
      end if;
      if k_lama is not null and old.location is not null then
        update sebaran_kategori set jumlah = jumlah - 1
          where instrument = old.instrument and location = old.location and kategori = k_lama;
      end if;
      if k_baru is not null and new.location is not null then
        insert into sebaran_kategori as s (instrument, location, kategori, jumlah)
          values (new.instrument, new.location, k_baru, 1)
          on conflict (instrument, location, kategori) do update set jumlah = s.jumlah + 1;
      end if;
      return null;
    end
  `, 'sebaran_kategori');
}
