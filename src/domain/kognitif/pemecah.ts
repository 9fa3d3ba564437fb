// A solver that reads an item the way a child must: only from the boxes the question shows. For
// each attribute it tries every rule kind the bank uses (constant, steady step, repeating cycle;
// in a matrix also by row, by column, each value once per row or column) and keeps the answers of
// all rules that fit what is shown. An item is well made when every attribute has exactly one
// answer and exactly one option shows the resulting boxes (issue 11).
import { ATRIBUT_SEL, kunciSel, normalSel, type AtributSel, type Sel } from './model';

type Nilai = string | number;

const sama = (k: AtributSel, a: Nilai, b: Nilai) =>
  k === 'rotasi' ? (((Number(a) - Number(b)) % 360) + 360) % 360 === 0 : a === b;
const kurang = (k: AtributSel, a: Nilai, b: Nilai) =>
  k === 'rotasi' ? (((Number(a) - Number(b)) % 360) + 360) % 360 : Number(a) - Number(b);
const angka = (k: AtributSel) => k === 'jumlah' || k === 'ukuran' || k === 'rotasi';

/** Every value that the rules fitting `v` (boxes 0..n-1 of a row) give to boxes n and n+1. */
function tebakDeret(k: AtributSel, v: readonly Nilai[]): string[] {
  const n = v.length;
  const tebakan: Nilai[][] = [];
  if (v.every((x) => sama(k, x, v[0]))) tebakan.push([v[0], v[0]]);
  if (angka(k)) {
    const d = kurang(k, v[1], v[0]);
    if (v.every((x, i) => i === 0 || kurang(k, x, v[i - 1]) === d)) {
      tebakan.push([Number(v[n - 1]) + d, Number(v[n - 1]) + 2 * d]);
    }
  }
  // A cycle must show itself repeating at least twice within the row.
  for (let p = 2; p <= n - 2; p++) {
    if (v.every((x, i) => i < p || sama(k, x, v[i - p]))) tebakan.push([v[n - p], v[n + 1 - p]]);
  }
  return [...new Set(tebakan.map((t) => t.map((x) => (k === 'rotasi' ? ((Number(x) % 360) + 360) % 360 : x)).join('|')))];
}

/** Every value that the rules fitting a 3 x 3 matrix (m[r][c], m[2][2] unknown) give to the last box. */
function tebakMatriks(k: AtributSel, m: readonly (readonly Nilai[])[]): string[] {
  const t = (r: number, c: number) => m[r][c];
  const tebakan: Nilai[] = [];
  const tiga = [0, 1, 2];
  // transpose: the same rule kinds down the columns
  for (const [g, arah] of [
    [(r: number, c: number) => t(r, c), 'baris'],
    [(r: number, c: number) => t(c, r), 'kolom'],
  ] as const) {
    void arah;
    // constant along each line
    if ([0, 1].every((r) => tiga.every((c) => sama(k, g(r, c), g(r, 0)))) && sama(k, g(2, 1), g(2, 0))) tebakan.push(g(2, 0));
    // the same values line after line (depends on the position across)
    if (tiga.every((c) => sama(k, g(1, c), g(0, c))) && [0, 1].every((c) => sama(k, g(2, c), g(0, c)))) tebakan.push(g(0, 2));
    // each line holds the same three different values once
    const himpunan = (r: number) => new Set(tiga.map((c) => String(g(r, c))));
    const h0 = himpunan(0);
    if (h0.size === 3 && [...himpunan(1)].every((x) => h0.has(x)) && himpunan(1).size === 3) {
      const ada = [String(g(2, 0)), String(g(2, 1))];
      if (ada[0] !== ada[1] && ada.every((x) => h0.has(x))) {
        const sisa = [...h0].find((x) => !ada.includes(x))!;
        tebakan.push(angka(k) ? Number(sisa) : sisa);
      }
    }
    // a steady step along each line, the same in every line
    if (angka(k)) {
      const d = kurang(k, g(0, 1), g(0, 0));
      const cocok = [0, 1].every((r) => kurang(k, g(r, 1), g(r, 0)) === d && kurang(k, g(r, 2), g(r, 1)) === d);
      if (cocok && kurang(k, g(2, 1), g(2, 0)) === d) tebakan.push(Number(g(2, 1)) + d);
    }
  }
  return [...new Set(tebakan.map((x) => String(k === 'rotasi' ? ((Number(x) % 360) + 360) % 360 : x)))];
}

function keSel(nilai: Record<AtributSel, string>): Sel {
  return normalSel({
    bentuk: nilai.bentuk as Sel['bentuk'],
    jumlah: Number(nilai.jumlah),
    ukuran: Number(nilai.ukuran) as Sel['ukuran'],
    rotasi: Number(nilai.rotasi),
    isi: nilai.isi as Sel['isi'],
  });
}

/**
 * The boxes that answer an item, read from the shown boxes only: the pair after a row of 6, or the
 * ninth box of a 3 x 3 matrix (8 shown, row by row). Null when some attribute has no rule that fits,
 * or more than one answer (the item would be ambiguous).
 */
export function pecahkan(terlihat: readonly Sel[], jenis: 'deret' | 'matriks'): Sel[] | null {
  const hasil = {} as Record<AtributSel, string[]>;
  for (const k of ATRIBUT_SEL) {
    const v = terlihat.map((s) => normalSel(s)[k]);
    if (jenis === 'deret') hasil[k] = tebakDeret(k, v);
    else hasil[k] = tebakMatriks(k, [v.slice(0, 3), v.slice(3, 6), v.slice(6, 8)]);
    if (hasil[k].length !== 1) return null;
  }
  if (jenis === 'matriks') {
    return [keSel(Object.fromEntries(ATRIBUT_SEL.map((k) => [k, hasil[k][0]])) as Record<AtributSel, string>)];
  }
  return [0, 1].map((i) =>
    keSel(Object.fromEntries(ATRIBUT_SEL.map((k) => [k, hasil[k][0].split('|')[i]])) as Record<AtributSel, string>),
  );
}

/** Stable key of a set of boxes, for comparing an option with a solution. */
export function kunciJawaban(sel: readonly Sel[]): string {
  return sel.map(kunciSel).join('//');
}
