// Issue 32 / 34 Build 6: the admin's lists on the one list page (cards below 1024 px, paged like the
// assessor's lists), the audit log in words, and the combined report readable on a phone.
import { expect, test, type Page } from '@playwright/test';
import {
  apiHeaders,
  cekAxe,
  createAsessor,
  foto,
  LEBAR_LAYAR,
  lebar,
  loginAdmin,
  loginAsessor,
  shoot,
  unique,
} from './support/helpers';
import { buatAnak } from './support/anak';

/** Checks the page with axe and photographs it at each width (the staff pages are not checked by `shoot`). */
async function lihat(page: Page, nama: string) {
  for (const width of LEBAR_LAYAR) {
    await lebar(page, width);
    await page.waitForTimeout(100);
    await cekAxe(page, `${nama} ${width}`, { semua: true });
  }
  await shoot(page, nama, LEBAR_LAYAR);
}

test('Kelola Akun pages its accounts like the other lists: 20 cards a page on a phone, then the next page', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  // 21 accounts of one name: more than a page (the list had no paging: 122 accounts were one 360 px column).
  const nama = `Paging ${unique('akun').slice(-6)}`;
  await loginAdmin({ request });
  for (let i = 1; i <= 21; i++) {
    const res = await request.post('/api/asessors', {
      data: {
        name: `${nama} ${String(i).padStart(2, '0')}`,
        id: unique('hal'),
        password: 'Sementara-Admin-12',
        location: 'Rutan 1',
      },
      headers: apiHeaders(),
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await loginAdmin(context);
  await lebar(page, 360);
  await page.goto(`/admin/status?q=${encodeURIComponent(nama)}`);
  const baris = page.locator('tbody tr[data-testid^="akun-"]');
  await expect(baris).toHaveCount(20);
  const halaman = page.getByRole('navigation', { name: 'Halaman daftar' });
  await expect(halaman).toContainText('Menampilkan 1–20 dari 21 akun · Halaman 1 dari 2');
  // Cards on a phone: no column header, each value under its label.
  await expect(page.getByRole('columnheader', { name: 'Nama' })).toBeHidden();
  await expect(baris.first()).toContainText(`${nama} 01`);
  await lihat(page, 'daftar-admin-akun-halaman-1');

  await lebar(page, 360);
  await halaman.getByRole('button', { name: 'Berikutnya' }).click();
  await expect(baris).toHaveCount(1);
  await expect(baris.first()).toContainText(`${nama} 21`);
  await expect(baris.first().locator('td').first()).toHaveText('21');
  await expect(halaman).toContainText('Menampilkan 21–21 dari 21 akun · Halaman 2 dari 2');
  await expect(page).toHaveURL(/page=2/);
  await foto(page, 'daftar-admin-akun-halaman-2-360.png', { fullPage: true });
});

test("the audit log says the operator's activation in words, with its role badge like the others", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  // createAsessor activates the account as the server's operator does (npm run asessor:aktifkan).
  const asessor = await createAsessor(request, { name: unique('Operator Aktif'), location: 'Rutan 2' });
  await loginAdmin(context);
  await page.goto(`/admin/audit?q=${asessor.assesor_id}&action=asessor.aktivasi_operator`);
  const baris = page.getByTestId('audit-baris');
  await expect(baris).toHaveCount(1);
  await expect(baris).toContainText('Mengaktifkan akun asessor (operator server)');
  await expect(baris).toContainText(`${asessor.name}, Rutan 2 (sebelumnya: menunggu konfirmasi)`);
  await expect(baris).not.toContainText('menunggu_aktivasi');
  await expect(baris.getByText('Operator server', { exact: true })).toBeVisible();
  await lihat(page, 'daftar-admin-audit-operator');
});

test('the combined report opened on a phone gives its text most of the screen', async ({ page, context, request, baseURL }) => {
  test.setTimeout(150_000);
  const asessor = await createAsessor(request, { name: 'Laporan Ponsel', location: 'Rutan 3' });
  await loginAsessor(context, asessor);
  const { registration_no } = await buatAnak(
    context.request,
    baseURL!,
    asessor,
    'Muhammad Kusumawardhani Saputra',
    { self_harm: 'Ya' },
    `ABH/RUTAN-3/2026/REGISTER-PENAHANAN/${unique('p')}`,
  );

  await lebar(page, 360);
  await page.goto(`/asessor/hasil-gabungan?q=${encodeURIComponent(registration_no)}`);
  await page.getByRole('button', { name: 'Lihat Semua Hasil' }).click();
  const laporan = page.getByTestId('gabungan-detail');
  await expect(laporan.getByTestId('tindakan-utama')).toBeVisible();
  // The narrowest paragraph or list line of the report, and its sections' width: before, its lists had
  // 188 px of the 360 and its text 222 (the report sat in a card of its own, inside the list's frame,
  // inside its own padding); 242 and 266 now.
  const sempit = () =>
    laporan.evaluate((el) =>
      Math.min(
        ...[...el.querySelectorAll<HTMLElement>('p, li, dd')]
          .filter((e) => e.offsetParent)
          .map((e) => e.getBoundingClientRect().width),
      ),
    );
  expect(await sempit()).toBeGreaterThanOrEqual(236);
  const bagian = await laporan
    .locator('section')
    .first()
    .evaluate((el) => el.getBoundingClientRect().width);
  expect(bagian).toBeGreaterThanOrEqual(290);
  await laporan.scrollIntoViewIfNeeded();
  await foto(page, 'daftar-gabungan-laporan-atas-360.png');
  await page.getByRole('heading', { name: 'Faktor Risiko' }).scrollIntoViewIfNeeded();
  await foto(page, 'daftar-gabungan-laporan-risiko-360.png');
  for (const width of LEBAR_LAYAR) {
    await lebar(page, width);
    await page.waitForTimeout(150);
    await cekAxe(page, `laporan gabungan ${width}`, { semua: true });
    // The list (a long name, a long slashed number) fits beside the opened report at every width.
    if (width === 1280) {
      const wadah = page.locator('.tabel-wadah').first();
      const [lebarIsi, lebarBingkai] = await wadah.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      expect(lebarIsi, 'combined list at 1280 px').toBeLessThanOrEqual(lebarBingkai + 1);
    }
  }
  await shoot(page, 'daftar-gabungan-laporan', LEBAR_LAYAR);
});
