// Machine-checkable model of a picture-pattern item. A box ("sel") is described by five attributes;
// a pattern ("aturan") gives, for every attribute, how it changes from box to box. Box i (0-based)
// of the row is selKe(aturan, i); the child sees boxes 0-5 and picks the pair for boxes 6 and 7.

export const BENTUK = ['lingkaran', 'persegi', 'segitiga', 'bintang', 'belah_ketupat', 'panah'] as const;
export type Bentuk = (typeof BENTUK)[number];
/** Fill: white, grey, black (all with a black outline). */
export const ISI = ['kosong', 'abu', 'penuh'] as const;
export type Isi = (typeof ISI)[number];
export type Ukuran = 1 | 2 | 3;

export const JUMLAH_MIN = 1;
/** At most 6 shapes a box, so that each stays large enough on a phone (issue 11). */
export const JUMLAH_MAKS = 6;

export interface Sel {
  bentuk: Bentuk;
  jumlah: number;
  ukuran: Ukuran;
  /** Degrees clockwise; only the arrow shows rotation, so it is 0 for every other shape. */
  rotasi: number;
  isi: Isi;
}

export type AturanAtribut<T> =
  { jenis: 'tetap'; nilai: T } | { jenis: 'siklus'; nilai: readonly T[] } | { jenis: 'deret'; awal: number; langkah: number };

export interface AturanPola {
  bentuk: AturanAtribut<Bentuk>;
  jumlah: AturanAtribut<number>;
  ukuran: AturanAtribut<Ukuran>;
  rotasi: AturanAtribut<number>;
  isi: AturanAtribut<Isi>;
}

export type AtributSel = keyof AturanPola;
export const ATRIBUT_SEL: readonly AtributSel[] = ['bentuk', 'jumlah', 'ukuran', 'rotasi', 'isi'];

/** Number of boxes shown in the question row; the answer fills the next two. */
export const JUMLAH_KOTAK_SOAL = 6;

function nilaiKe<T>(a: AturanAtribut<T>, i: number): T {
  switch (a.jenis) {
    case 'tetap':
      return a.nilai;
    case 'siklus':
      return a.nilai[i % a.nilai.length];
    case 'deret':
      return (a.awal + a.langkah * i) as T;
  }
}

/** A box in canonical form: rotation in 0..359 and 0 for shapes that do not show it. */
export function normalSel(sel: Sel): Sel {
  const rotasi = sel.bentuk === 'panah' ? ((sel.rotasi % 360) + 360) % 360 : 0;
  return { bentuk: sel.bentuk, jumlah: sel.jumlah, ukuran: sel.ukuran, rotasi, isi: sel.isi };
}

/** Box number i (0-based) of the infinite row the pattern describes. */
export function selKe(aturan: AturanPola, i: number): Sel {
  return normalSel({
    bentuk: nilaiKe(aturan.bentuk, i),
    jumlah: nilaiKe(aturan.jumlah, i),
    ukuran: nilaiKe(aturan.ukuran, i),
    rotasi: nilaiKe(aturan.rotasi, i),
    isi: nilaiKe(aturan.isi, i),
  });
}

/**
 * True when the box can be drawn: count 1-6, size 1-3, known shape and fill. A shape's size never
 * depends on the count (issue 11): every size is drawn at one fixed size, so the larger sizes only
 * fit one shape in a box, and a box with several shapes always shows the smallest size.
 */
export function selValid(sel: Sel): boolean {
  return (
    (BENTUK as readonly string[]).includes(sel.bentuk) &&
    (ISI as readonly string[]).includes(sel.isi) &&
    Number.isInteger(sel.jumlah) &&
    sel.jumlah >= JUMLAH_MIN &&
    sel.jumlah <= JUMLAH_MAKS &&
    [1, 2, 3].includes(sel.ukuran) &&
    (sel.ukuran === 1 || sel.jumlah === 1) &&
    Number.isInteger(sel.rotasi)
  );
}

/** Stable text key of a box, equal for boxes that look the same. */
export function kunciSel(sel: Sel): string {
  const s = normalSel(sel);
  return `${s.bentuk}|${s.jumlah}|${s.ukuran}|${s.rotasi}|${s.isi}`;
}

