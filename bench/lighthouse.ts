// One Lighthouse 12 run (mobile defaults: simulated slow 4G and a slow CPU) in Debian's Chromium.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { JS_PERTAMA_JSON, jsKb, type JsPertama } from '../scripts/ukuran-js';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthouseFigures {
  score: number;
  lcp: number;
  /** Total blocking time (ms): every task after the first paint counted beyond its first 50 ms, on the simulated slow phone. */
  tbt: number;
  /** The page's own scripts, gzip-compressed as the server would send them to a gzip-only client (the build's count, scripts/ukuran-js.ts). */
  jsGzipKb: number;
  jsFiles: number;
  /** Lighthouse's own error (e.g. NO_FCP when the page did not paint in time), when the run failed. */
  error?: string;
}

/**
 * The scripts the build counted for the page at `pathname` (dist/js-pertama.json), set against those
 * Lighthouse saw: a line naming each file only one of them has, so that the two counts stay one.
 */
function bandingkanDenganBuild(webDist: string, pathname: string, dilihat: string[]): void {
  const berkas = path.join(webDist, '..', JS_PERTAMA_JSON);
  if (!fs.existsSync(berkas)) return;
  const halaman = (JSON.parse(fs.readFileSync(berkas, 'utf8')) as JsPertama[]).find(({ pola }) => new RegExp(pola).test(pathname));
  if (!halaman) return;
  const lebih = dilihat.filter((f) => !halaman.berkas.includes(f));
  const kurang = halaman.berkas.filter((f) => !dilihat.includes(f));
  if (lebih.length || kurang.length)
    console.log(`    (${pathname}: the build counted ${halaman.kb.toFixed(1)} KB; only Lighthouse saw ${lebih.join(' ') || '-'}; only the build ${kurang.join(' ') || '-'})`);
}

export async function measureLighthouse(
  url: string,
  headers: Record<string, string>,
  webDist: string,
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
      extraHeaders: headers,
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (reports) {
      fs.mkdirSync(reports, { recursive: true });
      const name = `${new URL(url).pathname.split('/')[1] || 'landing'}-${Date.now()}.json`;
      fs.writeFileSync(path.join(reports, name), JSON.stringify(lhr));
    }
    const requests =
      (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
    const origin = new URL(url).origin;
    const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin));
    const files = scripts.map((r) => new URL(r.url).pathname).filter((f) => fs.existsSync(path.join(webDist, f)));
    bandingkanDenganBuild(webDist, new URL(url).pathname, files);
    return {
      score: lhr.categories.performance?.score ?? 0,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      jsGzipKb: jsKb(webDist, files),
      jsFiles: scripts.length,
      error: lhr.runtimeError?.code,
    };
  } finally {
    chrome.kill();
  }
}
