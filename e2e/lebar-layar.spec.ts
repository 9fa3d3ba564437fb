// Issue 13: no assessor or admin page scrolls sideways at 360, 768 or 1280 px; each is photographed.
import { test } from '@playwright/test';
import { apiHeaders, cekAxe, createAsessor, expectNoSideScroll, LEBAR_LAYAR, lebar, loginAdmin, loginAsessor, shoot, unique } from './support/helpers';
import { SKRINING_TIDAK } from '../src/server/test/skrining';

const ASESSOR = ['/asessor/status', '/asessor/asesmen', '/asessor/pemantauan', '/asessor/hasil', '/asessor/hasil-gabungan'];
const ADMIN = ['/admin/laporan', '/admin/add', '/admin/status', '/admin/soal', '/admin/upload-gambar-kognitif', '/admin/audit'];

test('every assessor and admin page fits 360, 768 and 1280 px without sideways scrolling', async ({ page, context, request }) => {
  test.setTimeout(300_000);
  const asessor = await createAsessor(request, { name: 'Wulan Lebar', location: 'Rutan 3' });
  await loginAsessor(context, asessor);
  // A record with a long slashed number: the lists must still fit.
  const res = await context.request.post('/api/kelola', {
    headers: apiHeaders(),
    data: {
      registration_no: `ABH/RUTAN-3/2026/REGISTER-PENAHANAN/${unique('x')}`,
      name: 'Muhammad Rizky Pratama Saputra',
      age: 16,
      place_of_birth: 'Palembang',
      jenis_kelamin: 'L',
      pendidikan: 'smp',
      bahasa: 'Indonesia',
      tanggal_masuk: '2025-12-01',
      tl_kapan_terakhir: 'dua minggu lalu',
      tl_pikiran_hari_ini: 'Tidak',
      date_of_birth: '2010-03-03',
      assesor_id: asessor.id,
      password: 'akses-anak-1',
      ...SKRINING_TIDAK,
      self_harm: 'Ya',
    },
  });
  test.expect(res.status(), await res.text()).toBe(201);

  const periksa = async (path: string) => {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    for (const width of LEBAR_LAYAR) {
      await lebar(page, width);
      await page.waitForTimeout(100);
      await expectNoSideScroll(page, `${path} at ${width}`);
      // WCAG 2.1 A/AA on every assessor and admin page, on a phone and a desktop (issue 32.7).
      if (width !== 768) await cekAxe(page, path);
    }
    await shoot(page, `lebar${path.replace(/\//g, '-')}`, LEBAR_LAYAR);
  };
  for (const path of ASESSOR) await periksa(path);
  await context.clearCookies();
  await loginAdmin(context);
  for (const path of ADMIN) await periksa(path);
});
