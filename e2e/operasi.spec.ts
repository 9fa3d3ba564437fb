import path from 'node:path';
import { expect, test } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { E2E_DATA_DIR } from '../playwright.config';
import { apiHeaders, createAsessor, foto, loginAdmin, loginAsessor, shoot, unique } from './support/helpers';
import { SKRINING_TIDAK } from '../src/server/test/skrining';

// Laporan Terbaru shows the last database backup (D16): the server makes the first one shortly after start.
test('admin sees the last backup on Laporan Terbaru', async ({ page, context }) => {
  await loginAdmin(context);
  await expect(async () => {
    await page.goto('/admin/laporan');
    const status = page.getByTestId('status-cadangan');
    await expect(status.getByRole('heading', { name: 'Cadangan Basis Data' })).toBeVisible();
    await expect(status.getByText('Cadangan terakhir')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const status = page.getByTestId('status-cadangan');
  await expect(status).toContainText('WIB');
  await expect(status).toContainText(/\d+(,\d)? (KB|MB)/);
  await expect(status.getByRole('status')).toHaveCount(0);
  await shoot(page, 'laporan-cadangan');
  await page.setViewportSize({ width: 768, height: 900 });
  await foto(page, 'laporan-cadangan-768.png', { fullPage: true });
});

// UU PDP: records untouched for RETENSI_BULAN (24) months are listed on Kelola for review and erased
// with "Hapus permanen". The record is made old by setting its time in the server's database file.
test('assessor reviews old records and erases one permanently', async ({ page, playwright, baseURL }) => {
  const adminApi = await playwright.request.newContext({ baseURL });
  const asessor = await createAsessor(adminApi, { name: 'Dewi Lestari', location: 'Rutan 3' });
  await adminApi.dispose();
  await loginAsessor(page.context(), asessor);
  const reg = unique('LAMA');
  const created = await page.request.post('/api/kelola', {
    headers: apiHeaders(),
    data: {
      registration_no: reg,
      name: 'Agus Prasetyo',
      age: 15,
      place_of_birth: 'Bogor',
      jenis_kelamin: 'L',
      pendidikan: 'smp',
      bahasa: 'Indonesia',
      tanggal_masuk: '2025-12-01',
      tl_kapan_terakhir: 'dua minggu lalu',
      tl_pikiran_hari_ini: 'Tidak',
      date_of_birth: '2011-05-17',
      assesor_id: asessor.id,
      password: 'akses-anak-1',
      ...SKRINING_TIDAK,
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const db = new SQLite(path.join(E2E_DATA_DIR, 'asesmen.db'));
  db.pragma('busy_timeout = 5000');
  db.prepare('update peserta set updated_at = ? where registration_no = ?').run('2023-01-10T03:00:00.000Z', reg);
  db.close();

  await page.goto('/asessor/asesmen');
  const card = page.getByTestId('retensi');
  await expect(card.getByRole('heading', { name: 'Tinjau Retensi Data' })).toBeVisible();
  const row = card.getByTestId(`retensi-${reg}`);
  await expect(row).toContainText('Agus Prasetyo');
  await expect(row).toContainText('10 Januari 2023');
  await row.scrollIntoViewIfNeeded();
  await shoot(page, 'kelola-retensi');
  await page.setViewportSize({ width: 768, height: 900 });
  await foto(page, 'kelola-retensi-768.png', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // A styled confirmation (issue 13), not window.confirm.
  await row.getByRole('button', { name: `Hapus permanen ${reg}` }).click();
  const konfirmasi = page.getByRole('dialog');
  await expect(konfirmasi).toContainText(`Hapus permanen data ${reg}`);
  await konfirmasi.getByRole('button', { name: 'Hapus', exact: true }).click();
  await expect(page.getByText('Data berhasil dihapus')).toBeVisible();
  await expect(page.getByTestId(`retensi-${reg}`)).toHaveCount(0);
});
