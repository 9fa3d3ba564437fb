import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 32: the records list shows each record's status, and a refusal or a stop ("Saya tidak mau",
 * "Berhenti") is part of it. The list's kept replies (ADR 031) are sent again only while the Rutan's
 * version stands still, so a write to `kesediaan` raises it, as a consent's does (20261127-95).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    const naik = (id: string) =>
      sql.raw(`insert into versi_rutan (location, versi) select location, 1 from peserta where id = ${id}
        on conflict (location) do update set versi = versi + 1;`);
    await sql`create trigger versi_rutan_kesediaan_tambah after insert on kesediaan begin ${naik('new.peserta_id')} end`.execute(db);
    await sql`create trigger versi_rutan_kesediaan_ubah after update on kesediaan begin ${naik('new.peserta_id')} end`.execute(db);
    await sql`create trigger versi_rutan_kesediaan_hapus after delete on kesediaan begin ${naik('old.peserta_id')} end`.execute(db);
  } else {
    await sql`create trigger versi_rutan_kesediaan after insert or update or delete on kesediaan
      for each row execute function versi_rutan_milik_peserta()`.execute(db);
  }
}
