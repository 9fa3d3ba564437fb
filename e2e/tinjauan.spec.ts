import { expect, test } from '@playwright/test';
import { apiHeaders, cekAxe, createAsessor, LEBAR_LAYAR, lebar, loginAdmin, loginAsessor, shoot, unique } from './support/helpers';
import { ORANG_CONTOH, SKRINING_TIDAK } from '../src/server/test/skrining';

// D22: the admin marks an assessor account as psychologist; the psychologist reviews a result on the
// combined view (override needs a reason), and the view then shows who reviewed it, when and why.
test('a psychologist reviews a result at 768 px: the reason is required, the review is shown', async ({ page, context, playwright }) => {
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const psikolog = await createAsessor(admin, { name: 'Dewi Lestari, M.Psi., Psikolog', location: 'Rutan 1' });
  await loginAdmin({ request: admin });
  const tanda = await admin.put(`/api/asessors/${psikolog.id}/psikolog`, { headers: apiHeaders(), data: { psikolog: true, nomor_izin: 'SIPP 0315-18-2-1' } });
  expect(tanda.ok(), await tanda.text()).toBeTruthy();
  await admin.dispose();
  await loginAsessor(context, psikolog);

  const registration = unique('TNJ');
  const name = `Rani Tinjauan ${registration}`;
  const created = await page.request.post('/api/kelola', {
    headers: apiHeaders(),
    data: {
      registration_no: registration,
      name,
      age: 15,
      place_of_birth: 'Bandung',
      date_of_birth: '2011-05-17',
      assesor_id: psikolog.id,
      password: 'sandi-anak-1',
      ...ORANG_CONTOH,
      ...SKRINING_TIDAK,
      napza: 'Ya',
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();

  await lebar(page, 768);
  await page.goto('/asessor/hasil-gabungan');
  await page.getByRole('row').filter({ hasText: registration }).getByRole('button', { name: 'Lihat Semua Hasil' }).click();
  const panel = page.getByTestId('tinjauan');
  await expect(panel.getByText('Draf', { exact: true })).toBeVisible();
  await expect(panel.getByText('Hasil ini belum ditinjau psikolog.')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Unduh salinan psikolog' })).toBeVisible();
  const sistem = await page.getByTestId('prioritas').getAttribute('data-prioritas');
  const lain = sistem === 'Tinggi' ? 'Sedang' : 'Tinggi';
  await cekAxe(page, 'tinjauan psikolog (draf)');

  await panel.getByLabel('Prioritas setelah tinjauan').selectOption(lain);
  await panel.getByRole('button', { name: 'Simpan perubahan prioritas' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Alasan wajib diisi bila prioritas diubah dari hasil aturan.');
  await panel.getByLabel('Alasan mengubah prioritas (wajib)').fill('Wawancara klinis: pemakaian terakhir lebih dari setahun lalu, tanpa tanda putus zat.');
  await panel.getByLabel('Catatan klinis (opsional)').fill('Kooperatif; tidak ada tanda gejala putus zat saat wawancara.');
  await panel.getByRole('button', { name: 'Simpan perubahan prioritas' }).click();
  await expect(panel.getByText('Ditinjau', { exact: true })).toBeVisible();
  await expect(panel.getByTestId('prioritas-tinjauan')).toHaveText(
    `${lain} (diubah dari ${sistem}). Alasan: Wawancara klinis: pemakaian terakhir lebih dari setahun lalu, tanpa tanda putus zat.`,
  );
  await expect(panel.getByText('Dewi Lestari, M.Psi., Psikolog (SIPP/STR SIPP 0315-18-2-1)')).toBeVisible();
  await cekAxe(page, 'tinjauan psikolog (ditinjau)', { semua: true });
  await shoot(page, 'tinjauan-psikolog', LEBAR_LAYAR);
});
