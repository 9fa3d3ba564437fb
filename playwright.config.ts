import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Two servers: one with the product's time limits, one whose limits are divided (time-out tests).
// E2E_PORT lets several checkouts run their browser tests side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_FAST_PORT = E2E_PORT + 1;
/** On the fast server every sub test's limit is divided by this (20 minutes become 10 seconds). */
export const E2E_TIME_DIVISOR = 120;
export const E2E_ADMIN_PASSWORD = 'admin-e2e-rahasia';
/** Data folder of the server with the product's limits (tests may age a record there). */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `asesmen-e2e-${E2E_PORT}`);
const dataDir = E2E_DATA_DIR;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
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
  webServer: [
    {
      command: `rm -rf ${dataDir} && npx tsx src/server/main.ts`,
      url: `http://localhost:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnv(E2E_PORT, dataDir),
    },
    {
      command: `rm -rf ${dataDir}-cepat && npx tsx src/server/main.ts`,
      url: `http://localhost:${E2E_FAST_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { ...serverEnv(E2E_FAST_PORT, `${dataDir}-cepat`), TIME_LIMIT_DIVISOR: String(E2E_TIME_DIVISOR) },
    },
  ],
});

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
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  };
}
