import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 17 (speed), nothing visible changes: a name or registration-number search of a Rutan's
 * records counted its matches by reading every record of the Rutan (about 0.1 s at 100,000).
 * - SQLite: `peserta_cari`, an FTS5 trigram index over the records' name and registration number,
 *   kept by triggers (secure-delete: a deleted record's name leaves the index at once). The search
 *   narrows to the index's candidates and still applies its own LIKE, so what matches is unchanged.
 * - PostgreSQL: trigram (pg_trgm) indexes on the lowered name and registration number, which the
 *   search's own `lower(...) like` uses. Created only where the extension is available and may be
 *   created; without it the search works as before.
 * Migration 35 took back a plain expression index that SQLite, without statistics, used for the wrong
 * queries; the FTS table is reached only through the search's own condition.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`create virtual table peserta_cari using fts5(name, registration_no, content = 'peserta', content_rowid = 'id', tokenize = 'trigram')`.execute(db);
    await sql`insert into peserta_cari (peserta_cari, rank) values ('secure-delete', 1)`.execute(db);
    await sql`insert into peserta_cari (peserta_cari) values ('rebuild')`.execute(db);
    await sql`create trigger peserta_cari_tambah after insert on peserta begin
      insert into peserta_cari (rowid, name, registration_no) values (new.id, new.name, new.registration_no);
    end`.execute(db);
    await sql`create trigger peserta_cari_hapus after delete on peserta begin
      insert into peserta_cari (peserta_cari, rowid, name, registration_no) values ('delete', old.id, old.name, old.registration_no);
    end`.execute(db);
    await sql`create trigger peserta_cari_ubah after update of id, name, registration_no on peserta begin
      insert into peserta_cari (peserta_cari, rowid, name, registration_no) values ('delete', old.id, old.name, old.registration_no);
      insert into peserta_cari (rowid, name, registration_no) values (new.id, new.name, new.registration_no);
    end`.execute(db);
    return;
  }
  // Databases (or test schemas) migrating at once: one creates the extension, the others then see it.
  await sql`select pg_advisory_xact_lock(hashtext('asesmen pg_trgm'))`.execute(db);
  const { rows } = await sql<{ bisa: boolean }>`select
      exists (select 1 from pg_extension where extname = 'pg_trgm' and extnamespace = (select oid from pg_namespace where nspname = 'public'))
      or (exists (select 1 from pg_available_extensions where name = 'pg_trgm')
          and not exists (select 1 from pg_extension where extname = 'pg_trgm')
          and has_database_privilege(current_database(), 'CREATE')
          and exists (select 1 from pg_namespace where nspname = 'public' and has_schema_privilege(oid, 'CREATE'))) as bisa`.execute(db);
  if (!rows[0]?.bisa) return;
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  await sql`create index peserta_cari_nama on peserta using gin (lower(name) public.gin_trgm_ops)`.execute(db);
  await sql`create index peserta_cari_nomor on peserta using gin (lower(registration_no) public.gin_trgm_ops)`.execute(db);
}
