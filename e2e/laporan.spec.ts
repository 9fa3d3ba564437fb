import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiHeaders, createAsessor, loginAsessor, unique } from './support/helpers';
import { SKRINING_TIDAK } from '../src/server/test/skrining';

// The 'Unduh PDF' button of the combined results and the export links give real files with the
// names the server sets (D7).
test('assessor downloads the PDF report and the exports', async ({ page, context, playwright }) => {
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const asessor = await createAsessor(admin, { name: 'Sri Wahyuni', location: 'Rutan 1' });
  await admin.dispose();
  await loginAsessor(context, asessor);

  const registration = unique('LAP');
  const name = 'Ñoño Siti Äisyah';
  const created = await page.request.post('/api/kelola', {
    headers: apiHeaders(),
    data: {
      registration_no: registration,
      name,
      age: 15,
      place_of_birth: 'Bandung',
      jenis_kelamin: 'L',
      pendidikan: 'smp',
      bahasa: 'Indonesia',
      tanggal_masuk: '2025-12-01',
      tl_kapan_terakhir: 'dua minggu lalu',
      tl_pikiran_hari_ini: 'Tidak',
      date_of_birth: '2011-05-17',
      assesor_id: asessor.id,
      password: 'sandi-anak-1',
      ...SKRINING_TIDAK,
      self_harm: 'Ya',
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();

  await page.goto('/asessor/hasil-gabungan');
  const row = page.getByRole('row').filter({ hasText: registration });
  await row.getByRole('button', { name: 'Lihat Semua Hasil' }).click();
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Unduh PDF' }).click()]);
  expect(pdf.suggestedFilename()).toBe(`${name}-hasil-asesmen.pdf`);
  const file = await pdf.path();
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(name);
  expect(text).toContain('Interpretasi akan muncul setelah semua sub test selesai dikerjakan.');
  expect(text).toContain('KASUS KRITIS');

  await page.goto('/asessor/hasil');
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Ekspor CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^hasil-asesmen-rutan-1-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvText = fs.readFileSync(await csv.path(), 'utf8');
  expect(csvText.charCodeAt(0)).toBe(0xfeff);
  expect(csvText).toContain(`${registration};${name};15;`);
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Ekspor XLSX' }).click()]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(fs.readFileSync(await xlsx.path()).subarray(0, 2).toString()).toBe('PK');
});
