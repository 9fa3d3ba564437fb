// The audit log refusing every entry (a full disk, a broken connection): what a route sends then.
import { sql } from 'kysely';
import type { Database } from '../db/database';

/** Runs `fn` while every insert into `audit` fails, on SQLite and PostgreSQL; the log works again after. */
export async function denganAuditGagal(database: Database, fn: () => Promise<void>): Promise<void> {
  const db = database.db;
  const pg = database.dialect === 'postgres';
  if (pg) {
    await sql`create function audit_gagal() returns trigger language plpgsql
      as $$ begin raise exception 'audit ditolak (uji)'; end $$`.execute(db);
    await sql`create trigger audit_gagal before insert on audit for each row execute function audit_gagal()`.execute(db);
  } else {
    await sql`create trigger audit_gagal before insert on audit begin select raise(abort, 'audit ditolak (uji)'); end`.execute(db);
  }
  try {
    await fn();
  } finally {
    await sql`drop trigger audit_gagal${sql.raw(pg ? ' on audit' : '')}`.execute(db);
    if (pg) await sql`drop function audit_gagal()`.execute(db);
  }
}
