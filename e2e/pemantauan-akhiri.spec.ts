import { expect, test } from '@playwright/test';
import { buatAnak, buatAsessor, mauMulaiLewatApi } from './support/anak';
import { apiHeaders, cekAxe, LEBAR_LAYAR, lebar, shoot, unique } from './support/helpers';

// Finding 8 (issue 27): an assessor ends a child's sub test from Pemantauan only with a reason; the
// answers already given are kept and the result reads "Diakhiri petugas (name, alasan: ...)", never a
// time-out. The dialog at 360/768/1280 px, axe on it, the result on the combined view.
test('Pemantauan: "Akhiri" asks a reason, keeps the answers and records who ended it and why', async ({ page, playwright, baseURL }) => {
  const base = baseURL!;
  const staf = await playwright.request.newContext({ baseURL: base });
  const asessor = await buatAsessor(staf, base);
  const nama = `Dimas Akhiri ${unique('AKH').slice(-6)}`;
  const anak = await buatAnak(staf, base, asessor, nama);
  await staf.dispose();

  // The child opens PID-5 on its own device and answers two items.
  const perangkat = await playwright.request.newContext({ baseURL: base });
  const masuk = await perangkat.post('/api/peserta/masuk', { headers: apiHeaders(), data: { id: anak.id, password: anak.password } });
  expect(masuk.ok(), await masuk.text()).toBeTruthy();
  await mauMulaiLewatApi(perangkat, '', anak.id);
  expect((await perangkat.get(`/api/asesmen/${anak.id}/pid5bf`)).ok()).toBeTruthy();
  const draf = await perangkat.put(`/api/asesmen/${anak.id}/pid5/draft`, { headers: apiHeaders(), data: { jawaban: { '1': 2, '2': 1 } } });
  expect(draf.ok(), await draf.text()).toBeTruthy();

  const login = await page.request.post('/api/asessors/login', {
    headers: apiHeaders(),
    data: { assesor_id: asessor.assesor_id, password: asessor.password },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  await lebar(page, 768);
  await page.goto('/asessor/pemantauan');
  const baris = page.getByTestId(`pantau-${anak.registration_no}`);
  await expect(baris).toContainText(nama);
  await expect(baris.getByTestId('dijawab')).toContainText('2');

  await baris.getByRole('button', { name: `Akhiri ${nama}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Akhiri Pengerjaan' });
  await expect(dialog).toContainText(`Akhiri PID5-BF yang sedang dikerjakan ${nama}?`);
  await expect(dialog).toContainText('bukan waktu habis');
  // Without a reason nothing is ended: the dialog says why and stays open.
  await dialog.getByRole('button', { name: 'Akhiri', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Alasan mengakhiri sub test wajib diisi (3 sampai 500 karakter).');
  await expect(dialog).toBeVisible();
  await cekAxe(page, 'dialog Akhiri dengan pesan alasan', { semua: true });
  const alasan = 'Anak dipanggil ke ruang sidang, dilanjutkan besok';
  await dialog.getByLabel('Alasan mengakhiri (wajib)').fill(alasan);
  await shoot(page, 'pemantauan-akhiri', LEBAR_LAYAR);
  await cekAxe(page, 'dialog Akhiri dengan alasan', { semua: true });

  await lebar(page, 768);
  await dialog.getByRole('button', { name: 'Akhiri', exact: true }).click();
  await expect(dialog).toBeHidden();
  const toast = page.getByText(`Pengerjaan PID5-BF ${nama} diakhiri. Jawaban yang sudah diisi tersimpan.`);
  await expect(toast).toBeVisible();
  // The row stays for the hour as ended by staff, never "Waktu habis", with no action left; it folds
  // away with the other finished ones below the room now (issue 32).
  await expect(baris).toBeHidden();
  await page.getByTestId('pantau-selesai').locator('summary').click();
  await expect(baris).toContainText(`Diakhiri petugas (${asessor.name})`);
  await expect(baris).not.toContainText('Waktu habis');
  await expect(baris.getByRole('button', { name: `Akhiri ${nama}` })).toHaveCount(0);
  // axe and the screenshots once the toast has faded (its fade-in/out is half transparent).
  await expect(toast).toBeHidden({ timeout: 20_000 });
  await shoot(page, 'pemantauan-diakhiri', LEBAR_LAYAR);
  await cekAxe(page, 'Pemantauan setelah diakhiri', { semua: true });

  // The result keeps the two answers and says who ended it and why; never "waktu habis".
  const hasil = (await (await page.request.get('/api/hasil-pid5-full')).json()) as {
    registration_no: string;
    validitas: { kode: string; pesan: string }[];
  }[];
  const milik = hasil.find((h) => h.registration_no === anak.registration_no)!;
  expect(milik.validitas.map((v) => v.kode)).toContain('diakhiri_petugas');
  expect(milik.validitas.map((v) => v.kode)).not.toContain('waktu_habis');
  expect(milik.validitas.find((v) => v.kode === 'diakhiri_petugas')!.pesan).toBe(
    `Diakhiri petugas (${asessor.name}, alasan: ${alasan}): jawaban yang sudah diisi disimpan.`,
  );
  await page.goto(`/asessor/hasil-gabungan?q=${encodeURIComponent(anak.registration_no)}`);
  await page.getByRole('row').filter({ hasText: anak.registration_no }).getByRole('button', { name: 'Lihat Semua Hasil' }).click();
  await expect(page.getByText('Diakhiri petugas', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Waktu habis', { exact: true })).toHaveCount(0);
  await perangkat.dispose();
});
