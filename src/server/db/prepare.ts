import { sql } from 'kysely';
import { pesanPemulihanBelumSelesai, TABEL_TANDA_PEMULIHAN, type Database } from './database';
import { migrateToLatest } from './migrate';
import { ensureFirstAdmin } from './seed';
import { purgeLoginLimits } from '../auth/login-attempts';
import { purgeExpiredSessions } from '../auth/sessions';
import { seedDefaultBanks } from '../features/soal/default-banks';
import type { Clock } from '../time';
import { sidikKodeServer } from './sidik-kode';

/** `pengaturan`'s key for the fingerprint of the code that computed the kept summaries (`sidikKodeServer`). */
export const KUNCI_SIDIK_RINGKASAN = 'sidik_kode_ringkasan';

/**
 * Migrates and seeds a database (idempotent); returns a generated admin password, if one was made.
 * `sidikKode`: the running code's fingerprint (`sidikKodeServer` unless a test names one).
 */
export async function prepareDatabase(
  database: Database,
  clock: Clock,
  adminPassword?: string,
  sidikKode: string | null = sidikKodeServer(),
): Promise<string | undefined> {
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
  // rules may have changed with it, so every summary is computed again on its next view (issue 17),
  // unless that code was this very build (issue 33: a restart would otherwise make every page's first
  // view compute its 50 priorities). Sources run through a loader vouch for nothing: computed again,
  // and the mark removed, so that no build trusts what they computed.
  const kunci = KUNCI_SIDIK_RINGKASAN;
  const lalu = await database.db.selectFrom('pengaturan').select('nilai').where('kunci', '=', kunci).executeTakeFirst();
  if (sidikKode === null || lalu?.nilai !== sidikKode) {
    await database.db.transaction().execute(async (trx) => {
      await trx.updateTable('ringkasan_gabungan').set({ dihitung: null }).where('dihitung', 'is not', null).execute();
      if (sidikKode === null) await trx.deleteFrom('pengaturan').where('kunci', '=', kunci).execute();
      else {
        // Two processes of one build starting together on one PostgreSQL both find the mark missing:
        // the second writes the same mark (a plain insert stopped that server at its start).
        const diubah_at = clock.now().toISOString();
        await trx
          .insertInto('pengaturan')
          .values({ kunci, nilai: sidikKode, diubah_at, diubah_oleh: null })
          .onConflict((oc) => oc.column('kunci').doUpdateSet({ nilai: sidikKode, diubah_at, diubah_oleh: null }))
          .execute();
      }
    });
  }
  // For the same reason no list reply kept by a process started before this one is sent again.
  await database.db
    .updateTable('versi_rutan')
    .set((eb) => ({ versi: eb('versi', '+', 1) }))
    .execute();
  return generated;
}
