import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { versiRutanMilikPeserta } from './bantu';

/**
 * A consent deleted raises its facility's count of writes (issue 34). Migration 20261127-95 counted
 * only inserts and updates, on the ground that a consent goes only with its record; but a new round
 * deletes it (D21: consent is asked again), and the records list shows whether consent is on file, so
 * its kept replies (ADR 031) must go stale whoever deletes it. Before, the round's code raised the count
 * by hand. PostgreSQL's trigger of 20261127-95 is named after the table: this one is `..._hapus`.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    await versiRutanMilikPeserta(db, dialect, 'persetujuan', ['hapus']);
    return;
  }
  await sql`create trigger versi_rutan_persetujuan_hapus after delete on persetujuan
      for each row execute function versi_rutan_milik_peserta()`.execute(db);
}
