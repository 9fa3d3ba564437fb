// Issue 17: the built web app goes out precompressed (brotli, or gzip for a client without it),
// hashed assets are cached for a year as immutable, index.html is revalidated every time.
import { expect, test } from '@playwright/test';

test('the landing page loads compressed scripts and styles, cached as immutable; index.html is not cached', async ({
  page,
  request,
}) => {
  const assets: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname)) assets.push(url.pathname);
  });
  const html = await page.goto('/');
  expect(html?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('heading', { name: 'SISTEM ASESMEN TAHANAN DAN ABH' })).toBeVisible();
  expect(assets.length).toBeGreaterThan(0);

  for (const asset of assets) {
    const plain = await request.get(asset, { headers: { 'accept-encoding': 'identity' } });
    const size = (await plain.body()).length;
    for (const encoding of ['br', 'gzip']) {
      const res = await request.get(asset, { headers: { 'accept-encoding': encoding } });
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers()['vary']).toMatch(/accept-encoding/i);
      // Files under 1 KB are not worth compressing and go out as they are.
      if (size >= 1024) expect(res.headers()['content-encoding'], `${asset} ${encoding}`).toBe(encoding);
      // The client decodes it back to the very same bytes.
      expect((await res.body()).equals(await plain.body())).toBe(true);
    }
  }

  // A client route answers index.html, never cached, so a new build is picked up at once.
  const route = await request.get('/login/asessor', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(route.status()).toBe(200);
  expect(route.headers()['cache-control']).toBe('no-cache');
  expect(await route.text()).toContain('<div id="root">');
});

test("a first page's chunks are asked for beside the entry, not after it has run", async ({ page }) => {
  // The small script next to the entry (vite.config.ts, pramuatHalaman) preloads the chunks of the
  // address's page by itself: with the entry held back, they are still asked for.
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  const preloads = () =>
    page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  await page.goto('/asesmen/pid5bf/1');
  await expect.poll(preloads).toContainEqual(expect.stringMatching(/^\/assets\/subtes-page-[\w-]+\.js$/));
  await page.goto('/');
  await expect.poll(preloads).toContainEqual(expect.stringMatching(/^\/assets\/landing-page-[\w-]+\.js$/));
  expect(await preloads()).not.toContainEqual(expect.stringMatching(/subtes-page/));
});
