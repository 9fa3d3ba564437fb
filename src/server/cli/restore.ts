import path from 'node:path';
import { CadanganError, pulihkan, sumberDari } from '../features/cadangan/cadangan';
import { loadSettings } from '../settings';

// Usage: npm run restore -- FILE   (into an empty data folder or an empty PostgreSQL database; D16)
async function main() {
  const file = process.argv[2];
  if (!file) throw new CadanganError('Sebutkan berkas cadangan: npm run restore -- backups/asesmen-....db');
  const settings = loadSettings();
  const target = sumberDari(settings);
  const { totalBaris } = await pulihkan(path.resolve(file), target);
  const where = target.dialect === 'sqlite' ? target.dataDir : 'basis data PostgreSQL (DATABASE_URL)';
  console.log(`Cadangan ${path.basename(file)} dipulihkan ke ${where}: ${totalBaris} baris, diperiksa.`);
  console.log('Jalankan npm start: migrasi yang lebih baru dijalankan otomatis saat server mulai.');
}

main().catch((error: unknown) => {
  console.error(error instanceof CadanganError ? error.message : `Pemulihan gagal: ${(error as Error).message ?? String(error)}`);
  process.exit(1);
});
