// Facilities (D24, ADR d24): their lookups, for scope checks, replies and the admin's screens.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { badRequest } from '../errors';

/** A facility (D24) as the server reads it. */
export interface Lokasi {
  id: number;
  nama: string;
  jenis: string;
  provinsi: string | null;
  aktif: boolean;
}

/**
 * What a `location` column holds for a facility: its id as decimal text (D24, ADR d24). Scope checks
 * compare these keys, never names: a rename changes nothing a check reads.
 */
export const kunciLokasi = (id: number): string => String(id);

/** SQL: the key of the facility of alias `alias` (its id as text, as `location` columns hold it). */
export const kunciLokasiSql = (alias: string) => sql<string>`cast(${sql.ref(`${alias}.id`)} as varchar(20))`;

/** The name of the facility whose key is in column `ref` (a sub-select; the facilities are few). */
export const namaLokasiDari = (ref: string) =>
  sql<string>`(select l.nama from lokasi l where cast(l.id as varchar(20)) = ${sql.ref(ref)})`;

const keLokasi = (r: { id: number; nama: string; jenis: string; provinsi: string | null; aktif: number }): Lokasi => ({
  ...r,
  aktif: Boolean(r.aktif),
});

/** The facility a name names (as the spec's bodies send it: "Rutan 1"), ignoring case and outer spaces. */
export async function findLokasiByNama(db: Kysely<DB>, nama: string): Promise<Lokasi | undefined> {
  const row = await db
    .selectFrom('lokasi')
    .select(['id', 'nama', 'jenis', 'provinsi', 'aktif'])
    .where(sql`lower(nama)`, '=', nama.trim().toLowerCase())
    .executeTakeFirst();
  return row && keLokasi(row);
}

/** The facility of a `location` key, or undefined. */
export async function findLokasiByKunci(db: Kysely<DB>, kunci: string): Promise<Lokasi | undefined> {
  if (!/^\d{1,15}$/.test(kunci)) return undefined;
  const row = await db
    .selectFrom('lokasi')
    .select(['id', 'nama', 'jenis', 'provinsi', 'aktif'])
    .where('id', '=', Number(kunci))
    .executeTakeFirst();
  return row && keLokasi(row);
}

/** The name of the facility of a `location` key (the key itself should none have it, which the product never writes). */
export async function namaLokasi(db: Kysely<DB>, kunci: string): Promise<string> {
  return (await findLokasiByKunci(db, kunci))?.nama ?? kunci;
}

export const PESAN_LOKASI_TIDAK_TERDAFTAR = 'Lokasi tidak terdaftar. Pilih salah satu lokasi dari daftar.';
export const pesanLokasiDitutup = (nama: string) => `Lokasi ${nama} sudah ditutup dan tidak menerima akun atau data baru.`;

/**
 * The key of the facility a body names for an account or a record: it must exist and be open (D24).
 * `kunciSekarang` is the facility the account already has: a closed facility keeps its own.
 */
export async function kunciLokasiTerbuka(db: Kysely<DB>, nama: string, kunciSekarang?: string): Promise<string> {
  const lokasi = await findLokasiByNama(db, nama);
  if (!lokasi) throw badRequest(PESAN_LOKASI_TIDAK_TERDAFTAR);
  const kunci = kunciLokasi(lokasi.id);
  if (!lokasi.aktif && kunci !== kunciSekarang) throw badRequest(pesanLokasiDitutup(lokasi.nama));
  return kunci;
}

/** Refuses a new record in a closed facility (D24); its existing data stays readable and editable. */
export async function pastikanLokasiTerbuka(db: Kysely<DB>, kunci: string): Promise<void> {
  const lokasi = await findLokasiByKunci(db, kunci);
  if (lokasi && !lokasi.aktif) throw badRequest(pesanLokasiDitutup(lokasi.nama));
}
