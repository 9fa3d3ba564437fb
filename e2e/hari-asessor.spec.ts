// Issue 13 "Done when": an assessor's day at 360 and 768 px, end to end, in real browsers.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiHeaders, createAsessor, LEBAR_LAYAR, lebar, loginAdmin, loginAsessor, shoot, tapTerlaluKecil, unique, expectNoSideScroll } from './support/helpers';
import { mauMulai } from './support/anak';

const NOMOR = (w: number) => `ABH/R1/2026/${w}-${unique('n').slice(-5)}`;

async function isiFormulir(page: Page, nomor: string, nama: string) {
  const form = page.getByRole('form', { name: 'Formulir data asesmen' });
  await form.getByLabel('Nomor Registrasi').fill(nomor);
  await form.getByLabel('Nama').fill(nama);
  await form.getByLabel('Usia').fill('15');
  await form.getByLabel('Tempat Lahir').fill('Makassar');
  await form.getByLabel('Tanggal Lahir').fill('2011-01-01');
  await form.getByLabel('Jenis Kelamin').selectOption('P');
  await form.getByLabel('Pendidikan Terakhir').selectOption('sd');
  await form.getByLabel('Bahasa Sehari-hari').fill('Bugis');
  await form.getByLabel('Tanggal Masuk Rutan').fill('2026-01-05');
  await form.getByLabel('Password', { exact: true }).fill('akses-anak-13');
  for (const select of await form.locator('fieldset select').all()) await select.selectOption('Tidak');
  return form;
}

async function perangkatAnak(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width === 360 ? 740 : 1024 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  return { context, page: await context.newPage() };
}

