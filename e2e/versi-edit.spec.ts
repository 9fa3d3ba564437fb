import { expect, test } from '@playwright/test';
import { apiHeaders, createAsessor, loginAsessor, shoot, unique } from './support/helpers';
import { ORANG_CONTOH, SKRINING_TIDAK } from '../src/server/test/skrining';

// Issue 28: a record edited by a colleague while this form was open. The save answers 409: the form
// says who changed it and when, offers to load the newest data, keeps what was typed, and saves then.
test('a record changed meanwhile: the form says so, loads the newest data, keeps what was typed', async ({ page, context }) => {
  const asessor = await createAsessor(context.request);
  await loginAsessor(context, asessor);
  const reg = unique('VERSI');
  const data = {
    registration_no: reg,
    name: 'Bayu Saputra',
    age: 15,
    place_of_birth: 'Bandung',
    date_of_birth: '2011-05-17',
    assesor_id: asessor.id,
    password: 'akses-anak-1',
    ...SKRINING_TIDAK,
    ...ORANG_CONTOH,
  };
  const dibuat = await context.request.post('/api/kelola', { headers: apiHeaders(), data });
  expect(dibuat.status()).toBe(201);
  const id = (await dibuat.json()).id as number;

  await page.goto('/asessor/asesmen');
  const row = page.getByTestId(`kelola-${reg}`);
  await row.getByRole('button', { name: `Edit ${reg}` }).click();
  const form = page.getByRole('form', { name: 'Formulir data asesmen' });
  await form.getByLabel('Nama', { exact: true }).fill('Bayu Dari Formulir');

  // A colleague saves first, from the same version.
  const { password: _p, ...tanpaSandi } = data;
  const rekan = await context.request.put(`/api/kelola/${id}`, {
    headers: apiHeaders(),
    data: { ...tanpaSandi, place_of_birth: 'Solo', versi: 1 },
  });
  expect(rekan.status()).toBe(200);

  await page.getByRole('button', { name: 'Perbarui Data' }).click();
  await expect(page.getByText('Data sudah diubah orang lain')).toBeVisible();
  await expect(page.getByText(/Data ini sudah diubah oleh .* WIB setelah formulir Anda dibuka/)).toBeVisible();
  await expect(form.getByLabel('Nama', { exact: true })).toHaveValue('Bayu Dari Formulir');
  await shoot(page, 'kelola-versi-bentrok', [360, 768, 1280]);

  await page.getByRole('button', { name: 'Muat data terbaru' }).click();
  await expect(page.getByText('Data terbaru sudah dimuat')).toBeVisible();
  await expect(form.getByLabel('Nama', { exact: true })).toHaveValue('Bayu Dari Formulir');
  await page.getByRole('button', { name: 'Perbarui Data' }).click();
  await expect(page.getByText('Data berhasil diperbarui')).toBeVisible();
  await expect(row).toContainText('Bayu Dari Formulir');
});
