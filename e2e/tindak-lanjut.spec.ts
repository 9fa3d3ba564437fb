// Issue 31 (D19): a Kritis finding opens a follow-up with today's clock; at 768 px the assessor finds
// it first, records an action and a referral with its outcome, and closes it with a reason.
import { expect, test, type Page } from '@playwright/test';
import { SKRINING_TIDAK } from '../src/server/test/skrining';
import { apiHeaders, axe, createAsessor, foto, gambarPdf, halamanPdf, LEBAR_LAYAR, loginAsessor, shoot, unique } from './support/helpers';
import { catatPersetujuan, mauMulaiLewatApi } from './support/anak';

test.use({ viewport: { width: 768, height: 1024 } });

async function axeBersih(page: Page, label: string) {
  const hasil = await axe(page).analyze();
  expect(hasil.violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a Kritis follow-up: found first, action, referral with its outcome, closed', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const asessor = await createAsessor(request, { name: 'Rina Wulandari', location: 'Rutan 2' });
  await loginAsessor(context, asessor);
  const rekam = async (name: string, skrining: Record<string, string>) => {
    const res = await context.request.post('/api/kelola', {
      headers: apiHeaders(),
      data: {
        registration_no: unique('TL'),
        name,
        age: 16,
        place_of_birth: 'Medan',
        jenis_kelamin: 'L',
        pendidikan: 'smp',
        bahasa: 'Indonesia',
        tanggal_masuk: '2025-12-01',
        tl_kapan_terakhir: 'dua minggu lalu',
        tl_pikiran_hari_ini: 'Tidak',
        date_of_birth: '2010-04-04',
        assesor_id: asessor.id,
        password: 'akses-anak-1',
        ...SKRINING_TIDAK,
        ...skrining,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  // The browser suite shares one server: a surname of letters only, new each run, finds this test's
  // records among those other tests made in the same Rutan.
  const marga =
    'Uji' +
    Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  await rekam(`Andi Tinggi ${marga}`, { kekerasan_seksual: 'Ya' });
  await rekam(`Bayu Kritis ${marga}`, { self_harm: 'Ya' });
  await rekam(`Citra Belum ${marga}`, {});

  // Hasil Gabungan: Kritis first by default, a record without results "Belum dinilai" (never "Rendah").
  await page.goto('/asessor/hasil-gabungan');
  await page.getByLabel('Cari nama atau nomor registrasi').fill(marga);
  const gabungan = page.locator('tbody tr[data-testid^="gabungan-"]');
  await expect(gabungan).toHaveCount(3);
  await expect(gabungan.first()).toContainText('Bayu Kritis');
  await expect(gabungan.last()).toContainText('Citra Belum');
  await expect(gabungan.last().getByTestId('prioritas-baris')).toHaveText('Prioritas: Belum dinilai');
  await page.getByLabel('Prioritas', { exact: true }).selectOption('Tinggi');
  await expect(gabungan).toHaveCount(1);
  await expect(gabungan.first()).toContainText('Andi Tinggi');
  await shoot(page, 'hasil-gabungan-prioritas', LEBAR_LAYAR);

  // Beranda is where an assessor lands: the Kritis child is the first thing on it.
  await page.goto('/asessor');
  await expect(page).toHaveURL(/\/asessor\/beranda$/);
  const segera = page.getByTestId('beranda-segera');
  await expect(segera.getByRole('listitem').first()).toContainText('Kritis');
  await expect(segera.getByRole('listitem').filter({ hasText: marga })).toHaveCount(1);
  await expect(segera.getByRole('listitem').filter({ hasText: marga })).toContainText('Bayu Kritis');
  await axeBersih(page, 'beranda');
  await shoot(page, 'beranda', LEBAR_LAYAR);

  await page.goto('/asessor/tindak-lanjut');
  await expect(page.getByRole('heading', { level: 1, name: 'Tindak Lanjut' })).toBeVisible();
  await page.getByLabel('Cari nama atau nomor registrasi').fill(marga);
  const baris = page.locator('tbody tr');
  await expect(baris).toHaveCount(2);
  // Due today beats due in 7 days.
  await expect(baris.first()).toContainText('Bayu Kritis');
  await expect(baris.first()).toContainText('Kritis');
  await axeBersih(page, 'daftar');
  await shoot(page, 'tindak-lanjut-daftar', LEBAR_LAYAR);

  await page.goto('/asessor/beranda');
  await segera.getByRole('link', { name: `Bayu Kritis ${marga}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rincian Tindak Lanjut' })).toBeVisible();
  await expect(page.getByTestId('ringkasan-tindak-lanjut')).toContainText('Bayu Kritis');

  const aksi = page.getByRole('form', { name: 'Catat tindakan' });
  await aksi.getByLabel('Catatan singkat (opsional)').fill('Anak ditemani teman sekamar; psikolog dihubungi.');
  await aksi.getByRole('button', { name: 'Catat Tindakan' }).click();
  await expect(page.getByTestId('daftar-aksi')).toContainText('Anak ditemani teman sekamar');

  const rujukan = page.getByRole('form', { name: 'Catat rujukan' });
  await rujukan.getByLabel('Dirujuk ke').selectOption('psikolog');
  await rujukan.getByLabel('Nomor rujukan (opsional)').fill('RJK/2026/031');
  await rujukan.getByRole('button', { name: 'Catat Rujukan' }).click();
  await expect(page.getByTestId('daftar-rujukan')).toContainText('RJK/2026/031');
  const hasil = page.getByRole('form', { name: 'Hasil rujukan' });
  await hasil.getByLabel('Hasil rujukan').fill('Diperiksa psikolog hari ini; pemantauan harian.');
  await hasil.getByRole('button', { name: 'Simpan Hasil' }).click();
  await expect(page.getByTestId('daftar-rujukan')).toContainText('Hasil: Diperiksa psikolog hari ini');
  await axeBersih(page, 'rincian');
  await shoot(page, 'tindak-lanjut-rincian', LEBAR_LAYAR);
  // Live at 1280 px, scrolled to the end of this long page: the menu beside it still runs from the top of
  // the window to its bottom (a full-page picture shows it only where the page began).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('heading', { name: 'Riwayat' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const menu = (await page.locator('aside').boundingBox())!;
  expect([menu.x, Math.round(menu.y), Math.round(menu.height)]).toEqual([0, 0, 800]);
  await foto(page, 'tindak-lanjut-rincian-akhir-1280.png');
  await page.setViewportSize({ width: 768, height: 1024 });

  // Closing without a reason is refused on the page; with one it closes.
  const tutup = page.getByRole('form', { name: 'Tutup tindak lanjut' });
  await tutup.getByRole('button', { name: 'Tutup Tindak Lanjut' }).click();
  await expect(tutup.getByRole('alert')).toHaveText('Alasan menutup tindak lanjut wajib dipilih.');
  await tutup.getByLabel('Alasan ditutup').selectOption('dirujuk_diterima');
  await tutup.getByRole('button', { name: 'Tutup Tindak Lanjut' }).click();
  await expect(page.getByTestId('ringkasan-tindak-lanjut')).toContainText('Ditutup: Dirujuk dan diterima');
  await expect(page.getByRole('form', { name: 'Buka kembali tindak lanjut' })).toBeVisible();

  await page.goto('/asessor/tindak-lanjut');
  await page.getByLabel('Cari nama atau nomor registrasi').fill(marga);
  await expect(baris).toHaveCount(1);
  await expect(baris.first()).toContainText('Andi Tinggi');

  // The report's 'Unduh PDF' carries the follow-up record: the action, the referral's outcome, the closing.
  await page.goto('/asessor/hasil-gabungan');
  await page.getByLabel('Cari nama atau nomor registrasi').fill(marga);
  await expect(gabungan).toHaveCount(3);
  // The rows can still be the list kept from the search above, and the search reaches the address (?q=)
  // after a pause: a row opened within it stays open once the address holds the search (issue 32).
  await gabungan.first().getByRole('button', { name: 'Lihat Semua Hasil' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${marga}`));
  await expect(gabungan.first().getByRole('button', { name: 'Sembunyikan' })).toHaveAttribute('aria-expanded', 'true');
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Unduh PDF' }).click()]);
  const berkas = (await pdf.path())!;
  const halaman = halamanPdf(berkas);
  const teks = halaman.join('\f').replace(/\s+/g, ' ');
  const bagian = teks.slice(teks.indexOf('Catatan Tindak Lanjut'));
  for (const ada of [
    'Tindak lanjut 1 dari 1: prioritas Kritis, ronde 1',
    'Status Ditutup: Dirujuk dan diterima',
    'Petugas Rina Wulandari',
    'Anak ditemani teman sekamar; psikolog dihubungi.',
    'Psikolog RJK/2026/031 Diperiksa psikolog hari ini; pemantauan harian.',
  ])
    expect(bagian, ada).toContain(ada);
  // The page that holds it, as an image to look at beside the screenshots.
  const nomor = halaman.findIndex((h) => h.includes('Catatan Tindak Lanjut')) + 1;
  gambarPdf(berkas, nomor, nomor + 1, 'tindak-lanjut-pdf');
});

test('a help request reaches an assessor on another page within 5 s; handled on one screen, gone on all', async ({
  page,
  context,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const asessor = await createAsessor(request, { name: 'Joko Susilo', location: 'Rutan 3' });
  await loginAsessor(context, asessor);
  const res = await context.request.post('/api/kelola', {
    headers: apiHeaders(),
    data: {
      registration_no: unique('BTN'),
      name: 'Dimas Perlu Bantuan',
      age: 14,
      place_of_birth: 'Solo',
      jenis_kelamin: 'L',
      pendidikan: 'smp',
      bahasa: 'Indonesia',
      tanggal_masuk: '2025-12-01',
      tl_kapan_terakhir: 'dua minggu lalu',
      tl_pikiran_hari_ini: 'Tidak',
      date_of_birth: '2012-02-02',
      assesor_id: asessor.id,
      password: 'akses-anak-1',
      ...SKRINING_TIDAK,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const anakId = (await res.json()).id as number;
  await catatPersetujuan(context.request, '', anakId);

  // The assessor works on another page; a second screen shows Pemantauan.
  await page.goto('/asessor/hasil');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const layar2 = await context.newPage();
  await layar2.goto('/asessor/pemantauan');

  const anak = await playwright.request.newContext({ baseURL });
  const headers = { origin: baseURL! };
  expect((await anak.post('/api/peserta/masuk', { data: { id: anakId, password: 'akses-anak-1' }, headers })).ok()).toBeTruthy();
  await mauMulaiLewatApi(anak, baseURL!, anakId);
  expect((await anak.get(`/api/asesmen/${anakId}/pid5bf`)).ok()).toBeTruthy();
  const diminta = Date.now();
  expect((await anak.post(`/api/asesmen/${anakId}/pid5/bantuan`, { headers })).ok()).toBeTruthy();

  await expect(page.getByText('Dimas Perlu Bantuan butuh bantuan')).toBeVisible({ timeout: 5000 });
  const tiba = Date.now() - diminta;
  expect(tiba).toBeLessThan(5000);
  await expect(page.getByTestId('lencana-menu')).toHaveText(/^1/);
  await expect(page).toHaveTitle(/^\(1\) Bantuan! /);
  await shoot(page, 'bantuan-toast', [768]);

  // Handled on the Pemantauan screen: the toast, badge and title clear on the other page too.
  await layar2.getByRole('button', { name: 'Sudah ditangani' }).first().click();
  await expect(page.getByText('Dimas Perlu Bantuan butuh bantuan')).toBeHidden({ timeout: 5000 });
  await expect(page.getByTestId('lencana-menu')).toHaveCount(0);
  await expect(page).not.toHaveTitle(/Bantuan!/);
  await anak.dispose();
  console.log(`help request shown after ${tiba} ms`);
});
