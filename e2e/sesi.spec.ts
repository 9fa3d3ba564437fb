import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { buatAnak } from './support/anak';
import { createAsessor, loginAdmin, loginAsessor, unique } from './support/helpers';

// Logins land where the person was going (issue 32.2): a deep link, an ended session, a logout in another tab.

async function loginForm(page: Page, nama: string, namaLabel: string, password: string) {
  await page.getByLabel(namaLabel).fill(nama);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('admin: a deep link logs in to the page asked for; a logout in another tab ends this one out loud', async ({ page, context }) => {
  await page.goto('/admin/audit?page=1');
  await expect(page).toHaveURL(/\/login\/admin$/);
  await loginForm(page, 'admin', 'Username', E2E_ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/audit\?page=1$/, { timeout: 6000 });
  await expect(page.getByRole('heading', { name: 'Log Audit' })).toBeVisible();
  // It stays there: the session is read fresh, not the "nobody" cached before the login.
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/admin\/audit\?page=1$/);

  const lain = await context.newPage();
  await lain.goto('/admin/logout');
  await expect(lain).toHaveURL(/\/$/, { timeout: 5000 });
  await expect(page).toHaveURL(/\/login\/admin$/, { timeout: 5000 });
  await expect(page.getByText('Sesi Anda telah berakhir. Silakan login kembali.')).toBeVisible();
  await loginForm(page, 'admin', 'Username', E2E_ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/audit\?page=1$/, { timeout: 6000 });
});

test('assessor: a deep link logs in to the page asked for, and so does a login after the session ended', async ({ page, context, playwright, baseURL }) => {
  const adminApi = await playwright.request.newContext({ baseURL });
  const asessor = await createAsessor(adminApi, { name: 'Rina Deeplink' });
  await adminApi.dispose();

  await page.goto('/asessor/hasil');
  await expect(page).toHaveURL(/\/login\/asessor$/);
  await loginForm(page, asessor.assesor_id, 'ID Asessor', asessor.password);
  await expect(page).toHaveURL(/\/asessor\/hasil$/, { timeout: 6000 });
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/asessor\/hasil$/);

  // The session ends on the server's side (the cookie gone): the next call's 401 says so.
  await context.clearCookies();
  await page.getByRole('link', { name: 'Kelola Asesmen' }).click();
  await expect(page).toHaveURL(/\/login\/asessor$/, { timeout: 5000 });
  await expect(page.getByText('Sesi Anda telah berakhir. Silakan login kembali.')).toBeVisible();
  await loginForm(page, asessor.assesor_id, 'ID Asessor', asessor.password);
  await expect(page).toHaveURL(/\/asessor\/asesmen$/, { timeout: 6000 });
  await expect(page.getByRole('heading', { name: 'Kelola Data Asesmen' })).toBeVisible();

  // What was typed into the record form outlives an ended session: after the login the form opens again
  // with it, the password field excepted (issue 32.3).
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  const form = page.getByRole('form', { name: 'Formulir data asesmen' });
  await form.getByLabel('Nama').fill('Dewi Ketikan Tersimpan');
  await form.getByLabel('Tempat Lahir').fill('Ambon');
  await form.getByLabel('Password', { exact: true }).fill('akses-anak-77');
  await context.clearCookies();
  await page.getByRole('link', { name: 'Hasil Asesmen' }).click();
  await expect(page).toHaveURL(/\/login\/asessor$/, { timeout: 5000 });
  await loginForm(page, asessor.assesor_id, 'ID Asessor', asessor.password);
  await expect(page).toHaveURL(/\/asessor\/hasil$/, { timeout: 6000 });
  await page.getByRole('link', { name: 'Kelola Asesmen' }).click();
  const lagi = page.getByRole('form', { name: 'Formulir data asesmen' });
  await expect(lagi.getByLabel('Nama')).toHaveValue('Dewi Ketikan Tersimpan');
  await expect(lagi.getByLabel('Tempat Lahir')).toHaveValue('Ambon');
  await expect(lagi.getByLabel('Password', { exact: true })).toHaveValue('');
});

