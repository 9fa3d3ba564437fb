import os from 'node:os';
import { openDatabase } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { aktifkanOlehOperator } from '../features/asessor/asessor-data';
import { namaLokasi } from '../kernel/lokasi';
import { loadSettings } from '../settings';
import { systemClock } from '../time';

// Usage: npm run asessor:aktifkan -- <login-id>
// The operator activates an assessor account (D18): a Rutan's first assessor, whom no colleague can
// confirm. Whoever runs this holds the database anyway; the audit log names the operator's act.
async function main() {
  const [loginId] = process.argv.slice(2);
  if (!loginId) throw new Error('Pemakaian: npm run asessor:aktifkan -- <id-asessor>');
  const settings = loadSettings();
  const database = openDatabase({ url: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  try {
    await prepareDatabase(database, systemClock, settings.ADMIN_PASSWORD);
    const row = await aktifkanOlehOperator(database.db, systemClock, loginId, `${os.userInfo().username}@${os.hostname()}`);
    if (!row) throw new Error(`Tidak ada asessor dengan ID "${loginId}".`);
    console.log(`Asessor "${row.assesor_id}" (${row.name}, ${await namaLokasi(database.db, row.location)}) diaktifkan oleh operator.`);
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
