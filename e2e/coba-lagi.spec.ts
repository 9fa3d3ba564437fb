import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { buatAnak, buatAsessor } from './support/anak';
import { cekAxe, foto, LEBAR_LAYAR, loginAdmin } from './support/helpers';

const BASE = `http://localhost:${E2E_PORT}`;

/** The reads of `alamat` fail (503, the server's message) while `putus.ya` holds; then they reach the server again. */
async function putuskan(page: Page, alamat: string | RegExp) {
  const putus = { ya: true };
  await page.route(alamat, (route) =>
    putus.ya && route.request().method() === 'GET'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Server sedang sibuk.' }) })
      : route.fallback(),
  );
  return putus;
}

/** The failed read as the person sees it: its title, the server's message and "Coba lagi", photographed and checked at three widths. */
async function lihatGagal(page: Page, judul: string, nama: string) {
  const gagal = page.getByRole('alert').filter({ hasText: judul });
  await expect(gagal).toContainText('Server sedang sibuk.');
  await expect(gagal.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  for (const width of LEBAR_LAYAR) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await gagal.scrollIntoViewIfNeeded();
    await foto(page, `coba-lagi-${nama}-${width}.png`);
    await cekAxe(page, `${nama} gagal`, { semua: true });
  }
  return gagal;
}

// Issue 34: the pages that wrote their read states by hand said only "Gagal memuat …" (or a bare line of
// text, or nothing: a round's sub tests) with no way out but reloading the page; through `Termuat` each
// offers "Coba lagi".
test('a failed read on the backup status, Kelola Soal, Kelola Gambar, Baterai, a combined report and its round offers "Coba lagi", which loads it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await loginAdmin(page.context());

  // The backup's status on Laporan Terbaru said it could not be read, with no way to ask again.
  let putus = await putuskan(page, '**/api/cadangan/status');
  await page.goto('/admin/laporan');
  let gagal = await lihatGagal(page, 'Status cadangan basis data tidak dapat dimuat.', 'cadangan');
  await expect(page.getByTestId('status-cadangan').getByRole('heading', { name: 'Cadangan Basis Data' })).toBeVisible();
  putus.ya = false;
  await gagal.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(gagal).toHaveCount(0);
  await expect(page.getByTestId('status-cadangan').getByRole('status')).toHaveCount(0);

  putus = await putuskan(page, '**/api/soal/pid5');
  await page.goto('/admin/soal');
  gagal = await lihatGagal(page, 'Gagal memuat soal.', 'kelola-soal');
  await expect(page.getByTestId('jumlah-soal')).toHaveCount(0);
  putus.ya = false;
  await gagal.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByTestId('jumlah-soal')).toContainText('soal');
  await expect(gagal).toHaveCount(0);

  putus = await putuskan(page, '**/api/soal/kognitif');
  await page.goto('/admin/upload-gambar-kognitif');
  gagal = await lihatGagal(page, 'Gagal memuat soal.', 'gambar-kognitif');
  putus.ya = false;
  await gagal.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByTestId('kelola-gambar-1')).toBeVisible();

  // One category's battery fails; the other is shown and editable beside it.
  putus = await putuskan(page, '**/api/baterai/tahanan');
  await page.goto('/admin/baterai');
  gagal = await lihatGagal(page, 'Gagal memuat baterai.', 'baterai');
  await expect(page.getByTestId('baterai-anak').getByRole('listitem').first()).toContainText('Sub Test 1');
  putus.ya = false;
  await gagal.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByTestId('baterai-tahanan').getByRole('listitem')).toHaveCount(4);

  // An assessor opens a record's combined report while its read fails.
  await page.context().clearCookies();
  const asessor = await buatAsessor(page.context().request, BASE);
  const anak = await buatAnak(page.context().request, BASE, asessor, 'Coba Lagi Gabungan');
  putus = await putuskan(page, `**/api/hasil-gabungan/${anak.registration_no}`);
  // The report's round panel reads the open round's sub tests: a failure there said nothing at all.
  const putusRonde = await putuskan(page, `**/api/kelola/${anak.id}/ronde/1`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/asessor/hasil-gabungan?q=${anak.registration_no}`);
  const baris = page.getByTestId(`gabungan-${anak.registration_no}`);
  await baris.getByRole('button', { name: 'Lihat Semua Hasil' }).click();
  gagal = await lihatGagal(page, 'Gagal memuat data hasil gabungan.', 'gabungan-detail');
  putus.ya = false;
  await gagal.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByTestId('gabungan-detail')).toContainText('Laporan Hasil Asesmen: Coba Lagi Gabungan');

  gagal = await lihatGagal(page, 'Gagal memuat sub test ronde 1.', 'ronde-detail');
  putusRonde.ya = false;
  await gagal.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByTestId('ronde-panel')).toContainText('Belum ada sub test yang disimpan pada ronde ini.');
});
