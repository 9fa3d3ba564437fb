import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../database';

/**
 * Login limits in the database, shared by every server process (D1, D16), and temporary
 * admin-set assessor passwords (D15).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  // One row per counted thing: an account ('asessor:budi') or an address ('alamat:10.0.0.7').
  await db.schema
    .createTable('batas_login')
    .addColumn('kunci', 'varchar(250)', (c) => c.primaryKey())
    /** Attempts reserved in the current window (in flight, failed or succeeded). */
    .addColumn('percobaan', 'integer', (c) => c.notNull())
    /** Failed attempts in the current window. */
    .addColumn('gagal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('jendela_mulai', 'varchar(32)', (c) => c.notNull())
    .addColumn('terkunci_sampai', 'varchar(32)')
    .execute();

  await db.schema
    .alterTable('asessor')
    .addColumn('harus_ganti_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('asessor').addColumn('password_diatur_admin', 'varchar(32)').execute();
  // Every existing account's password was set by an admin: each assessor sets their own (D15).
  await sql`update asessor set harus_ganti_password = 1, password_diatur_admin = created_at`.execute(db);
}
