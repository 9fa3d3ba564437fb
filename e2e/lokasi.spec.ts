import { expect, test } from '@playwright/test';
import { cekAxe, loginAdmin, shoot, unique } from './support/helpers';

// D24: the admin adds, renames, closes and reopens a facility on Kelola Lokasi (768 px, axe).
test('admin manages facilities on Kelola Lokasi', async ({ page, context }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await loginAdmin(context);
  const nama = `LPKA Uji ${unique('l').slice(-5)}`;
  await page.goto('/admin/lokasi');
  await expect(page.getByRole('heading', { name: 'Kelola Lokasi' })).toBeVisible();
  await page.getByRole('button', { name: 'Tambah Lokasi' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nama lokasi wajib diisi.' })).toBeVisible();
  const tambah = page.getByRole('form', { name: 'Tambah Lokasi' });
  await expect(tambah.getByLabel('Nama lokasi')).toHaveAttribute('aria-invalid', 'true');
  await tambah.getByLabel('Nama lokasi').fill(nama);
  await tambah.getByLabel('Jenis').selectOption('LPKA');
  await tambah.getByLabel('Provinsi (opsional)').fill('Banten');
  await page.getByRole('button', { name: 'Tambah Lokasi' }).click();
  const baris = page.locator('[data-testid^="lokasi-"]', { hasText: nama }).filter({ visible: true });
  await expect(baris).toContainText('Terbuka');
  await cekAxe(page, 'kelola lokasi', { semua: true });

  await baris.getByRole('button', { name: `Ubah ${nama}` }).click();
  await page.getByRole('form', { name: 'Ubah Lokasi' }).getByLabel('Nama lokasi').fill(`${nama} Baru`);
  await page.getByRole('dialog').getByRole('button', { name: 'Simpan' }).click();
  const baru = page.locator('[data-testid^="lokasi-"]', { hasText: `${nama} Baru` }).filter({ visible: true });
  await expect(baru).toBeVisible();
  await baru.getByRole('button', { name: `Tutup ${nama} Baru` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Tutup Lokasi' }).click();
  await expect(baru).toContainText('Ditutup');
  await shoot(page, 'kelola-lokasi', [360, 768, 1280]);
  await baru.getByRole('button', { name: `Buka kembali ${nama} Baru` }).click();
  await expect(baru).toContainText('Terbuka');
});
