import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 17 (speed), nothing visible changes: `peserta_jumlah` counts the records of each Rutan per
 * category (D17), since every list now asks for one category and otherwise counted the Rutan on
 * each page. The triggers follow inserts, deletes and moves between Rutan or categories.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    for (const t of ['peserta_jumlah_tambah', 'peserta_jumlah_kurang', 'peserta_jumlah_pindah']) {
      await sql`drop trigger if exists ${sql.id(t)}`.execute(db);
    }
  } else {
    await sql`drop trigger if exists peserta_jumlah_ubah on peserta`.execute(db);
    await sql`drop function if exists peserta_jumlah_ubah()`.execute(db);
  }
  await db.schema.dropTable('peserta_jumlah').execute();
  await db.schema
    .createTable('peserta_jumlah')
    .addColumn('location', 'varchar(50)', (c) => c.notNull())
    .addColumn('kategori', 'varchar(20)', (c) => c.notNull())
    .addColumn('jumlah', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('peserta_jumlah_pk', ['location', 'kategori'])
    .execute();
  await sql`insert into peserta_jumlah (location, kategori, jumlah)
    select location, kategori, count(*) from peserta group by location, kategori`.execute(db);

  if (dialect === 'sqlite') {
    await sql`create trigger peserta_jumlah_tambah after insert on peserta begin
      insert into peserta_jumlah (location, kategori, jumlah) values (new.location, new.kategori, 1)
        on conflict (location, kategori) do update set jumlah = jumlah + 1;
    end`.execute(db);
    await sql`create trigger peserta_jumlah_kurang after delete on peserta begin
      update peserta_jumlah set jumlah = jumlah - 1 where location = old.location and kategori = old.kategori;
    end`.execute(db);
    await sql`create trigger peserta_jumlah_pindah after update of location, kategori on peserta
      when old.location <> new.location or old.kategori <> new.kategori begin
      update peserta_jumlah set jumlah = jumlah - 1 where location = old.location and kategori = old.kategori;
      insert into peserta_jumlah (location, kategori, jumlah) values (new.location, new.kategori, 1)
        on conflict (location, kategori) do update set jumlah = jumlah + 1;
    end`.execute(db);
  } else {
    await sql`create function peserta_jumlah_ubah() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          update peserta_jumlah set jumlah = jumlah - 1 where location = old.location and kategori = old.kategori;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into peserta_jumlah (location, kategori, jumlah) values (new.location, new.kategori, 1)
            on conflict (location, kategori) do update set jumlah = peserta_jumlah.jumlah + 1;
        end if;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger peserta_jumlah_ubah after insert or delete or update of location, kategori on peserta
      for each row execute function peserta_jumlah_ubah()`.execute(db);
  }
}
