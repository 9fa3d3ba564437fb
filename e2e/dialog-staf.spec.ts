// Issue 32: Pemantauan shows the room now (who finished in the last hour folds away), and the staff's
// dialogs pass axe (WCAG 2.1 A/AA) on a phone and a desktop: add time, end a sub test, consent, entry
// code, "Unduh semua data", delete, and the admin's account edit.
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { buatAnak, buatAsessor, mauMulaiLewatApi, type Anak } from './support/anak';
import { cekAxe, foto, lebar, loginAdmin, loginAsessor, shoot } from './support/helpers';

const BASE = `http://localhost:${E2E_PORT}`;
const headers = { origin: BASE };

/** axe on the open dialog at 360 and 1280 px, then closes it with Escape. */
async function dialogLulusAxe(page: Page, judul: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(judul);
  for (const width of [360, 1280]) {
    await lebar(page, width);
    await page.waitForTimeout(100);
    await cekAxe(page, `dialog ${judul}`, { semua: true });
  }
  await foto(page, `dialog-${judul.toLowerCase().replace(/\W+/g, '-')}-1280.png`);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await lebar(page, 768);
}

test('Pemantauan folds finished sub tests away; every staff dialog passes axe', async ({ page, context, playwright }) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext();
  const asessor = await buatAsessor(api, BASE, 'Rutan 3');
  expect((await api.post(`${BASE}/api/asessors/login`, { data: { assesor_id: asessor.assesor_id, password: asessor.password }, headers })).ok()).toBeTruthy();
  const masukAnak = async (anak: Anak) => {
    const anakApi = await playwright.request.newContext();
    expect((await anakApi.post(`${BASE}/api/peserta/masuk`, { data: { id: anak.id, password: anak.password }, headers })).ok()).toBeTruthy();
    await mauMulaiLewatApi(anakApi, BASE, anak.id);
    expect((await anakApi.get(`${BASE}/api/asesmen/${anak.id}/pid5bf`)).ok()).toBeTruthy();
    return anakApi;
  };
  // One child answering now, one who finished Sub Test 1 a moment ago.
  const sekarang = await buatAnak(api, BASE, asessor, 'Lestari Wulandari');
  const selesai = await buatAnak(api, BASE, asessor, 'Gilang Ramadhan');
  const apiSekarang = await masukAnak(sekarang);
  const apiSelesai = await masukAnak(selesai);
  const pid5 = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [String(i + 1), (i % 4) as number]));
  const simpan = await apiSelesai.post(`${BASE}/api/simpan-hasil-pid5`, { headers, data: { registration_no: selesai.registration_no, jawaban: pid5 } });
  expect(simpan.ok(), await simpan.text()).toBeTruthy();

  await loginAsessor(context, asessor);
  await lebar(page, 768);
  await page.goto('/asessor/pemantauan');
  const barisSekarang = page.getByTestId(`pantau-${sekarang.registration_no}`);
  const barisSelesai = page.getByTestId(`pantau-${selesai.registration_no}`);
  await expect(barisSekarang).toContainText('Sedang dikerjakan');
  // The finished one is not among the room's rows; it waits, folded, under its own heading.
  await expect(barisSelesai).toBeHidden();
  const lipatan = page.getByTestId('pantau-selesai');
  await expect(lipatan.locator('summary')).toHaveText(/^Selesai dalam satu jam terakhir \(\d+\)$/);
  await shoot(page, 'pemantauan-terlipat', [360, 768, 1280]);
  await lipatan.locator('summary').click();
  await expect(barisSelesai).toBeVisible();
  await expect(barisSelesai).toContainText('Selesai');
  await expect(barisSelesai.getByRole('button')).toHaveCount(0);
  // When it ended, under a label that says so (it read "Sisa Waktu" over a clock time).
  await expect(barisSelesai.locator('td[data-label="Berakhir pada"]')).toContainText('WIB');
  await cekAxe(page, 'pemantauan terbuka', { semua: true });
  await shoot(page, 'pemantauan-selesai-dibuka', [360, 768, 1280]);

  await barisSekarang.getByRole('button', { name: `Tambah waktu ${sekarang.name}` }).click();
  await dialogLulusAxe(page, 'Tambah Waktu');
  await barisSekarang.getByRole('button', { name: `Akhiri ${sekarang.name}` }).click();
  await dialogLulusAxe(page, 'Akhiri Pengerjaan');

  // Kelola Data Asesmen's dialogs on the child's record.
  await page.goto(`/asessor/asesmen?q=${encodeURIComponent(sekarang.registration_no)}`);
  const rekam = page.getByTestId(`kelola-${sekarang.registration_no}`);
  await expect(rekam).toContainText(sekarang.name);
  // Where each record stands (issue 32): the one answering now has started, the other finished Sub Test 1.
  await expect(rekam.getByTestId('status-rekam')).toContainText('Sudah mulai: 0 dari 4 sub test selesai');
  await page.goto(`/asessor/asesmen?q=${encodeURIComponent(selesai.registration_no)}`);
  await expect(page.getByTestId(`kelola-${selesai.registration_no}`).getByTestId('status-rekam')).toContainText('1 dari 4 sub test selesai');
  await shoot(page, 'kelola-status-rekam', [360, 768, 1280]);
  await page.goto(`/asessor/asesmen?q=${encodeURIComponent(sekarang.registration_no)}`);
  for (const [tombol, judul] of [
    [`Persetujuan ${sekarang.registration_no}`, 'Persetujuan Asesmen'],
    [`Mulai Asesmen ${sekarang.registration_no}`, 'Mulai Asesmen'],
    [`Unduh semua data ${sekarang.registration_no}`, 'Unduh Semua Data'],
    [`Hapus ${sekarang.registration_no}`, 'Hapus Data Asesmen'],
  ] as const) {
    await rekam.getByRole('button', { name: tombol }).click();
    await dialogLulusAxe(page, judul);
  }

  // The admin's account dialog.
  await context.clearCookies();
  await loginAdmin(context);
  await lebar(page, 1280);
  // Kelola Akun is paged: the account by its login id (the suite's accounts fill pages).
  await page.goto(`/admin/status?q=${asessor.assesor_id}`);
  const akun = page.getByTestId(`akun-${asessor.assesor_id}`);
  await akun.getByRole('button', { name: 'Edit', exact: true }).click();
  await dialogLulusAxe(page, 'Edit Asessor');

  await apiSekarang.dispose();
  await apiSelesai.dispose();
  await api.dispose();
});
