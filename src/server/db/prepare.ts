import type { Database } from './database';
import { migrateToLatest } from './migrate';
import { ensureFirstAdmin } from './seed';
import { purgeLoginLimits } from '../auth/login-attempts';
import { purgeExpiredSessions } from '../auth/sessions';
import { seedDefaultBanks } from '../features/soal/default-banks';
import type { Clock } from '../time';

/** Migrates and seeds a database (idempotent); returns a generated admin password, if one was made. */
export async function prepareDatabase(database: Database, clock: Clock, adminPassword?: string): Promise<string | undefined> {
  await migrateToLatest(database);
  const generated = await ensureFirstAdmin(database.db, clock, adminPassword);
  await seedDefaultBanks(database.db);
  await purgeExpiredSessions(database.db, clock);
  await purgeLoginLimits(database.db, clock.now());
  return generated;
}
