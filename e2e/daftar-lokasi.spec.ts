// Issue 32.4: the child list's device stands in one facility, chosen once on the device and kept there;
// a facility closed or renamed since is said, not silently listed as nothing.
import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_PORT } from '../playwright.config';
import { buatAnak, buatAsessor } from './support/anak';
import { shoot } from './support/helpers';

const BASE = `http://localhost:${E2E_PORT}`;
const headers = { origin: BASE };

test('the device chooses its facility once: the list keeps to it after a reload, and says when it is gone', async ({
  page,
  playwright,
}) => {
  const api = await playwright.request.newContext();
  const u = Date.now().toString(36).toUpperCase();
  const nama = `LPKA Uji ${u}`;
  const login = await api.post(`${BASE}/api/admin/login`, { data: { username: 'admin', password: E2E_ADMIN_PASSWORD }, headers });
  expect(login.ok()).toBeTruthy();
  const dibuat = await api.post(`${BASE}/api/lokasi`, { data: { nama, jenis: 'LPKA', provinsi: 'Jawa Barat' }, headers });
  expect(dibuat.status(), await dibuat.text()).toBe(201);
  const lokasiId = ((await dibuat.json()) as { id: number }).id;
  await api.post(`${BASE}/api/admin/logout`, { headers });

  // One child in the new facility, one in Rutan 2 (each made by an assessor of its own facility).
  const apiSini = await playwright.request.newContext();
  const asessorSini = await buatAsessor(apiSini, BASE, nama);
  const disini = await buatAnak(apiSini, BASE, asessorSini, 'Wulan Sari');
  const disana = await buatAnak(api, BASE, await buatAsessor(api, BASE, 'Rutan 2'), 'Yusuf Hidayat');

  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/user/asesmenanak');
  const pilih = page.getByLabel('Lokasi perangkat ini');
  await expect(pilih).toBeEnabled();
  await expect(pilih).toHaveValue('');
  await expect(page.getByText('Pilih sekali; perangkat ini akan mengingatnya.')).toBeVisible();
  // Before a choice: every facility's children (masked), both of ours among them.
  const baris = (reg: string) => page.locator('li, tr').filter({ hasText: reg }).filter({ visible: true });
  await page.getByLabel('Cari nomor registrasi').fill(disana.registration_no);
  await expect(baris(disana.registration_no)).toContainText('Y. H.');
  await page.getByLabel('Cari nomor registrasi').fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);

  // Grouped by province; the new facility chosen: only its child is listed.
  await expect(page.locator('optgroup[label="Jawa Barat"] option', { hasText: nama })).toHaveCount(1);
  await pilih.selectOption(nama);
  await expect(page.getByText('Menampilkan 1–1 dari 1 data')).toBeVisible();
  await expect(baris(disini.registration_no)).toContainText('W. S.');
  await expect(baris(disana.registration_no)).toHaveCount(0);
  await shoot(page, 'daftar-lokasi-dipilih', [360, 768, 1280]);

  // Remembered by the device: a reload (a new visit) lists the same facility.
  await page.reload();
  await expect(pilih).toHaveValue(nama);
  await expect(page.getByText('Perangkat ini mengingat pilihan ini.')).toBeVisible();
  await expect(page.getByText('Menampilkan 1–1 dari 1 data')).toBeVisible();
  await expect(baris(disini.registration_no)).toBeVisible();

  // The admin renames the facility: the device's kept name is no longer open, and the page says so.
  const admin = await playwright.request.newContext();
  await admin.post(`${BASE}/api/admin/login`, { data: { username: 'admin', password: E2E_ADMIN_PASSWORD }, headers });
  const baru = `${nama} Baru`;
  const ubah = await admin.put(`${BASE}/api/lokasi/${lokasiId}`, { data: { nama: baru, jenis: 'LPKA', provinsi: 'Jawa Barat' }, headers });
  expect(ubah.ok(), await ubah.text()).toBeTruthy();
  await page.reload();
  await expect(page.getByText(`Lokasi "${nama}" sudah tidak tersedia.`)).toBeVisible();
  await expect(pilih).toHaveValue('');
  await shoot(page, 'daftar-lokasi-usang', [360, 768, 1280]);
  await pilih.selectOption(baru);
  await expect(page.getByText(`Lokasi "${nama}" sudah tidak tersedia.`)).toHaveCount(0);
  await expect(baris(disini.registration_no)).toBeVisible();
  await expect(page.getByText('Menampilkan 1–1 dari 1 data')).toBeVisible();

  // Paged by 20, newest first: 20 more children in the facility put the first one on page 2.
  for (let i = 0; i < 20; i++) await buatAnak(apiSini, BASE, asessorSini, `Anak Halaman ${i}`);
  await page.reload();
  await expect(page.getByText('Menampilkan 1–20 dari 21 data · Halaman 1 dari 2')).toBeVisible();
  await expect(baris(disini.registration_no)).toHaveCount(0);
  await page.getByRole('button', { name: 'Berikutnya' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText('Menampilkan 21–21 dari 21 data · Halaman 2 dari 2')).toBeVisible();
  await expect(baris(disini.registration_no)).toContainText('W. S.');
  await admin.dispose();
  await apiSini.dispose();
  await api.dispose();
});
