import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { pemicuPostgres } from './bantu';

/**
 * Issue 17 (speed), nothing visible changes: a per-instrument result list (`/api/hasil-{instrument}-full`)
 * sorted every result of the instrument in the Rutan and category to show 50 (about 50 ms of CPU on
 * SQLite at 10,000 records, time-outs on PostgreSQL). Each result now carries its record's `location`
 * and `kategori`, copied by triggers whenever a result is written or its record moves, and an index
 * (instrument, location, kategori, submitted_at, id) gives a page and its count straight from the
 * index. The lists keep their conditions on the record as well.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('hasil').addColumn('location', 'varchar(50)').execute();
  await db.schema.alterTable('hasil').addColumn('kategori', 'varchar(20)').execute();
  await sql`update hasil set
      location = (select p.location from peserta p where p.id = hasil.peserta_id),
      kategori = (select p.kategori from peserta p where p.id = hasil.peserta_id)`.execute(db);
  await db.schema
    .createIndex('hasil_daftar')
    .on('hasil')
    .columns(['instrument', 'location', 'kategori', 'submitted_at', 'id'])
    .execute();

  if (dialect === 'sqlite') {
    // Any write of a result (its record, or the copied columns themselves) takes its record's values.
    for (const [nama, kapan] of [
      ['hasil_lokasi_tambah', 'after insert on hasil'],
      ['hasil_lokasi_ubah', 'after update of peserta_id, location, kategori on hasil'],
    ] as const) {
      await sql`create trigger ${sql.id(nama)} ${sql.raw(kapan)}
        when new.location is not (select p.location from peserta p where p.id = new.peserta_id)
          or new.kategori is not (select p.kategori from peserta p where p.id = new.peserta_id)
        begin
          update hasil set
            location = (select p.location from peserta p where p.id = new.peserta_id),
            kategori = (select p.kategori from peserta p where p.id = new.peserta_id)
          where id = new.id;
        end`.execute(db);
    }
    await sql`create trigger hasil_lokasi_pindah after update of location, kategori on peserta begin
      update hasil set location = new.location, kategori = new.kategori where peserta_id = new.id;
    end`.execute(db);
    return;
  }
  await pemicuPostgres(db, 'hasil_lokasi', 'before insert or update on hasil', sql`
    begin
      select p.location, p.kategori into new.location, new.kategori from peserta p where p.id = new.peserta_id;
      return new;
    end
  `);
  await pemicuPostgres(db, 'hasil_lokasi_pindah', 'after update of location, kategori on peserta', sql`
    begin
      update hasil set location = new.location, kategori = new.kategori where peserta_id = new.id;
      return null;
    end
  `);
}