test('a double click on Tambah Asessor creates one account and shows no error', async ({ page, context }) => {
  await loginAdmin(context);
  await page.goto('/admin/add');
  const id = unique('ganda');
  await page.getByLabel('Nama').fill('Dua Klik');
  await page.getByLabel('ID Asessor').fill(id);
  await page.getByLabel('Password', { exact: true }).fill('teh-manis-di-pos-jaga-3');
  await page.getByLabel('Lokasi').selectOption('Rutan 1');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/asessors') posts.push(r.url());
  });
  // Two clicks within one task, faster than any re-render can disable the button (a bouncing finger,
  // a slow tablet); Playwright's dblclick leaves React time to re-render in between.
  await page.getByRole('button', { name: 'Tambah Asessor' }).evaluate((b: HTMLButtonElement) => {
    b.click();
    b.click();
  });
  await expect(page.getByText('Asessor berhasil ditambahkan').first()).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByText('Gagal menambahkan asessor')).toHaveCount(0);
  await expect(page.getByText('sudah digunakan')).toHaveCount(0);
  expect(posts).toHaveLength(1);
  const list = (await (await context.request.get('/api/asessors')).json()) as { assesor_id: string }[];
  expect(list.filter((a) => a.assesor_id === id)).toHaveLength(1);
});

test('Simpan Catatan clicked twice saves one note with no "Gagal"; a repeat after a lost reply counts as saved', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const adminApi = await playwright.request.newContext({ baseURL });
  const asessor = await createAsessor(adminApi, { name: 'Rudi Catatan' });
  await adminApi.dispose();
  await loginAsessor(context, asessor);
  const pertama = await buatAnak(context.request, baseURL!, asessor, 'Catatan Dua Klik');
  const kedua = await buatAnak(context.request, baseURL!, asessor, 'Catatan Balasan Hilang');
  const tulis: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/catatan')) tulis.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  const catatanServer = async (reg: string) =>
    ((await (await context.request.get(`/api/catatan/${reg}`)).json()) as { catatan: string | null }).catatan;

  // Two clicks within one task (see the Tambah Asessor walk above): one POST, one success, no failure.
  await page.goto(`/asessor/hasil-gabungan?q=${pertama.registration_no}`);
  const baris = page.getByTestId(`gabungan-${pertama.registration_no}`);
  await baris.getByLabel(`Action ${pertama.registration_no}`).selectOption({ label: 'Edit Catatan' });
  await baris.getByRole('textbox', { name: `Catatan ${pertama.registration_no}` }).fill('Ibu datang hari Kamis.');
  await baris.getByRole('button', { name: 'Simpan Catatan' }).evaluate((b: HTMLButtonElement) => {
    b.click();
    b.click();
  });
  await expect(page.getByText('Catatan berhasil disimpan')).toHaveCount(1);
  await expect(page.getByTestId(`catatan-${pertama.registration_no}`)).toHaveText('Ibu datang hari Kamis.');
  await page.waitForTimeout(1000);
  await expect(page.getByText(/Gagal menyimpan|kesalahan jaringan/)).toHaveCount(0);
  expect(tulis).toEqual(['POST /api/catatan']);
  expect(await catatanServer(pertama.registration_no)).toBe('Ibu datang hari Kamis.');

  // The first save reaches the server but its reply is lost on the way back: the page cannot know, and
  // says so; pressed again, the server refuses the repeat as a duplicate, which is the first one's success.
  tulis.length = 0;
  let terputus = 0;
  await page.route('**/api/catatan', async (route) => {
    if (terputus > 0) return route.continue();
    terputus += 1;
    const res = await route.fetch();
    expect(res.status()).toBe(201);
    await route.abort('connectionreset');
  });
  await page.goto(`/asessor/hasil-gabungan?q=${kedua.registration_no}`);
  const lain = page.getByTestId(`gabungan-${kedua.registration_no}`);
  await lain.getByLabel(`Action ${kedua.registration_no}`).selectOption({ label: 'Edit Catatan' });
  await lain.getByRole('textbox', { name: `Catatan ${kedua.registration_no}` }).fill('Konseling minggu depan.');
  await lain.getByRole('button', { name: 'Simpan Catatan' }).click();
  await expect(page.getByText(/Terjadi kesalahan jaringan/)).toBeVisible();
  expect(await catatanServer(kedua.registration_no)).toBe('Konseling minggu depan.');
  await lain.getByRole('button', { name: 'Simpan Catatan' }).click();
  await expect(page.getByText('Catatan berhasil disimpan')).toBeVisible();
  await expect(page.getByTestId(`catatan-${kedua.registration_no}`)).toHaveText('Konseling minggu depan.');
  await expect(page.getByText(/Gagal menyimpan/)).toHaveCount(0);
  expect(tulis).toEqual(['POST /api/catatan', 'POST /api/catatan']);
});
