import { sql } from 'kysely';
import type { Dialect } from '../database';

/** An auto-incrementing integer key on either database. */
export function idColumn(dialect: Dialect) {
  return dialect === 'postgres' ? sql`serial` : sql`integer`;
}

/** Binary data: bytea on PostgreSQL, blob on SQLite. */
export function binaryColumn(dialect: Dialect) {
  return dialect === 'postgres' ? sql`bytea` : sql`blob`;
}
