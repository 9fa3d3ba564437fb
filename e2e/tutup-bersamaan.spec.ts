import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { buatAnak, buatAsessor, jawab, masukDenganPassword } from './support/anak';
import { shoot } from './support/helpers';

// A sub test closed under the child's eyes (issue 28): saved from a second device while this one was
// still answering. The next draft is refused (409); the page says the server's reason above what it
// shows next, instead of changing silently.

const BASE = `http://localhost:${E2E_PORT}`;
const PID5_B = 'Cukup sesuai';
const PESAN_SUDAH_DISIMPAN = 'Sub test ini sudah disimpan. Jawaban tidak dapat dikirim ulang.';

test.use({ viewport: { width: 360, height: 740 } });

test('a sub test saved from another device: the next answer is refused and the page says why', async ({ page, playwright }) => {
  const api = await playwright.request.newContext();
  const asessor = await buatAsessor(api, BASE, 'Rutan 1');
  const anak = await buatAnak(api, BASE, asessor, 'Dewi Lestari');
  await masukDenganPassword(page, anak);
  await jawab(page, 2, PID5_B, { lanjutTerakhir: true });

  // The second device (the same session) sends the whole sub test and it is saved.
  const buka = (await (await page.request.get(`/api/asesmen/${anak.id}/pid5bf`)).json()) as { soal: unknown[] };
  const semua = Object.fromEntries(buka.soal.map((_, i) => [String(i + 1), 1]));
  const simpan = await page.request.post(`/api/asesmen/${anak.id}/pid5`, { headers: { origin: BASE }, data: { jawaban: semua } });
  expect(simpan.status(), await simpan.text()).toBe(200);

  // This device answers one more: its draft is refused, and the page says so, then what it shows now.
  // (A sign of life, every 15 s, may meet the saved sub test first on a slow machine: the same 409 path.)
  await page
    .getByRole('radio', { name: 'Sangat sesuai', exact: true })
    .check({ timeout: 3000 })
    .catch(() => undefined);
  const alasan = page.getByTestId('alasan-ditutup');
  await expect(alasan).toHaveText(PESAN_SUDAH_DISIMPAN, { timeout: 10_000 });
  await expect(page.getByText('Sub test ini sudah selesai dikerjakan.')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await shoot(page, 'subtes-ditutup-perangkat-lain', [360, 768, 1280]);

  await api.dispose();
});
