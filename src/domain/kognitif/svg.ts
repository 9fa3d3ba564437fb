// SVG drawing of pattern boxes. Self-contained (no external references, no ids, no scripts), black
// on white. Sizes are in units of a box of 100; a phone at 360 px shows a box at about 60 units to
// 100 units per 100 px, and the e2e test measures it: every shape stays at least 16 px and every
// line at least 2 px there (issue 11). A shape's size depends only on its `ukuran`, never on the
// number of shapes in its box.
import type { Bentuk, Isi, Sel, Ukuran } from './model';

const KOTAK = 100;
const JARAK = 8;
const TEPI = 4;
const HITAM = '#111111';
const ABU = '#8c8c8c';
const PUTIH = '#ffffff';

/** Outline of every shape and box, in units. */
export const TEBAL_GARIS = 4;
/** The size (height of its bounding box) of a shape of each `ukuran`, in units; the same for any count. */
export const UKURAN_BENTUK: Readonly<Record<Ukuran, number>> = { 1: 28, 2: 52, 3: 80 };
/** Distance between the centres of neighbouring shapes in a box of several. */
const LANGKAH = 31;

function f(n: number): string {
  return String(Math.round(n * 10) / 10);
}

function warnaIsi(isi: Isi): string {
  return isi === 'penuh' ? HITAM : isi === 'abu' ? ABU : PUTIH;
}

function titikPoligon(titik: readonly [number, number][], cx: number, cy: number, r: number): string {
  return titik.map(([x, y]) => `${f(cx + x * r)},${f(cy + y * r)}`).join(' ');
}

// Outlines in a square of -1..1 (height 2), so that r = size / 2.
const BINTANG: [number, number][] = Array.from({ length: 10 }, (_, i) => {
  const sudut = -Math.PI / 2 + (i * Math.PI) / 5;
  const rr = i % 2 === 0 ? 1 : 0.5;
  return [rr * Math.cos(sudut), 0.1 + rr * Math.sin(sudut)] as [number, number];
});
const SEGITIGA: [number, number][] = [
  [0, -1],
  [1, 1],
  [-1, 1],
];
const BELAH_KETUPAT: [number, number][] = [
  [0, -1],
  [0.9, 0],
  [0, 1],
  [-0.9, 0],
];
const PANAH: [number, number][] = [
  [0, -1],
  [0.85, -0.1],
  [0.35, -0.1],
  [0.35, 1],
  [-0.35, 1],
  [-0.35, -0.1],
  [-0.85, -0.1],
];

function satuBentuk(bentuk: Bentuk, cx: number, cy: number, ukuran: number, isi: Isi, rotasi: number): string {
  const r = (ukuran - TEBAL_GARIS) / 2; // the outline is drawn half outside the path
  const gaya = `fill="${warnaIsi(isi)}" stroke="${HITAM}" stroke-width="${TEBAL_GARIS}" stroke-linejoin="round"`;
  switch (bentuk) {
    case 'lingkaran':
      return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" ${gaya}/>`;
    case 'persegi':
      return `<rect x="${f(cx - r)}" y="${f(cy - r)}" width="${f(2 * r)}" height="${f(2 * r)}" ${gaya}/>`;
    case 'segitiga':
      return `<polygon points="${titikPoligon(SEGITIGA, cx, cy, r)}" ${gaya}/>`;
    case 'bintang':
      return `<polygon points="${titikPoligon(BINTANG, cx, cy, r * 1.05)}" ${gaya}/>`;
    case 'belah_ketupat':
      return `<polygon points="${titikPoligon(BELAH_KETUPAT, cx, cy, r)}" ${gaya}/>`;
    case 'panah': {
      const putar = rotasi ? ` transform="rotate(${rotasi} ${f(cx)} ${f(cy)})"` : '';
      return `<polygon points="${titikPoligon(PANAH, cx, cy, r)}" ${gaya}${putar}/>`;
    }
  }
}

/** Centres of n (1-6) shapes in a box at (x, y): one row up to 3, then two rows of up to 3. */
export function tataLetak(n: number, x: number, y: number): [number, number][] {
  const baris = n <= 3 ? [n] : [Math.ceil(n / 2), Math.floor(n / 2)];
  const titik: [number, number][] = [];
  baris.forEach((isi, b) => {
    const cy = y + KOTAK / 2 + (b - (baris.length - 1) / 2) * LANGKAH * 1.1;
    for (let k = 0; k < isi; k++) titik.push([x + KOTAK / 2 + (k - (isi - 1) / 2) * LANGKAH, cy]);
  });
  return titik;
}

function bingkai(x: number, y: number, kosong: boolean): string {
  const d = TEBAL_GARIS / 2;
  const isi = kosong ? '#f2f2f2' : PUTIH;
  const putus = kosong ? ' stroke-dasharray="8 6"' : '';
  return `<rect x="${x + d}" y="${y + d}" width="${KOTAK - TEBAL_GARIS}" height="${KOTAK - TEBAL_GARIS}" rx="6" fill="${isi}" stroke="${HITAM}" stroke-width="${TEBAL_GARIS}"${putus}/>`;
}

/** SVG elements (no <svg> wrapper) of one box with its content, top-left at (x, y); null is the '?' box. */
export function isiKotak(sel: Sel | null, x: number, y: number): string {
  if (!sel) {
    // A question mark drawn as a path, so it does not depend on any font.
    const cx = x + KOTAK / 2;
    const cy = y + KOTAK / 2;
    const tanya = `<path d="M ${f(cx - 14)} ${f(cy - 14)} C ${f(cx - 14)} ${f(cy - 34)} ${f(cx + 16)} ${f(cy - 34)} ${f(cx + 16)} ${f(cy - 14)} C ${f(cx + 16)} ${f(cy - 2)} ${f(cx)} ${f(cy - 2)} ${f(cx)} ${f(cy + 10)}" fill="none" stroke="${HITAM}" stroke-width="7" stroke-linecap="round"/><circle cx="${f(cx)}" cy="${f(cy + 25)}" r="5" fill="${HITAM}"/>`;
    return bingkai(x, y, true) + tanya;
  }
  const ukuran = UKURAN_BENTUK[sel.ukuran];
  return (
    bingkai(x, y, false) +
    tataLetak(sel.jumlah, x, y)
      .map(([cx, cy]) => satuBentuk(sel.bentuk, cx, cy, ukuran, sel.isi, sel.rotasi))
      .join('')
  );
}

function bungkus(lebar: number, tinggi: number, judul: string, isi: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${lebar} ${tinggi}" width="${lebar}" height="${tinggi}" role="img">` +
    `<title>${judul}</title><rect width="${lebar}" height="${tinggi}" fill="${PUTIH}"/>${isi}</svg>`
  );
}

/**
 * SVG of boxes laid out `perBaris` to a row (a long strip wraps into rows instead of shrinking);
 * null entries are drawn as dashed boxes with a question mark.
 */
export function svgKotak(sel: readonly (Sel | null)[], judul: string, perBaris = sel.length): string {
  const kolom = Math.min(perBaris, sel.length);
  const baris = Math.ceil(sel.length / kolom);
  const lebar = TEPI * 2 + kolom * KOTAK + (kolom - 1) * JARAK;
  const tinggi = TEPI * 2 + baris * KOTAK + (baris - 1) * JARAK;
  const isi = sel
    .map((s, i) => isiKotak(s, TEPI + (i % kolom) * (KOTAK + JARAK), TEPI + Math.floor(i / kolom) * (KOTAK + JARAK)))
    .join('');
  return bungkus(lebar, tinggi, judul, isi);
}
