// One Lighthouse 12 run (mobile defaults: simulated slow 4G and a slow CPU) in Debian's Chromium.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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
  /** The page's own scripts, gzip-compressed as the server would send them to a gzip-only client. */
  jsGzipKb: number;
  jsFiles: number;
  /** Lighthouse's own error (e.g. NO_FCP when the page did not paint in time), when the run failed. */
  error?: string;
}

/** gzip size of a built file: its precompressed .gz when there is one, else compressed here. */
function gzipSize(file: string): number {
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
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
    const bytes = scripts.reduce((sum, r) => {
      const file = path.join(webDist, new URL(r.url).pathname);
      return sum + (fs.existsSync(file) ? gzipSize(file) : 0);
    }, 0);
    return {
      score: lhr.categories.performance?.score ?? 0,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      jsGzipKb: bytes / 1024,
      jsFiles: scripts.length,
      error: lhr.runtimeError?.code,
    };
  } finally {
    chrome.kill();
  }
}
