import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Each browser worker has two servers of its own: one with the product's time limits, one whose limits
// are divided (time-out tests), each on its own database, so a worker never sees another's data or
// settings (an admin's switch, a bank being edited). E2E_PORT lets several checkouts run their browser
// tests side by side; a run takes the ports E2E_PORT .. E2E_PORT + 2 × E2E_WORKERS - 1.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);
/**
 * In CI four workers: the tests mostly wait on the browser, the server and timers (anak and hari-asessor
 * used 74 s of CPU, Chromium and servers included, for about 250 s of test time on one worker); on a
 * shared development machine one, unless E2E_WORKERS says otherwise.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? (process.env.CI ? 4 : 1));
// Playwright loads this file again in each worker with TEST_PARALLEL_INDEX (0 .. workers - 1) set.
const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_PORT = BASE_PORT + 2 * SLOT;
export const E2E_FAST_PORT = E2E_PORT + 1;
/** On the fast server every sub test's limit is divided by this (20 minutes become 10 seconds). */
export const E2E_TIME_DIVISOR = 120;
export const E2E_ADMIN_PASSWORD = 'admin-e2e-rahasia';
/** Data folder of the server with the product's limits (tests may age a record there). */
export const E2E_DATA_DIR = dataDirOf(E2E_PORT);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker (issue 32.8) would fetch the whole shell in every new context and hide
    // requests from page.route; e2e/luring.spec.ts allows it where it is what is tested.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: Array.from({ length: WORKERS }, (_, slot) => servers(BASE_PORT + 2 * slot)).flat(),
});

/**
 * The server compiled as `npm start` compiles it (one copy per server: they start at the same moment), so the
 * browser tests drive what runs in production, and a server starts without a TypeScript loader.
 */
function serverCommand(port: number, dir: string): string {
  const build = `node_modules/.cache/asesmen-e2e-${port}`;
  return `rm -rf ${dir} && node scripts/build-server.mjs ${build} && node ${build}/main.js`;
}

function servers(port: number) {
  const dir = dataDirOf(port);
  return [
    {
      command: serverCommand(port, dir),
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnv(port, dir),
    },
    {
      command: serverCommand(port + 1, `${dir}-cepat`),
      url: `http://localhost:${port + 1}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { ...serverEnv(port + 1, `${dir}-cepat`), TIME_LIMIT_DIVISOR: String(E2E_TIME_DIVISOR) },
    },
  ];
}

function dataDirOf(port: number): string {
  return path.join(os.tmpdir(), `asesmen-e2e-${port}`);
}

function serverEnv(port: number, dir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    BACKUP_DIR: `${dir}-cadangan`,
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    LOGIN_ATTEMPTS_PER_MINUTE: '1000',
    DATABASE_URL: '',
    // The compiled server lives under node_modules/.cache, so it is told where the built web app is.
    WEB_DIST: process.env.WEB_DIST ?? path.resolve('dist/web'),
  };
}
