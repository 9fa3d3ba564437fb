import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { createAsessor, loginAdmin, shoot } from './support/helpers';

test('landing page shows the spec texts and the login dropdown toggles', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'ASESMEN TAHANAN DAN ABH' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'SISTEM ASESMEN TAHANAN DAN ABH' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Logo/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Asesmen Anak' })).toBeVisible();
  await expect(page.getByText('2025')).toBeVisible();
  await shoot(page, 'landing');

  const toggle = page.getByRole('button', { name: 'Pilih jenis akun' });
  await toggle.click();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Asessor' })).toBeVisible();
  await shoot(page, 'landing-dropdown');
  await toggle.click();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toBeHidden();

  // D17: the second button opens the detainees' list.
  await page.getByRole('button', { name: 'Asesmen Tahanan' }).click();
  await expect(page).toHaveURL(/\/user\/asesmentahanan$/);
  await expect(page.getByRole('heading', { name: 'Daftar Asesmen Tahanan' })).toBeVisible();
  await page.goto('/');

  await toggle.click();
  await page.getByRole('menuitem', { name: 'Asessor' }).click();
  await expect(page).toHaveURL(/\/login\/asessor$/);
  await page.goto('/');
  await page.getByRole('button', { name: 'Asesmen Anak' }).click();
  await expect(page).toHaveURL(/\/user\/asesmenanak$/);
});

test('admin logs in (wrong, then right), sees the area, logs out', async ({ page }) => {
  await page.goto('/login/admin');
  await shoot(page, 'login-admin');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('bukan-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Username atau password salah!' })).toBeVisible();

  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login berhasil sebagai Admin!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/laporan$/, { timeout: 6000 });
  await expect(page.getByTestId('greeting')).toHaveText('Halo, admin');
  for (const link of ['Laporan Terbaru', 'Tambah Asessor', 'Kelola Akun', 'Kelola Soal', 'Logout']) {
    await expect(page.getByRole('link', { name: link })).toBeVisible();
  }
  await shoot(page, 'admin-laporan');

  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByText('Sedang logout, mohon tunggu...')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  await page.goto('/admin/laporan');
  await expect(page).toHaveURL(/\/login\/admin$/);
});

test('assessor logs in, is refused when inactive, logs out', async ({ page, playwright, baseURL }) => {
  const adminApi = await playwright.request.newContext({ baseURL });
  const asessor = await createAsessor(adminApi, { name: 'Dewi Lestari' });
  const inactive = await createAsessor(adminApi, { name: 'Nonaktif' });
  await adminApi.put(`/api/asessors/${inactive.id}/toggle`, { headers: { origin: baseURL! } });

  await page.goto('/login/asessor');
  await shoot(page, 'login-asessor');
  await page.getByLabel('ID Asessor').fill(inactive.assesor_id);
  await page.getByLabel('Password').fill(inactive.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // A deactivated account answers as a wrong password does: the login never confirms that a password
  // is right for it (issue 29).
  await expect(page.getByRole('alert').filter({ hasText: 'ID asessor atau password salah.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\/asessor/);

  await page.getByLabel('ID Asessor').fill(asessor.assesor_id);
  await page.getByLabel('Password').fill(asessor.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login berhasil!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/asessor\/status$/, { timeout: 5000 });
  await expect(page.getByTestId('greeting')).toHaveText('Halo, Dewi Lestari');
  for (const link of ['Status', 'Kelola Asesmen', 'Hasil Asesmen', 'Logout']) {
    await expect(page.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await shoot(page, 'asessor-status');

  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  await page.goto('/asessor/hasil');
  await expect(page).toHaveURL(/\/login\/asessor$/);
  await adminApi.dispose();
});

test('guards send logged-out visitors and the wrong role to the login page', async ({ page, context }) => {
  for (const [path, login] of [
    ['/admin/laporan', '/login/admin'],
    ['/admin/soal', '/login/admin'],
    ['/asessor/status', '/login/asessor'],
    ['/asessor/hasil-gabungan', '/login/asessor'],
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${login}$`));
  }
  await loginAdmin(context);
  await page.goto('/asessor/status');
  await expect(page).toHaveURL(/\/login\/asessor$/);
});

test('unknown routes get a 404 page', async ({ page }) => {
  await page.goto('/tidak/ada/halaman');
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
  await shoot(page, 'not-found');
});

test('the admin password appears nowhere in the shipped JavaScript', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.url());
  });
  await page.goto('/login/admin');
  await page.goto('/');
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const body = await (await request.get(url)).text();
    expect(body).not.toContain(E2E_ADMIN_PASSWORD);
  }
});
