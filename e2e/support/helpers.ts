import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_DATA_DIR, E2E_FAST_PORT, E2E_PORT } from '../../playwright.config';
import { openDatabase } from '#server/db/database.ts';
import { aktifkanOlehOperator } from '#server/features/asessor/asessor-data.ts';
import type { AsessorFixture } from '#server/test/factories.ts';
import { systemClock } from '#server/time.ts';

export const ORIGIN = `http://localhost:${E2E_PORT}`;
const headers = { origin: ORIGIN };

let counter = 0;
/** A value unique within this run. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** Logs the browser context in as admin through the API (not the form). */
export async function loginAdmin(context: BrowserContext | { request: APIRequestContext }) {
  const res = await context.request.post('/api/admin/login', {
    data: { username: 'admin', password: E2E_ADMIN_PASSWORD },
    headers,
  });
  expect(res.ok()).toBeTruthy();
}

/** The same shape as the API tests' assessor fixture. */
export type E2EAsessor = AsessorFixture;

/** Creates an assessor with the admin API from a separate request context. */
export async function createAsessor(
  request: APIRequestContext,
  fields: Partial<Omit<E2EAsessor, 'id'>> & { passwordSementara?: boolean } = {},
): Promise<E2EAsessor> {
  await loginAdmin({ request });
  const asessor = {
    name: fields.name ?? 'Siti Rahmawati',
    assesor_id: fields.assesor_id ?? unique('asr'),
    password: fields.password ?? 'sandi-asessor-1',
    location: fields.location ?? 'Rutan 1',
  };
  // The admin's password is temporary (D15): the assessor replaces it with `password` at once.
  const sementara = `${asessor.password}-sementara`;
  const res = await request.post('/api/asessors', {
    data: { name: asessor.name, id: asessor.assesor_id, password: sementara, location: asessor.location },
    headers,
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const list = (await (await request.get('/api/asessors')).json()) as { id: number; assesor_id: string }[];
  const id = list.find((a) => a.assesor_id === asessor.assesor_id)!.id;
  // An account that must stay untouched (never logged in) keeps the admin's password as its password.
  if (fields.passwordSementara) return { id, ...asessor, password: sementara };
  await gantiPasswordSementara(request, asessor.assesor_id, sementara, asessor.password);
  expect((await request.post(`/api/asessors/logout/${id}`, { headers })).ok()).toBeTruthy();
  await aktifkanAsessor(asessor.assesor_id);
  return { id, ...asessor };
}

/**
 * Activates an account as the operator's command does (D18), on the e2e server's own SQLite file: the
 * other tests' assessors need a confirmed account, and a colleague's confirmation is walked once, in
 * keamanan.spec.ts.
 */
export async function aktifkanAsessor(loginId: string, base = ORIGIN, dataDir = base.endsWith(`:${E2E_FAST_PORT}`) ? `${E2E_DATA_DIR}-cepat` : E2E_DATA_DIR) {
  const database = openDatabase({ dataDir });
  try {
    expect(await aktifkanOlehOperator(database.db, systemClock, loginId, 'operator e2e'), loginId).toBeDefined();
  } finally {
    await database.destroy();
  }
}

/**
 * Gives the records' saved results the time a child really takes (10 minutes a sub test), on the e2e
 * server's own SQLite file: results saved through the API in one go take 0 s, which the validity rules
 * rightly flag as too fast to have been read (D12), and then show no band. For tests about reading
 * results, not about their validity.
 */
export async function waktuWajar(pesertaIds: number[], base = ORIGIN) {
  const dataDir = base.endsWith(`:${E2E_FAST_PORT}`) ? `${E2E_DATA_DIR}-cepat` : E2E_DATA_DIR;
  const database = openDatabase({ dataDir });
  try {
    await database.db
      .updateTable('hasil')
      .set((eb) => ({
        started_at: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${eb.ref('submitted_at')}, '-600 seconds')`,
        durasi_detik: 600,
        detik_per_soal: null,
      }))
      .where('peserta_id', 'in', pesertaIds)
      .execute();
  } finally {
    await database.destroy();
  }
}

/** Logs in with the admin's temporary password and sets the assessor's own (D15); the session stays. */
export async function gantiPasswordSementara(
  request: APIRequestContext,
  loginId: string,
  sementara: string,
  baru: string,
  base = '',
) {
  const origin = { origin: base || ORIGIN };
  const login = await request.post(`${base}/api/asessors/login`, {
    data: { assesor_id: loginId, password: sementara },
    headers: origin,
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const ganti = await request.post(`${base}/api/asessors/password`, {
    data: { password_lama: sementara, password_baru: baru },
    headers: origin,
  });
  expect(ganti.ok(), await ganti.text()).toBeTruthy();
}

/** Logs the browser context in as an assessor through the API. */
export async function loginAsessor(context: BrowserContext, asessor: E2EAsessor) {
  const res = await context.request.post('/api/asessors/login', {
    data: { assesor_id: asessor.assesor_id, password: asessor.password },
    headers,
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** Sends a state-changing API call from the context, as our pages do. */
export function apiHeaders() {
  return headers;
}

/** The widths every screen is looked at: a phone, a tablet, a desktop (issue 13). */
export const LEBAR_LAYAR = [360, 768, 1280] as const;
const tinggi = (width: number) => (width === 360 ? 740 : width === 768 ? 1024 : 800);

/**
 * Whether screenshots are written to test-results/screens: for a person to look at, so by default on a
 * development machine and off in CI (`CI` set), where nobody opens them; `E2E_SCREENS=1` or `0` says so
 * either way. Only the pictures depend on it: every check beside them (axe, buttons that fit) runs always.
 */
export const FOTO = process.env.E2E_SCREENS ? process.env.E2E_SCREENS !== '0' : !process.env.CI;

/**
 * `E2E_AXE=semua`: axe on every state the suite photographs, at every width it is photographed, staff
 * pages and dialogs included (a whole-suite audit of issue 32.7; the ordinary run checks each page once
 * per width to stay fast).
 */
const AXE_SEMUA = process.env.E2E_AXE === 'semua';

/**
 * Saves a screenshot of a page or a part of it under test-results/screens, when screenshots are on
 * (`FOTO`). A part is waited for either way, as its screenshot would (one element, visible).
 */
export async function foto(sasaran: Page | Locator, berkas: string, { fullPage = false } = {}) {
  if (AXE_SEMUA) await cekAxe('goto' in sasaran ? sasaran : sasaran.page(), berkas, { semua: true });
  if (!FOTO) {
    if (!('goto' in sasaran)) await sasaran.waitFor({ state: 'visible' });
    return;
  }
  const tujuan = `test-results/screens/${berkas}`;
  await ('goto' in sasaran ? sasaran.screenshot({ path: tujuan, fullPage }) : sasaran.screenshot({ path: tujuan }));
}

/**
 * Saves a screenshot of the page at 360 and 1280 px wide (or the given widths) under the test output
 * (`foto`), and checks at each width that every visible button holds its label (no text or icon cut off).
 */
export async function shoot(page: Page, name: string, widths: readonly number[] = [360, 1280]) {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  // The landing page and the logins come first as a picture from their HTML (issue 32): the live page is photographed.
  await expect(page.locator('#prarender')).toHaveCount(0);
  for (const width of widths) {
    await page.setViewportSize({ width, height: tinggi(width) });
    await page.waitForTimeout(150);
    // A modal covers the window, not the page: photographed as the person sees it (a full-page picture
    // showed the page running on past the backdrop, the dialog somewhere in the middle).
    const modal = (await page.locator('dialog[open]').count()) > 0;
    await foto(page, `${name}-${width}.png`, { fullPage: !modal });
    await expectButtonsFit(page, `${name} at ${width}`);
    // Every photographed page passes axe on a phone and a desktop (issue 32.7); the admin's and the
    // assessor's pages once each in lebar-layar.spec (axe on their longest pages takes a minute here).
    if (AXE_SEMUA) continue;
    if ((width === 360 || width === 1280) && !/^\/(admin|asessor)(\/|$)/.test(new URL(page.url()).pathname))
      await cekAxe(page, name);
  }
  await page.setViewportSize(original);
}

/**
 * axe for WCAG 2.1 A and AA, run in the page itself: the builder's default run gathers each frame's
 * results, opens a new blank tab, injects axe there too and hands it every passing node to finish, for
 * the same violations on our pages (no frames from another origin). Only violations are gathered in full.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] })
    .setLegacyMode(true);
}

/** The pages (address with ids as :id, and width) axe has checked in this worker. */
const sudahAxe = new Set<string>();

/**
 * Claims a page for axe for the whole run: a file per page in the folder the global setup made
 * (`E2E_AXE_DIR`, shared by the workers), created only if it is not there yet; without that folder
 * (a test run outside that setup) once per worker.
 */
function pertamaKali(kunci: string): boolean {
  if (sudahAxe.has(kunci)) return false;
  sudahAxe.add(kunci);
  const folder = process.env.E2E_AXE_DIR;
  if (!folder) return true;
  try {
    fs.writeFileSync(path.join(folder, encodeURIComponent(kunci)), '', { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * axe-core (WCAG 2.1 A and AA) on the page as it is at its current width; the suite fails on any
 * violation (issue 32.7). Each page is checked once per width in a run, whichever worker gets there
 * first (the first state a test photographs), which keeps the added time small; `semua` checks again
 * whatever was checked before.
 */
export async function cekAxe(page: Page, label: string, { semua = false } = {}) {
  const width = page.viewportSize()?.width ?? 0;
  const alamat = new URL(page.url()).pathname.replace(/\/\d+(?=\/|$)/g, '/:id');
  const kunci = `${alamat}@${width}`;
  if (!pertamaKali(kunci) && !semua) return;
  // A toast still fading in or out is half transparent: axe would measure its contrast mid-way (found at
  // 1.77:1 on a fading "disimpan" toast). Finite animations end first; a spinner's endless one does not count.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 5000 })
    .catch(() => undefined);
  const hasil = await axe(page).analyze();
  const pelanggaran = hasil.violations.flatMap((v) =>
    v.nodes
      .slice(0, 5)
      .map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`),
  );
  // The whole-suite audit gathers every page's violations in one run instead of stopping at the first.
  (AXE_SEMUA ? expect.soft : expect)(pelanggaran, `axe at ${width} px on ${alamat} (${label})`).toEqual([]);
}

/**
 * Every visible button and button-like link is wide enough for its content: nothing sticks out, and
 * no icon in it is squeezed narrower than it is high (a flex item gives way before the label does).
 */
export async function expectButtonsFit(page: Page, label: string) {
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a[class*="inline-flex"]')]
      .filter((el) => el.offsetParent !== null)
      .flatMap((el) => {
        const name = `"${(el.textContent ?? '').trim().slice(0, 40)}"`;
        const squeezed = [...el.querySelectorAll('svg')]
          .map((svg) => svg.getBoundingClientRect())
          .filter((r) => r.height > 0 && r.width < r.height - 1);
        return [
          ...(el.scrollWidth > el.clientWidth + 1 ? [`${name}: content ${el.scrollWidth} px in ${el.clientWidth} px`] : []),
          ...squeezed.map((r) => `${name}: icon squeezed to ${r.width.toFixed(1)} x ${r.height.toFixed(1)} px`),
        ];
      }),
  );
  expect(cut, `${label}: buttons too narrow for their content`).toEqual([]);
}

/** The page does not scroll sideways at this width (its content fits the window). */
export async function expectNoSideScroll(page: Page, label: string) {
  const { scrollWidth, innerWidth, wide } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    // The widest offenders, to say what sticks out when it fails.
    wide: [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(-3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} "${(el.textContent ?? '').slice(0, 40)}"`),
  }));
  expect(scrollWidth, `${label}: scrollWidth ${scrollWidth} > innerWidth ${innerWidth}; ${wide.join(' | ')}`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/** Sets the viewport to a width with its usual height. */
export async function lebar(page: Page, width: number) {
  await page.setViewportSize({ width, height: tinggi(width) });
}

/**
 * The visible controls smaller than 44 × 44 px (issue 32, WCAG 2.5.5): buttons, links, fields, and a
 * radio or checkbox by the label that holds it. A link inside a sentence is sized by its text (2.5.5's
 * inline exception) and a control hidden from view is not counted.
 */
export async function tapTerlaluKecil(page: Page, min = 44): Promise<string[]> {
  return page.evaluate((min) => {
    const kecil: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, summary, [role="button"]',
    )) {
      const sasaran = (el.matches('input[type=radio], input[type=checkbox]') && el.closest('label')) || el;
      const r = sasaran.getBoundingClientRect();
      const gaya = getComputedStyle(sasaran);
      if (r.width === 0 || r.height === 0 || gaya.visibility === 'hidden') continue;
      if (el.matches('input[type=radio], input[type=checkbox]') && sasaran === el && gaya.opacity === '0') continue;
      if (el.tagName === 'A' && gaya.display === 'inline' && el.parentElement?.closest('p, li')) continue;
      // A visually hidden input out of the tab order (a file picker's): the button that opens it is the target.
      if (el.tabIndex < 0 && r.width <= 1 && r.height <= 1) continue;
      if (r.height < min - 0.5 || r.width < min - 0.5)
        kecil.push(
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? sasaran.textContent ?? '').trim().slice(0, 40)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    }
    return kecil;
  }, min);
}

/**
 * What makes a chart unreadable on a phone (issue 32): text under 12 px, a box inside it that scrolls
 * sideways (out of a keyboard's reach), content wider than the chart, or a picture of text (an SVG
 * image, whose text shrinks with it).
 */
export async function grafikTakTerbaca(grafik: Locator, minPx = 12): Promise<string[]> {
  return grafik.evaluateAll(
    (akar, minPx) =>
      akar.flatMap((root) => {
        const masalah: string[] = [];
        if (root.scrollWidth > root.clientWidth + 1)
          masalah.push(`lebih lebar dari tempatnya: ${root.scrollWidth} > ${root.clientWidth}`);
        for (const el of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
          const gaya = getComputedStyle(el);
          if (/auto|scroll/.test(gaya.overflowX) && el.scrollWidth > el.clientWidth + 1)
            masalah.push(`kotak bergeser ${el.scrollWidth} > ${el.clientWidth}`);
          if (el.matches('img[src^="data:image/svg"], svg')) masalah.push(`gambar teks ${el.getBoundingClientRect().width}px`);
          const teks = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
          if (teks && parseFloat(gaya.fontSize) < minPx)
            masalah.push(`${gaya.fontSize} "${el.textContent!.trim().slice(0, 30)}"`);
        }
        return masalah;
      }),
    minPx,
  );
}

/** A downloaded PDF's pages as text (pdftotext), one string a page. */
export function halamanPdf(berkas: string): string[] {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', berkas, '-'], { encoding: 'utf8' }).split('\f');
}

/** The PDF's pages `dari`..`sampai` as PNGs in test-results/screens (`nama`-N.png), to look at beside the screenshots. */
export function gambarPdf(berkas: string, dari: number, sampai: number, nama: string): void {
  fs.mkdirSync('test-results/screens', { recursive: true });
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    String(dari),
    '-l',
    String(sampai),
    berkas,
    `test-results/screens/${nama}`,
  ]);
}
