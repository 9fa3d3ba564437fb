// The two charts of the report and the combined view as small SVGs (vector, drawn by pdfmake's SVG renderer with the
// report's embedded font): PID-5 trait means on the 0-3 scale with the Sedang and Tinggi lines, and
// PSC-17 domain and total scores, each on its own scale with its cut-off.
import { DOMAIN_PSC17_ITEMS, DOMAIN_PSC17_KEYS, DOMAIN_PSC17_NAMA, TRAIT_KEYS, TRAIT_NAMA } from './instruments';
import { PID5_BATAS_SEDANG, PID5_BATAS_TINGGI, type HasilPid5 } from './skor/skor-pid5';
import { PSC17_BATAS_DOMAIN, PSC17_BATAS_TOTAL, PSC17_JUMLAH_SOAL, type HasilPsc17 } from './skor/skor-psc17';
import { WARNA } from './gaya';
import { tingkatRisikoJenis, type TingkatRisiko } from './warna-risiko';

/** Bars coloured by risk, as the categories (D12). */
const WARNA_BATANG: Record<TingkatRisiko, string> = { risiko: WARNA.bahaya, waspada: WARNA.sedang, aman: WARNA.aman, netral: WARNA.redup };

const SKOR_MAKS_ITEM_PSC17 = 2;
// Roboto is the report's font (pdfmake picks the first family it has); a browser draws the chart, an <img>, with the
// page's sans-serif instead of falling back to a serif face.
const FONT = 'font-family="Roboto, DejaVu Sans, Noto Sans, Arial, sans-serif"';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n1 = (x: number) => Math.round(x * 10) / 10;

function teks(x: number, y: number, isi: string, opsi: { size?: number; anchor?: 'start' | 'middle' | 'end'; warna?: string; tebal?: boolean } = {}) {
  const { size = 8, anchor = 'start', warna = WARNA.teks, tebal = false } = opsi;
  return `<text x="${n1(x)}" y="${n1(y)}" ${FONT} font-size="${size}" fill="${warna}" text-anchor="${anchor}"${tebal ? ' font-weight="bold"' : ''}>${esc(isi)}</text>`;
}

const skorTeks = (s: number | null) => (s === null ? 'tidak dapat dihitung' : String(s).replace('.', ','));

/** A cut-off on a bar's scale. */
export interface BatasGrafik {
  nilai: number;
  label: string;
  warna: string;
}

/** One bar of a chart: what the report's SVG and the web page's bars both draw. */
export interface BatangGrafik {
  label: string;
  /** Null when the score cannot be computed: no bar, the words say so. */
  skor: number | null;
  maks: number;
  /** The bar's colour from its category's risk level (D12). */
  warna: string;
  /** The score in words, beside the bar. */
  teks: string;
  tebal: boolean;
  batas: readonly BatasGrafik[];
}

const BATAS_PID5: readonly BatasGrafik[] = [
  { nilai: PID5_BATAS_SEDANG, label: `Sedang (${PID5_BATAS_SEDANG})`, warna: WARNA.sedang },
  { nilai: PID5_BATAS_TINGGI, label: `Tinggi (${PID5_BATAS_TINGGI})`, warna: WARNA.bahaya },
];
const PID5_MAKS = 3;

/** PID-5-BF: a bar per trait on the 0-3 scale, the Sedang and Tinggi cut-offs shared by all. */
export function batangPid5(hasil: HasilPid5): BatangGrafik[] {
  return TRAIT_KEYS.map((t) => {
    const s = hasil.traitScores[t];
    const skor = s && s.skor !== null ? s.skor : null;
    return {
      label: TRAIT_NAMA[t],
      skor,
      maks: PID5_MAKS,
      warna: WARNA_BATANG[tingkatRisikoJenis('trait', s?.kategori)],
      teks: skor === null ? skorTeks(null) : `${skorTeks(skor)} (${s!.kategori})`,
      tebal: false,
      batas: BATAS_PID5,
    };
  });
}

/** PSC-17: a bar per domain and the total, each on its own scale (0 to its maximum) with its cut-off. */
export function batangPsc17(hasil: HasilPsc17): BatangGrafik[] {
  const rows = [
    ...DOMAIN_PSC17_KEYS.map((d) => ({
      label: DOMAIN_PSC17_NAMA[d],
      skor: hasil.detail[d]?.skor ?? null,
      status: hasil.detail[d]?.status ?? 'Tidak dapat dihitung',
      maks: DOMAIN_PSC17_ITEMS[d].length * SKOR_MAKS_ITEM_PSC17,
      batas: PSC17_BATAS_DOMAIN[d],
    })),
    { label: 'Total', skor: hasil.total_skor, status: hasil.kategori_total, maks: PSC17_JUMLAH_SOAL * SKOR_MAKS_ITEM_PSC17, batas: PSC17_BATAS_TOTAL },
  ];
  return rows.map((r) => ({
    label: r.label,
    skor: r.skor,
    maks: r.maks,
    warna: WARNA_BATANG[tingkatRisikoJenis('domain', r.status)],
    teks: r.skor === null ? skorTeks(null) : `${r.skor} dari ${r.maks}`,
    tebal: r.label === 'Total',
    batas: [{ nilai: r.batas, label: `batas ${r.batas}`, warna: WARNA.bahaya }],
  }));
}

