import path from 'node:path';
import { CadanganError, pulihkan, sumberDari } from '../features/cadangan/cadangan';
import { loadSettings } from '../settings';

// Usage: npm run restore -- FILE [--tanpa-checksum]
// Into an empty data folder or an empty PostgreSQL database (D16). A restore stopped part way (killed,
// power cut) is finished by running the same command again (issue 28).
async function main() {
  const args = process.argv.slice(2);
  const tanpaChecksum = args.includes('--tanpa-checksum');
  const lain = args.filter((a) => a !== '--tanpa-checksum');
  const file = lain[0];
  if (!file || lain.length > 1 || file.startsWith('--')) {
    throw new CadanganError('Sebutkan satu berkas cadangan: npm run restore -- backups/asesmen-....db [--tanpa-checksum]');
  }
  const settings = loadSettings();
  const target = sumberDari(settings);
  const { totalBaris } = await pulihkan(path.resolve(file), target, {
    tanpaChecksum,
    langkah: (pesan) => console.log(pesan),
  });
  const where = target.dialect === 'sqlite' ? target.dataDir : 'basis data PostgreSQL (DATABASE_URL)';
  console.log(`Cadangan ${path.basename(file)} dipulihkan ke ${where}: ${totalBaris} baris, diperiksa.`);
  console.log('Jalankan npm start: migrasi yang lebih baru dijalankan otomatis saat server mulai.');
}

main().catch((error: unknown) => {
  console.error(error instanceof CadanganError ? error.message : `Pemulihan gagal: ${(error as Error).message ?? String(error)}`);
  process.exit(1);
});
