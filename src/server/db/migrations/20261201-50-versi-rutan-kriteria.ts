import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 31 (D24): a record without results is judged by its facility's criteria version in force now,
 * so a new version changes what that facility's kept lists show. Its insert raises the facility's count
 * of writes (`versi_rutan`, migration 73), whoever saves it, as a rename does (migration 80).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`create trigger versi_rutan_kriteria_baru after insert on kriteria_lokasi begin
      insert into versi_rutan (location, versi) values (cast(new.lokasi_id as text), 1)
        on conflict (location) do update set versi = versi + 1;
    end`.execute(db);
  } else {
    await sql`create function versi_rutan_kriteria() returns trigger language plpgsql as $$
      begin
        perform versi_rutan_naik(cast(new.lokasi_id as varchar(20)));
        return null;
      end
    $$`.execute(db);
    await sql`create trigger versi_rutan_kriteria after insert on kriteria_lokasi
      for each row execute function versi_rutan_kriteria()`.execute(db);
  }
}
