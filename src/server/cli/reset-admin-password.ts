import { randomBytes } from 'node:crypto';
import { masalahPasswordBaru } from '../auth/kekuatan-password';
import { hashPassword } from '../auth/passwords';
import { endSessionsOf } from '../auth/sessions';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { FIRST_ADMIN_USERNAME } from '../db/seed';
import { loadSettings } from '../settings';
import { nowIso, systemClock } from '../time';

// Usage: npm run admin:reset-password -- [username] [new-password]
// Without a password a random one is generated and printed once. A missing admin is created.
async function main() {
  const [username = FIRST_ADMIN_USERNAME, given] = process.argv.slice(2);
  const masalah = given === undefined ? null : masalahPasswordBaru(given);
  if (masalah) throw new Error(masalah);
  const settings = loadSettings();
  const database = openDatabase({ url: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  try {
    await migrateToLatest(database);
    const password = given ?? randomBytes(12).toString('base64url');
    const hash = await hashPassword(password);
    const existing = await database.db.selectFrom('admin').select('id').where('username', '=', username).executeTakeFirst();
    if (existing) {
      await database.db.updateTable('admin').set({ password_hash: hash }).where('id', '=', existing.id).execute();
      await endSessionsOf(database.db, 'admin', existing.id);
    } else {
      await database.db
        .insertInto('admin')
        .values({ username, password_hash: hash, created_at: nowIso(systemClock) })
        .execute();
    }
    console.log(`Password admin "${username}" telah diganti.${given ? '' : ` Password baru: ${password}`}`);
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
