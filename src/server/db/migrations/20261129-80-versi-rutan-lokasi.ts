import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { versiRutanDariLokasi } from './bantu';

/**
 * Issue 34: a kept list that shows a facility's name (the records list) is current only while a rename
 * raises that facility's count of writes (`versi_rutan`, migration 73), whoever renames it (the admin
 * page, a command-line tool, plain SQL). The route declarations' trigger test found `lokasi` without
 * that trigger (the admin route raised the count itself); now the database does.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await versiRutanDariLokasi(db, dialect, {
    tabel: 'lokasi',
    kolom: 'id',
    kejadian: 'update',
    namaSqlite: 'versi_rutan_lokasi_ubah',
    namaPg: 'versi_rutan_lokasi',
  });
}
