// D20 "Pindah" on Kelola Data Asesmen: the dialog moves a record with its follow-up to another Rutan;
// the old Rutan's list loses it at once, the new Rutan's assessor finds it and the move in the
// follow-up's history. At 768 px, axe on the dialog; screenshots at 360, 768 and 1280 px.
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { buatAnak, buatAsessor } from './support/anak';
import { cekAxe, expectNoSideScroll, loginAsessor, shoot, unique } from './support/helpers';

const BASE = `http://localhost:${E2E_PORT}`;
const headers = { origin: BASE };

test.use({ viewport: { width: 768, height: 1024 } });
// Two areas (or two Rutan) and three widths with axe: longer than one page's walk.
test.slow();

test('an assessor moves a record and its follow-up to another Rutan; the old Rutan loses it, the new one sees its history', async ({
  page,
  context,
  browser,
  playwright,
}) => {
  const marka = unique('Pindah').replace(/-/g, '');
  const api = await playwright.request.newContext();
  const asal = await buatAsessor(api, BASE, 'Rutan 1');
  const anak = await buatAnak(api, BASE, asal, `Rizky ${marka}`);
  const buka = await api.post(`${BASE}/api/tindak-lanjut`, {
    headers,
    data: { registration_no: anak.registration_no, prioritas: 'Mendesak', petugas_id: asal.id, alasan: 'Menangis terus sejak masuk' },
  });
  expect(buka.status(), await buka.text()).toBe(201);
  const tindakLanjutId = (await buka.json()).id as number;
  await api.dispose();
  const apiTujuan = await playwright.request.newContext();
  const tujuan = await buatAsessor(apiTujuan, BASE, 'Rutan 2');
  await apiTujuan.dispose();

  await loginAsessor(context, asal);
  await page.goto('/asessor/asesmen');
  await page.getByRole('searchbox').fill(marka);
  await page.getByRole('button', { name: `Pindah ${anak.registration_no}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Pindahkan ke Lokasi Lain' });
  await expect(dialog).toContainText(anak.name);
  await expect(dialog).toContainText('Lokasi sekarang: Rutan 1');
  await expect(dialog.getByRole('combobox', { name: 'Pindah ke' }).locator('option', { hasText: 'Rutan 1' })).toHaveCount(0);

  // Without a destination and a reason: told in the form, nothing sent.
  await dialog.getByRole('button', { name: 'Pindahkan' }).click();
  await expect(dialog).toContainText('Pilih lokasi tujuan.');
  await expect(dialog).toContainText('Alasan pindah wajib diisi');
  await dialog.getByRole('combobox', { name: 'Pindah ke' }).selectOption('Rutan 2');
  await dialog.getByRole('textbox', { name: 'Alasan pindah' }).fill(`Surat pemindahan ${marka}`);
  await expectNoSideScroll(page, 'dialog pindah 768');
  await cekAxe(page, 'dialog pindah', { semua: true });
  await shoot(page, 'pindah-dialog', [360, 768, 1280]);

  await dialog.getByRole('button', { name: 'Pindahkan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Data ${anak.registration_no} dipindahkan ke Rutan 2.`)).toBeVisible();
  await expect(page.getByTestId(`kelola-${anak.registration_no}`)).toHaveCount(0);

  // The Rutan 2 assessor: the record on Kelola Data Asesmen, the follow-up with the move in its history.
  const lain = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const halaman = await lain.newPage();
  await loginAsessor(lain, tujuan);
  await halaman.goto('/asessor/asesmen');
  await halaman.getByRole('searchbox').fill(marka);
  await expect(halaman.getByTestId(`kelola-${anak.registration_no}`)).toContainText(anak.name);
  await halaman.goto(`/asessor/tindak-lanjut/${tindakLanjutId}`);
  await expect(halaman.getByText(`Dipindahkan dari Rutan 1 ke Rutan 2: Surat pemindahan ${marka}`)).toBeVisible();
  await cekAxe(halaman, 'tindak lanjut setelah pindah', { semua: true });
  await shoot(halaman, 'pindah-tindak-lanjut', [360, 768, 1280]);
  await lain.close();

  // The old Rutan's link to the follow-up now answers "not found".
  await page.goto(`/asessor/tindak-lanjut/${tindakLanjutId}`);
  await expect(page.getByText(/tidak ditemukan/i).first()).toBeVisible();
});
