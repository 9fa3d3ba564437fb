import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { tabelHitungan } from './columns';

/**
 * Issue 17 (speed), nothing visible changes:
 * - `peserta_jumlah`: how many records each Rutan has, kept exact by triggers in the database itself
 *   (any writer, any process), so a paged list's total is one row instead of counting the Rutan.
 * - SQLite: an index holding the lowered name and registration number, so a name search reads the
 *   compact index instead of every record (the search expression is unchanged).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await tabelHitungan(db, 'peserta_jumlah', ['location', 'varchar(50)'], ['jumlah', 'integer']);
  await sql`insert into peserta_jumlah (location, jumlah) select location, count(*) from peserta group by location`.execute(db);

  if (dialect === 'sqlite') {
    await sql`create trigger peserta_jumlah_tambah after insert on peserta begin
      insert into peserta_jumlah (location, jumlah) values (new.location, 1)
        on conflict (location) do update set jumlah = jumlah + 1;
    end`.execute(db);
    await sql`create trigger peserta_jumlah_kurang after delete on peserta begin
      update peserta_jumlah set jumlah = jumlah - 1 where location = old.location;
    end`.execute(db);
    await sql`create trigger peserta_jumlah_pindah after update of location on peserta when old.location <> new.location begin
      update peserta_jumlah set jumlah = jumlah - 1 where location = old.location;
      insert into peserta_jumlah (location, jumlah) values (new.location, 1)
        on conflict (location) do update set jumlah = jumlah + 1;
    end`.execute(db);
    await sql`create index peserta_cari on peserta (location, lower(name), lower(registration_no))`.execute(db);
  } else {
    await sql`create function peserta_jumlah_ubah() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          update peserta_jumlah set jumlah = jumlah - 1 where location = old.location;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into peserta_jumlah (location, jumlah) values (new.location, 1)
            on conflict (location) do update set jumlah = peserta_jumlah.jumlah + 1;
        end if;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger peserta_jumlah_ubah after insert or delete or update of location on peserta
      for each row execute function peserta_jumlah_ubah()`.execute(db);
  }
}
