// Helpers of the child-flow browser tests: people made through the real APIs of a given server
// (the normal one or the fast one, whose origin differs), answers clicked as a child would.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { aktifkanAsessor, gantiPasswordSementara, ORIGIN } from './helpers';
import { SKRINING_TIDAK } from '#server/test/skrining.ts';

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export interface Anak {
  id: number;
  registration_no: string;
  name: string;
  password: string;
}

export interface AsessorAnak {
  id: number;
  assesor_id: string;
  password: string;
  name: string;
  location: string;
}

/** An assessor made by the admin API, and that assessor's logged-in request context (`dataDir`: a server of the test's own). */
export async function buatAsessor(
  request: APIRequestContext,
  baseURL: string,
  location = 'Rutan 1',
  dataDir?: string,
): Promise<AsessorAnak> {
  const headers = { origin: baseURL };
  const admin = await request.post(`${baseURL}/api/admin/login`, {
    data: { username: 'admin', password: E2E_ADMIN_PASSWORD },
    headers,
  });
  expect(admin.ok(), await admin.text()).toBeTruthy();
  const a = { name: 'Siti Rahmawati', assesor_id: unique('asr'), password: 'sandi-asessor-1', location };
  // The admin's password is temporary (D15): the assessor replaces it at once and stays logged in.
  const sementara = `${a.password}-sementara`;
  const res = await request.post(`${baseURL}/api/asessors`, {
    data: { name: a.name, id: a.assesor_id, password: sementara, location },
    headers,
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const list = (await (await request.get(`${baseURL}/api/asessors`)).json()) as { id: number; assesor_id: string }[];
  await request.post(`${baseURL}/api/admin/logout`, { headers });
  await gantiPasswordSementara(request, a.assesor_id, sementara, a.password, baseURL);
  await aktifkanAsessor(a.assesor_id, baseURL, dataDir);
  return { id: list.find((x) => x.assesor_id === a.assesor_id)!.id, ...a };
}

/** A child's record made with the assessor's records API (POST /api/kelola); `request` holds the assessor session. */
export async function buatAnak(
  request: APIRequestContext,
  baseURL: string,
  asessor: AsessorAnak,
  name = 'Budi Santoso',
  /** Screening answers other than 'Tidak' (e.g. `{ self_harm: 'Ya' }`). */
  skrining: Partial<Record<keyof typeof SKRINING_TIDAK, 'Ya'>> = {},
  /** A number of the register's own shape (e.g. a long slashed one, to test a list's width). */
  registration_no = unique('REG'),
): Promise<Anak> {
  const anak = { registration_no, name, password: 'sandi-anak-1' };
  const res = await request.post(`${baseURL}/api/kelola`, {
    headers: { origin: baseURL },
    data: {
      ...anak,
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
      ...SKRINING_TIDAK,
      ...skrining,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  await catatPersetujuan(request, baseURL, id);
  return { id, ...anak };
}

/**
 * Consent on file for a record (D21) through the assessor's API (`request` holds the assessor
 * session; `base` '' for the context's own server): a parent's for a child, the adult's own.
 */
export async function catatPersetujuan(
  request: APIRequestContext,
  base: string,
  id: number,
  kategori: 'anak' | 'tahanan' = 'anak',
) {
  const diberikan_at = new Date(Date.now() - 60_000).toISOString();
  const res = await request.put(`${base}/api/kelola/${id}/persetujuan`, {
    headers: { origin: base || ORIGIN },
    data:
      kategori === 'anak'
        ? {
            pemberi: 'orang_tua',
            nama_pemberi: 'Sri Wahyuni',
            hubungan: 'Ibu kandung',
            saksi: 'Agus Pratama',
            cara: 'tertulis',
            diberikan_at,
          }
        : { pemberi: 'diri_sendiri', cara: 'tertulis', diberikan_at },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Enters a child on this page's browser through the list's dialog, with the access password. */
export async function masukDenganPassword(page: Page, anak: Anak) {
  // The list is paged (issue 32): the search in the address finds the row on any page.
  await page.goto(`/user/asesmenanak?q=${encodeURIComponent(anak.registration_no)}`);
  await page.getByRole('button', { name: `Enter ${anak.registration_no}` }).click();
  await page.getByRole('dialog').getByRole('radio', { name: 'Password akses' }).check();
  await page.getByLabel('Password Akses Anak').fill(anak.password);
  await page.getByRole('dialog').getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL(new RegExp(`/asesmen/(kesediaan|pid5bf)/${anak.id}$`));
  if (page.url().includes('/kesediaan/')) await mauMulai(page);
  await expect(page).toHaveURL(new RegExp(`/asesmen/pid5bf/${anak.id}$`));
}

/** The first page after entering (D21): the person reads it and chooses "Saya mau mulai". */
export async function mauMulai(page: Page) {
  await expect(page).toHaveURL(/\/kesediaan\/\d+$/);
  await page.getByRole('button', { name: 'Saya mau mulai' }).click();
}

/** "Saya mau mulai" through the API, for a request context that holds the person's session. */
export async function mauMulaiLewatApi(request: APIRequestContext, base: string, id: number) {
  const res = await request.post(`${base}/api/asesmen/${id}/kesediaan`, {
    headers: { origin: base || ORIGIN },
    data: { mau: true },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Answers questions from the current one on, choosing the option with this label (or letter). */
export async function jawab(
  page: Page,
  jumlah: number,
  pilihan: string | ((i: number) => string),
  opsi: { lanjutTerakhir?: boolean } = {},
) {
  for (let i = 0; i < jumlah; i++) {
    const label = typeof pilihan === 'string' ? pilihan : pilihan(i);
    await page.getByRole('radio', { name: label, exact: true }).check();
    if (i < jumlah - 1 || opsi.lanjutTerakhir) await page.getByRole('button', { name: 'Berikutnya' }).click();
  }
}

/** Seconds shown by the page's timer. */
export async function sisaDetik(page: Page): Promise<number> {
  const text = (await page.getByTestId('sisa-waktu').textContent()) ?? '';
  const [m, s] = text.trim().split(':').map(Number);
  return m * 60 + s;
}

/** Sub tests `dari`+1 to `sampai` of 1-3 answered through the child's own save calls, so that the next one opens. */
export async function selesaikanSubtes(page: Page, anak: Anak, sampai = 3, dari = 0) {
  const semua = (n: number, v: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i + 1), v]));
  const urutan = [
    ['pid5bf', 'pid5', 25, 1, undefined],
    ['psc17', 'psc17', 17, 1, undefined],
    ['dukungan', 'dukungan', 0, 4, 'Saya ingin sekolah lagi.'],
  ] as const;
  for (const [rute, simpan, n, v, essay] of urutan.slice(dari, sampai)) {
    const buka = await page.request.get(`/api/asesmen/${anak.id}/${rute}`);
    expect(buka.ok(), await buka.text()).toBeTruthy();
    const banyak = n || ((await buka.json()) as { soal: unknown[] }).soal.length;
    const res = await page.request.post(`/api/simpan-hasil-${simpan}`, {
      headers: { origin: new URL(page.url()).origin },
      data: { registration_no: anak.registration_no, jawaban: semua(banyak, v), ...(essay ? { jawaban_essay: essay } : {}) },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
}
