import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { tabelSatuPerPeserta } from './columns';

/**
 * D21: the person's own assent, given on the first page before any sub test: "Saya mau mulai" or
 * "Saya tidak mau", and "Berhenti" later inside a sub test. One row per record, erased with it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await tabelSatuPerPeserta(db, 'kesediaan')
    /** 'mau' | 'menolak'. */
    .addColumn('jawaban', 'varchar(10)', (c) => c.notNull())
    .addColumn('dijawab_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('berhenti_at', 'varchar(32)')
    .addColumn('berhenti_instrument', 'varchar(20)')
    .execute();
}
