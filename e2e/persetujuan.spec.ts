// D21: a child reads the first page (read aloud), says no; the assessor sees it on Pemantauan.
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { buatAnak, buatAsessor } from './support/anak';
import { apiHeaders, axe, expectNoSideScroll, loginAsessor, shoot } from './support/helpers';

const BASE = `http://localhost:${E2E_PORT}`;

test.use({ viewport: { width: 360, height: 740 } });

async function axeBersih(page: Page, label: string) {
  const hasil = await axe(page).analyze();
  expect(hasil.violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a child sees the first page read aloud, says "Saya tidak mau"; the assessor sees the refusal on Pemantauan', async ({
  page,
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext();
  const asessor = await buatAsessor(api, BASE, 'Rutan 2');
  const anak = await buatAnak(api, BASE, asessor, 'Fajar Nugroho');
  await api.dispose();

  // A phone with an Indonesian voice (speech synthesis stubbed to record what is spoken).
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
    const voices = [{ name: 'Bahasa Indonesia', lang: 'id-ID', default: true, localService: true, voiceURI: 'id' }];
    const synth = {
      getVoices: () => voices,
      speak: (u: SpeechSynthesisUtterance) => spoken.push({ text: u.text, lang: u.lang }),
      cancel: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    (window as unknown as { SpeechSynthesisUtterance: unknown }).SpeechSynthesisUtterance = class {
      text: string;
      lang = '';
      voice: unknown = null;
      rate = 1;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(text: string) {
        this.text = text;
      }
    };
  });

  await page.goto(`/user/asesmenanak?q=${anak.registration_no}`);
  await page.getByRole('button', { name: `Enter ${anak.registration_no}` }).click();
  await page.getByRole('dialog').getByRole('radio', { name: 'Password akses' }).check();
  await page.getByLabel('Password Akses Anak').fill(anak.password);
  await page.getByRole('dialog').getByRole('button', { name: 'Masuk', exact: true }).click();

  // The first page, before any sub test: in the child's words.
  await expect(page).toHaveURL(new RegExp(`/asesmen/kesediaan/${anak.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sebelum mulai' })).toBeVisible();
  const penjelasan = page.getByTestId('penjelasan-kesediaan');
  for (const kalimat of [
    'Ini bukan ujian.',
    'Jawabanmu bukan alat bukti dalam perkaramu.',
    'Yang membaca jawabanmu hanya asessor, psikolog, dan petugas yang mendampingimu.',
    'kalau kamu dalam bahaya, atau bisa membahayakan orang lain, petugas akan tahu',
    'Kamu boleh berhenti kapan saja.',
  ]) {
    await expect(penjelasan).toContainText(kalimat);
  }
  await page.getByRole('button', { name: 'Bacakan' }).click();
  const spoken = await page.evaluate(() => (window as unknown as { __spoken: { text: string; lang: string }[] }).__spoken);
  expect(spoken).toHaveLength(1);
  expect(spoken[0]!.lang).toBe('id-ID');
  expect(spoken[0]!.text).toContain('Ini bukan ujian. Tidak ada jawaban benar atau salah.');
  expect(spoken[0]!.text).toContain('Apakah kamu mau mulai?');
  await expectNoSideScroll(page, 'kesediaan 360');
  await axeBersih(page, 'kesediaan');
  await shoot(page, 'kesediaan-anak', [360, 768]);

  await page.getByRole('button', { name: 'Saya tidak mau' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Terima kasih sudah memberi tahu.' })).toBeVisible();
  await shoot(page, 'kesediaan-anak-menolak', [360]);
  // Nothing opens afterwards: the session has ended and the first sub test stays closed.
  await expect.poll(async () => (await page.request.get(`/api/asesmen/${anak.id}/pid5`)).status()).toBe(401);

  const ruang = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  await loginAsessor(ruang, asessor);
  const pantau = await ruang.newPage();
  await pantau.goto('/asessor/pemantauan');
  const baris = pantau.getByTestId(`dihentikan-${anak.registration_no}`);
  await expect(baris).toContainText('Fajar Nugroho');
  await expect(baris).toContainText('memilih "Saya tidak mau" sebelum mulai');
  await expectNoSideScroll(pantau, 'pemantauan dihentikan 360');
  await axeBersih(pantau, 'pemantauan dihentikan');
  await shoot(pantau, 'pemantauan-dihentikan', [360, 1280]);

  // The consent form on the record (D21), as the assessor sees it at 768 px: axe finds nothing.
  await pantau.setViewportSize({ width: 768, height: 1024 });
  await pantau.goto(`/asessor/asesmen?q=${encodeURIComponent(anak.registration_no)}`);
  const rekam = pantau.getByTestId(`kelola-${anak.registration_no}`);
  await expect(rekam).toContainText('Persetujuan tercatat');
  await rekam.getByRole('button', { name: `Persetujuan ${anak.registration_no}` }).click();
  const form = pantau.getByRole('form', { name: 'Formulir persetujuan' });
  await expect(form).toContainText('Persetujuan sudah tercatat.');
  await expect(form).toContainText('Sri Wahyuni (Ibu kandung), tertulis');
  await axeBersih(pantau, 'formulir persetujuan');
  await shoot(pantau, 'persetujuan-tercatat', [768]);
  // Hapus permanen: the record leaves the Rutan's lists, which later specs count.
  const hapus = await ruang.request.delete(`/api/kelola/${anak.id}`, { headers: apiHeaders() });
  expect(hapus.status(), await hapus.text()).toBe(200);
  await ruang.close();
});
