import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { milikAkun } from './columns';

/**
 * Two-factor login and "Sesi aktif" (D18, issue 29).
 * - `dua_faktor`: one TOTP secret per account (admin or assessor), pending until its first code is
 *   accepted; `langkah_terakhir` is the last accepted time step, so a code is accepted once.
 * - `kode_pemulihan`: ten one-time recovery codes per account, only their SHA-256 digests.
 * - `login_tertunda`: a login whose password was right and whose code is still awaited (5 minutes).
 * - `pengaturan`: the admin's switches (here: two-factor login required for every account).
 * - `sesi.user_agent` (the device shown in "Sesi aktif") and `sesi.perlu_dua_faktor` (a session that
 *   may only enrol a second factor, while the switch requires one and the account has none).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('dua_faktor')
    .$call(milikAkun('varchar(10)'))
    // Base32, as the authenticator app gets it: the server must compute codes, so it cannot be a digest.
    .addColumn('rahasia', 'varchar(64)', (c) => c.notNull())
    .addColumn('aktif', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('langkah_terakhir', 'bigint')
    .addColumn('dibuat_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('aktif_at', 'varchar(32)')
    .addPrimaryKeyConstraint('dua_faktor_pk', ['role', 'user_id'])
    .execute();
  await db.schema
    .createTable('kode_pemulihan')
    .addColumn('digest', 'varchar(64)', (c) => c.primaryKey())
    .$call(milikAkun('varchar(10)'))
    .addColumn('dibuat_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('dipakai_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('kode_pemulihan_akun').on('kode_pemulihan').columns(['role', 'user_id']).execute();
  await db.schema
    .createTable('login_tertunda')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .$call(milikAkun('varchar(10)'))
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('pengaturan')
    .addColumn('kunci', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('nilai', 'varchar(200)', (c) => c.notNull())
    .addColumn('diubah_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('diubah_oleh', 'varchar(300)')
    .execute();
  await db.schema.alterTable('sesi').addColumn('user_agent', 'varchar(300)').execute();
  await db.schema.alterTable('sesi').addColumn('perlu_dua_faktor', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}
