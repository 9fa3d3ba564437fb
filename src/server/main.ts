import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp, WEB_DIST } from './app';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';
import { loadSettings } from './settings';
import { systemClock } from './time';

/** Builds the web app when it has not been built yet, so `npm start` works on a fresh clone. */
function ensureWebBuilt(dist: string): void {
  if (fs.existsSync(path.join(dist, 'index.html'))) return;
  console.log('Membangun aplikasi web (sekali saja)...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Gagal membangun aplikasi web.');
}

async function main(): Promise<void> {
  const started = performance.now();
  const settings = loadSettings();
  ensureWebBuilt(settings.WEB_DIST ? path.resolve(settings.WEB_DIST) : WEB_DIST);
  const database = openDatabase({ url: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  const generatedPassword = await prepareDatabase(database, systemClock, settings.ADMIN_PASSWORD);
  const app = await buildApp({ database, settings });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} diterima, menutup server...`);
    await app.close();
    await database.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: settings.PORT, host: settings.HOST });
  const where = settings.DATABASE_URL ? 'PostgreSQL' : path.join(settings.DATA_DIR, 'asesmen.db');
  const shownHost = ['0.0.0.0', '127.0.0.1', '::'].includes(settings.HOST) ? 'localhost' : settings.HOST;
  console.log(`\nAsesmen ABH berjalan di http://${shownHost}:${settings.PORT} (basis data: ${where})`);
  console.log(`Siap dalam ${Math.round(performance.now() - started)} ms.`);
  if (generatedPassword) {
    console.log('\n================================================================');
    console.log(' Admin pertama dibuat.');
    console.log(`   Username: admin`);
    console.log(`   Password: ${generatedPassword}`);
    console.log(' Simpan password ini sekarang: password ini hanya ditampilkan sekali.');
    console.log(' Untuk menggantinya: npm run admin:reset-password');
    console.log('================================================================\n');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
