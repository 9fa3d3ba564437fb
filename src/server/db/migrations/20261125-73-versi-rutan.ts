import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { tabelHitungan } from './columns';
import { naikVersiRutanPesertaSqlite } from './bantu';

/**
 * Issue 17 (speed), nothing visible changes: `versi_rutan` counts the writes to what a Rutan's lists
 * show, so that a server may keep a list's reply and send it again while the count is unchanged
 * (`kernel/balasan-tersimpan.ts`). Database triggers raise it on every such write, whoever writes
 * (any server process, a command-line tool, plain SQL):
 * - a record inserted, changed or deleted (in its Rutan; in both on a move);
 * - a result or a note of a record inserted, changed or deleted (in the record's Rutan);
 * - an assessor renamed, or a category's battery set: in every Rutan (rare admin actions).
 * A Rutan without a row has had no record since this migration: its lists are empty.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await tabelHitungan(db, 'versi_rutan', ['location', 'varchar(50)'], ['versi', 'integer']);
  await sql`insert into versi_rutan (location, versi) select distinct location, 1 from peserta`.execute(db);

  if (dialect === 'sqlite') {
    const naik = (lokasi: string) =>
      sql.raw(`insert into versi_rutan (location, versi) values (${lokasi}, 1)
        on conflict (location) do update set versi = versi + 1;`);
    const semua = sql.raw('update versi_rutan set versi = versi + 1;');
    await sql`create trigger versi_rutan_peserta_tambah after insert on peserta begin ${naik('new.location')} end`.execute(db);
    await sql`create trigger versi_rutan_peserta_ubah after update on peserta begin
      ${naik('old.location')}
      ${naik('new.location')}
    end`.execute(db);
    await sql`create trigger versi_rutan_peserta_hapus after delete on peserta begin ${naik('old.location')} end`.execute(db);
    for (const tabel of ['hasil', 'catatan']) {
      await sql`create trigger ${sql.id(`versi_rutan_${tabel}_tambah`)} after insert on ${sql.id(tabel)} begin
        ${naikVersiRutanPesertaSqlite('new.peserta_id')}
      end`.execute(db);
      await sql`create trigger ${sql.id(`versi_rutan_${tabel}_ubah`)} after update on ${sql.id(tabel)} begin
        ${naikVersiRutanPesertaSqlite('old.peserta_id')}
        ${naikVersiRutanPesertaSqlite('new.peserta_id')}
      end`.execute(db);
      // A record's own delete takes its results and notes with it: the record's trigger counts that.
      await sql`create trigger ${sql.id(`versi_rutan_${tabel}_hapus`)} after delete on ${sql.id(tabel)} begin
        ${naikVersiRutanPesertaSqlite('old.peserta_id')}
      end`.execute(db);
    }
    await sql`create trigger versi_rutan_asessor after update of name on asessor begin ${semua} end`.execute(db);
    await sql`create trigger versi_rutan_baterai_tambah after insert on baterai begin ${semua} end`.execute(db);
    await sql`create trigger versi_rutan_baterai_ubah after update on baterai begin ${semua} end`.execute(db);
    await sql`create trigger versi_rutan_baterai_hapus after delete on baterai begin ${semua} end`.execute(db);
  } else {
    await sql`create function versi_rutan_naik(lokasi varchar) returns void language sql as $$
      insert into versi_rutan (location, versi) values (lokasi, 1)
        on conflict (location) do update set versi = versi_rutan.versi + 1
    $$`.execute(db);
    await sql`create function versi_rutan_peserta() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then perform versi_rutan_naik(old.location); end if;
        if tg_op in ('INSERT', 'UPDATE') then perform versi_rutan_naik(new.location); end if;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger versi_rutan_peserta after insert or update or delete on peserta
      for each row execute function versi_rutan_peserta()`.execute(db);
    // NEW is null on a delete, OLD on an insert. A record's own delete takes its results and notes
    // with it: the record's trigger counts that (their rows no longer find it).
    await sql`create function versi_rutan_milik_peserta() returns trigger language plpgsql as $$
      begin
        perform versi_rutan_naik(p.location) from peserta p where p.id in (old.peserta_id, new.peserta_id);
        return null;
      end
    $$`.execute(db);
    for (const tabel of ['hasil', 'catatan']) {
      await sql`create trigger ${sql.id(`versi_rutan_${tabel}`)} after insert or update or delete on ${sql.id(tabel)}
        for each row execute function versi_rutan_milik_peserta()`.execute(db);
    }
    await sql`create function versi_rutan_semua() returns trigger language plpgsql as $$
      begin
        update versi_rutan set versi = versi + 1;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger versi_rutan_asessor after update of name on asessor
      for each row execute function versi_rutan_semua()`.execute(db);
    await sql`create trigger versi_rutan_baterai after insert or update or delete on baterai
      for each statement execute function versi_rutan_semua()`.execute(db);
  }
}
