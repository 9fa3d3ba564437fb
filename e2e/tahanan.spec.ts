// The detainee assessment (D17) at 360 px: the landing page's 'Asesmen Tahanan' opens the masked list,
// a detainee enters with the access password and takes the whole battery (SRQ-20, PID-5-BF adult,
// support, cognitive) in order; the assessor reads the results back by category.
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_PORT } from '../playwright.config';
import { buatAnak, buatAsessor, catatPersetujuan, jawab, mauMulai, mauMulaiLewatApi } from './support/anak';
import { execFileSync } from 'node:child_process';
import { cekAxe, expectNoSideScroll, foto, shoot } from './support/helpers';
import { SKRINING_TIDAK } from '../src/server/test/skrining';

const BASE = `http://localhost:${E2E_PORT}`;

/** Types a search and waits for its answer (a row opened before the answer would close when it lands). */
async function cari(page: Page, teks: string) {
  const dijawab = page.waitForResponse((r) => r.url().includes(`q=${encodeURIComponent(teks)}`) && r.ok());
  await page.getByLabel('Cari nama atau nomor registrasi').fill(teks);
  await dijawab;
}
test.use({ viewport: { width: 360, height: 740 } });

test('a detainee takes the whole battery at 360 px; the assessor reads the results back', async ({ page, playwright }) => {
  test.setTimeout(300_000);
  const api = await playwright.request.newContext();
  const asessor = await buatAsessor(api, BASE, 'Rutan 1');
  const tahun = new Date().getUTCFullYear() - 34;
  const tahanan = { registration_no: `THN/R1/${Date.now().toString(36)}`, name: 'Rahmat Hidayat', password: 'sandi-tahanan-1' };
  const dibuat = await api.post(`${BASE}/api/kelola`, {
    headers: { origin: BASE },
    data: {
      ...tahanan,
      kategori: 'tahanan',
      age: 34,
      place_of_birth: 'Medan',
      jenis_kelamin: 'L',
      pendidikan: 'smp',
      bahasa: 'Indonesia',
      tanggal_masuk: '2025-12-01',
      tl_kapan_terakhir: 'dua minggu lalu',
      tl_pikiran_hari_ini: 'Tidak',
      date_of_birth: `${tahun}-01-01`,
      assesor_id: asessor.id,
      ...SKRINING_TIDAK,
    },
  });
  expect(dibuat.status(), await dibuat.text()).toBe(201);
  const { id } = (await dibuat.json()) as { id: number };
  await catatPersetujuan(api, BASE, id, 'tahanan');

  // The landing page's second button opens the detainee list: masked, not in the child list.
  await page.goto('/');
  await page.getByRole('button', { name: 'Asesmen Tahanan' }).click();
  await expect(page).toHaveURL(`${BASE}/user/asesmentahanan`);
  await expect(page.getByRole('heading', { name: 'Daftar Asesmen Tahanan' })).toBeVisible();
  // The list is paged and searched by registration number (issue 32); the search goes to the address.
  await page.getByLabel('Cari nomor registrasi').fill(tahanan.registration_no);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(tahanan.registration_no)}`));
  await expect(page.getByText('Menampilkan 1–1 dari 1 data')).toBeVisible();
  const baris = page.locator('li, tr').filter({ hasText: tahanan.registration_no }).filter({ visible: true });
  await expect(baris).toContainText('R. H.');
  await expect(page.getByText('Rahmat Hidayat')).toHaveCount(0);
  await shoot(page, 'tahanan-daftar', [360, 768, 1280]);
  expect(await (await page.request.get('/api/peserta')).text()).not.toContain(tahanan.registration_no);

  await baris.getByRole('button', { name: `Enter ${tahanan.registration_no}` }).click();
  await page.getByRole('dialog').getByRole('radio', { name: 'Password akses' }).check();
  await page.getByLabel('Password Akses Tahanan').fill(tahanan.password);
  await shoot(page, 'tahanan-dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Masuk', exact: true }).click();
  // D21: the adult's first page speaks to "Anda".
  await expect(page).toHaveURL(new RegExp(`/asesmen-tahanan/kesediaan/${id}$`));
  await expect(page.getByTestId('penjelasan-kesediaan')).toContainText('Jawaban Anda bukan alat bukti dalam perkara Anda.');
  await mauMulai(page);

  // Sub Test 1: SRQ-20, Ya on items 1-5 and 17 (six: the cut-off, item 17 critical).
  await expect(page).toHaveURL(new RegExp(`/asesmen-tahanan/srq20/${id}$`));
  await expect(page.getByRole('heading', { name: 'Sub Test 1: Kuesioner Keluhan Kesehatan Jiwa (SRQ-20)' })).toBeVisible();
  await expect(page.getByText('ASESMEN TAHANAN')).toBeVisible();
  await expect(page.getByTestId('progres')).toHaveText('Soal 1 dari 20');
  // Round three: what 'Ya' means, beside the options of every item.
  await expect(page.getByText('Ya = saya mengalaminya', { exact: true })).toBeVisible();
  await shoot(page, 'tahanan-srq20', [360, 768, 1280]);
  await jawab(page, 20, (i) => ([0, 1, 2, 3, 4, 16].includes(i) ? 'Ya' : 'Tidak'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Jawaban berhasil disimpan\.$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Lanjut ke PID-5 Dewasa' }).click();

  // Sub Test 2: PID-5-BF adult form.
  await expect(page).toHaveURL(new RegExp(`/asesmen-tahanan/pid5dewasa/${id}$`));
  await expect(page.getByRole('heading', { name: 'Sub Test 2: Inventori Kepribadian Dewasa (PID-5 BF)' })).toBeVisible();
  await expect(page.getByTestId('progres')).toHaveText('Soal 1 dari 25');
  // Round three: the child form's option words and one worked example.
  await expect(page.getByText(/Contoh: untuk pernyataan "Saya suka makanan pedas"/)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Sama sekali tidak sesuai dengan saya', exact: true })).toBeVisible();
  await shoot(page, 'tahanan-pid5dewasa', [360, 768, 1280]);
  await jawab(page, 25, 'Cukup sesuai');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Jawaban berhasil disimpan.' })).toBeVisible();
  await page.getByRole('button', { name: 'Lanjut ke Dukungan' }).click();

  // Sub Test 3: support and the essay.
  await expect(page).toHaveURL(new RegExp(`/asesmen-tahanan/dukungan/${id}$`));
  // Round three: "Ragu-ragu", and the adults' own instructions in "Anda".
  await expect(page.getByText(/Bila Anda tidak yakin, pilih Ragu-ragu\./)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Ragu-ragu', exact: true })).toBeVisible();
  await shoot(page, 'tahanan-dukungan', [360, 768, 1280]);
  const jumlahDukungan = Number((await page.getByTestId('progres').textContent())!.match(/dari (\d+)/)![1]);
  await jawab(page, jumlahDukungan, 'Setuju', { lanjutTerakhir: true });
  await page.getByLabel('Apa yang menjadi harapan Anda di masa depan?').fill('Bekerja lagi dan menghidupi keluarga.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Jawaban berhasil disimpan\.$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Lanjut ke Kognitif' }).click();

  // Sub Test 4: cognitive.
  await expect(page).toHaveURL(new RegExp(`/asesmen-tahanan/kognitif/${id}$`));
  const jumlahKognitif = Number((await page.getByTestId('progres').textContent())!.match(/dari (\d+)/)![1]);
  await jawab(page, jumlahKognitif, 'Pilihan B');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Jawaban berhasil disimpan. Selesai..' })).toBeVisible();
  await shoot(page, 'tahanan-selesai');
  await expect(page).toHaveURL(`${BASE}/`, { timeout: 8000 });

  // The assessor reads the detainee's results by category (the API beside the pages).
  const login = await api.post(`${BASE}/api/asessors/login`, {
    data: { assesor_id: asessor.assesor_id, password: asessor.password },
    headers: { origin: BASE },
  });
  expect(login.ok()).toBeTruthy();
  const srq = await (
    await api.get(`${BASE}/api/hasil/srq20?kategori=tahanan&q=${encodeURIComponent(tahanan.registration_no)}`)
  ).json();
  expect(srq.data[0]).toMatchObject({ total_skor: 6, kategori: 'Terindikasi', butir_kritis: [17] });
  await api.dispose();

  // On this phone, an assessor logs in and reads the results: Hasil Asesmen switched to Tahanan.
  const masukAsessor = await page.request.post('/api/asessors/login', {
    data: { assesor_id: asessor.assesor_id, password: asessor.password },
    headers: { origin: BASE },
  });
  expect(masukAsessor.ok()).toBeTruthy();
  // A child of the same Rutan with a PID-5 result, so the children's list shows a row before the switch,
  // and the detainees' list answers late: one instrument's rows are never drawn as another's.
  const anak = await buatAnak(page.request, BASE, asessor, 'Dimas Pratama');
  const anakApi = await playwright.request.newContext();
  expect(
    (
      await anakApi.post(`${BASE}/api/peserta/masuk`, {
        headers: { origin: BASE },
        data: { id: anak.id, password: anak.password },
      })
    ).ok(),
  ).toBeTruthy();
  await mauMulaiLewatApi(anakApi, BASE, anak.id);
  expect((await anakApi.get(`${BASE}/api/asesmen/${anak.id}/pid5bf`)).ok()).toBeTruthy();
  const pid5 = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [String(i + 1), 1]));
  const simpan = await anakApi.post(`${BASE}/api/simpan-hasil-pid5`, {
    headers: { origin: BASE },
    data: { registration_no: anak.registration_no, jawaban: pid5 },
  });
  expect(simpan.ok(), await simpan.text()).toBeTruthy();
  await anakApi.dispose();
  await page.route(
    '**/api/hasil/srq20?**',
    async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    },
    { times: 1 },
  );
  await page.goto('/asessor/hasil');
  await expect(page.getByTestId(`hasil-${anak.registration_no}`)).toBeVisible();
  const kategori = page.getByRole('group', { name: 'Kategori' });
  await expect(kategori.getByRole('button', { name: 'Anak' })).toHaveAttribute('aria-pressed', 'true');
  await kategori.getByRole('button', { name: 'Tahanan' }).click();
  await expect(page).toHaveURL(/\/asessor\/hasil\?kategori=tahanan$/);
  const instrumen = page.getByLabel('Instrumen', { exact: true });
  await expect(instrumen).toHaveValue('srq20');
  await expect(instrumen.locator('option')).toHaveText(['SRQ-20', 'PID5-BF-DEWASA', 'DUKUNGAN', 'KOGNITIF']);
  await expect(page.getByTestId(`hasil-${anak.registration_no}`)).toHaveCount(0);
  await cari(page, tahanan.registration_no);
  const barisHasil = page.getByTestId(`hasil-${tahanan.registration_no}`);
  // Twenty items answered in seconds: too fast to read, so no band is shown (CLINICAL.md round three);
  // item 17 still counts.
  await expect(barisHasil).toContainText('Terlalu cepat');
  await expect(barisHasil).toContainText('Tidak dapat ditafsirkan');
  await expect(barisHasil).toContainText('Butir 17 Ya');
  await barisHasil.getByRole('button', { name: 'Lihat Detail' }).click();
  await expect(page.getByTestId('hasil-detail').getByTestId('butir-kritis')).toContainText('Butir kritis 17');
  // The answers as the detainee saw them (issue 32), not 1/0.
  const jawaban = page.getByTestId('hasil-detail').getByRole('listitem');
  await expect(jawaban.filter({ hasText: /^17: Ya$/ })).toHaveCount(1);
  await expect(jawaban.filter({ hasText: /^18: Tidak$/ })).toHaveCount(1);
  await expect(jawaban.filter({ hasText: /^\d+: [01]$/ })).toHaveCount(0);
  await shoot(page, 'tahanan-hasil', [360, 768, 1280]);

  // Hasil Gabungan keeps the category; the detainee's combined detail follows the battery's order.
  await page.getByRole('link', { name: 'Lihat Hasil Gabungan' }).click();
  await expect(page).toHaveURL(/\/asessor\/hasil-gabungan\?kategori=tahanan$/);
  await expect(page.getByRole('group', { name: 'Kategori' }).getByRole('button', { name: 'Tahanan' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await cari(page, tahanan.registration_no);
  const barisGabungan = page.getByTestId(`gabungan-${tahanan.registration_no}`);
  await expect(barisGabungan).toContainText('Sub test selesai: 4 dari 4');
  await expect(barisGabungan.getByTestId('prioritas-baris')).toContainText('Prioritas: Kritis');
  await shoot(page, 'tahanan-gabungan-daftar', [360, 768, 1280]);
  // The exports of this page are the detainees' (their battery's columns).
  await expect(page.getByRole('link', { name: 'Ekspor CSV' })).toHaveAttribute('href', '/api/ekspor/hasil.csv?kategori=tahanan');
  await expect(page.getByRole('link', { name: 'Ekspor XLSX' })).toHaveAttribute(
    'href',
    '/api/ekspor/hasil.xlsx?kategori=tahanan',
  );
  const ekspor = await page.request.get('/api/ekspor/hasil.csv?kategori=tahanan');
  expect(ekspor.ok()).toBeTruthy();
  const kepala = (await ekspor.text())
    .replace(/^\uFEFF/, '')
    .split('\r\n')[0]!
    .split(';');
  expect(kepala).toContain('SRQ-20 Butir Kritis Ya');
  await barisGabungan.getByRole('button', { name: 'Lihat Semua Hasil' }).click();
  const detail = page.getByTestId('gabungan-detail');
  await expect(detail.getByTestId('kasus-kritis')).toContainText('Prioritas: Kritis');
  // The battery's sections in its order (other panels, e.g. the psychologist's review, have headings too).
  const judul = await detail.locator('section h4').allTextContents();
  const awal = judul.indexOf('SRQ-20 (Keluhan Mental Emosional)');
  expect(judul.slice(awal, awal + 4)).toEqual([
    'SRQ-20 (Keluhan Mental Emosional)',
    'PID-5-BF Dewasa (Kepribadian)',
    'Dukungan Sosial Keluarga',
    'Tes Kognitif',
  ]);
  const srqBagian = detail.locator('section').filter({ hasText: 'SRQ-20 (Keluhan Mental Emosional)' });
  await expect(srqBagian).toContainText('Jawaban Ya: 6 dari 20 (batas 6)');
  await expect(srqBagian).toContainText('Kategori: Tidak dapat ditafsirkan');
  await expect(srqBagian.getByTestId('butir-kritis')).toContainText('Butir kritis 17 (pikiran mengakhiri hidup) dijawab Ya');
  await expect(detail.getByRole('figure', { name: /Skor trait PID-5 BF Dewasa/ })).toBeVisible();
  await expect(detail).toContainText('Bekerja lagi dan menghidupi keluarga.');
  const interpretasi = detail.getByTestId('interpretasi');
  await expect(interpretasi).toContainText('4. Kesimpulan');
  await expect(interpretasi).toContainText('tahanan');
  await expect(interpretasi).not.toContainText(/\banak\b/i);
  await expect(detail.getByTestId('kasus-kritis')).not.toContainText(/\banak\b/i);
  await expectNoSideScroll(page, 'gabungan tahanan 360');
  await shoot(page, 'tahanan-gabungan-detail', [360, 768, 1280]);
  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await foto(srqBagian, `tahanan-gabungan-srq20-${width}.png`);
  }
  await page.setViewportSize({ width: 360, height: 740 });

  // The PDF (the officer's copy): the detainee's sections in order, 'Tahanan' headings, item 17 flagged.
  const unduh = page.waitForEvent('download');
  await detail.getByRole('link', { name: 'Unduh PDF' }).click();
  const berkas = await unduh;
  expect(berkas.suggestedFilename()).toBe('Rahmat Hidayat-hasil-asesmen.pdf');
  const teks = execFileSync('pdftotext', ['-layout', (await berkas.path())!, '-'], { encoding: 'utf8' });
  expect(teks).toContain('Identitas Tahanan dan Asessor');
  // Item 17 'Ya' makes the category itself Kritis, never a plain band (CLINICAL.md round three).
  expect(teks).toMatch(/6 dari 20\s+≥\s*6\s+Kritis \(butir 17\)\s+KRITIS: butir 17/);
  expect(teks).toContain('PID-5 BF Dewasa: Trait Kepribadian');
  // The officer's copy (D22): no item answers; the appendix is the clinician's copy's.
  expect(teks).not.toContain('1 = Ya (butir kritis)');
  expect(teks).toContain('identitas tahanan dilindungi');
  expect(teks).toContain('4. Kesimpulan');
  expect(teks.indexOf('SRQ-20: Keluhan Mental Emosional')).toBeLessThan(teks.indexOf('PID-5 BF Dewasa: Trait Kepribadian'));
});

test('the battery editor has its own page, linked from the menu and Kelola Soal; the admin reorders the detainee battery', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const login = await page.request.post('/api/admin/login', {
    data: { username: 'admin', password: E2E_ADMIN_PASSWORD },
    headers: { origin: BASE },
  });
  expect(login.ok()).toBeTruthy();
  // Kelola Soal no longer holds it (issue 32: it sat below 6,700 px of questions); a link leads there.
  await page.goto('/admin/soal');
  await expect(page.getByRole('heading', { name: 'Kelola Soal', level: 1 })).toBeVisible();
  await expect(page.getByTestId('baterai-tahanan')).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Baterai Instrumen' }).click();
  await expect(page).toHaveURL(/\/admin\/baterai$/);
  await expect(page.getByRole('heading', { name: 'Baterai Instrumen', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Baterai Instrumen' }).first()).toHaveAttribute('aria-current', 'page');
  const tahanan = page.getByTestId('baterai-tahanan');
  await expect(tahanan.getByRole('listitem')).toHaveCount(4);
  await expect(tahanan.getByRole('listitem').first()).toContainText('Sub Test 1: SRQ-20');
  // Both batteries within the first screen of a desktop.
  expect((await tahanan.boundingBox())!.y).toBeLessThan(900);
  await shoot(page, 'admin-baterai', [360, 768, 1280]);
  await page.setViewportSize({ width: 360, height: 740 });
  await cekAxe(page, 'admin-baterai 360', { semua: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await cekAxe(page, 'admin-baterai 1280', { semua: true });
  await tahanan.getByRole('button', { name: 'Turunkan SRQ-20' }).click();
  await expect(tahanan.getByRole('listitem').first()).toContainText('PID-5 BF Dewasa');
  await page.getByRole('button', { name: 'Simpan baterai' }).nth(1).click();
  await expect(page.getByText('Baterai instrumen berhasil disimpan.')).toBeVisible();
  const res = await page.request.get('/api/baterai/tahanan');
  expect((await res.json()).instrumen).toEqual(['pid5dewasa', 'srq20', 'dukungan', 'kognitif']);
  // Back to the default for the other tests.
  const put = await page.request.put('/api/baterai/tahanan', {
    data: { instrumen: ['srq20', 'pid5dewasa', 'dukungan', 'kognitif'] },
    headers: { origin: BASE },
  });
  expect(put.ok()).toBeTruthy();
});

test('a detainee sub test opened without a session forgets the other people’s drafts kept on the device', async ({ page }) => {
  await page.goto('/user/asesmentahanan');
  await page.evaluate(() => {
    localStorage.setItem('asesmen-draf:98765:srq20', JSON.stringify({ jawaban: { '1': 1 } }));
    localStorage.setItem('asesmen-draf:12345:pid5', JSON.stringify({ jawaban: { '1': 2 } }));
  });
  await page.goto('/asesmen-tahanan/srq20/98765');
  await expect(page.getByRole('link', { name: 'Ke daftar asesmen tahanan' })).toBeVisible();
  // Their own answers wait for a re-entry with a new code (issue 32); another person's go.
  await expect(page.getByTestId('sesi-berakhir')).toContainText('Sesi asesmen Anda sudah berakhir.');
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('asesmen-draf:'))))
    .toEqual(['asesmen-draf:98765:srq20']);
});
