// Issue 32.8: a tablet that loses the network and reloads keeps working. The service worker keeps the
// shell and the questions of a sub test the device opened (never a person's data); the answers come
// from the page's encrypted device copy and reach the server when the network returns.
import { expect, test, type PlaywrightWorkerArgs } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { buatAnak, buatAsessor, jawab, masukDenganPassword } from './support/anak';
import { shoot } from './support/helpers';

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

const BASE = `http://localhost:${E2E_PORT}`;
const PESAN_OFFLINE = 'Kamu sedang offline. Jawabanmu disimpan di perangkat ini dan dikirim saat koneksi kembali.';

/** The paths the service worker's caches hold. */
const disimpan = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => {
    const urls: { cache: string; path: string; isi: string }[] = [];
    for (const nama of await caches.keys()) {
      const c = await caches.open(nama);
      for (const r of await c.keys()) {
        const path = new URL(r.url).pathname;
        urls.push({ cache: nama, path, isi: path.startsWith('/api/') ? await (await c.match(r))!.text() : '' });
      }
    }
    return urls;
  });

async function anakBaru(playwright: PlaywrightWorkerArgs['playwright']) {
  const api = await playwright.request.newContext();
  const asessor = await buatAsessor(api, BASE, 'Rutan 1');
  const anak = await buatAnak(api, BASE, asessor, 'Wulan Sari Dewi');
  return { anak, api };
}

test('an open sub test reloaded offline shows its questions and answers and sends them when the network returns', async ({
  page,
  context,
  playwright,
}) => {
  const { anak, api } = await anakBaru(playwright);
  await page.goto('/user/asesmenanak');
  await expect(page.getByRole('heading', { name: 'Daftar Asesmen Anak' })).toBeVisible();
  // Installed and in control of this page (skipWaiting + clientsClaim: no second load needed).
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);

  await masukDenganPassword(page, anak);
  // Three answers confirmed by the server (the device copy is removed once confirmed).
  await jawab(page, 3, 'Cukup sesuai', { lanjutTerakhir: true });
  await expect
    .poll(async () => Object.keys(((await (await page.request.get(`/api/asesmen/${anak.id}/pid5bf`)).json()) as { jawaban: object }).jawaban).length)
    .toBe(3);
  // The worker's copy of the sub test holds its questions, not the child's answers or number.
  const kopi = (await disimpan(page)).filter((u) => u.path.startsWith('/api/'));
  expect(kopi.map((u) => u.path)).toEqual([`/api/asesmen/${anak.id}/pid5bf`]);
  expect(kopi[0].cache).toBe('subtes-luring');
  const isiKopi = JSON.parse(kopi[0].isi) as { soal: unknown[]; jawaban: object; registration_no: string };
  expect(isiKopi.soal).toHaveLength(25);
  expect(isiKopi.jawaban).toEqual({});
  expect(isiKopi.registration_no).toBe('');
  expect(kopi[0].isi).not.toContain(anak.registration_no);

  // The network goes; one more answer while offline; then a reload without network.
  await context.setOffline(true);
  await jawab(page, 1, 'Sangat sesuai', { lanjutTerakhir: true });
  await expect(page.getByText(PESAN_OFFLINE)).toBeVisible();
  const sisaSebelum = await page.getByTestId('sisa-waktu').textContent();
  await page.reload();
  await expect(page.getByTestId('progres')).toHaveText('Soal 5 dari 25');
  await expect(page.getByText('(terjawab 4 dari 25)')).toBeVisible();
  await expect(page.getByText(PESAN_OFFLINE)).toBeVisible();
  // The clock went on from the stored copy: never more time than before the reload.
  const [m, s] = ((await page.getByTestId('sisa-waktu').textContent()) ?? '').split(':').map(Number);
  const [m0, s0] = (sisaSebelum ?? '').split(':').map(Number);
  expect(m * 60 + s).toBeLessThanOrEqual(m0 * 60 + s0);
  expect(m * 60 + s).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Soal 4, sudah dijawab' }).click();
  await expect(page.getByRole('radio', { name: 'Sangat sesuai', exact: true })).toBeChecked();
  // Answering goes on offline.
  await page.getByRole('button', { name: 'Soal 5, belum dijawab' }).click();
  await jawab(page, 1, 'Kurang sesuai');
  await expect(page.getByText('(terjawab 5 dari 25)')).toBeVisible();
  await shoot(page, 'luring-muat-ulang', [360, 768, 1280]);

  // The network returns: every answer reaches the server (1-3 kept, 4-5 added), the banner goes.
  await context.setOffline(false);
  await expect(page.getByText(PESAN_OFFLINE)).toBeHidden({ timeout: 15_000 });
  await expect
    .poll(async () => ((await (await page.request.get(`/api/asesmen/${anak.id}/pid5bf`)).json()) as { jawaban: object }).jawaban, {
      timeout: 15_000,
    })
    .toEqual({ 1: 2, 2: 2, 3: 2, 4: 3, 5: 1 });
  await api.dispose();
});

test('offline reload opens the shell from the service worker; it keeps no list or upload', async ({ page, context }) => {
  await page.goto('/user/asesmenanak');
  await expect(page.getByRole('heading', { name: 'Daftar Asesmen Anak' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Daftar Asesmen Anak' })).toBeVisible();
  // The list itself is data: it is not there offline, and the page says so with a retry.
  await expect(page.getByText('Gagal memuat daftar anak.')).toBeVisible();
  // Another of the child's pages opens from the same shell.
  await page.goto('/asesmen/pid5bf/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);

  const urls = (await disimpan(page)).map((u) => u.path);
  expect(urls).toContain('/index.html');
  expect(urls.some((u) => u.startsWith('/assets/'))).toBe(true);
  // No list, no upload, nothing but a sub test's questions.
  expect(urls.filter((u) => (u.startsWith('/api/') && !/^\/api\/asesmen\/\d+\/[a-z0-9]+$/.test(u)) || u.startsWith('/uploads/'))).toEqual([]);
});