for (const width of [360, 768] as const) {
  test(`an assessor's day at ${width} px: slashed number, entry code, Pemantauan, added time, help, session ended`, async ({ page, context, browser, request }) => {
    test.setTimeout(120_000);
    await lebar(page, width);
    const asessor = await createAsessor(request, { name: `Rahma ${width}`, location: 'Rutan 2' });
    await loginAsessor(context, asessor);

    // The records page shows the list first; the form opens on demand.
    await page.goto('/asessor/asesmen');
    await expect(page.getByRole('heading', { name: 'Kelola Data Asesmen' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Formulir data asesmen' })).toHaveCount(0);
    if (width === 768) {
      // The sidebar folds at tablet width: the menu button opens it.
      await expect(page.getByRole('button', { name: 'Buka menu' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: /Menu Asessor/ })).toBeHidden();
    }
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    const nomor = NOMOR(width);
    const nama = `Yusuf Maulana ${width}`;
    const form = await isiFormulir(page, nomor, nama);
    await shoot(page, `hari-kelola-formulir`, LEBAR_LAYAR);
    await form.getByRole('button', { name: 'Simpan Data' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Data berhasil disimpan' });
    await expect(toast).toBeVisible();
    // The toast and its close button lie inside the screen (issue 13).
    await expect(toast).toBeInViewport({ ratio: 1 });
    await expect(toast.getByRole('button', { name: 'Tutup pesan' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('form', { name: 'Formulir data asesmen' })).toHaveCount(0);
    const baris = page.getByTestId(`kelola-${nomor}`);
    await expect(baris).toContainText(nama);
    // The card's actions are whole on screen, not cut off at the side.
    const mulai = baris.getByRole('button', { name: `Mulai Asesmen ${nomor}` });
    await mulai.scrollIntoViewIfNeeded();
    await expect(mulai).toBeInViewport({ ratio: 1 });
    await expect(baris.getByRole('button', { name: `Hapus ${nomor}` })).toBeInViewport({ ratio: 1 });
    await expectNoSideScroll(page, `kelola ${width}`);
    await shoot(page, `hari-kelola-daftar`, LEBAR_LAYAR);

    // D21: no entry code before consent is on file; the assessor records it on the record.
    await expect(baris).toContainText('Belum ada persetujuan');
    await baris.getByRole('button', { name: `Mulai Asesmen ${nomor}` }).click();
    await expect(page.getByRole('dialog')).toContainText('Persetujuan belum dicatat');
    await page.getByRole('dialog').getByRole('button', { name: 'Tutup' }).click();
    await baris.getByRole('button', { name: `Persetujuan ${nomor}` }).click();
    const setuju = page.getByRole('form', { name: 'Formulir persetujuan' });
    await setuju.getByLabel('Persetujuan diberikan oleh').selectOption('Orang tua');
    await setuju.getByLabel('Cara').selectOption('Tertulis');
    await setuju.getByLabel('Nama pemberi persetujuan').fill('Halimah');
    await setuju.getByLabel('Hubungan dengan anak').fill('Ibu kandung');
    await setuju.getByLabel('Saksi').fill('Bripka Sutrisno');
    await shoot(page, `hari-persetujuan`, LEBAR_LAYAR);
    await setuju.getByRole('button', { name: 'Simpan Persetujuan' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Persetujuan berhasil dicatat.' })).toBeVisible();
    await expect(baris).toContainText('Persetujuan tercatat');

    // Mulai Asesmen: a code, large, with its expiry.
    await baris.getByRole('button', { name: `Mulai Asesmen ${nomor}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('kode-masuk')).toHaveText(/^[A-HJKMNP-Z2-9]{4} [A-HJKMNP-Z2-9]{4}$/);
    await expect(dialog).toContainText('Berlaku sampai');
    const kode = (await dialog.getByTestId('kode-masuk').innerText()).replace(/\s/g, '');
    await shoot(page, `hari-kode-masuk`, LEBAR_LAYAR);
    await dialog.getByRole('button', { name: 'Tutup' }).click();

    // A second device (the child's) types the code on the child list.
    const anak = await perangkatAnak(browser, width);
    await anak.page.goto(`/user/asesmenanak?q=${nomor}`);
    await anak.page.getByRole('button', { name: `Enter ${nomor}` }).click();
    const masuk = anak.page.getByRole('dialog');
    await masuk.getByLabel('Kode Masuk dari Asessor').fill(kode.toLowerCase());
    await shoot(anak.page, `hari-anak-kode`, LEBAR_LAYAR);
    await masuk.getByRole('button', { name: 'Masuk', exact: true }).click();
    await mauMulai(anak.page);
    await expect(anak.page).toHaveURL(/\/asesmen\/pid5bf\/\d+$/);
    for (let i = 0; i < 3; i++) {
      await anak.page.getByRole('radio', { name: 'Cukup sesuai', exact: true }).check();
      await anak.page.getByRole('button', { name: 'Berikutnya' }).click();
    }

    // Pemantauan: which sub test, answered/total, time left, online.
    await page.goto('/asessor/pemantauan');
    const pantau = page.getByTestId(`pantau-${nomor}`);
    await expect(pantau.getByTestId('dijawab')).toHaveText('3 / 25');
    await expect(pantau).toContainText('PID5-BF');
    await expect(pantau).toContainText('Sedang dikerjakan');
    await expect(pantau).toContainText('Online');
    await expectNoSideScroll(page, `pemantauan ${width}`);

    // Add time: the server clock honours it (the child's page, reloaded, counts from the longer limit).
    await pantau.getByRole('button', { name: `Tambah waktu ${nama}` }).click();
    const tambah = page.getByRole('dialog');
    await tambah.getByLabel('Tambahan waktu (menit)').fill('10');
    await tambah.getByRole('button', { name: 'Tambah Waktu' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: `Waktu ${nama} ditambah 10 menit.` })).toBeVisible();
    await expect(pantau).toContainText('+10 menit');
    // The child's page hears it with its next heartbeat (15 s) and says it, in one compact banner (issue 32).
    await expect(anak.page.getByTestId('banner-tambahan')).toHaveText('Waktumu ditambah 10 menit oleh asessor.', { timeout: 20_000 });
    await expect(anak.page.getByTestId('sisa-waktu')).toHaveText(/^(29|30):\d\d$/);
    await shoot(anak.page, `hari-anak-tambahan`, LEBAR_LAYAR);
    await anak.page.reload();
    await expect(anak.page.getByTestId('sisa-waktu')).toHaveText(/^(29|30):\d\d$/);
    await expect(anak.page.getByText('(terjawab 3 dari 25)')).toBeVisible();

    // The child asks for help; no answer is lost; the assessor sees the name at once.
    await anak.page.getByRole('button', { name: 'Saya butuh bantuan' }).click();
    await expect(anak.page.getByRole('status').filter({ hasText: 'Permintaan bantuan terkirim' })).toBeVisible();
    await expect(anak.page.getByText('(terjawab 3 dari 25)')).toBeVisible();
    await expect(anak.page.getByRole('timer')).toBeInViewport();
    await shoot(anak.page, `hari-anak-bantuan`, LEBAR_LAYAR);
    // The banner's "Tutup" too is a finger's size (it was 24 px tall).
    expect(await tapTerlaluKecil(anak.page), `controls under 44 px on the child's page at ${width}`).toEqual([]);
    await expect(page.getByTestId('bantuan')).toContainText(`${nama} butuh bantuan`);
    await shoot(page, `hari-pemantauan`, LEBAR_LAYAR);
    await expectNoSideScroll(page, `pemantauan bantuan ${width}`);
    await page.getByTestId('bantuan').getByRole('button', { name: 'Sudah ditangani' }).click();
    await expect(page.getByTestId('bantuan')).toHaveCount(0);
    await anak.context.close();

    // The admin deactivates the account: the next refresh sends the assessor to the login page, which says why.
    const admin = await browser.newContext();
    await loginAdmin(admin);
    const res = await admin.request.put(`/api/asessors/${asessor.id}/toggle`, { headers: apiHeaders() });
    expect(res.ok(), await res.text()).toBeTruthy();
    await admin.close();
    await expect(page).toHaveURL(/\/login\/asessor$/, { timeout: 15_000 });
    await expect(page.getByText('Sesi Anda telah berakhir. Silakan login kembali.')).toBeVisible();
    await shoot(page, `hari-sesi-berakhir`, LEBAR_LAYAR);
  });
}
