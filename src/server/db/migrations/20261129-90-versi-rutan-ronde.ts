import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 31 (D20): the combined list's priority also reads the current round's replaced attempts
 * (`hasil_riwayat` of the round `ronde` names as current). Its kept reply (ADR 031) is sent again only
 * while the Rutan's version stands still, so writes to those two tables raise it, as a result's do.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const tabel of ['ronde', 'hasil_riwayat']) {
    if (dialect === 'sqlite') {
      const naik = (id: string) =>
        sql.raw(`insert into versi_rutan (location, versi) select location, 1 from peserta where id = ${id}
          on conflict (location) do update set versi = versi + 1;`);
      await sql`create trigger ${sql.raw(`versi_rutan_${tabel}_tambah`)} after insert on ${sql.raw(tabel)} begin ${naik('new.peserta_id')} end`.execute(db);
      await sql`create trigger ${sql.raw(`versi_rutan_${tabel}_ubah`)} after update on ${sql.raw(tabel)} begin ${naik('new.peserta_id')} end`.execute(db);
      await sql`create trigger ${sql.raw(`versi_rutan_${tabel}_hapus`)} after delete on ${sql.raw(tabel)} begin ${naik('old.peserta_id')} end`.execute(db);
    } else {
      await sql`create trigger ${sql.raw(`versi_rutan_${tabel}`)} after insert or update or delete on ${sql.raw(tabel)}
        for each row execute function versi_rutan_milik_peserta()`.execute(db);
    }
  }
}
