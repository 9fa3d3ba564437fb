// D24 / issue 31 Build 6: the admin adds a stricter criterion for one facility on Kelola Lokasi, items
// named by their question (an empty item, a weakening one and an unchanged list are refused in the
// browser, before any request); a child of that facility whose PID-5 answer meets
// it reads Kritis on the combined view, which names the facility rule. axe on the dialog and the
// result; screenshots at 360, 768 and 1280 px.
import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_PORT } from '../playwright.config';
import { buatAnak, buatAsessor, mauMulaiLewatApi } from './support/anak';
import { cekAxe, expectNoSideScroll, loginAdmin, loginAsessor, shoot, unique, waktuWajar } from './support/helpers';

const BASE = `http://localhost:${E2E_PORT}`;
const headers = { origin: BASE };

test.use({ viewport: { width: 768, height: 1024 } });
test.slow();

test("the admin adds a facility's stricter criterion; its child's result is Kritis and says the facility rule decided it", async ({
  page,
  context,
  browser,
  playwright,
}) => {
  const marka = unique('Kriteria').replace(/-/g, '');
  const nama = `LPKA ${marka}`;
  const adminApi = await playwright.request.newContext();
  expect((await adminApi.post(`${BASE}/api/admin/login`, { headers, data: { username: 'admin', password: E2E_ADMIN_PASSWORD } })).ok()).toBe(true);
  expect((await adminApi.post(`${BASE}/api/lokasi`, { headers, data: { nama, jenis: 'LPKA', provinsi: 'Jawa Barat' } })).status()).toBe(201);
  // The questions the dialog names items by: the banks as the admin keeps them.
  const teksSoal = async (instrumen: string, nomor: number) =>
    ((await (await adminApi.get(`${BASE}/api/soal/${instrumen}`)).json()) as { nomor: number; pertanyaan: string }[]).find((x) => x.nomor === nomor)!.pertanyaan;
  const [srq17, pid4] = [await teksSoal('srq20', 17), await teksSoal('pid5', 4)];
  await adminApi.dispose();
  // What the dialog refuses itself never reaches the server.
  const simpanDikirim: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/kriteria')) simpanDikirim.push(r.url());
  });

  await loginAdmin(context);
  await page.goto('/admin/lokasi');
  await expectNoSideScroll(page, 'kelola lokasi 768');
  await shoot(page, 'kriteria-lokasi-daftar', [768, 1280]);
  await page.getByRole('button', { name: `Kriteria kritis ${nama}` }).first().click();
  const dialog = page.getByRole('dialog', { name: `Kriteria Kritis ${nama}` });
  await expect(dialog).toContainText('hanya kriteria bawaan');
  // No item chosen: said at once.
  await dialog.getByRole('button', { name: 'Tambahkan ke daftar' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Pilih butir soal SRQ-20 yang menjadi pemicu.');
  // Items are chosen by their question. A weakening criterion (SRQ-20 item 17 'Ya' is Kritis by default) is refused in the browser.
  const butir = dialog.getByRole('combobox', { name: 'Butir soal' });
  await expect(butir.locator('option[value="17"]')).toHaveText(`17. ${srq17}`);
  await butir.selectOption('17');
  await dialog.getByRole('combobox', { name: 'Menjadikan hasil' }).selectOption('Mendesak');
  await dialog.getByRole('button', { name: 'Tambahkan ke daftar' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Kriteria bawaan sudah menjadikan "menjawab \'Ya\' pada SRQ-20 butir 17" Kritis');
  await expect(dialog).toContainText('Belum ada: hanya kriteria bawaan yang berlaku.');
  await shoot(page, 'kriteria-lokasi-dialog-ditolak', [360, 768, 1280]);
  // Saving the unchanged list: nothing to save, said before any request.
  await dialog.getByRole('textbox', { name: 'Alasan perubahan' }).fill('Dua percobaan bunuh diri di blok anak tahun ini');
  await dialog.getByRole('button', { name: 'Simpan sebagai Versi Baru' }).click();
  await expect(dialog.getByRole('alert').last()).toContainText(`Tidak ada perubahan: kriteria ${nama} sudah seperti ini pada versi 0.`);
  expect(simpanDikirim).toEqual([]);

  // The stricter one: PID-5 item 4 answered 'Cukup sesuai' or more makes the result Kritis (the default: 'Sangat sesuai', Mendesak).
  await dialog.getByRole('combobox', { name: 'Instrumen' }).selectOption('pid5');
  await butir.selectOption('4');
  await dialog.getByRole('combobox', { name: 'Jawaban pemicu (atau lebih tinggi)' }).selectOption({ label: 'Cukup sesuai' });
  await dialog.getByRole('combobox', { name: 'Menjadikan hasil' }).selectOption('Kritis');
  await dialog.getByRole('button', { name: 'Tambahkan ke daftar' }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: "menjawab 'Cukup sesuai' atau lebih pada PID-5 butir 4" })).toContainText(
    `menjawab 'Cukup sesuai' atau lebih pada PID-5 butir 4: "${pid4}" → Kritis`,
  );
  await expectNoSideScroll(page, 'dialog kriteria 768');
  await cekAxe(page, 'dialog kriteria kritis', { semua: true });
  await shoot(page, 'kriteria-lokasi-dialog', [360, 768, 1280]);
  await dialog.getByRole('button', { name: 'Simpan sebagai Versi Baru' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Kriteria ${nama} disimpan sebagai versi 1.`)).toBeVisible();
  // Opened again: version 1 in force, its history kept.
  await page.getByRole('button', { name: `Kriteria kritis ${nama}` }).first().click();
  await expect(dialog).toContainText('versi 1');
  await dialog.getByText('Riwayat versi (1)').click();
  await expect(dialog).toContainText('Alasan: Dua percobaan bunuh diri di blok anak tahun ini');
  await cekAxe(page, 'dialog kriteria kritis dengan riwayat', { semua: true });
  await dialog.getByRole('button', { name: 'Batal' }).click();

  // A child of that facility answers PID-5 item 4 'Cukup sesuai' (2), the rest 'Kurang sesuai' (1).
  const api = await playwright.request.newContext();
  const asessor = await buatAsessor(api, BASE, nama);
  const anak = await buatAnak(api, BASE, asessor, `Rani ${marka}`);
  await api.dispose();
  const anakApi = await playwright.request.newContext({ baseURL: BASE });
  expect((await anakApi.post('/api/peserta/masuk', { headers, data: { id: anak.id, password: anak.password } })).status()).toBe(200);
  await mauMulaiLewatApi(anakApi, '', anak.id);
  expect((await anakApi.get(`/api/asesmen/${anak.id}/pid5bf`)).status()).toBe(200);
  const jawaban = { ...Object.fromEntries(Array.from({ length: 25 }, (_, i) => [String(i + 1), 1])), '4': 2 };
  const simpan = await anakApi.post('/api/simpan-hasil-pid5', { headers, data: { registration_no: anak.registration_no, jawaban } });
  expect(simpan.status(), await simpan.text()).toBe(200);
  await anakApi.dispose();
  await waktuWajar([anak.id]);

  const ctx = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const hal = await ctx.newPage();
  await loginAsessor(ctx, asessor);
  await hal.goto(`/asessor/hasil-gabungan?q=${encodeURIComponent(anak.registration_no)}`);
  const baris = hal.locator(`tbody tr[data-testid="gabungan-${anak.registration_no}"]`);
  await expect(baris).toContainText('Kritis');
  await baris.getByRole('button', { name: 'Lihat Semua Hasil' }).click();
  await expect(hal.getByText(`Mengapa Kritis: kriteria tambahan ${nama} versi 1: menjawab 'Cukup sesuai' atau lebih pada PID-5 butir 4.`)).toBeVisible();
  await cekAxe(hal, 'hasil gabungan dengan kriteria lokasi', { semua: true });
  await shoot(hal, 'kriteria-lokasi-hasil', [360, 768, 1280]);
  await ctx.close();
});
