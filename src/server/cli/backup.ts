import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { buatCadangan, CadanganError, sumberDari } from '../features/cadangan/cadangan';
import { catatCadangan } from '../features/cadangan/cadangan-harian';
import { loadSettings } from '../settings';
import { systemClock } from '../time';

// Usage: npm run backup   (safe while the server is serving; D16)
async function main() {
  const settings = loadSettings();
  const hasil = await buatCadangan(sumberDari(settings), settings.BACKUP_DIR, settings.BACKUP_KEEP, systemClock);
  const database = openDatabase({ url: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  try {
    await migrateToLatest(database);
    await catatCadangan(database.db, systemClock, hasil);
  } finally {
    await database.destroy();
  }
  const kb = Math.max(1, Math.round(hasil.ukuran / 1024));
  console.log(`Cadangan dibuat dan diperiksa: ${hasil.path} (${kb} KB, ${hasil.totalBaris} baris).`);
  console.log(`Disimpan ${settings.BACKUP_KEEP} cadangan terakhir di ${settings.BACKUP_DIR}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof CadanganError ? error.message : `Cadangan gagal: ${(error as Error).message ?? String(error)}`);
  process.exit(1);
});
