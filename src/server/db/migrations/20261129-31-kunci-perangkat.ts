import type { Kysely } from 'kysely';
import { tabelSatuPerPeserta } from './columns';

/**
 * Issue 29: the device copy of a child's unsent answers is kept encrypted on the tablet, with a key the
 * server gives only to that child's session (at entry). A person who picks the tablet up after the
 * session ended reads nothing; the child, entering again with a new code, gets the same key and goes on
 * from the answers. The key goes with the record (cascade), so a deleted record's copy is unreadable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await tabelSatuPerPeserta(db, 'kunci_perangkat')
    .addColumn('kunci', 'varchar(64)', (c) => c.notNull())
    .addColumn('dibuat_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}
