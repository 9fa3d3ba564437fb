import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { versiRutanMilikPeserta } from './bantu';

/**
 * Issue 32: the records list shows each record's status, and a refusal or a stop ("Saya tidak mau",
 * "Berhenti") is part of it. The list's kept replies (ADR 031) are sent again only while the Rutan's
 * version stands still, so a write to `kesediaan` raises it, as a consent's does (20261127-95).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await versiRutanMilikPeserta(db, dialect, 'kesediaan', ['tambah', 'ubah', 'hapus']);
}
