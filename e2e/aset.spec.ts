// Issue 17: the built web app goes out precompressed (brotli, or gzip for a client without it),
// hashed assets are cached for a year as immutable, index.html is revalidated every time.
import { expect, test, type Route } from '@playwright/test';
import { createAsessor, foto, LEBAR_LAYAR, loginAdmin, shoot } from './support/helpers';

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
    page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  // React's renderer, a chunk the entry imports on its own (main.tsx evaluates it in a task of its own),
  // is asked for beside the entry too: on an address served index.html by its head, on a drawn page by
  // the small script that fetches the entry once the page has been painted.
  const renderer = expect.stringMatching(/^\/assets\/client-[\w-]+\.js$/);
  await page.goto('/asesmen/pid5bf/1');
  await expect.poll(preloads).toContainEqual(expect.stringMatching(/^\/assets\/subtes-page-[\w-]+\.js$/));
  expect(await preloads()).toContainEqual(renderer);
  await page.goto('/');
  await expect.poll(preloads).toContainEqual(expect.stringMatching(/^\/assets\/landing-page-[\w-]+\.js$/));
  await expect.poll(preloads).toContainEqual(renderer);
  expect(await preloads()).not.toContainEqual(expect.stringMatching(/subtes-page/));
});

test("a sub test's chunks and questions are asked for with the page itself, before any script has run", async ({ page }) => {
  // The server names them in the page's Link header (app.ts, http/pramuat.ts): with the entry and the
  // small script beside it both held back, the browser still asks for the page's chunk and its read.
  await page.route(/\/assets\/(index|pramuat)-[\w-]+\.js$/, (route) => route.abort());
  const diminta: string[] = [];
  page.on('request', (r) => diminta.push(new URL(r.url()).pathname));
  const res = await page.goto('/asesmen/pid5bf/1');
  expect(res?.headers()['link']).toMatch(/<\/assets\/subtes-page-[\w-]+\.js>; rel=modulepreload/);
  await expect.poll(() => diminta).toContainEqual(expect.stringMatching(/^\/assets\/subtes-page-[\w-]+\.js$/));
  await expect.poll(() => diminta).toContain('/api/asesmen/1/pid5bf');
});

test("a button's look gives way to the caller's classes (by the cascade: no class merger in the browser)", async ({ page }) => {
  // components/ui/button.tsx: the variant's and the size's classes are in Tailwind's components layer
  // (app.css), so the 404 page's `px-5` wins over the size's `px-4`, and the rest stays.
  await page.goto('/tidak-ada-di-sini');
  const tautan = page.getByRole('link', { name: 'Kembali ke beranda' });
  const gaya = await tautan.evaluate((a) => {
    const g = getComputedStyle(a);
    return { kiri: g.paddingLeft, latar: g.backgroundColor, tinggi: a.getBoundingClientRect().height, spasi: g.whiteSpace };
  });
  expect(gaya).toEqual({ kiri: '20px', latar: 'rgb(29, 75, 130)', tinggi: expect.any(Number), spasi: 'nowrap' });
  expect(gaya.tinggi).toBeGreaterThanOrEqual(44);
});

test('the landing page and the logins are painted from their HTML before any script, and the app takes over in place', async ({
  browser,
  page,
}) => {
  // Issue 32 (LCP): vite.config's prarenderHalaman. Without JavaScript the page is there, as a picture
  // (inert, fields and buttons disabled, so nothing typed into it is lost); with it, the live page sits
  // exactly where the picture was and the picture is gone.
  const tanpaJs = await browser.newContext({ javaScriptEnabled: false });
  const gambar = await tanpaJs.newPage();
  const halaman = [
    ['/', 'beranda', { role: 'heading', name: 'SISTEM ASESMEN TAHANAN DAN ABH' }],
    ['/login/asessor', 'login-asessor', { role: 'heading', name: 'Login Asessor' }],
    ['/login/admin', 'login-admin', { role: 'heading', name: 'Login Admin' }],
  ] as const;
  const kotak = (p: typeof page) =>
    p.evaluate(() =>
      ['h1', 'footer', 'main'].map((s) => {
        const r = document.querySelector(s)!.getBoundingClientRect();
        return [s, Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
      }),
    );
  for (const [alamat, nama, judul] of halaman) {
    for (const width of LEBAR_LAYAR) {
      const size = { width, height: width === 360 ? 740 : width === 768 ? 1024 : 800 };
      await gambar.setViewportSize(size);
      await page.setViewportSize(size);
      await gambar.goto(alamat);
      await expect(gambar.locator('#prarender').getByRole(judul.role, { name: judul.name, includeHidden: true })).toBeVisible();
      await expect(gambar.locator('#prarender')).toHaveAttribute('inert', '');
      await expect(gambar.locator('#root')).toBeEmpty();
      await foto(gambar, `prarender-${nama}-${width}.png`, { fullPage: true });

      await page.goto(alamat);
      await expect(page.getByRole(judul.role, { name: judul.name })).toBeVisible();
      await expect(page.locator('#prarender')).toHaveCount(0);
      await expect(page.locator('#root main')).toBeVisible();
      expect(await kotak(page), `${alamat} at ${width}`).toEqual(await kotak(gambar));
    }
  }
  await expect(gambar.locator('input:not([disabled]), button:not([disabled])')).toHaveCount(0);
  await tanpaJs.close();
  // Live, the form works as before (the login walks in skeleton.spec sign in through it).
  await expect(page.getByLabel('Username')).toBeEnabled();
});

test('a toast whose module cannot be fetched (a weak line before it arrived) is still shown', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  // The toasts' module (lib/toast) comes a while after the page; here it never comes.
  await page.route(/\/assets\/toaster-[\w-]+\.js$/, (route) => route.abort());
  const adminApi = await playwright.request.newContext({ baseURL });
  const asessor = await createAsessor(adminApi, { name: 'Rina Pesan Cadangan' });
  await loginAdmin(context);
  // Kelola Akun is paged: the account by its login id (the suite's accounts fill pages).
  await page.goto(`/admin/status?q=${asessor.assesor_id}`);
  const row = page.getByTestId(`akun-${asessor.assesor_id}`);
  await expect(row).toBeVisible();

  // The line drops the change: the failure is said, and read out at once.
  const putus = (route: Route) => (route.request().method() === 'GET' ? route.continue() : route.abort());
  await page.route('**/api/asessors/**', putus);
  await row.getByRole('button', { name: 'Nonaktifkan' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Gagal menghubungi server' })).toBeVisible();
  await shoot(page, 'pesan-cadangan', LEBAR_LAYAR);

  // The line is back (the module still blocked): the success toast shows too, then goes like a toast.
  await page.unroute('**/api/asessors/**', putus);
  await row.getByRole('button', { name: 'Nonaktifkan' }).click();
  const berhasil = page.getByRole('status').filter({ hasText: 'Akun asessor dinonaktifkan' });
  await expect(berhasil).toBeVisible();
  await expect(row.getByText('Nonaktif', { exact: true })).toBeVisible();
  await expect(berhasil).toBeHidden({ timeout: 10_000 });
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});