/** True when two boxes look the same. */
export function samaSel(a: Sel, b: Sel): boolean {
  return kunciSel(a) === kunciSel(b);
}

/** The six boxes of the question row. */
export function barisSoal(aturan: AturanPola): Sel[] {
  return Array.from({ length: JUMLAH_KOTAK_SOAL }, (_, i) => selKe(aturan, i));
}

/** The pair (boxes 7 and 8) that continues the pattern. */
export function pasanganBenar(aturan: AturanPola): [Sel, Sel] {
  return [selKe(aturan, JUMLAH_KOTAK_SOAL), selKe(aturan, JUMLAH_KOTAK_SOAL + 1)];
}

/** True when the pair continues the pattern in boxes 7 and 8. */
export function sesuaiAturan(aturan: AturanPola, pasangan: readonly [Sel, Sel]): boolean {
  const [a, b] = pasanganBenar(aturan);
  return samaSel(a, pasangan[0]) && samaSel(b, pasangan[1]);
}

/** Attributes that change along the row (the ones the child must track). */
export function atributBerubah(aturan: AturanPola): AtributSel[] {
  return ATRIBUT_SEL.filter((k) => {
    const a = aturan[k];
    if (a.jenis === 'tetap') return false;
    if (a.jenis === 'deret') return a.langkah !== 0;
    return new Set<unknown>(a.nilai as readonly unknown[]).size > 1;
  });
}

// ---------------------------------------------------------------------------------------------
// 3 x 3 matrices (the harder items): the value of an attribute in row r, column c (0-based)
// ---------------------------------------------------------------------------------------------

export type AturanMatriksAtribut<T> =
  | { jenis: 'tetap'; nilai: T }
  /** The value depends on the column only. */
  | { jenis: 'kolom'; nilai: readonly [T, T, T] }
  /** The value depends on the row only. */
  | { jenis: 'baris'; nilai: readonly [T, T, T] }
  /** Each row holds the three values once, shifted by `geser` places from one row to the next. */
  | { jenis: 'latin'; nilai: readonly [T, T, T]; geser: 1 | 2 }
  /** A number that grows by a fixed step to the right and another step downwards. */
  | { jenis: 'tambah'; awal: number; kanan: number; bawah: number };

export interface AturanMatriks {
  bentuk: AturanMatriksAtribut<Bentuk>;
  jumlah: AturanMatriksAtribut<number>;
  ukuran: AturanMatriksAtribut<Ukuran>;
  rotasi: AturanMatriksAtribut<number>;
  isi: AturanMatriksAtribut<Isi>;
}

function nilaiMatriks<T>(a: AturanMatriksAtribut<T>, r: number, c: number): T {
  switch (a.jenis) {
    case 'tetap':
      return a.nilai;
    case 'kolom':
      return a.nilai[c];
    case 'baris':
      return a.nilai[r];
    case 'latin':
      return a.nilai[(c + a.geser * r) % 3];
    case 'tambah':
      return (a.awal + a.kanan * c + a.bawah * r) as T;
  }
}

/** The box in row r, column c (0-based) of a matrix. */
export function selMatriks(aturan: AturanMatriks, r: number, c: number): Sel {
  return normalSel({
    bentuk: nilaiMatriks(aturan.bentuk, r, c),
    jumlah: nilaiMatriks(aturan.jumlah, r, c),
    ukuran: nilaiMatriks(aturan.ukuran, r, c),
    rotasi: nilaiMatriks(aturan.rotasi, r, c),
    isi: nilaiMatriks(aturan.isi, r, c),
  });
}

/** The nine boxes row by row; the child sees the first eight and picks the ninth. */
export function isiMatriks(aturan: AturanMatriks): Sel[] {
  return Array.from({ length: 9 }, (_, i) => selMatriks(aturan, Math.floor(i / 3), i % 3));
}

/** Attributes of a matrix that change (the rules the child must find). */
export function atributBerubahMatriks(aturan: AturanMatriks): AtributSel[] {
  return ATRIBUT_SEL.filter((k) => new Set(isiMatriks(aturan).map((s) => s[k])).size > 1);
}
