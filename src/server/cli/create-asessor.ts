import { openDatabase } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import os from 'node:os';
import { hashPassword } from '../auth/passwords';
import { aktifkanOlehOperator } from '../features/asessor/asessor-data';
import { kunciLokasiTerbuka } from '../kernel/lokasi';
import { loadSettings } from '../settings';
import { nowIso, systemClock } from '../time';

// Usage: npm run seed:asessor -- <assesor_id> <password> [name] [location]
// Creates (or resets) an assessor account, for a first try-out without the admin screens.
async function main() {
  const [loginId, password, name = 'Asessor Contoh', location = 'Rutan 1'] = process.argv.slice(2);
  if (!loginId || !password) throw new Error('Pemakaian: npm run seed:asessor -- <assesor_id> <password> [nama] [lokasi]');
  const settings = loadSettings();
  const database = openDatabase({ url: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  try {
    await prepareDatabase(database, systemClock, settings.ADMIN_PASSWORD);
    // A facility the admin keeps, by its name (D24); the column holds its id.
    const kunci = await kunciLokasiTerbuka(database.db, location);
    const hash = await hashPassword(password);
    await database.db
      .insertInto('asessor')
      .values({ name, assesor_id: loginId, password_hash: hash, location: kunci, active: 1, created_at: nowIso(systemClock) })
      .onConflict((oc) => oc.column('assesor_id').doUpdateSet({ password_hash: hash, name, location: kunci, active: 1 }))
      .execute();
    // The operator made it with a password only the operator knows: activated as the operator's act (D18).
    await aktifkanOlehOperator(database.db, systemClock, loginId, `${os.userInfo().username}@${os.hostname()}`);
    console.log(`Asessor "${loginId}" (${location}) siap dipakai.`);
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
