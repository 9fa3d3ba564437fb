// Issue 32.8: a tablet that loses the network and reloads still opens the app, from the service
// worker's copy of the shell; no API reply (children's data) is ever kept by it.
import { expect, test } from '@playwright/test';

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

test('offline reload opens the shell from the service worker; the worker keeps no API reply', async ({ page, context }) => {
  await page.goto('/user/asesmenanak');
  await expect(page.getByRole('heading', { name: 'Daftar Asesmen Anak' })).toBeVisible();
  // Installed and in control of this page (skipWaiting + clientsClaim: no second load needed).
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

  const disimpan = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const nama of await caches.keys()) for (const r of await (await caches.open(nama)).keys()) urls.push(new URL(r.url).pathname);
    return urls;
  });
  expect(disimpan).toContain('/index.html');
  expect(disimpan.some((u) => u.startsWith('/assets/'))).toBe(true);
  expect(disimpan.filter((u) => u.startsWith('/api/') || u.startsWith('/uploads/'))).toEqual([]);
});
