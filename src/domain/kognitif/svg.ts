// SVG drawing of pattern boxes. Self-contained (no external references, no ids, no scripts),
// black on white with thick strokes so that a box stays clear at about 40 px on a phone.
import type { Bentuk, Isi, Sel } from './model';

const KOTAK = 100;
const JARAK = 8;
const TEPI = 4;
const HITAM = '#111111';
const ABU = '#9a9a9a';
const PUTIH = '#ffffff';

function f(n: number): string {
  return String(Math.round(n * 10) / 10);
}

function warnaIsi(isi: Isi): string {
  return isi === 'penuh' ? HITAM : isi === 'abu' ? ABU : PUTIH;
}

function titikPoligon(titik: readonly [number, number][], cx: number, cy: number, r: number): string {
  return titik.map(([x, y]) => `${f(cx + x * r)},${f(cy + y * r)}`).join(' ');
}

const BINTANG: [number, number][] = Array.from({ length: 10 }, (_, i) => {
  const sudut = -Math.PI / 2 + (i * Math.PI) / 5;
  const rr = i % 2 === 0 ? 1 : 0.45;
  return [rr * Math.cos(sudut), rr * Math.sin(sudut)] as [number, number];
});
const SEGITIGA: [number, number][] = [
  [0, -1],
  [0.95, 0.75],
  [-0.95, 0.75],
];
const BELAH_KETUPAT: [number, number][] = [
  [0, -1],
  [0.8, 0],
  [0, 1],
  [-0.8, 0],
];
const PANAH: [number, number][] = [
  [0, -1],
  [0.75, -0.15],
  [0.3, -0.15],
  [0.3, 1],
  [-0.3, 1],
  [-0.3, -0.15],
  [-0.75, -0.15],
];

function satuBentuk(bentuk: Bentuk, cx: number, cy: number, r: number, isi: Isi, rotasi: number): string {
  const gaya = `fill="${warnaIsi(isi)}" stroke="${HITAM}" stroke-width="${f(Math.max(3, r * 0.16))}" stroke-linejoin="round"`;
  switch (bentuk) {
    case 'lingkaran':
      return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.92)}" ${gaya}/>`;
    case 'persegi': {
      const s = r * 1.6;
      return `<rect x="${f(cx - s / 2)}" y="${f(cy - s / 2)}" width="${f(s)}" height="${f(s)}" ${gaya}/>`;
    }
    case 'segitiga':
      return `<polygon points="${titikPoligon(SEGITIGA, cx, cy + r * 0.1, r)}" ${gaya}/>`;
    case 'bintang':
      return `<polygon points="${titikPoligon(BINTANG, cx, cy + r * 0.08, r * 1.05)}" ${gaya}/>`;
    case 'belah_ketupat':
      return `<polygon points="${titikPoligon(BELAH_KETUPAT, cx, cy, r)}" ${gaya}/>`;
    case 'panah': {
      const putar = rotasi ? ` transform="rotate(${rotasi} ${f(cx)} ${f(cy)})"` : '';
      return `<polygon points="${titikPoligon(PANAH, cx, cy, r)}" ${gaya}${putar}/>`;
    }
  }
}

/** Centres and radius of n shapes laid out in a box of the given size at (x, y). */
export function tataLetak(n: number, x: number, y: number, ukuranKotak = KOTAK): { titik: [number, number][]; r: number } {
  const kolom = n <= 1 ? 1 : n <= 4 ? 2 : 3;
  const baris = Math.ceil(n / kolom);
  const petak = ukuranKotak / Math.max(kolom, baris, 1) - (kolom === 1 ? 0 : 2);
  const r = kolom === 1 ? ukuranKotak * 0.4 : petak * 0.4;
  const tinggiTotal = baris * petak;
  const titik: [number, number][] = [];
  for (let b = 0; b < baris; b++) {
    const diBaris = Math.min(kolom, n - b * kolom);
    const lebarBaris = diBaris * petak;
    for (let k = 0; k < diBaris; k++) {
      titik.push([
        x + (ukuranKotak - lebarBaris) / 2 + petak * (k + 0.5),
        y + (ukuranKotak - tinggiTotal) / 2 + petak * (b + 0.5),
      ]);
    }
  }
  return { titik, r };
}

const FAKTOR_UKURAN = { 1: 0.5, 2: 0.75, 3: 1 } as const;

/** SVG elements (no <svg> wrapper) of one box with its content, top-left at (x, y). */
export function isiKotak(sel: Sel | null, x: number, y: number): string {
  const bingkai = `<rect x="${x + 1.5}" y="${y + 1.5}" width="${KOTAK - 3}" height="${KOTAK - 3}" rx="6" fill="${PUTIH}" stroke="${HITAM}" stroke-width="3"/>`;
  if (!sel) {
    // A question mark drawn as a path, so it does not depend on any font.
    const cx = x + KOTAK / 2;
    const cy = y + KOTAK / 2;
    const garis = `<rect x="${x + 1.5}" y="${y + 1.5}" width="${KOTAK - 3}" height="${KOTAK - 3}" rx="6" fill="#f2f2f2" stroke="${HITAM}" stroke-width="3" stroke-dasharray="8 6"/>`;
    const tanya = `<path d="M ${f(cx - 14)} ${f(cy - 14)} C ${f(cx - 14)} ${f(cy - 34)} ${f(cx + 16)} ${f(cy - 34)} ${f(cx + 16)} ${f(cy - 14)} C ${f(cx + 16)} ${f(cy - 2)} ${f(cx)} ${f(cy - 2)} ${f(cx)} ${f(cy + 10)}" fill="none" stroke="${HITAM}" stroke-width="7" stroke-linecap="round"/><circle cx="${f(cx)}" cy="${f(cy + 25)}" r="5" fill="${HITAM}"/>`;
    return garis + tanya;
  }
  const { titik, r } = tataLetak(sel.jumlah, x, y);
  const rr = r * FAKTOR_UKURAN[sel.ukuran];
  return bingkai + titik.map(([cx, cy]) => satuBentuk(sel.bentuk, cx, cy, rr, sel.isi, sel.rotasi)).join('');
}

function bungkus(lebar: number, tinggi: number, judul: string, isi: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${lebar} ${tinggi}" width="${lebar}" height="${tinggi}" role="img">` +
    `<title>${judul}</title><rect width="${lebar}" height="${tinggi}" fill="${PUTIH}"/>${isi}</svg>`
  );
}

/** SVG of a row of boxes; null entries are drawn as empty boxes with a question mark. */
export function svgBaris(sel: readonly (Sel | null)[], judul: string): string {
  const lebar = TEPI * 2 + sel.length * KOTAK + (sel.length - 1) * JARAK;
  const tinggi = TEPI * 2 + KOTAK;
  const isi = sel.map((s, i) => isiKotak(s, TEPI + i * (KOTAK + JARAK), TEPI)).join('');
  return bungkus(lebar, tinggi, judul, isi);
}

/** SVG of a single box (for layouts that wrap the row on narrow screens). */
export function svgSel(sel: Sel | null, judul = 'Kotak pola'): string {
  return svgBaris([sel], judul);
}
