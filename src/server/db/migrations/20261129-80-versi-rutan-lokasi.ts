import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 34: a kept list that shows a facility's name (the records list) is current only while a rename
 * raises that facility's count of writes (`versi_rutan`, migration 73), whoever renames it (the admin
 * page, a command-line tool, plain SQL). The route declarations' trigger test found `lokasi` without
 * that trigger (the admin route raised the count itself); now the database does.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`create trigger versi_rutan_lokasi_ubah after update on lokasi begin
      insert into versi_rutan (location, versi) values (cast(new.id as text), 1)
        on conflict (location) do update set versi = versi + 1;
    end`.execute(db);
  } else {
    await sql`create function versi_rutan_lokasi() returns trigger language plpgsql as $$
      begin
        perform versi_rutan_naik(cast(new.id as varchar(20)));
        return null;
      end
    $$`.execute(db);
    await sql`create trigger versi_rutan_lokasi after update on lokasi
      for each row execute function versi_rutan_lokasi()`.execute(db);
  }
}
