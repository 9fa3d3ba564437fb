import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAdmin, ORIGIN, shoot } from './support/helpers';

// Many full-page screenshots on a machine shared by several checkouts: two minutes per test.
test.describe.configure({ timeout: 120_000 });

const INSTRUMENTS = ['pid5', 'psc17', 'dukungan', 'kognitif'] as const;
const XLS_LAMA = 'src/server/features/soal/fixtures/bank-dukungan-lama.xls';

function csvPsc17DenganBarisKosong(): Buffer {
  const baris = ['nomor,pertanyaan,pilihan'];
  for (let i = 1; i <= 17; i++) {
    baris.push(`${i},"Pernyataan ${i}","${i === 3 ? '' : 'Tidak Pernah; Kadang-kadang; Sering'}"`);
  }
  return Buffer.from(`${baris.join('\n')}\n`, 'utf8');
}

/** Puts every default bank back (the template of each instrument is its default bank) for the specs that follow. */
async function pulihkanBank(request: APIRequestContext) {
  await loginAdmin({ request });
  for (const k of INSTRUMENTS) {
    const template = await request.get(`/api/soal/${k}/template.xlsx`);
    expect(template.ok()).toBeTruthy();
    const res = await request.post(`/api/upload/${k}`, {
      headers: { origin: ORIGIN },
      multipart: { file: { name: `template-${k}.xlsx`, mimeType: 'application/octet-stream', buffer: await template.body() } },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
}

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await pulihkanBank(request);
  await request.dispose();
});

/** Scrolls through the page so that every lazily loaded picture is in the screenshot. */
async function muatSemuaGambar(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
  });
  // A lazy picture scrolled past before its turn never starts: each poll brings the ones not yet loaded into view.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const belum = [...document.images].filter((img) => img.checkVisibility() && !img.complete);
          for (const img of belum) {
            img.scrollIntoView();
            await new Promise((r) => setTimeout(r, 20));
          }
          window.scrollTo(0, 0);
          return belum.length === 0;
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

