import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { milikAkun, tabelDenganId } from './columns';

/** Admins, assessors (every field of seed-spec section 3) and server-side sessions (D1). */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await tabelDenganId(db, dialect, 'admin')
    .addColumn('username', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await tabelDenganId(db, dialect, 'asessor')
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('assesor_id', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('location', 'varchar(50)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_login', 'varchar(32)')
    .addColumn('last_logout', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sesi')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .$call(milikAkun('varchar(20)'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .execute();
  await db.schema.createIndex('sesi_role_user').on('sesi').columns(['role', 'user_id']).execute();
}
