import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { buildApp, WEB_DIST } from './app';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';
import { loadSettings } from './settings';
import { folderDapatDitulis } from './features/cadangan/cadangan';
import { mulaiCadanganHarian } from './features/cadangan/cadangan-harian';
import { mulaiPeriksaTindakLanjut } from './features/tindak-lanjut/periksa-berkala';
import { mulaiSegarkanRingkasan } from './features/hasil/ringkasan-berkala';
import { LogDestination } from './http/log';
import { systemClock } from './time';

/** Builds the web app when it has not been built yet, so `npm start` works on a fresh clone. */
function ensureWebBuilt(dist: string): void {
  if (fs.existsSync(path.join(dist, 'index.html'))) return;
  console.log('Membangun aplikasi web (sekali saja)...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Gagal membangun aplikasi web.');
}

/**
 * How far V8 lets the old generation grow past what survived its last full collection, in percent.
 * Left to itself under load V8 let it reach 3.6 times (119 MB before a full collection that kept 33 MB),
 * mostly garbage promoted from busy requests: RSS 168-209 MB in the bench's load. At 100 % the same load
 * peaked at 153-163 MB, for a few more full collections (issue 17). At 100 % the screening day's loads
 * still held 110 MB of heap (69-88 MB live) at their peak; at 50 % 86 MB, for the same CPU a request
 * (issue 28, decision 050). Set here, so that whoever starts the server (npm start, the benchmark, a
 * service file) runs with it.
 */
const TUMBUH_HEAP_PERSEN = 50;

/** V8's default factor by which the young generation grows: main.ts holds it at 1 while the server starts. */
const GROWTH_YOUNG_GENERATION = 2;

/** After SIGTERM the server has this long to finish the requests in flight before it exits anyway. */
const SHUTDOWN_LIMIT_MS = 8000;

async function main(): Promise<void> {
  const started = performance.now();
  v8.setFlagsFromString(`--heap-growing-percent=${TUMBUH_HEAP_PERSEN}`);
  // A reader of our output that has gone (EPIPE) must neither crash nor hold the server.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
  const settings = loadSettings();
  ensureWebBuilt(settings.WEB_DIST ? path.resolve(settings.WEB_DIST) : WEB_DIST);
  const database = openDatabase({ url: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  const generatedPassword = await prepareDatabase(database, systemClock, settings.ADMIN_PASSWORD);
  const logStream = new LogDestination();
  const app = await buildApp({ database, settings, logStream });
  if (!folderDapatDitulis(settings.BACKUP_DIR)) {
    app.log.warn({ folder: settings.BACKUP_DIR }, 'Folder cadangan tidak dapat ditulis: cadangan harian tidak dapat dibuat');
  }
  const cadangan = mulaiCadanganHarian(database, settings, systemClock, app.log);
  const tindakLanjut = mulaiPeriksaTindakLanjut(database.db, systemClock, app.log);
  const ringkasan = mulaiSegarkanRingkasan(database, app.log);

  // SIGTERM: stop accepting, finish the requests in flight, close the database, exit 0 (D16).
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const limit = setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS);
    limit.unref();
    let code = 0;
    app.log.info({ signal }, 'Menutup server');
    // Keep-alive connections busy at the close become idle only later: close each as soon as it is.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close().finally(() => clearInterval(sweep));
      await cadangan.stop();
      await tindakLanjut.stop();
      await ringkasan?.stop();
      await database.destroy();
      app.log.info('Server ditutup');
    } catch (error) {
      code = 1;
      app.log.error({ err: error }, 'Gagal menutup server dengan rapi');
    }
    await logStream.flush(1000);
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: settings.PORT, host: settings.HOST });
  v8.setFlagsFromString(`--semi-space-growth-factor=${GROWTH_YOUNG_GENERATION}`);
  const where = settings.DATABASE_URL ? 'PostgreSQL' : path.join(settings.DATA_DIR, 'asesmen.db');
  const shownHost = ['0.0.0.0', '127.0.0.1', '::'].includes(settings.HOST) ? 'localhost' : settings.HOST;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.PORT;
  console.log(`\nAsesmen ABH berjalan di http://${shownHost}:${port} (basis data: ${where})`);
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
