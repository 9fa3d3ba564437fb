import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { apiHeaders, cekAxe, createAsessor, lebar, loginAdmin, shoot } from './support/helpers';

// Two-factor login (D18, issue 29): an assessor enrols its authenticator from the QR page, logs in with
// a code computed here as the app would, then with a recovery code; the admin's switch sends an account
// without a second factor to its enrolment. At 768 px with axe; screenshots at 360/768/1280 px.

/** The code an authenticator app shows for `rahasia`, `langkah` steps of 30 s from now. */
const kode = (rahasia: string, langkah = 0) =>
  new TOTP({ secret: Secret.fromBase32(rahasia), digits: 6, period: 30 }).generate({ timestamp: Date.now() + langkah * 30_000 });

async function loginForm(page: Page, loginId: string, password: string) {
  await page.goto('/login/asessor');
  await page.getByLabel('ID Asessor').fill(loginId);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('an assessor enrols by QR code, logs in with a code and with a recovery code once', async ({ page, playwright, baseURL }) => {
  // Four logins, three pages checked by axe and photographed at three widths: longer than the default minute.
  test.setTimeout(180_000);
  const adminApi = await playwright.request.newContext({ baseURL });
  const asessor = await createAsessor(adminApi, { name: 'Dewi Duafaktor' });
  await adminApi.dispose();
  await lebar(page, 768);

  await loginForm(page, asessor.assesor_id, asessor.password);
  await expect(page).toHaveURL(/\/asessor\/status$/, { timeout: 6000 });
  await page.goto('/asessor/keamanan');
  await expect(page.getByRole('heading', { name: 'Keamanan Akun' })).toBeVisible();
  await expect(page.getByText('Belum aktif')).toBeVisible();
  await expect(page.getByTestId('daftar-sesi').getByText('Sesi ini')).toBeVisible();
  await cekAxe(page, 'keamanan akun, belum aktif');

  await page.getByRole('button', { name: 'Aktifkan Verifikasi Dua Langkah' }).click();
  const qr = page.getByTestId('qr-dua-faktor');
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const rahasia = ((await page.getByTestId('rahasia-dua-faktor').textContent()) ?? '').replace(/\s/g, '');
  expect(rahasia).toMatch(/^[A-Z2-7]{32}$/);
  await cekAxe(page, 'pendaftaran QR', { semua: true });
  await shoot(page, 'dua-faktor-qr', [360, 768, 1280]);

  await page.getByLabel('Kode dari Aplikasi').fill(kode(rahasia) === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Aktifkan', exact: true }).click();
  await expect(page.getByText(/Kode tidak cocok/)).toBeVisible();
  await page.getByLabel('Kode dari Aplikasi').fill(kode(rahasia));
  await page.getByRole('button', { name: 'Aktifkan', exact: true }).click();
  const daftarKode = page.getByTestId('kode-pemulihan').getByRole('listitem');
  await expect(daftarKode).toHaveCount(10);
  const pemulihan = (await daftarKode.allTextContents()).map((k) => k.trim());
  await cekAxe(page, 'kode pemulihan', { semua: true });
  await shoot(page, 'dua-faktor-kode-pemulihan', [360, 768, 1280]);
  await page.getByRole('button', { name: 'Saya sudah menyimpan kode ini' }).click();
  await expect(page.getByText('Aktif', { exact: true })).toBeVisible();
  await expect(page.getByText('Sisa kode pemulihan:')).toContainText('10');
  await cekAxe(page, 'keamanan akun, aktif', { semua: true });
  await shoot(page, 'dua-faktor-aktif', [360, 768, 1280]);

  // Log out, then in again: the password, then the code (of the next step: the enrolment spent this one).
  await page.goto('/asessor/logout');
  await expect(page).toHaveURL(/\/$/, { timeout: 6000 });
  await loginForm(page, asessor.assesor_id, asessor.password);
  const kodeField = page.getByLabel('Kode Verifikasi');
  await expect(kodeField).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await cekAxe(page, 'login langkah kode');
  await shoot(page, 'dua-faktor-login-kode', [360, 768, 1280]);
  await kodeField.fill('12345x');
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Kode verifikasi/ })).toBeVisible();
  await kodeField.fill(kode(rahasia, 1));
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page).toHaveURL(/\/asessor\/status$/, { timeout: 6000 });

  // A recovery code (phone lost): logs in once, then no more.
  await page.goto('/asessor/logout');
  await expect(page).toHaveURL(/\/$/, { timeout: 6000 });
  await loginForm(page, asessor.assesor_id, asessor.password);
  await page.getByLabel('Kode Verifikasi').fill(pemulihan[0]!);
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page).toHaveURL(/\/asessor\/status$/, { timeout: 6000 });
  await page.goto('/asessor/keamanan');
  await expect(page.getByText('Sisa kode pemulihan:')).toContainText('9');
  await page.goto('/asessor/logout');
  await expect(page).toHaveURL(/\/$/, { timeout: 6000 });
  await loginForm(page, asessor.assesor_id, asessor.password);
  await page.getByLabel('Kode Verifikasi').fill(pemulihan[0]!);
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page.getByText('Kode verifikasi salah atau sudah dipakai.')).toBeVisible();
});

test("the admin's switch sends an account without a second factor to its enrolment", async ({ page, context, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const adminApi = await playwright.request.newContext({ baseURL });
  const asessor = await createAsessor(adminApi, { name: 'Bayu Wajib' });
  await adminApi.dispose();
  await lebar(page, 768);

  // The admin needs a second factor of its own before requiring one of everybody.
  await loginAdmin(context);
  const mulai = await context.request.post('/api/admin/dua-faktor/mulai', { headers: apiHeaders() });
  const { rahasia } = (await mulai.json()) as { rahasia: string };
  expect((await context.request.post('/api/admin/dua-faktor/aktifkan', { headers: apiHeaders(), data: { kode: kode(rahasia) } })).ok()).toBe(true);
  try {
    await page.goto('/admin/keamanan');
    await page.getByRole('button', { name: 'Wajibkan untuk Semua Akun' }).click();
    await expect(page.getByText('Wajib', { exact: true })).toBeVisible();
    await cekAxe(page, 'admin keamanan, wajib');
    await shoot(page, 'dua-faktor-admin-wajib', [360, 768, 1280]);

    // The assessor, without one, logs in and finds only its enrolment open.
    const lain = await (await context.browser()!.newContext({ baseURL, viewport: { width: 768, height: 1024 } })).newPage();
    await loginForm(lain, asessor.assesor_id, asessor.password);
    await expect(lain).toHaveURL(/\/asessor\/keamanan$/, { timeout: 6000 });
    await expect(lain.getByText('Verifikasi dua langkah wajib')).toBeVisible();
    await lain.goto('/asessor/hasil');
    await expect(lain).toHaveURL(/\/asessor\/keamanan$/, { timeout: 6000 });
    await lain.context().close();
  } finally {
    // Back as the rest of the suite expects it: not required, the admin on its password alone.
    const off = await context.request.put('/api/admin/pengaturan/dua-faktor', { headers: apiHeaders(), data: { wajib: false } });
    expect(off.ok(), await off.text()).toBe(true);
    const nonaktif = await context.request.post('/api/admin/dua-faktor/nonaktifkan', { headers: apiHeaders(), data: { password: E2E_ADMIN_PASSWORD } });
    expect(nonaktif.ok(), await nonaktif.text()).toBe(true);
  }
});
