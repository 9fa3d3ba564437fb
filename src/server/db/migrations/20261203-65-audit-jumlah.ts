import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { tabelHitungan } from './columns';

/**
 * Issue 33: the audit log's page counted every entry for its total (183 ms at 300,000 entries on
 * PostgreSQL, every page, growing with the log). The number of entries is now kept by the database
 * itself, whoever writes (the group commit, a transaction's own entry, plain SQL), in `audit_jumlah`:
 * the total is the sum of its rows. On PostgreSQL one statement-level trigger per insert or delete adds
 * the statement's rows to the slot of its connection (`pg_backend_pid() % 16`), so that servers sharing
 * one database (D16) do not queue behind one counter row; SQLite has one writer and one slot. A restore
 * (pg_restore, a copied SQLite file) brings the table with the entries it counts: pg_restore creates
 * triggers after the data, so nothing is counted twice.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await tabelHitungan(db, 'audit_jumlah', ['slot', 'integer'], ['jumlah', 'bigint']);
  await sql`insert into audit_jumlah (slot, jumlah) select 0, count(*) from audit`.execute(db);
  if (dialect === 'sqlite') {
    await sql`create trigger audit_jumlah_tambah after insert on audit begin
      update audit_jumlah set jumlah = jumlah + 1 where slot = 0;
    end`.execute(db);
    await sql`create trigger audit_jumlah_kurang after delete on audit begin
      update audit_jumlah set jumlah = jumlah - 1 where slot = 0;
    end`.execute(db);
    return;
  }
  await sql`create function audit_jumlah_ubah(selisih bigint) returns void language sql as $$
    insert into audit_jumlah (slot, jumlah) values (pg_backend_pid() % 16, selisih)
      on conflict (slot) do update set jumlah = audit_jumlah.jumlah + excluded.jumlah
  $$`.execute(db);
  await sql`create function audit_jumlah_tambah() returns trigger language plpgsql as $$
    begin
      perform audit_jumlah_ubah((select count(*) from baru));
      return null;
    end
  $$`.execute(db);
  await sql`create function audit_jumlah_kurang() returns trigger language plpgsql as $$
    begin
      perform audit_jumlah_ubah(-(select count(*) from lama));
      return null;
    end
  $$`.execute(db);
  await sql`create function audit_jumlah_kosong() returns trigger language plpgsql as $$
    begin
      delete from audit_jumlah;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger audit_jumlah_tambah after insert on audit referencing new table as baru
    for each statement execute function audit_jumlah_tambah()`.execute(db);
  await sql`create trigger audit_jumlah_kurang after delete on audit referencing old table as lama
    for each statement execute function audit_jumlah_kurang()`.execute(db);
  await sql`create trigger audit_jumlah_kosong after truncate on audit
    for each statement execute function audit_jumlah_kosong()`.execute(db);
}
