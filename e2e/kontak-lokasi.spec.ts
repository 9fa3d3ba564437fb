// D24: the admin sets a facility's local contacts on Kelola Lokasi; the facility's assessor sees them on
// a follow-up, and the referral form shows the contact its target needs. At 768 px, axe on the dialog
// and the follow-up; screenshots at 360, 768 and 1280 px.
import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_PORT } from '../playwright.config';
import { buatAnak, buatAsessor } from './support/anak';
import { cekAxe, expectNoSideScroll, loginAdmin, loginAsessor, shoot, unique } from './support/helpers';

const BASE = `http://localhost:${E2E_PORT}`;
const headers = { origin: BASE };

test.use({ viewport: { width: 768, height: 1024 } });
// Two areas (or two Rutan) and three widths with axe: longer than one page's walk.
test.slow();

test('the admin sets a facility\'s contacts; its assessor sees them beside a follow-up\'s actions and referral', async ({
  page,
  context,
  browser,
  playwright,
}) => {
  const marka = unique('Kontak').replace(/-/g, '');
  const nama = `LPKA ${marka}`;
  const adminApi = await playwright.request.newContext();
  expect((await adminApi.post(`${BASE}/api/admin/login`, { headers, data: { username: 'admin', password: E2E_ADMIN_PASSWORD } })).ok()).toBe(true);
  expect((await adminApi.post(`${BASE}/api/lokasi`, { headers, data: { nama, jenis: 'LPKA', provinsi: 'Jawa Barat' } })).status()).toBe(201);
  await adminApi.dispose();

  await loginAdmin(context);
  await page.goto('/admin/lokasi');
  await page.getByRole('button', { name: `Kontak ${nama}` }).first().click();
  const dialog = page.getByRole('dialog', { name: `Kontak Setempat ${nama}` });
  await dialog.getByRole('textbox', { name: 'Nama UPTD PPA' }).fill('UPTD PPA Kota Bandung');
  await dialog.getByRole('textbox', { name: 'Telepon UPTD PPA' }).fill('tanya satpam');
  await dialog.getByRole('button', { name: 'Simpan Kontak' }).click();
  await expect(dialog).toContainText('Nomor telepon hanya berisi angka');
  await dialog.getByRole('textbox', { name: 'Telepon UPTD PPA' }).fill('(022) 420-1234');
  await dialog.getByRole('textbox', { name: 'Keterangan UPTD PPA (opsional)' }).fill('Senin-Jumat 08.00-16.00');
  await dialog.getByRole('textbox', { name: 'Nama Puskesmas atau klinik' }).fill('Puskesmas Sukajadi');
  await dialog.getByRole('textbox', { name: 'Telepon Puskesmas atau klinik' }).fill('+62 812 3456 7890');
  await expectNoSideScroll(page, 'dialog kontak 768');
  await cekAxe(page, 'dialog kontak setempat', { semua: true });
  await shoot(page, 'kontak-lokasi-dialog', [360, 768, 1280]);
  await dialog.getByRole('button', { name: 'Simpan Kontak' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Kontak ${nama} disimpan.`)).toBeVisible();

  // An assessor of that facility with a follow-up: the contacts beside its actions, the matching one under the referral's target.
  const api = await playwright.request.newContext();
  const asessor = await buatAsessor(api, BASE, nama);
  const anak = await buatAnak(api, BASE, asessor, `Putri ${marka}`);
  const buka = await api.post(`${BASE}/api/tindak-lanjut`, {
    headers,
    data: { registration_no: anak.registration_no, prioritas: 'Tinggi', petugas_id: asessor.id, alasan: 'Cerita kekerasan di rumah' },
  });
  expect(buka.status(), await buka.text()).toBe(201);
  const tindakLanjutId = (await buka.json()).id as number;
  await api.dispose();

  const ctx = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const hal = await ctx.newPage();
  await loginAsessor(ctx, asessor);
  await hal.goto(`/asessor/tindak-lanjut/${tindakLanjutId}`);
  const daftar = hal.getByTestId('kontak-setempat');
  await expect(daftar.getByTestId('kontak-uptd_ppa')).toContainText('UPTD PPA Kota Bandung');
  await expect(daftar.getByTestId('kontak-uptd_ppa').getByRole('link', { name: '(022) 420-1234' })).toHaveAttribute('href', 'tel:0224201234');
  await expect(daftar.getByTestId('kontak-puskesmas')).toContainText('Puskesmas Sukajadi');
  await hal.getByRole('combobox', { name: 'Dirujuk ke' }).selectOption('uptd_ppa');
  await expect(hal.getByTestId('kontak-rujukan')).toContainText('UPTD PPA Kota Bandung');
  await expect(hal.getByTestId('kontak-rujukan')).not.toContainText('Puskesmas');
  await cekAxe(hal, 'tindak lanjut dengan kontak setempat', { semua: true });
  await shoot(hal, 'kontak-lokasi-tindak-lanjut', [360, 768, 1280]);
  await ctx.close();
});
