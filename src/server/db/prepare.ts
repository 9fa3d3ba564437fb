import { sql } from 'kysely';
import { pesanPemulihanBelumSelesai, TABEL_TANDA_PEMULIHAN, type Database } from './database';
import { migrateToLatest } from './migrate';
import { ensureFirstAdmin } from './seed';
import { purgeLoginLimits } from '../auth/login-attempts';
import { purgeExpiredSessions } from '../auth/sessions';
import { seedDefaultBanks } from '../features/soal/default-banks';
import type { Clock } from '../time';

/** Migrates and seeds a database (idempotent); returns a generated admin password, if one was made. */
export async function prepareDatabase(database: Database, clock: Clock, adminPassword?: string): Promise<string | undefined> {
  // A restore into this database not finished (issue 28): migrating now would build on half of it.
  if (database.dialect === 'postgres') {
    const { rows } = await sql<{ t: string | null }>`select to_regclass(${TABEL_TANDA_PEMULIHAN}) as t`.execute(database.db);
    if (rows[0]?.t) throw new Error(pesanPemulihanBelumSelesai('basis data PostgreSQL ini'));
  }
  await migrateToLatest(database);
  const generated = await ensureFirstAdmin(database.db, clock, adminPassword);
  await seedDefaultBanks(database.db);
  await purgeExpiredSessions(database.db, clock);
  await purgeLoginLimits(database.db, clock.now());
  // The combined list's kept summaries were computed by the code that ran before this start: the
  // rules may have changed with it, so every summary is computed again on its next view (issue 17).
  await database.db.updateTable('ringkasan_gabungan').set({ dihitung: null }).where('dihitung', 'is not', null).execute();
  // For the same reason no list reply kept by a process started before this one is sent again.
  await database.db
    .updateTable('versi_rutan')
    .set((eb) => ({ versi: eb('versi', '+', 1) }))
    .execute();
  return generated;
}
