// D24: the admin sets a facility's local contacts on Kelola Lokasi; the facility's assessor sees them on
// a follow-up beside each action that needs them (and on the combined detail), and the referral form
// shows the contact its target needs. At 768 px, axe on the dialog
// and the follow-up; screenshots at 360, 768 and 1280 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_PORT } from '../playwright.config';
import { buatAnak, buatAsessor } from './support/anak';
import { cekAxe, expectNoSideScroll, foto, loginAdmin, loginAsessor, shoot, unique } from './support/helpers';

const BASE = `http://localhost:${E2E_PORT}`;
const headers = { origin: BASE };

test.use({ viewport: { width: 768, height: 1024 } });

/** The screen as seen at 360, 768 and 1280 px with `bagian` of the dialog scrolled into view (a full-page picture shows only the dialog's top). */
async function fotoDialog(page: Page, bagian: Locator, nama: string) {
  const semula = page.viewportSize()!;
  for (const [width, height] of [[360, 740], [768, 1024], [1280, 800]] as const) {
    await page.setViewportSize({ width, height });
    await bagian.scrollIntoViewIfNeeded();
    await foto(page, `${nama}-${width}.png`);
  }
  await page.setViewportSize(semula);
}
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
  // Self harm reported: the follow-up asks for today's watch, which needs the clinic (and a psychologist, not set here).
  const anak = await buatAnak(api, BASE, asessor, `Putri ${marka}`, { self_harm: 'Ya' });
  // The screening answer opened a Kritis follow-up by itself (D19).
  const daftarTl = await api.get(`${BASE}/api/tindak-lanjut`);
  expect(daftarTl.status(), await daftarTl.text()).toBe(200);
  const tindakLanjutId = ((await daftarTl.json()).data as { id: number; peserta: { registration_no: string } }[]).find(
    (t) => t.peserta.registration_no === anak.registration_no,
  )!.id;
  await api.dispose();

  const ctx = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const hal = await ctx.newPage();
  await loginAsessor(ctx, asessor);
  await hal.goto(`/asessor/tindak-lanjut/${tindakLanjutId}`);
  const daftar = hal.getByTestId('kontak-setempat');
  await expect(daftar.getByTestId('kontak-uptd_ppa')).toContainText('UPTD PPA Kota Bandung');
  await expect(daftar.getByTestId('kontak-uptd_ppa').getByRole('link', { name: '(022) 420-1234' })).toHaveAttribute('href', 'tel:0224201234');
  await expect(daftar.getByTestId('kontak-puskesmas')).toContainText('Puskesmas Sukajadi');
  // Beside the action the result asks for: the clinic it needs, not UPTD PPA.
  const diminta = hal.getByRole('listitem').filter({ hasText: 'Hari ini: jangan biarkan anak sendirian' });
  await expect(diminta.getByTestId('kontak-tindakan')).toContainText('Puskesmas atau klinik: Puskesmas Sukajadi');
  await expect(diminta.getByTestId('kontak-tindakan').getByRole('link', { name: '+62 812 3456 7890' })).toHaveAttribute('href', 'tel:+6281234567890');
  await expect(diminta.getByTestId('kontak-tindakan')).not.toContainText('UPTD PPA');
  await hal.getByRole('combobox', { name: 'Dirujuk ke' }).selectOption('uptd_ppa');
  await expect(hal.getByTestId('kontak-rujukan')).toContainText('UPTD PPA Kota Bandung');
  await expect(hal.getByTestId('kontak-rujukan')).not.toContainText('Puskesmas');
  await cekAxe(hal, 'tindak lanjut dengan kontak setempat', { semua: true });
  await shoot(hal, 'kontak-lokasi-tindak-lanjut', [360, 768, 1280]);

  // The combined detail prints the same contacts under the same first action.
  await hal.goto(`/asessor/hasil-gabungan?q=${encodeURIComponent(anak.registration_no)}`);
  await hal.locator(`tbody tr[data-testid="gabungan-${anak.registration_no}"]`).getByRole('button', { name: 'Lihat Semua Hasil' }).click();
  const utama = hal.getByTestId('tindakan-utama').getByRole('listitem').first();
  await expect(utama).toContainText('Hari ini: jangan biarkan anak sendirian');
  await expect(utama.getByTestId('kontak-tindakan')).toContainText('Puskesmas atau klinik: Puskesmas Sukajadi');
  await cekAxe(hal, 'hasil gabungan dengan kontak di samping tindakan', { semua: true });
  await shoot(hal, 'kontak-lokasi-hasil', [360, 768, 1280]);
  await ctx.close();
});

