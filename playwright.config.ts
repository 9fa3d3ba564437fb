import fs from 'node:fs';
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
/**
 * Debian's Chromium headless shell (package chromium-headless-shell, the same Chromium without the
 * browser's window layer; what Playwright itself runs headless): 18 % less CPU than the full browser's
 * headless mode on the same walks (hari-asessor, 68.9 against 83.8 CPU s, measured). The full browser
 * where the shell is not installed.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

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
  // Starts the servers below (e2e/support/servers.ts): the server compiled as `npm start` compiles it, so
  // the browser tests drive what runs in production, each on a fresh data folder.
  globalSetup: './e2e/support/servers.ts',
});

/** The servers of a run with `workers` workers: for each, one with the product's limits and one divided. */
export function e2eServers(workers: number): { port: number; env: Record<string, string> }[] {
  return Array.from({ length: workers }, (_, slot) => {
    const port = BASE_PORT + 2 * slot;
    const dir = dataDirOf(port);
    return [
      { port, env: serverEnv(port, dir) },
      {
        port: port + 1,
        env: { ...serverEnv(port + 1, `${dir}-cepat`), TIME_LIMIT_DIVISOR: String(E2E_TIME_DIVISOR) },
      },
    ];
  }).flat();
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
