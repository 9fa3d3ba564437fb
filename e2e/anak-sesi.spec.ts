import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { buatAnak, buatAsessor, jawab, masukDenganPassword, type Anak } from './support/anak';
import { shoot } from './support/helpers';

// The edges of a child's real day (issues 32.3 and 28.5): a session that ends mid-test, a save that fails once.

const BASE = `http://localhost:${E2E_PORT}`;
const PID5_B = 'Cukup sesuai';
// A child is spoken to as 'kamu' (issue 32).
const PESAN_BELUM_TERKIRIM =
  'Jawabanmu belum terkirim ke server. Jawabanmu disimpan di perangkat ini dan dikirim ulang otomatis.';

test.use({ viewport: { width: 360, height: 740 } });

async function drafServer(page: Page, anak: Anak) {
  const res = await page.request.get(`/api/asesmen/${anak.id}/pid5bf`);
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { jawaban: Record<string, number> }).jawaban;
}

test('a session that ends mid-test says so, keeps every answer on the device, and continues after a new code', async ({
  page,
  context,
  playwright,
}) => {
  const api = await playwright.request.newContext();
  const asessor = await buatAsessor(api, BASE, 'Rutan 1');
  const anak = await buatAnak(api, BASE, asessor);
  await masukDenganPassword(page, anak);
  await jawab(page, 3, PID5_B, { lanjutTerakhir: true });
  await expect.poll(async () => Object.keys(await drafServer(page, anak)).length).toBe(3);

  // The session is gone (expired, ended elsewhere): the next answer reaches only the device.
  await context.clearCookies();
  await page.getByRole('radio', { name: 'Sangat sesuai', exact: true }).check();
  const pesan = page.getByTestId('sesi-berakhir');
  await expect(pesan).toContainText('Sesi asesmenmu sudah berakhir.', { timeout: 5000 });
  await expect(pesan).toContainText('Jawabanmu (4 dari 25 soal) tetap tersimpan di perangkat ini');
  await expect(pesan).toContainText('Panggil asessor dan minta kode masuk baru.');
  // The timer stopped with the questions: nothing ticks towards an automatic submit.
  await expect(page.getByTestId('sisa-waktu')).toHaveCount(0);
  await shoot(page, 'anak-sesi-berakhir', [360, 768, 1280]);

  // A reload still says it, and keeps the answers.
  await page.reload();
  await expect(page.getByTestId('sesi-berakhir')).toContainText('Sesi asesmenmu sudah berakhir.');
  // Kept encrypted (issue 29): whoever picks the tablet up reads no answer; the tab forgot the key.
  const lokal = await page.evaluate((id) => localStorage.getItem(`asesmen-draf:${id}:pid5`), anak.id);
  expect(JSON.parse(lokal!)).toEqual(expect.objectContaining({ tertunda: true, iv: expect.any(String), sandi: expect.any(String) }));
  expect(lokal).not.toMatch(/jawaban|"[1-4]"/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  // The assessor gives a new code; the child enters with it and goes on from the four answers.
  const kode = await api.post(`${BASE}/api/kelola/${anak.id}/kode-masuk`, { headers: { origin: BASE } });
  expect(kode.status(), await kode.text()).toBe(201);
  const { kode: teksKode } = (await kode.json()) as { kode: string };
  // The code alone finds the record (issue 32): no row to look for. A wrong code stays in the field.
  await page.goto('/user/asesmenanak');
  const denganKode = page.getByRole('form', { name: 'Masuk dengan kode' });
  await denganKode.getByLabel('Kode Masuk dari Asessor').fill('ABCD2345');
  await denganKode.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(denganKode.getByRole('alert')).toHaveText(
    'Kode masuk salah atau sudah tidak berlaku. Minta kode baru kepada asessor.',
  );
  await expect(denganKode.getByLabel('Kode Masuk dari Asessor')).toHaveValue('ABCD2345');
  await denganKode.getByLabel('Kode Masuk dari Asessor').fill(teksKode.toLowerCase());
  await denganKode.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/asesmen/pid5bf/${anak.id}$`));
  await expect(page.getByTestId('progres')).toHaveText('Soal 5 dari 25');
  await expect(page.getByRole('button', { name: /sudah dijawab/ })).toHaveCount(4);
  await expect.poll(() => drafServer(page, anak), { timeout: 10_000 }).toEqual({ 1: 2, 2: 2, 3: 2, 4: 3 });
  await api.dispose();
});

test('a save the server fails once (500) is sent again by itself, with the banner meanwhile', async ({ page, playwright }) => {
  const api = await playwright.request.newContext();
  const asessor = await buatAsessor(api, BASE, 'Rutan 1');
  const anak = await buatAnak(api, BASE, asessor);
  await masukDenganPassword(page, anak);

  let gagal = 0;
  await page.route(`**/api/asesmen/${anak.id}/pid5/draft`, async (route) => {
    if (gagal === 0) {
      gagal += 1;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Terjadi kesalahan pada server"}' });
    } else await route.continue();
  });
  await jawab(page, 1, PID5_B);
  await expect(page.getByText(PESAN_BELUM_TERKIRIM)).toBeVisible();
  // No further answer: the retry alone brings the server up to date.
  await expect.poll(() => drafServer(page, anak), { timeout: 10_000 }).toEqual({ 1: 2 });
  await expect(page.getByText(PESAN_BELUM_TERKIRIM)).toBeHidden();
  expect(gagal).toBe(1);
  await api.dispose();
});
