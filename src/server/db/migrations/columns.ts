import { sql, type ColumnDataType, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
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

// Columns several tables share, each with the reason it is written so once. Like `bantu.ts`, what these
// produce is part of the schema snapshot (`skema.test.ts`): a new need gets a new helper.

/** A new table keyed by `id` as tables were before issue 29 (`serial` / SQLite's rowid alias: an id may come back). */
export function tabelDenganId(db: Kysely<unknown>, dialect: Dialect, nama: string) {
  return db.schema.createTable(nama).addColumn('id', idColumn(dialect), (c) => c.primaryKey());
}

/** A row of a record (`peserta_id`), erased with it: erasing a record (UU PDP) deletes its row alone, the database the rest. */
export function milikPeserta<T extends string, C extends string>(t: CreateTableBuilder<T, C>) {
  return t.addColumn('peserta_id', 'integer', (c) => c.notNull().references('peserta.id').onDelete('cascade'));
}

/** A new table of at most one row per record, keyed by it and erased with it. */
export function tabelSatuPerPeserta(db: Kysely<unknown>, nama: string) {
  return db.schema
    .createTable(nama)
    .addColumn('peserta_id', 'integer', (c) => c.primaryKey().references('peserta.id').onDelete('cascade'));
}

/**
 * A count the database keeps by its triggers, one row a key (a facility's records, its writes, the audit
 * log's entries by slot): read as a row instead of counting.
 */
export async function tabelHitungan(
  db: Kysely<unknown>,
  nama: string,
  kunci: [string, ColumnDataType],
  hitungan: [string, ColumnDataType],
): Promise<void> {
  await db.schema
    .createTable(nama)
    .addColumn(kunci[0], kunci[1], (c) => c.primaryKey())
    .addColumn(hitungan[0], hitungan[1], (c) => c.notNull())
    .execute();
}

/**
 * A table of a follow-up's rows (its actions, referrals, history): `kolom` adds the row's own columns after
 * `id` and `tindak_lanjut_id`; the rows are erased with their follow-up and read by it (index `<nama>_induk`).
 */
export async function tabelMilikTindakLanjut(
  db: Kysely<unknown>,
  dialect: Dialect,
  nama: string,
  kolom: (t: CreateTableBuilder<string, string>) => CreateTableBuilder<string, string>,
): Promise<void> {
  const tabel = tabelDenganId(db, dialect, nama).addColumn('tindak_lanjut_id', 'integer', (c) =>
    c.notNull().references('tindak_lanjut.id').onDelete('cascade'),
  );
  await kolom(tabel).execute();
  await db.schema.createIndex(`${nama}_induk`).on(nama).columns(['tindak_lanjut_id']).execute();
}

/** When a row was written down and by whom (a name, not an id: it stays readable after the account is gone). */
export function dicatat<T extends string, C extends string>(t: CreateTableBuilder<T, C>) {
  return t
    .addColumn('dicatat_pada', 'varchar(32)', (c) => c.notNull())
    .addColumn('dicatat_oleh', 'varchar(200)', (c) => c.notNull());
}

/** The account a row belongs to: its role (`admin` / `asessor`) and its id in that role's table. */
export function milikAkun(peran: 'varchar(10)' | 'varchar(20)') {
  return <T extends string, C extends string>(t: CreateTableBuilder<T, C>) =>
    t.addColumn('role', peran, (c) => c.notNull()).addColumn('user_id', 'integer', (c) => c.notNull());
}

/**
 * A scored sub test as saved: its answers, score and times. `hasil` holds the current round's and
 * `hasil_riwayat` the archived ones, with the same columns (the archive copies one into the other).
 */
export function kolomHasil<T extends string, C extends string>(t: CreateTableBuilder<T, C>) {
  return t
    .addColumn('instrument', 'varchar(20)', (c) => c.notNull())
    .addColumn('jawaban', 'text', (c) => c.notNull())
    .addColumn('jawaban_essay', 'text')
    .addColumn('skor', 'text', (c) => c.notNull())
    .addColumn('timed_out', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'varchar(32)')
    .addColumn('submitted_at', 'varchar(32)', (c) => c.notNull());
}

/** When a row was made and last changed (ISO times). */
export function dibuatDiubah<T extends string, C extends string>(t: CreateTableBuilder<T, C>) {
  return t
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull());
}
