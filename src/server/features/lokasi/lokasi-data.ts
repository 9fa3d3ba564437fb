import { sql, type Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import { notFound } from '#server/errors.ts';
import { kunciLokasiSql } from '#server/kernel/lokasi.ts';
import type { LokasiRow } from './lokasi-schemas';

/** Every facility with its accounts and records, by name (the admin's list, D24). */
export async function listLokasi(db: Kysely<DB>): Promise<LokasiRow[]> {
  const rows = await db
    .selectFrom('lokasi as l')
    .select(['l.id', 'l.nama', 'l.jenis', 'l.provinsi', 'l.aktif'])
    .select((eb) => [
      eb
        .selectFrom('asessor as a')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .where('a.location', '=', kunciLokasiSql('l'))
        .as('jumlah_asessor'),
      eb
        .selectFrom('peserta_jumlah as j')
        .select((e) => e.fn.sum<number | string | null>('j.jumlah').as('n'))
        .where('j.location', '=', kunciLokasiSql('l'))
        .as('jumlah_peserta'),
    ])
    .orderBy(sql`lower(l.nama)`)
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({
    ...r,
    aktif: Boolean(r.aktif),
    jumlah_asessor: Number(r.jumlah_asessor ?? 0),
    jumlah_peserta: Number(r.jumlah_peserta ?? 0),
  }));
}

/** One facility's stored fields, or undefined. */
export function findLokasi(db: Kysely<DB>, id: number) {
  return db.selectFrom('lokasi').select(['id', 'nama', 'jenis', 'provinsi', 'aktif']).where('id', '=', id).executeTakeFirst();
}

export const PESAN_LOKASI_TIDAK_DITEMUKAN = 'Lokasi tidak ditemukan.';

/** The facility an admin's request names by id, or the 404 every such route answers. */
export async function lokasiDiminta(db: Kysely<DB>, id: number) {
  const lokasi = await findLokasi(db, id);
  if (!lokasi) throw notFound(PESAN_LOKASI_TIDAK_DITEMUKAN);
  return lokasi;
}

/** Whether another facility has this name, ignoring case. */
export async function namaLokasiDipakai(db: Kysely<DB>, nama: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('lokasi').select('id').where(sql`lower(nama)`, '=', nama.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return Boolean(await query.executeTakeFirst());
}

/** Adds an open facility; returns its id. */
export async function insertLokasi(db: Kysely<DB>, row: { nama: string; jenis: string; provinsi: string | null }, now: string): Promise<number> {
  const { id } = await db
    .insertInto('lokasi')
    .values({ ...row, aktif: 1, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Renames a facility or changes its kind or province: one row, its data refers to it by id. */
export async function updateLokasi(db: Kysely<DB>, id: number, row: { nama: string; jenis: string; provinsi: string | null }, now: string) {
  // Replies kept for the facility's lists carry its name: the table's trigger raises its count (migration 20261129-80).
  await db.updateTable('lokasi').set({ ...row, updated_at: now }).where('id', '=', id).execute();
}

/** Closes (false) or reopens (true) a facility; true when the state changed. */
export async function markLokasiAktif(db: Kysely<DB>, id: number, aktif: boolean, now: string): Promise<boolean> {
  const res = await db
    .updateTable('lokasi')
    .set({ aktif: aktif ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .where('aktif', '=', aktif ? 0 : 1)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
