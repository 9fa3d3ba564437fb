// Issue 32.8: a new release replaces the cached app without trapping anyone on the old one, and never
// under a child answering, not even when another tab of the tablet takes it. Release A is the build under
// test (dist/web); release B is built again with another mark, so every chunk's name changes, as in a
// real deploy. One server of our own is stopped and started again on the same address and database with
// B, as a deploy does.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_PORT, e2eServers } from '../playwright.config';
import { buatAnak, buatAsessor, jawab, masukDenganPassword, type Anak } from './support/anak';
import { cekAxe, shoot } from './support/helpers';

const RILIS_A = path.resolve('dist/web');
const RILIS_B = path.join(os.tmpdir(), `asesmen-e2e-rilis-b-${E2E_PORT}`);
const DATA = path.join(os.tmpdir(), `asesmen-e2e-rilis-${E2E_PORT}`);
// The run's first server: the one build all of them start from (e2e/support/servers.ts), and its settings.
const [PERTAMA] = e2eServers(1);
const SERVER = path.resolve(`node_modules/.cache/asesmen-e2e-${PERTAMA!.port}/main.js`);

let port = 0;
let server: ChildProcess | undefined;

function portBebas(): Promise<number> {
  return new Promise((selesai, gagal) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = s.address() as net.AddressInfo;
      s.close(() => selesai(p));
    });
    s.on('error', gagal);
  });
}

async function jalankan(webDist: string) {
  server = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      ...PERTAMA!.env,
      PORT: String(port),
      DATA_DIR: DATA,
      BACKUP_DIR: `${DATA}-cadangan`,
      WEB_DIST: webDist,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(
      () =>
        fetch(`http://localhost:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
}

async function hentikan() {
  const s = server;
  server = undefined;
  if (!s || s.exitCode !== null) return;
  await new Promise((selesai) => {
    s.once('exit', selesai);
    s.kill('SIGTERM');
  });
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  execFileSync('npx', ['vite', 'build', '--outDir', RILIS_B, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { ...process.env, VITE_VERSI_APLIKASI: 'rilis-b' },
    stdio: 'inherit',
  });
  fs.rmSync(DATA, { recursive: true, force: true });
  port = await portBebas();
  await jalankan(RILIS_A);
});

test.afterAll(async () => {
  await hentikan();
});

// Null while a reload is under way (the page's context is gone for a moment).
const versi = (page: Page) => page.evaluate(() => document.documentElement.dataset.versi ?? null).catch(() => null);
/** The release a page runs, by its entry script, the mark aside (the mark comes with a chunk loaded after the page). */
const entri = (page: Page) =>
  page
    .evaluate(() => document.querySelector<HTMLScriptElement>('script[type=module][crossorigin]')?.getAttribute('src') ?? null)
    .catch(() => null);
const entriDari = (dist: string) =>
  /<script type="module" crossorigin src="([^"]+)"/.exec(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'))?.[1];
/** What the page and its service worker hold, for a failure's message. */
const keadaan = (page: Page) =>
  page
    .evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      const w = window as { halamanSama?: boolean };
      return JSON.stringify({
        url: location.pathname,
        versi: document.documentElement.dataset.versi,
        pembaruan: document.documentElement.dataset.pembaruan,
        sama: w.halamanSama === true,
        pengendali: navigator.serviceWorker.controller?.state,
        menunggu: r?.waiting?.state ?? null,
        aktif: r?.active?.state ?? null,
      });
    })
    .catch((e: unknown) => String(e));
const dikendalikan = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);
/** A mark on the page's window: gone after any reload. */
const tandai = (page: Page) => page.evaluate(() => Object.assign(window, { halamanSama: true }));
const masihSama = (page: Page) => page.evaluate(() => (window as { halamanSama?: boolean }).halamanSama === true);
const jawabanServer = async (page: Page, anak: Anak) =>
  ((await (await page.request.get(`/api/asesmen/${anak.id}/pid5bf`)).json()) as { jawaban: Record<string, number> }).jawaban;

async function tablet(browser: Browser, width: number, height: number) {
  const context = await browser.newContext({
    baseURL: `http://localhost:${port}`,
    serviceWorkers: 'allow',
    viewport: { width, height },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  return { context, page: await context.newPage() };
}

/** Opens a page and waits until release A's service worker controls it and the app has marked its release. */
async function bukaDenganPekerja(page: Page, alamat: string) {
  await page.goto(alamat);
  await expect.poll(() => dikendalikan(page), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => versi(page), { timeout: 20_000 }).not.toBeNull();
  return (await versi(page))!;
}

/** The tablet asks for a new release when the network returns (as it does every half hour); B installs and waits. */
async function jaringanKembali(context: import('@playwright/test').BrowserContext, page: Page) {
  await context.setOffline(true);
  await context.setOffline(false);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null), {
      timeout: 30_000,
    })
    .toBe(true);
}

