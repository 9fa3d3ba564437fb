// D21 and D18 on the assessor's screens: "Unduh semua data" (PDF and JSON) from Kelola Data Asesmen,
// and Beranda's refusals and colleagues waiting for a confirmation. At 768 px, axe on each screen.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_PORT } from '../playwright.config';
import { buatAnak, buatAsessor } from './support/anak';
import { cekAxe, expectNoSideScroll, loginAsessor, shoot, unique } from './support/helpers';

const BASE = `http://localhost:${E2E_PORT}`;
const headers = { origin: BASE };

test.use({ viewport: { width: 768, height: 1024 } });

test('Beranda shows a refusal with its time and a colleague waiting; Kelola downloads the whole record as PDF and JSON', async ({
  page,
  context,
  playwright,
}) => {
  // The shared server holds other tests' records and accounts: this walk finds its own by unique names.
  const marka = unique('Unduh').replace(/-/g, '');
  const api = await playwright.request.newContext();
  const asessor = await buatAsessor(api, BASE, 'Rutan 3');
  const anak = await buatAnak(api, BASE, asessor, `Dimas ${marka}`);
  await api.dispose();

  // The child enters and says "Saya tidak mau" (D21).
  const anakApi = await playwright.request.newContext();
  expect(
    (await anakApi.post(`${BASE}/api/peserta/masuk`, { headers, data: { id: anak.id, password: anak.password } })).status(),
  ).toBe(200);
  expect((await anakApi.post(`${BASE}/api/asesmen/${anak.id}/kesediaan`, { headers, data: { mau: false } })).status()).toBe(200);
  await anakApi.dispose();

  // The admin makes a colleague's account in the same Rutan: it waits for a confirmation (D18).
  const adminApi = await playwright.request.newContext();
  expect(
    (await adminApi.post(`${BASE}/api/admin/login`, { headers, data: { username: 'admin', password: E2E_ADMIN_PASSWORD } })).ok(),
  ).toBe(true);
  const rekanId = unique('rekan');
  const rekanNama = `Rekan ${marka}`;
  const dibuat = await adminApi.post(`${BASE}/api/asessors`, {
    headers,
    data: { name: rekanNama, id: rekanId, password: 'sementara-dari-admin-1', location: 'Rutan 3' },
  });
  expect(dibuat.status(), await dibuat.text()).toBe(201);
  await adminApi.dispose();

  await loginAsessor(context, asessor);
  await page.goto('/asessor/beranda');
  const rekan = page.getByTestId('beranda-rekan');
  await expect(rekan.getByTestId('rekan-menunggu')).toContainText(rekanNama);
  await expect(rekan.getByTestId('rekan-menunggu')).toContainText(rekanId);
  await expect(rekan.getByTestId('rekan-menunggu')).toContainText('Dibuat oleh');
  await expect(rekan.getByRole('link', { name: 'Periksa dan konfirmasi di Konfirmasi Rekan' })).toHaveAttribute(
    'href',
    '/asessor/rekan',
  );
  const tolak = page.getByTestId(`dihentikan-${anak.registration_no}`);
  await expect(tolak).toContainText(anak.name);
  await expect(tolak).toContainText('Memilih "Saya tidak mau" di halaman awal');
  await expect(tolak).toContainText(/\d{1,2} \w+ \d{4} \d{2}\.\d{2} WIB/);
  await expectNoSideScroll(page, 'beranda 768');
  await cekAxe(page, 'beranda dengan penolakan dan rekan', { semua: true });
  await shoot(page, 'beranda-dihentikan-rekan', [360, 768, 1280]);

  // Kelola Data Asesmen: "Unduh semua data" on the record's row opens the two downloads.
  await page.goto('/asessor/asesmen');
  await page.getByRole('searchbox').fill(marka);
  await page.getByRole('button', { name: `Unduh semua data ${anak.registration_no}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Unduh Semua Data' });
  await expect(dialog).toContainText(anak.name);
  await expect(dialog).toContainText('Setiap unduhan dicatat.');
  await cekAxe(page, 'dialog unduh semua data', { semua: true });
  await shoot(page, 'unduh-semua-data', [360, 768, 1280]);

  const [pdf] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Unduh PDF' }).click()]);
  expect(pdf.suggestedFilename()).toBe(`${anak.name}-semua-data.pdf`);
  const teks = execFileSync('pdftotext', ['-enc', 'UTF-8', await pdf.path(), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  for (const ada of [
    'Seluruh Data Pribadi',
    anak.name,
    anak.registration_no,
    'Saya tidak mau',
    'Sri Wahyuni',
    'kelola.unduh_semua',
  ])
    expect(teks, ada).toContain(ada);

  const [json] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Unduh JSON' }).click()]);
  expect(json.suggestedFilename()).toBe(`${anak.name}-semua-data.json`);
  const isi = JSON.parse(fs.readFileSync(await json.path(), 'utf8')) as {
    rekaman: { name: string };
    kesediaan: { jawaban: string };
    audit: { action: string; detail: string }[];
  };
  expect(isi.rekaman.name).toBe(anak.name);
  expect(isi.kesediaan.jawaban).toBe('menolak');
  // Both downloads are in the audit: the PDF before it, and this file's own.
  expect(isi.audit.filter((a) => a.action === 'kelola.unduh_semua').map((a) => a.detail)).toEqual(['PDF', 'JSON']);
});
