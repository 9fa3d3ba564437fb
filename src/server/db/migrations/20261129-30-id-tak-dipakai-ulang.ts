import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 29: an id is never given twice. SQLite without AUTOINCREMENT gives a new row the highest id
 * plus one, so deleting the newest child and adding another handed the deleted child's id to the new
 * one (and its sessions, audit lines and entry codes would point at a different person). PostgreSQL's
 * `serial` takes numbers from a sequence that never goes back: nothing to do there.
 *
 * SQLite cannot add AUTOINCREMENT to a table in place, so every table keyed by an integer `id` is
 * rebuilt by the procedure of SQLite's ALTER TABLE documentation ("making other kinds of table schema
 * changes"): foreign keys off, a copy under a new name with the same definition plus AUTOINCREMENT,
 * the rows copied with their ids, the old table dropped, the copy renamed, its indexes and triggers
 * made again, the foreign keys checked before the commit. New tables take `kunciId` (columns.ts).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') return;
  // Foreign keys must be off while a table is dropped (the drop would otherwise delete every row that
  // references it, by its cascades) and the pragma does nothing inside a transaction: SQLite's
  // migrations run outside one (Kysely's SQLite adapter has no transactional DDL), so this one opens
  // its own.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      for (const tabel of await tabelTanpaAutoincrement(db)) await bangunUlang(db, tabel);
      const { rows: langgar } = await sql<Record<string, unknown>>`pragma foreign_key_check`.execute(db);
      if (langgar.length > 0) throw new Error(`kunci asing rusak setelah membangun ulang tabel: ${JSON.stringify(langgar[0])}`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** The integer key column as written by `idColumn(...)` and `.primaryKey()`, without AUTOINCREMENT. */
const KUNCI_TANPA_AUTOINCREMENT = /"id" integer primary key(?! autoincrement)/i;

/** `kesehatan` holds one row named by its id (1), written by the health probe and never added to. */
const BUKAN_BARIS_BARU = new Set(['kesehatan']);

interface Tabel {
  name: string;
  sql: string;
}

async function tabelTanpaAutoincrement(db: Kysely<unknown>): Promise<Tabel[]> {
  const { rows } = await sql<Tabel>`
    select name, sql from sqlite_master
    where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'
    order by name`.execute(db);
  return rows.filter((t) => !BUKAN_BARIS_BARU.has(t.name) && KUNCI_TANPA_AUTOINCREMENT.test(t.sql));
}

/**
 * People and accounts are named by their id in the audit log (as actors, and in the lines that add
 * or delete them) and in sessions: an id seen there and since deleted from its table counts as given,
 * so the sequence starts after it. Without this the newest child deleted before the migration would
 * still be given once more.
 */
const JEJAK_ID: Record<string, { peran: string; aksi: string[] }> = {
  admin: { peran: 'admin', aksi: [] },
  asessor: { peran: 'asessor', aksi: ['asessor.tambah'] },
  peserta: { peran: 'peserta', aksi: ['kelola.tambah', 'kelola.hapus'] },
};

async function idTertinggiDiJejak(db: Kysely<unknown>, tabel: string): Promise<number> {
  const jejak = JEJAK_ID[tabel];
  if (!jejak) return 0;
  const { rows } = await sql<{ tertinggi: number | null }>`
    select max(m) as tertinggi from (
      select max(actor_id) as m from audit where role = ${jejak.peran}
      union all select max(user_id) from sesi where role = ${jejak.peran}
    )`.execute(db);
  let tertinggi = Number(rows[0]?.tertinggi ?? 0);
  for (const aksi of jejak.aksi) {
    const { rows: baris } = await sql<{ detail: string | null }>`select detail from audit where action = ${aksi}`.execute(db);
    for (const { detail } of baris) {
      const id = /\bid (\d+)/.exec(detail ?? '')?.[1];
      if (id) tertinggi = Math.max(tertinggi, Number(id));
    }
  }
  return tertinggi;
}

async function bangunUlang(db: Kysely<unknown>, tabel: Tabel): Promise<void> {
  const baru = `${tabel.name}__autoincrement`;
  const { rows: turunan } = await sql<{ sql: string }>`
    select sql from sqlite_master
    where tbl_name = ${tabel.name} and type in ('index', 'trigger') and sql is not null
    order by type, name`.execute(db);
  const definisiBaru = tabel.sql
    .replace(/^CREATE TABLE\s+("[^"]+"|'[^']+'|\S+)/i, `CREATE TABLE "${baru}"`)
    .replace(KUNCI_TANPA_AUTOINCREMENT, '"id" integer primary key autoincrement');
  await sql.raw(definisiBaru).execute(db);
  await sql.raw(`insert into "${baru}" select * from "${tabel.name}"`).execute(db);

  const tertinggi = await idTertinggiDiJejak(db, tabel.name);
  if (tertinggi > 0) {
    // The copy above set the sequence to the highest id present; an id only the log remembers is
    // higher still when the newest account or person was deleted.
    await sql`update sqlite_sequence set seq = max(seq, ${tertinggi}) where name = ${baru}`.execute(db);
    await sql`insert into sqlite_sequence (name, seq) select ${baru}, ${tertinggi}
      where not exists (select 1 from sqlite_sequence where name = ${baru})`.execute(db);
  }

  await sql.raw(`drop table "${tabel.name}"`).execute(db);
  // Legacy rename: only the copy is renamed. The default also rewrites every trigger and view of the
  // schema and refuses when one names the table just dropped (triggers of other tables do).
  await sql`pragma legacy_alter_table = on`.execute(db);
  try {
    await sql.raw(`alter table "${baru}" rename to "${tabel.name}"`).execute(db);
  } finally {
    await sql`pragma legacy_alter_table = off`.execute(db);
  }
  for (const { sql: definisi } of turunan) await sql.raw(definisi).execute(db);
}