test('Kelola Soal: templates, a refused upload with its row errors, upload, edit, delete one and delete all', async ({
  page,
  context,
}) => {
  await loginAdmin(context);
  await page.goto('/admin/soal');
  await expect(page.getByRole('heading', { name: 'Kelola Soal' })).toBeVisible();
  const instrumen = page.getByLabel('Instrumen', { exact: true });
  await expect(instrumen).toHaveValue('pid5');
  expect(await instrumen.locator('option').allTextContents()).toEqual([
    'PID-5 BF',
    'PSC-17',
    'Social Family Support',
    'Cognitive Test Subtest III',
    // The detainee battery's own banks (D17).
    'SRQ-20',
    'PID-5 BF Dewasa',
  ]);
  for (const kolom of ['No', 'Pertanyaan', 'Pilihan', 'Aksi']) {
    await expect(page.getByRole('columnheader', { name: kolom, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('jumlah-soal')).toHaveText('PID-5 BF: 25 soal');
  await expect(page.getByTestId('soal-1')).toContainText(
    'Orang lain menganggap saya nekat: berani mengambil risiko tanpa memikirkan bahayanya.',
  );
  for (const k of INSTRUMENTS) await expect(page.getByTestId(`unggah-${k}`)).toHaveAttribute('accept', '.xlsx,.xls,.csv');
  await shoot(page, 'admin-soal');

  // Each template downloads as a file.
  const unduhan = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Template .xlsx PSC-17' }).click();
  expect((await unduhan).suggestedFilename()).toBe('template-soal-psc17.xlsx');
  const csv = await page.request.get('/api/soal/kognitif/template.csv');
  expect(await csv.text()).toContain('gambar_soal');

  // A refused file: every row's problem on the page, the bank unchanged.
  await page
    .getByTestId('unggah-psc17')
    .setInputFiles({ name: 'psc17-salah.csv', mimeType: 'text/csv', buffer: csvPsc17DenganBarisKosong() });
  await expect(toast(page, 'Upload gagal: berkas berisi 1 kesalahan. Tidak ada soal yang diubah.')).toBeVisible();
  const kesalahan = page.getByTestId('kesalahan-unggah');
  await expect(kesalahan).toContainText('PSC-17: Upload gagal');
  await expect(kesalahan).toContainText('Baris 4: kolom pilihan kosong');
  await shoot(page, 'admin-soal-upload-ditolak');
  await instrumen.selectOption('psc17');
  await expect(page.getByTestId('jumlah-soal')).toHaveText('PSC-17: 17 soal');

  // A legacy .xls replaces the support bank; its accents survive.
  await page.getByTestId('unggah-dukungan').setInputFiles(XLS_LAMA);
  await expect(toast(page, 'Upload berhasil: 10 soal Social Family Support disimpan.')).toBeVisible();
  await expect(kesalahan).toBeHidden();
  await expect(instrumen).toHaveValue('dukungan');
  await expect(page.getByTestId('jumlah-soal')).toHaveText('Social Family Support: 10 soal');
  await expect(page.getByTestId('soal-2')).toContainText('Señor Pérez');

  // Edit: Batal closes without a change; Simpan splits the options on ';' and trims them.
  await page.getByRole('button', { name: 'Edit soal nomor 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Soal Nomor 2' });
  await expect(dialog.getByLabel('Pertanyaan')).toHaveValue('Ibu saya menjenguk saya bersama Señor Pérez, tetangga kami.');
  await expect(dialog.getByLabel('Pilihan (pisahkan dengan ;)')).toHaveValue(
    'Sangat Tidak Setuju; Tidak Setuju; Netral; Setuju; Sangat Setuju',
  );
  await dialog.getByLabel('Pertanyaan').fill('Tidak disimpan');
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('soal-2')).toContainText('Señor Pérez');

  await page.getByRole('button', { name: 'Edit soal nomor 2' }).click();
  await dialog.getByLabel('Pertanyaan').fill('Ibu saya menjenguk saya setiap minggu — señora Ñ.');
  await dialog.getByLabel('Pilihan (pisahkan dengan ;)').fill('  STS ;TS;  N ; S;SS  ');
  await shoot(page, 'admin-soal-edit');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(toast(page, 'Soal berhasil diperbarui')).toBeVisible();
  await expect(dialog).toBeHidden();
  const baris2 = page.getByTestId('soal-2');
  await expect(baris2).toContainText('Ibu saya menjenguk saya setiap minggu — señora Ñ.');
  await expect(baris2.getByRole('listitem')).toHaveText(['1. STS', '2. TS', '3. N', '4. S', '5. SS']);

  // A wrong number of options is refused with the server's message and the modal stays open.
  await page.getByRole('button', { name: 'Edit soal nomor 2' }).click();
  await dialog.getByLabel('Pilihan (pisahkan dengan ;)').fill('Ya; Tidak');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(toast(page, 'Soal Social Family Support harus memiliki tepat 5 pilihan')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Batal' }).click();

  // Delete one, with the spec's confirmation.
  await page.getByRole('button', { name: 'Hapus soal nomor 3' }).click();
  const hapus = page.getByRole('dialog', { name: 'Hapus Soal' });
  await expect(hapus).toContainText('Yakin ingin menghapus soal ini?');
  await hapus.getByRole('button', { name: 'Hapus', exact: true }).click();
  await expect(toast(page, 'Soal dihapus')).toBeVisible();
  await expect(page.getByTestId('jumlah-soal')).toHaveText('Social Family Support: 9 soal');
  // The rest are renumbered 1..n (answers are keyed by position for this scale).
  await expect(page.getByTestId('soal-3')).toContainText('Keluarga saya membantu ketika saya membutuhkan bantuan.');
  await expect(page.getByTestId('soal-4')).toContainText('Kakak saya mengirim surat');
  await expect(page.getByText('Saya bisa bercerita tentang masalah saya kepada keluarga.')).toHaveCount(0);

  // Delete all, with the spec's confirmation naming the instrument; then the empty text.
  await page.getByRole('button', { name: 'Hapus Semua Soal' }).click();
  const semua = page.getByRole('dialog', { name: 'Hapus Semua Soal' });
  await expect(semua).toContainText('Apakah Anda yakin ingin menghapus semua soal untuk instrumen DUKUNGAN?');
  await semua.getByRole('button', { name: 'Hapus Semua' }).click();
  await expect(toast(page, 'Semua soal berhasil dihapus')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Belum ada soal untuk instrumen ini.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hapus Semua Soal' })).toBeDisabled();
  await shoot(page, 'admin-soal-kosong');

  // Cognitive rows: the question picture, lettered option pictures, the key, Kelola Gambar and Hapus.
  await instrumen.selectOption('kognitif');
  const kog1 = page.getByTestId('soal-1');
  await expect(kog1.getByRole('img', { name: 'Gambar soal nomor 1' })).toBeVisible();
  for (const h of ['A', 'B', 'C', 'D', 'E', 'F']) {
    await expect(kog1.getByRole('img', { name: `Pilihan ${h} soal nomor 1` })).toBeVisible();
  }
  await expect(kog1.getByRole('link', { name: 'Kelola Gambar' })).toBeVisible();
  await expect(kog1.getByRole('button', { name: 'Hapus soal nomor 1' })).toBeVisible();
  await expect(kog1.getByRole('button', { name: /Edit/ })).toHaveCount(0);
  const dimuat = await kog1
    .getByRole('img', { name: 'Gambar soal nomor 1' })
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  expect(dimuat).toBe(true);
  await muatSemuaGambar(page);
  await shoot(page, 'admin-soal-kognitif');
});

test('Kelola Gambar: replace an option picture, rename one, delete one, refuse a fake PNG, back to Kelola Soal', async ({
  page,
  context,
}) => {
  // The page holds every cognitive item (23 since issue 11) with 7 pictures each, screenshotted twice.
  test.setTimeout(150_000);
  await loginAdmin(context);
  await page.goto('/admin/soal');
  await page.getByLabel('Instrumen', { exact: true }).selectOption('kognitif');
  await page.getByTestId('soal-2').getByRole('link', { name: 'Kelola Gambar' }).click();
  await expect(page).toHaveURL(/\/admin\/upload-gambar-kognitif#soal-\d+$/);
  await expect(page.getByRole('heading', { name: 'Kelola Gambar Soal Kognitif' })).toBeVisible();

  const soal1 = page.getByTestId('kelola-gambar-1');
  await expect(soal1.getByRole('img', { name: 'Gambar soal nomor 1' })).toBeVisible();
  await expect(page.getByTestId('berkas-1-soal')).toHaveAttribute('accept', '.jpg,.jpeg,.png');
  const pilihanA = page.getByTestId('pilihan-1-A');
  await expect(pilihanA.getByLabel('Nama file pilihan A', { exact: true })).toHaveValue('kog-01-A.svg');

  // Replace option A with a real PNG (a picture of the page's heading).
  const png = await page.getByRole('heading', { name: 'Kelola Gambar Soal Kognitif' }).screenshot();
  await page.getByTestId('berkas-1-A').setInputFiles({ name: 'Pilihan A baru é.png', mimeType: 'image/png', buffer: png });
  await expect(toast(page, 'Gambar berhasil diperbarui')).toBeVisible();
  // Replacing an option picture asks whether the answer key still holds (issue 11).
  const tanyaKunci = page.getByRole('dialog', { name: 'Kunci Jawaban Soal Nomor 1' });
  await expect(tanyaKunci).toContainText('Gambar pilihan A sudah diganti.');
  await tanyaKunci.getByRole('button', { name: 'Kunci tetap' }).click();
  await expect(pilihanA.getByLabel('Nama file pilihan A', { exact: true })).toHaveValue(/^Pilihan-A-baru-e(-\d+)?\.png$/);
  const namaBaru = await pilihanA.getByLabel('Nama file pilihan A', { exact: true }).inputValue();
  const thumb = pilihanA.getByRole('img', { name: 'Pilihan A soal nomor 1' });
  await expect(thumb).toHaveAttribute('src', `/uploads/${encodeURIComponent(namaBaru)}`);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Point option B at that same stored file by editing its filename.
  const pilihanB = page.getByTestId('pilihan-1-B');
  await pilihanB.getByLabel('Nama file pilihan B', { exact: true }).fill('tidak-ada.png');
  await pilihanB.getByRole('button', { name: 'Simpan nama file pilihan B' }).click();
  await expect(pilihanB.getByRole('alert')).toHaveText(
    'Gambar "tidak-ada.png" belum diunggah. Unggah gambarnya terlebih dahulu.',
  );
  await pilihanB.getByLabel('Nama file pilihan B', { exact: true }).fill(namaBaru);
  await pilihanB.getByRole('button', { name: 'Simpan nama file pilihan B' }).click();
  await expect(tanyaKunci).toContainText('Gambar pilihan B sudah diganti.');
  await tanyaKunci.getByRole('button', { name: 'Kunci tetap' }).click();
  await expect(pilihanB.getByRole('img', { name: 'Pilihan B soal nomor 1' })).toHaveAttribute(
    'src',
    `/uploads/${encodeURIComponent(namaBaru)}`,
  );

  // Delete option C.
  const pilihanC = page.getByTestId('pilihan-1-C');
  await pilihanC.getByRole('button', { name: 'Hapus gambar pilihan C soal 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hapus Gambar' });
  await expect(dialog).toContainText('Hapus gambar pilihan C dari soal nomor 1?');
  await dialog.getByRole('button', { name: 'Hapus', exact: true }).click();
  await expect(toast(page, 'Gambar dihapus')).toBeVisible();
  await expect(pilihanC.getByRole('img', { name: 'Pilihan C soal nomor 1: belum ada gambar' })).toBeVisible();
  await expect(pilihanC.getByLabel('Nama file pilihan C', { exact: true })).toHaveValue('');

  // An HTML page named .png is refused; nothing changes.
  await page.getByTestId('berkas-1-D').setInputFiles({
    name: 'bukan-gambar.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><body>bukan gambar</body></html>'),
  });
  await expect(toast(page, 'Isi berkas bukan gambar JPEG atau PNG yang sah')).toBeVisible();
  await expect(page.getByTestId('pilihan-1-D').getByLabel('Nama file pilihan D', { exact: true })).toHaveValue('kog-01-D.svg');

  await muatSemuaGambar(page);
  await shoot(page, 'admin-gambar-kognitif');

  // Back to Kelola Soal: the cognitive row shows the new picture and no C.
  await page.getByRole('link', { name: 'Kembali ke Kelola Soal' }).click();
  await expect(page).toHaveURL(/\/admin\/soal$/);
  await expect(page.getByLabel('Instrumen', { exact: true })).toHaveValue('kognitif');
  const kog1 = page.getByTestId('soal-1');
  await expect(kog1.getByRole('img', { name: 'Pilihan A soal nomor 1' })).toHaveAttribute(
    'src',
    `/uploads/${encodeURIComponent(namaBaru)}`,
  );
  await expect(kog1.getByRole('img', { name: 'Pilihan C soal nomor 1: belum ada gambar' })).toBeVisible();
});

test('the question API and the pictures refuse a visitor; the admin gets pictures with private cache headers', async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const anon = await request.get('/api/soal/pid5');
  expect(anon.status()).toBe(401);
  expect((await request.get('/uploads/kog-01-soal.svg')).status()).toBe(401);
  const admin = await playwright.request.newContext({ baseURL });
  await loginAdmin({ request: admin });
  const gambar = await admin.get('/uploads/kog-01-soal.svg');
  expect(gambar.status()).toBe(200);
  expect(gambar.headers()['cache-control']).toBe('private, no-cache');
  expect(gambar.headers()['x-content-type-options']).toBe('nosniff');
  await request.dispose();
  await admin.dispose();
});