/** PID-5-BF trait means as horizontal bars on the 0-3 scale, with dashed lines at Sedang (1) and Tinggi (2). */
export function grafikPid5(hasil: HasilPid5, lebar: number): { svg: string; width: number; height: number } {
  const kiri = 150;
  const kanan = lebar - 90;
  const atas = 22;
  const baris = 22;
  const batang = batangPid5(hasil);
  const tinggi = atas + batang.length * baris + 18;
  const x = (v: number) => kiri + ((kanan - kiri) * Math.max(0, Math.min(PID5_MAKS, v))) / PID5_MAKS;
  const parts: string[] = [];

  // Axis, grid and the two cut-off lines, labelled on top.
  for (const v of [0, 1, 2, 3]) {
    parts.push(`<line x1="${n1(x(v))}" y1="${atas - 4}" x2="${n1(x(v))}" y2="${tinggi - 16}" stroke="${WARNA.garisHalus}" stroke-width="0.6"/>`);
    parts.push(teks(x(v), tinggi - 5, String(v), { anchor: 'middle', warna: WARNA.redup }));
  }
  const garis = (v: number, label: string, warna: string) => {
    parts.push(
      `<line x1="${n1(x(v))}" y1="${atas - 6}" x2="${n1(x(v))}" y2="${tinggi - 16}" stroke="${warna}" stroke-width="1.1" stroke-dasharray="4 2.5"/>`,
    );
    parts.push(teks(x(v), atas - 10, label, { anchor: 'middle', warna, tebal: true }));
  };
  for (const b of BATAS_PID5) garis(b.nilai, b.label, b.warna);

  batang.forEach((b, i) => {
    const yTengah = atas + i * baris + baris / 2;
    parts.push(teks(0, yTengah + 3, b.label, { size: 8.5 }));
    if (b.skor !== null) {
      const w = Math.max(0.8, x(b.skor) - kiri);
      parts.push(`<rect x="${kiri}" y="${n1(yTengah - 6)}" width="${n1(w)}" height="12" fill="${b.warna}"/>`);
      parts.push(teks(kanan + 8, yTengah + 3, b.teks, { size: 8.5 }));
    } else {
      parts.push(teks(kanan + 8, yTengah + 3, b.teks, { size: 8, warna: WARNA.redup }));
    }
  });
  parts.push(`<line x1="${kiri}" y1="${tinggi - 16}" x2="${kanan}" y2="${tinggi - 16}" stroke="${WARNA.redup}" stroke-width="0.8"/>`);
  return { svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${lebar}" height="${tinggi}" viewBox="0 0 ${lebar} ${tinggi}">${parts.join('')}</svg>`, width: lebar, height: tinggi };
}

/** PSC-17 domain scores and the total, each as a bar on its own scale (0 to its maximum) with its cut-off marked. */
export function grafikPsc17(hasil: HasilPsc17, lebar: number): { svg: string; width: number; height: number } {
  const kiri = 150;
  const kanan = lebar - 90;
  const baris = 30;
  const rows = batangPsc17(hasil);
  const tinggi = rows.length * baris + 4;
  const parts: string[] = [];
  rows.forEach((r, i) => {
    const y0 = i * baris + 4;
    const yBar = y0 + 4;
    const x = (v: number) => kiri + ((kanan - kiri) * Math.max(0, Math.min(r.maks, v))) / r.maks;
    parts.push(teks(0, yBar + 9, r.label, { size: 8.5, tebal: r.tebal }));
    parts.push(`<rect x="${kiri}" y="${yBar}" width="${kanan - kiri}" height="12" fill="${WARNA.latar}" stroke="${WARNA.garisHalus}" stroke-width="0.5"/>`);
    if (r.skor !== null) {
      const w = Math.max(0.8, x(r.skor) - kiri);
      parts.push(`<rect x="${kiri}" y="${yBar}" width="${n1(w)}" height="12" fill="${r.warna}"/>`);
    }
    for (const b of r.batas) {
      parts.push(`<line x1="${n1(x(b.nilai))}" y1="${yBar - 3}" x2="${n1(x(b.nilai))}" y2="${yBar + 15}" stroke="${b.warna}" stroke-width="1.4"/>`);
      parts.push(teks(x(b.nilai), yBar + 23, b.label, { size: 6.5, anchor: 'middle', warna: b.warna }));
    }
    parts.push(teks(kiri, yBar + 23, '0', { size: 6.5, anchor: 'start', warna: WARNA.redup }));
    parts.push(teks(kanan, yBar + 23, String(r.maks), { size: 6.5, anchor: 'end', warna: WARNA.redup }));
    parts.push(teks(kanan + 8, yBar + 9, r.teks, { size: 8.5 }));
  });
  return { svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${lebar}" height="${tinggi}" viewBox="0 0 ${lebar} ${tinggi}">${parts.join('')}</svg>`, width: lebar, height: tinggi };
}
