import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { versiRutanDariLokasi } from './bantu';

/**
 * Issue 31 (D24): a record without results is judged by its facility's criteria version in force now,
 * so a new version changes what that facility's kept lists show. Its insert raises the facility's count
 * of writes (`versi_rutan`, migration 73), whoever saves it, as a rename does (migration 80).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await versiRutanDariLokasi(db, dialect, {
    tabel: 'kriteria_lokasi',
    kolom: 'lokasi_id',
    kejadian: 'insert',
    namaSqlite: 'versi_rutan_kriteria_baru',
    namaPg: 'versi_rutan_kriteria',
  });
}