test('a new release reaches the tablet at the next page, never under a child answering (nor by another tab taking it); staff are told and take it with a button', async ({
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext();
  const base = `http://localhost:${port}`;
  const asessor = await buatAsessor(api, base, 'Rutan 1', DATA);
  const anak = await buatAnak(api, base, asessor, 'Putri Ayu Lestari');

  // Release A on two tablets: a child's, and a staff member's at the login page.
  const anakTab = await tablet(browser, 768, 1024);
  const versiA = await bukaDenganPekerja(anakTab.page, '/user/asesmenanak');
  expect(versiA).not.toBe('rilis-b');
  const staf = await tablet(browser, 1280, 800);
  expect(await bukaDenganPekerja(staf.page, '/login/asessor')).toBe(versiA);
  // In a second tab of the staff tablet (the same worker) another child is in the middle of Sub Test 1.
  const anak2 = await buatAnak(api, base, asessor, 'Dewi Kartika Sari');
  const k = await staf.context.newPage();
  await masukDenganPassword(k, anak2);
  expect(await dikendalikan(k)).toBe(true);
  await jawab(k, 2, 'Cukup sesuai', { lanjutTerakhir: true });

  // The child is in the middle of Sub Test 1: three answers confirmed by the server.
  const { page } = anakTab;
  await masukDenganPassword(page, anak);
  await jawab(page, 3, 'Cukup sesuai', { lanjutTerakhir: true });
  await expect.poll(() => jawabanServer(page, anak).then((j) => Object.keys(j).length)).toBe(3);
  await tandai(page);

  // The deploy: the server stops and comes back with release B on the same address and data. The child
  // answers on while it is away (the answer waits on the device).
  await hentikan();
  await jawab(page, 1, 'Sangat sesuai', { lanjutTerakhir: true });
  await jalankan(RILIS_B);
  await jaringanKembali(anakTab.context, page);

  // B waits: the child's page is not reloaded, shows no note, still runs A, and keeps every answer.
  expect(await masihSama(page)).toBe(true);
  expect(await versi(page)).toBe(versiA);
  await expect(page.getByTestId('pembaruan-aplikasi')).toHaveCount(0);
  await expect(page.getByText('(terjawab 4 dari 25)')).toBeVisible();
  await jawab(page, 1, 'Kurang sesuai', { lanjutTerakhir: true });
  await expect(page.getByTestId('progres')).toHaveText('Soal 6 dari 25');
  await expect.poll(() => jawabanServer(page, anak), { timeout: 15_000 }).toEqual({ 1: 2, 2: 2, 3: 2, 4: 3, 5: 1 });
  expect(await masihSama(page)).toBe(true);

  // The child leaves the sub test (the tablet's back button, to the list): that change of page takes B.
  await page.goBack();
  const entriB = entriDari(RILIS_B);
  expect(entriB).not.toBe(entriDari(RILIS_A));
  await expect
    .poll(() => entri(page), { timeout: 30_000 })
    .toBe(entriB)
    .catch(async (e: unknown) => {
      throw new Error(`${String(e)}\n${await keadaan(page)}`);
    });
  await expect.poll(() => versi(page), { timeout: 20_000 }).toBe('rilis-b');
  expect(await masihSama(page)).toBe(false);
  await expect(page).not.toHaveURL(/\/asesmen\/pid5bf\//);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  // Back in the sub test on release B: every answer is there and the child goes on.
  await page.goto(`/asesmen/pid5bf/${anak.id}`);
  await expect(page.getByText('(terjawab 5 dari 25)')).toBeVisible();
  expect(await versi(page)).toBe('rilis-b');

  // The staff tablet, still on A at the login page, learns of B when its network returns: a note with a
  // button on the login page, nothing on the child's tab.
  const s = staf.page;
  await tandai(s);
  await tandai(k);
  await jaringanKembali(staf.context, s);
  const catatan = s.getByTestId('pembaruan-aplikasi');
  await expect(catatan).toContainText('Versi baru tersedia.');
  expect(await masihSama(s)).toBe(true);
  await cekAxe(s, 'pembaruan aplikasi');
  await shoot(s, 'pembaruan-aplikasi', [360, 768, 1280]);
  await expect(k.getByTestId('pembaruan-aplikasi')).toHaveCount(0);
  await catatan.getByRole('button', { name: 'Muat ulang' }).click();
  await expect.poll(() => entri(s), { timeout: 30_000 }).toBe(entriB);
  await expect.poll(() => versi(s), { timeout: 20_000 }).toBe('rilis-b');
  expect(await masihSama(s)).toBe(false);
  await expect(s.getByTestId('pembaruan-aplikasi')).toHaveCount(0);
  await expect(s.getByRole('heading', { level: 1 })).toBeVisible();

  // The other tab's "Muat ulang" put B in control of the child's tab too: it is not reloaded under the
  // child, keeps running A with no note, and the child answers on (through B's worker).
  await expect.poll(() => k.evaluate(() => document.documentElement.dataset.pembaruan)).toBe('berlaku');
  expect(await masihSama(k)).toBe(true);
  expect(await versi(k)).toBe(versiA);
  await expect(k.getByTestId('pembaruan-aplikasi')).toHaveCount(0);
  await jawab(k, 1, 'Sangat sesuai', { lanjutTerakhir: true });
  await expect(k.getByTestId('progres')).toHaveText('Soal 4 dari 25');
  await expect.poll(() => jawabanServer(k, anak2), { timeout: 15_000 }).toEqual({ 1: 2, 2: 2, 3: 3 });
  expect(await masihSama(k)).toBe(true);
  // Leaving the sub test takes B at once: B already controls the tab.
  await k.goBack();
  await expect.poll(() => entri(k), { timeout: 30_000 }).toBe(entriB);
  await expect(k).not.toHaveURL(/\/asesmen\/pid5bf\//);
  expect(await masihSama(k)).toBe(false);

  await anakTab.context.close();
  await staf.context.close();
  await api.dispose();
});
