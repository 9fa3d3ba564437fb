import { expect, test } from '@playwright/test';
import { loginAdmin, shoot } from './support/helpers';

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
  await page.screenshot({ path: 'test-results/screens/laporan-cadangan-768.png', fullPage: true });
});
