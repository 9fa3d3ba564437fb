import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../database';

/**
 * Activation by a colleague (D18): an account the admin creates or resets waits until an activated
 * assessor of its Rutan (or the operator, for a Rutan's first) confirms it.
 *
 * Existing accounts: one whose assessor already set their own password stays activated (it was in
 * use before this safeguard existed, and D15 already kept the admin out of it once the assessor had
 * replaced the temporary password); one still on an admin-set password waits, like a new account.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  // 'menunggu_aktivasi' | 'aktif' | 'ditolak'. The default fails closed: an insert that forgets it waits.
  await db.schema
    .alterTable('asessor')
    .addColumn('aktivasi', 'varchar(20)', (c) => c.notNull().defaultTo('menunggu_aktivasi'))
    .execute();
  // Who confirmed or refused it ('asessor <id>: <name>' or 'operator') and when.
  await db.schema.alterTable('asessor').addColumn('aktivasi_oleh', 'varchar(300)').execute();
  await db.schema.alterTable('asessor').addColumn('aktivasi_at', 'varchar(32)').execute();
  // The admin who created the account or last reset its password (what the colleague is shown).
  await db.schema.alterTable('asessor').addColumn('dibuat_oleh', 'varchar(300)').execute();
  await sql`update asessor set aktivasi = 'aktif', aktivasi_oleh = 'migrasi (akun lama)', aktivasi_at = created_at
            where harus_ganti_password = 0`.execute(db);
}