test('two admins at once: the later save is told who saved first, loads the stored contacts and keeps what was typed', async ({
  page,
  context,
  playwright,
}) => {
  const nama = `LPKA ${unique('Bentrok').replace(/-/g, '')}`;
  const lain = await playwright.request.newContext();
  expect((await lain.post(`${BASE}/api/admin/login`, { headers, data: { username: 'admin', password: E2E_ADMIN_PASSWORD } })).ok()).toBe(true);
  const dibuat = await lain.post(`${BASE}/api/lokasi`, { headers, data: { nama, jenis: 'LPKA', provinsi: 'Jawa Barat' } });
  expect(dibuat.status()).toBe(201);
  const lokasiId = (await dibuat.json()).id as number;

  await loginAdmin(context);
  await page.goto('/admin/lokasi');
  await page.getByRole('button', { name: `Kontak ${nama}` }).first().click();
  const dialog = page.getByRole('dialog', { name: `Kontak Setempat ${nama}` });
  await dialog.getByRole('textbox', { name: 'Nama UPTD PPA' }).fill('UPTD PPA Kota Bandung');
  await dialog.getByRole('textbox', { name: 'Telepon UPTD PPA' }).fill('(022) 420-1234');
  // Meanwhile another admin saves the clinic from the same (empty) set.
  const simpanLain = await lain.put(`${BASE}/api/lokasi/${lokasiId}/kontak`, {
    headers,
    data: { versi: 0, kontak: [{ jenis: 'puskesmas', nama: 'Puskesmas Sukajadi', telepon: '022 203 0000' }] },
  });
  expect(simpanLain.status(), await simpanLain.text()).toBe(200);

  await dialog.getByRole('button', { name: 'Simpan Kontak' }).click();
  await expect(dialog.getByText('Data sudah diubah orang lain')).toBeVisible();
  await expect(dialog).toContainText(/Kontak setempat ini sudah diubah oleh .+ setelah formulir Anda dibuka/);
  await cekAxe(page, 'dialog kontak: disimpan admin lain', { semua: true });
  await fotoDialog(page, dialog.getByText('Data sudah diubah orang lain'), 'kontak-lokasi-bentrok');
  await dialog.getByRole('button', { name: 'Muat data terbaru' }).click();
  await expect(dialog.getByText('Data terbaru sudah dimuat')).toBeVisible();
  await expect(dialog.getByText('Kontak yang tersimpan sekarang').locator('..')).toContainText('Puskesmas atau klinik: Puskesmas Sukajadi, telp. 022 203 0000');
  // What was typed stays; the admin adds the other's clinic and saves from the newest version.
  await expect(dialog.getByRole('textbox', { name: 'Nama UPTD PPA' })).toHaveValue('UPTD PPA Kota Bandung');
  await dialog.getByRole('textbox', { name: 'Nama Puskesmas atau klinik' }).fill('Puskesmas Sukajadi');
  await dialog.getByRole('textbox', { name: 'Telepon Puskesmas atau klinik' }).fill('022 203 0000');
  await cekAxe(page, 'dialog kontak: data terbaru dimuat', { semua: true });
  await fotoDialog(page, dialog.getByText('Kontak yang tersimpan sekarang'), 'kontak-lokasi-bentrok-dimuat');
  await dialog.getByRole('button', { name: 'Simpan Kontak' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Kontak ${nama} disimpan.`)).toBeVisible();
  const tersimpan = await (await lain.get(`${BASE}/api/lokasi/${lokasiId}/kontak`)).json();
  expect(tersimpan.versi).toBe(2);
  expect(tersimpan.kontak.map((k: { nama: string }) => k.nama)).toEqual(['UPTD PPA Kota Bandung', 'Puskesmas Sukajadi']);
  await lain.dispose();
});
