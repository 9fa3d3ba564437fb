// Test helper: reads a PDF back with poppler (pdftotext, pdfinfo), as a person's viewer would.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface PdfTerbaca {
  /** Text in reading order, whitespace collapsed to single spaces. */
  teks: string;
  /** Text with the page layout kept (table rows on one line). */
  tata: string;
  /** The text of each page (reading order, collapsed). */
  halaman: string[];
  info: Record<string, string>;
}

/** Text, per-page text and `pdfinfo` fields of a PDF. */
export function bacaPdf(pdf: Buffer): PdfTerbaca {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laporan-uji-'));
  try {
    const file = path.join(dir, 'laporan.pdf');
    fs.writeFileSync(file, pdf);
    const rapat = (s: string) => s.replace(/\s+/g, ' ').trim();
    const raw = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    const tata = execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-'], { encoding: 'utf8' });
    const infoText = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const info: Record<string, string> = {};
    for (const line of infoText.split('\n')) {
      const i = line.indexOf(':');
      if (i > 0) info[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
    // pdftotext separates pages with a form feed.
    const halaman = raw.split('\f').map(rapat).filter((p, i, all) => p.length > 0 || i < all.length - 1);
    return { teks: rapat(raw), tata, halaman, info };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
