// The one count of a first page's JavaScript (D23's budget: 130 KB gzip): the build's check
// (vite.config's `pramuatHalaman`) and the bench's Lighthouse figure (bench/lighthouse.ts) both sum
// `gzipBerkas` over the files of a page, as written to dist/web.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** D23: the JavaScript of a first page (landing, logins, a sub test), gzip. */
export const ANGGARAN_JS_KB = 130;

/**
 * What the build counts for each first page, beside dist/web (not served): the address pattern, the
 * files it loads (entry, renderer, the small scripts, the page's chunks, what every page asks for after
 * its load event) and their sum. The bench names any file Lighthouse saw that is not listed, or the reverse.
 */
export const JS_PERTAMA_JSON = 'js-pertama.json';

export interface JsPertama {
  pola: string;
  berkas: string[];
  kb: number;
}

/** gzip size of a built file: its precompressed .gz (level 9) when there is one, else gzipped here at level 9. */
export function gzipBerkas(file: string): number {
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** KB gzip of `files` (addresses such as /assets/x.js) under webDist. */
export function jsKb(webDist: string, files: readonly string[]): number {
  return files.reduce((n, f) => n + gzipBerkas(path.join(webDist, f)), 0) / 1024;
}
