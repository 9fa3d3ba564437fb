import { sql, type ColumnDefinitionBuilder } from 'kysely';
import type { Dialect } from '../database';

/** An auto-incrementing integer key on either database. */
export function idColumn(dialect: Dialect) {
  return dialect === 'postgres' ? sql`serial` : sql`integer`;
}

/** Binary data: bytea on PostgreSQL, blob on SQLite. */
export function binaryColumn(dialect: Dialect) {
  return dialect === 'postgres' ? sql`bytea` : sql`blob`;
}

/**
 * The integer key of a new table, never given twice (issue 29): `serial` on PostgreSQL, AUTOINCREMENT on
 * SQLite (without it SQLite gives a deleted newest row's id to the next row). Use it as
 * `.addColumn('id', idColumn(dialect), kunciId(dialect))`.
 */
export function kunciId(dialect: Dialect) {
  return (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
}
