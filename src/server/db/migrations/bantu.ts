/**
 * Pieces several migrations write alike, written once.
 *
 * FROZEN. Landed migrations call these, and a fresh database is built from them: what each one
 * produces, to the letter (SQLite stores a trigger's SQL as written, PostgreSQL a function's body), is
 * part of the schema that `src/server/db/skema.test.ts` compares with its snapshot on both databases.
 * Changing a helper changes history. A new migration that needs something else adds a new helper
 * beside the old ones; an old one is never edited.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Dialect } from '../database';

/**
 * A PostgreSQL trigger and the function it runs, once per row. `badan` is the function's body as
 * stored, between the `$$` (its white space included); the trigger is named `pemicu`, by default as
 * the function.
 */
export async function pemicuPostgres(
  db: Kysely<unknown>,
  fungsi: string,
  saat: string,
  badan: RawBuilder<unknown>,
  pemicu = fungsi,
): Promise<void> {
  await sql`create function ${sql.raw(fungsi)}() returns trigger language plpgsql as $$${badan}$$`.execute(db);
  await sql`create trigger ${sql.raw(pemicu)} ${sql.raw(saat)}
    for each row execute function ${sql.raw(fungsi)}()`.execute(db);
}

/** SQLite: the statement that raises the count of writes (`versi_rutan`) of the facility of record `id` (`new.peserta_id`). */
export const naikVersiRutanPesertaSqlite = (id: string) =>
  sql.raw(`insert into versi_rutan (location, versi) select location, 1 from peserta where id = ${id}
        on conflict (location) do update set versi = versi + 1;`);

const KEJADIAN = {
  tambah: { sqlite: 'insert', pg: 'insert', baris: 'new' },
  ubah: { sqlite: 'update', pg: 'update', baris: 'new' },
  hapus: { sqlite: 'delete', pg: 'delete', baris: 'old' },
} as const;

/**
 * A table whose rows belong to a record (`peserta_id`) and show in its facility's kept lists: each
 * insert, update (and delete, when listed) raises that facility's count of writes, whoever writes.
 * SQLite: a trigger per kind `versi_rutan_<tabel>_<tambah|ubah|hapus>`; PostgreSQL: one trigger
 * `versi_rutan_<tabel>` running `versi_rutan_milik_peserta()` (migration 20261125-73).
 */
export async function versiRutanMilikPeserta(
  db: Kysely<unknown>,
  dialect: Dialect,
  tabel: string,
  kejadian: readonly (keyof typeof KEJADIAN)[],
): Promise<void> {
  if (dialect === 'sqlite') {
    for (const k of kejadian) {
      const { sqlite, baris } = KEJADIAN[k];
      await sql`create trigger ${sql.raw(`versi_rutan_${tabel}_${k}`)} after ${sql.raw(sqlite)} on ${sql.raw(tabel)} begin ${naikVersiRutanPesertaSqlite(`${baris}.peserta_id`)} end`.execute(db);
    }
    return;
  }
  await sql`create trigger ${sql.raw(`versi_rutan_${tabel}`)} after ${sql.raw(kejadian.map((k) => KEJADIAN[k].pg).join(' or '))} on ${sql.raw(tabel)}
      for each row execute function versi_rutan_milik_peserta()`.execute(db);
}

/**
 * A table whose rows name a facility by its id (`kolom`, an integer of `lokasi`): each `kejadian`
 * raises that facility's count of writes. SQLite's trigger is `namaSqlite`; PostgreSQL's trigger and
 * its function are `namaPg`.
 */
export async function versiRutanDariLokasi(
  db: Kysely<unknown>,
  dialect: Dialect,
  p: { tabel: string; kolom: string; kejadian: 'insert' | 'update'; namaSqlite: string; namaPg: string },
): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`create trigger ${sql.raw(p.namaSqlite)} after ${sql.raw(p.kejadian)} on ${sql.raw(p.tabel)} begin
      insert into versi_rutan (location, versi) values (cast(new.${sql.raw(p.kolom)} as text), 1)
        on conflict (location) do update set versi = versi + 1;
    end`.execute(db);
    return;
  }
  await pemicuPostgres(db, p.namaPg, `after ${p.kejadian} on ${p.tabel}`, sql`
      begin
        perform versi_rutan_naik(cast(new.${sql.raw(p.kolom)} as varchar(20)));
        return null;
      end
    `);
}

/**
 * The columns of a row edited from the version its editor read (a save from an older version answers
 * 409): `<awalan>versi` starting at `awal`, who saved it last and when.
 */
export async function kolomVersi(db: Kysely<unknown>, tabel: string, awalan: string, awal: number): Promise<void> {
  await db.schema
    .alterTable(tabel)
    .addColumn(`${awalan}versi`, 'integer', (c) => c.notNull().defaultTo(awal))
    .execute();
  await db.schema.alterTable(tabel).addColumn(`${awalan}diubah_oleh`, 'varchar(200)').execute();
  await db.schema.alterTable(tabel).addColumn(`${awalan}diubah_at`, 'varchar(32)').execute();
}

/**
 * A data migration changed the default texts of these banks: each gets a new version (issue 11), so
 * results answered before keep the version they were answered on. As `raiseVersiBank`: a bank
 * without a row is at version 1.
 */
export async function naikkanVersiBank(db: Kysely<unknown>, instrumen: Iterable<string>): Promise<void> {
  const now = new Date().toISOString();
  for (const instrument of instrumen) {
    await sql`insert into bank_versi (instrument, versi, diubah_at) values (${instrument}, 1, null)
              on conflict (instrument) do nothing`.execute(db);
    await sql`update bank_versi set versi = versi + 1, diubah_at = ${now} where instrument = ${instrument}`.execute(db);
  }
}
