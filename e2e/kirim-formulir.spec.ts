// A form's send (issue 34, the web's duplicates: `useKirim` and the one `Alert`): the consent form
// refused by its check marks its fields and says so beside its button, nothing sent; a save the server
// fails shows the form's own words, and the next try clears them. The question key's dialog shows a
// failed save as the other dialogs do. Axe and screenshots at 360, 768 and 1280 px.
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { buatAnak, buatAsessor } from './support/anak';
import { cekAxe, LEBAR_LAYAR, loginAdmin, shoot, unique } from './support/helpers';

const BASE = `http://localhost:${E2E_PORT}`;

test.use({ viewport: { width: 768, height: 1024 } });

/** Writes to `alamat` fail once with a 503 whose body explains nothing; counts the writes that reached the route. */
async function gagalSekali(page: Page, alamat: RegExp, metode: string) {
  const hitung = { kirim: 0, gagal: true };
  await page.route(alamat, (route) => {
    if (route.request().method() !== metode) return route.fallback();
    hitung.kirim++;
    if (!hitung.gagal) return route.fallback();
    hitung.gagal = false;
    return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
  });
  return hitung;
}

test('the consent form: its check stops the send and marks the fields; a failed save says so and the next try saves', async ({
  page,
  context,
}) => {
  const marka = unique('Kirim').replace(/-/g, '');
  const asessor = await buatAsessor(context.request, BASE);
  const anak = await buatAnak(context.request, BASE, asessor, `Dimas ${marka}`);
  const hitung = await gagalSekali(page, new RegExp(`/api/kelola/${anak.id}/persetujuan$`), 'PUT');

  await page.goto(`/asessor/asesmen?q=${encodeURIComponent(anak.registration_no)}`);
  await page.getByTestId(`kelola-${anak.registration_no}`).getByRole('button', { name: `Persetujuan ${anak.registration_no}` }).click();
  const form = page.getByRole('form', { name: 'Formulir persetujuan' });
  await form.getByRole('textbox', { name: 'Hubungan dengan anak' }).fill('');
  await form.getByRole('textbox', { name: 'Saksi' }).fill('');
  await form.getByRole('button', { name: 'Perbarui Persetujuan' }).click();
  await expect(form).toContainText('Hubungan pemberi persetujuan dengan anak wajib diisi.');
  await expect(form.getByRole('alert').filter({ hasText: 'Lengkapi isian yang ditandai.' })).toBeVisible();
  expect(hitung.kirim).toBe(0);
  await cekAxe(page, 'formulir persetujuan ditolak', { semua: true });
  await shoot(page, 'kirim-persetujuan-ditolak', LEBAR_LAYAR);

  await form.getByRole('textbox', { name: 'Hubungan dengan anak' }).fill('Ibu kandung');
  await form.getByRole('textbox', { name: 'Saksi' }).fill('Agus Pratama');
  await form.getByRole('button', { name: 'Perbarui Persetujuan' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Gagal menyimpan persetujuan.' })).toBeVisible();
  await expect(form).not.toContainText('Lengkapi isian yang ditandai.');
  await cekAxe(page, 'formulir persetujuan gagal', { semua: true });
  await shoot(page, 'kirim-persetujuan-gagal', LEBAR_LAYAR);

  await form.getByRole('button', { name: 'Perbarui Persetujuan' }).click();
  await expect(page.getByText('Persetujuan berhasil dicatat.')).toBeVisible();
  await expect(form).toBeHidden();
  expect(hitung.kirim).toBe(2);
});

test("the question key's dialog shows a failed save in its message block", async ({ page, context }) => {
  await loginAdmin(context);
  await page.goto('/admin/soal');
  await page.getByLabel('Instrumen', { exact: true }).selectOption('kognitif');
  const soal2 = page.getByTestId('soal-2');
  const kunciLama = ((await soal2.getByText(/^Kunci: [A-F]$/).textContent()) ?? '').slice(-1);
  const hitung = await gagalSekali(page, /\/api\/soal\/kognitif\/\d+$/, 'PUT');
  await soal2.getByRole('button', { name: 'Ubah kunci soal nomor 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kunci Jawaban Soal Nomor 2' });
  await dialog.getByText(kunciLama === 'A' ? 'B' : 'A', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Simpan Kunci' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Gagal menyimpan kunci jawaban');
  expect(hitung.kirim).toBe(1);
  await cekAxe(page, 'dialog kunci gagal', { semua: true });
  await shoot(page, 'kirim-kunci-gagal', LEBAR_LAYAR);
  // Nothing changed: the key stays as it was.
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(soal2.getByText(`Kunci: ${kunciLama}`)).toBeVisible();
});
