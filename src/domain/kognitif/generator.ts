// Deterministic generator of the default cognitive bank: our own picture-pattern items, made from
// rule models (count, size, rotation, fill, shape, alternation and combinations of two rules), from
// rows of boxes to 3 x 3 matrices with two or three rules at the end, so that difficulty rises
// through the test. Same seed -> same bank, byte for byte. No Math.random.
import { HURUF_KOGNITIF, type HurufKognitif } from '../instrumen/dasar';
import {
  BENTUK,
  ISI,
  JUMLAH_KOTAK_SOAL,
  atributBerubah,
  atributBerubahMatriks,
  barisSoal,
  isiMatriks,
  kunciSel,
  pasanganBenar,
  selKe,
  selValid,
  type AtributSel,
  type AturanAtribut,
  type AturanMatriks,
  type AturanMatriksAtribut,
  type AturanPola,
  type Sel,
  type Ukuran,
} from './model';
import { svgKotak } from './svg';

export type TingkatKesulitan = 'mudah' | 'sedang' | 'sulit' | 'sangat_sulit';
/** Order of the levels: the bank never goes back to an easier one. */
export const URUTAN_TINGKAT: readonly TingkatKesulitan[] = ['mudah', 'sedang', 'sulit', 'sangat_sulit'];

/** A row of 8 boxes (the child picks the pair for 7 and 8), or a 3 x 3 matrix (the child picks the ninth box). */
export type BentukSoal = { jenis: 'deret'; aturan: AturanPola } | { jenis: 'matriks'; aturan: AturanMatriks };

/** Boxes of a question row on one line of the picture: 8 boxes wrap into 2 lines of 4 rather than shrink. */
export const KOTAK_PER_BARIS_DERET = 4;

export interface ItemKognitif {
  nomor: number;
  /** File-name stem, e.g. 'kog-01'. */
  id: string;
  tingkat: TingkatKesulitan;
  /** The pattern in words (for the admin and the psychologist). */
  penjelasan: string;
  soal: BentukSoal;
  kunci: HurufKognitif;
  /** The boxes each option letter shows: the pair 7 and 8 of a row, or the ninth box of a matrix. */
  pilihan: Record<HurufKognitif, Sel[]>;
  gambarSoal: string;
  gambarPilihan: Record<HurufKognitif, string>;
  namaFile: { soal: string } & Record<HurufKognitif, string>;
}

export interface ContohKognitif extends ItemKognitif {
  /** Explanation shown to the child in the instructions. */
  penjelasanAnak: string;
}

/** Seed of the default bank; changing it changes every item. */
export const BENIH_KOGNITIF = 20250101;

/** Mulberry32: a small deterministic PRNG returning numbers in [0, 1). */
export function buatPrng(benih: number): () => number {
  let a = benih >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function acak<T>(arr: readonly T[], rng: () => number): T[] {
  const a = [...arr];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

// ---------------------------------------------------------------------------------------------
// The item designs
// ---------------------------------------------------------------------------------------------

const tetap = <T>(nilai: T): AturanAtribut<T> => ({ jenis: 'tetap', nilai });
const siklus = <T>(...nilai: T[]): AturanAtribut<T> => ({ jenis: 'siklus', nilai });
const deret = (awal: number, langkah: number): AturanAtribut<number> => ({ jenis: 'deret', awal, langkah });

function pola(p: Partial<AturanPola>): BentukSoal {
  return {
    jenis: 'deret',
    aturan: {
      bentuk: tetap('lingkaran'),
      jumlah: tetap(1),
      ukuran: tetap<Ukuran>(3),
      rotasi: tetap(0),
      isi: tetap('penuh'),
      ...p,
    },
  };
}

const mTetap = <T>(nilai: T): AturanMatriksAtribut<T> => ({ jenis: 'tetap', nilai });
const kolom = <T>(a: T, b: T, c: T): AturanMatriksAtribut<T> => ({ jenis: 'kolom', nilai: [a, b, c] });
const baris = <T>(a: T, b: T, c: T): AturanMatriksAtribut<T> => ({ jenis: 'baris', nilai: [a, b, c] });
const latin = <T>(geser: 1 | 2, a: T, b: T, c: T): AturanMatriksAtribut<T> => ({ jenis: 'latin', nilai: [a, b, c], geser });

function matriks(p: Partial<AturanMatriks>): BentukSoal {
  return {
    jenis: 'matriks',
    aturan: {
      bentuk: mTetap('lingkaran'),
      jumlah: mTetap(1),
      ukuran: mTetap<Ukuran>(2),
      rotasi: mTetap(0),
      isi: mTetap('penuh'),
      ...p,
    },
  };
}

interface Rancangan {
  tingkat: TingkatKesulitan;
  soal: BentukSoal;
  penjelasan: string;
}

const RANCANGAN: readonly Rancangan[] = [
  // Easy: one rule in a row.
  {
    tingkat: 'mudah',
    soal: pola({ jumlah: siklus(1, 2, 3), ukuran: tetap<Ukuran>(1) }),
    penjelasan: 'Jumlah lingkaran hitam berulang: 1, 2, 3.',
  },
  {
    tingkat: 'mudah',
    soal: pola({ bentuk: tetap('persegi'), isi: siklus('kosong', 'penuh') }),
    penjelasan: 'Persegi berganti-ganti putih dan hitam.',
  },
  {
    tingkat: 'mudah',
    soal: pola({ bentuk: siklus('lingkaran', 'persegi', 'segitiga'), isi: tetap('abu') }),
    penjelasan: 'Urutan lingkaran, persegi, segitiga berulang.',
  },
  {
    tingkat: 'mudah',
    soal: pola({ bentuk: tetap('panah'), rotasi: deret(0, 90) }),
    penjelasan: 'Panah berputar seperempat putaran searah jarum jam pada setiap kotak.',
  },
  {
    tingkat: 'mudah',
    soal: pola({ bentuk: tetap('persegi'), ukuran: siklus<Ukuran>(1, 2, 3) }),
    penjelasan: 'Ukuran persegi berulang: kecil, sedang, besar.',
  },
  // Medium: one rule with a longer cycle or a finer step.
  {
    tingkat: 'sedang',
    soal: pola({ bentuk: tetap('segitiga'), isi: siklus('kosong', 'abu', 'penuh') }),
    penjelasan: 'Warna segitiga berulang: putih, abu-abu, hitam.',
  },
  {
    tingkat: 'sedang',
    soal: pola({ bentuk: tetap('panah'), rotasi: deret(0, 45) }),
    penjelasan: 'Panah berputar seperdelapan putaran (45 derajat) searah jarum jam pada setiap kotak.',
  },
  {
    tingkat: 'sedang',
    soal: pola({ isi: tetap('abu'), jumlah: siklus(1, 2, 3, 4), ukuran: tetap<Ukuran>(1) }),
    penjelasan: 'Jumlah lingkaran berulang: 1, 2, 3, 4, lalu kembali ke 1.',
  },
  {
    tingkat: 'sedang',
    soal: pola({ bentuk: siklus('segitiga', 'bintang', 'belah_ketupat', 'lingkaran'), isi: tetap('abu') }),
    penjelasan: 'Urutan empat bentuk (segitiga, bintang, belah ketupat, lingkaran) berulang.',
  },
  {
    tingkat: 'sedang',
    soal: pola({ isi: tetap('abu'), ukuran: siklus<Ukuran>(1, 2, 3, 2) }),
    penjelasan: 'Lingkaran membesar lalu mengecil lagi: kecil, sedang, besar, sedang, dan berulang.',
  },
  // Hard: two rules at once in a row.
  {
    tingkat: 'sulit',
    soal: pola({ jumlah: siklus(1, 2, 3), bentuk: siklus('lingkaran', 'persegi'), ukuran: tetap<Ukuran>(1) }),
    penjelasan: 'Jumlah berulang 1, 2, 3, dan bentuknya berganti-ganti lingkaran dan persegi.',
  },
  {
    tingkat: 'sulit',
    soal: pola({ bentuk: tetap('panah'), rotasi: deret(0, 45), isi: siklus('kosong', 'penuh') }),
    penjelasan: 'Panah berputar 45 derajat searah jarum jam, dan warnanya berganti-ganti putih dan hitam.',
  },
  {
    tingkat: 'sulit',
    soal: pola({ bentuk: tetap('persegi'), ukuran: siklus<Ukuran>(1, 2, 3), isi: siklus('penuh', 'kosong') }),
    penjelasan: 'Ukuran berulang kecil, sedang, besar, dan warnanya berganti-ganti hitam dan putih.',
  },
  {
    tingkat: 'sulit',
    soal: pola({
      bentuk: siklus('lingkaran', 'persegi', 'segitiga'),
      jumlah: siklus(1, 2),
      ukuran: tetap<Ukuran>(1),
      isi: tetap('abu'),
    }),
    penjelasan: 'Urutan lingkaran, persegi, segitiga berulang, dan jumlahnya berganti-ganti satu dan dua.',
  },
  {
    tingkat: 'sulit',
    soal: pola({ bentuk: tetap('panah'), rotasi: deret(0, -90), ukuran: siklus<Ukuran>(3, 1) }),
    penjelasan: 'Panah berputar seperempat putaran berlawanan arah jarum jam, dan ukurannya berganti-ganti besar dan kecil.',
  },
  {
    tingkat: 'sulit',
    soal: pola({
      bentuk: tetap('bintang'),
      jumlah: siklus(5, 4, 3, 2),
      ukuran: tetap<Ukuran>(1),
      isi: siklus('kosong', 'penuh'),
    }),
    penjelasan: 'Jumlah bintang berkurang 5, 4, 3, 2 lalu berulang, dan warnanya berganti-ganti putih dan hitam.',
  },
  {
    tingkat: 'sulit',
    soal: pola({ bentuk: siklus('lingkaran', 'persegi', 'segitiga', 'bintang'), isi: siklus('kosong', 'abu', 'penuh') }),
    penjelasan:
      'Urutan empat bentuk (lingkaran, persegi, segitiga, bintang) berulang, dan warnanya berulang putih, abu-abu, hitam.',
  },
  // Hardest: 3 x 3 matrices, a rule along the rows and another down the columns.
  {
    tingkat: 'sangat_sulit',
    soal: matriks({ bentuk: kolom('lingkaran', 'persegi', 'segitiga'), isi: baris('kosong', 'abu', 'penuh') }),
    penjelasan: 'Matriks: bentuk mengikuti kolom (lingkaran, persegi, segitiga), warna mengikuti baris (putih, abu-abu, hitam).',
  },
  {
    tingkat: 'sangat_sulit',
    soal: matriks({ jumlah: kolom(1, 2, 3), ukuran: mTetap<Ukuran>(1), bentuk: baris('bintang', 'belah_ketupat', 'lingkaran') }),
    penjelasan: 'Matriks: jumlah bertambah 1, 2, 3 ke kanan, bentuk berganti per baris (bintang, belah ketupat, lingkaran).',
  },
  {
    tingkat: 'sangat_sulit',
    soal: matriks({ bentuk: latin(1, 'persegi', 'segitiga', 'lingkaran'), isi: kolom('penuh', 'kosong', 'abu') }),
    penjelasan:
      'Matriks: setiap baris memuat persegi, segitiga dan lingkaran sekali; warna mengikuti kolom (hitam, putih, abu-abu).',
  },
  {
    tingkat: 'sangat_sulit',
    soal: matriks({
      bentuk: mTetap('panah'),
      rotasi: { jenis: 'tambah', awal: 0, kanan: 45, bawah: 90 },
      isi: baris('kosong', 'abu', 'penuh'),
    }),
    penjelasan: 'Matriks: panah berputar 45 derajat ke kanan dan 90 derajat ke bawah; warna mengikuti baris.',
  },
  {
    tingkat: 'sangat_sulit',
    soal: matriks({ bentuk: latin(1, 'lingkaran', 'bintang', 'segitiga'), isi: latin(2, 'kosong', 'abu', 'penuh') }),
    penjelasan:
      'Matriks: setiap baris memuat lingkaran, bintang dan segitiga sekali, dan setiap baris memuat putih, abu-abu dan hitam sekali, dengan urutan yang bergeser berbeda.',
  },
  {
    tingkat: 'sangat_sulit',
    soal: matriks({
      jumlah: latin(2, 1, 2, 3),
      ukuran: mTetap<Ukuran>(1),
      bentuk: latin(1, 'belah_ketupat', 'persegi', 'lingkaran'),
      isi: baris('penuh', 'abu', 'kosong'),
    }),
    penjelasan:
      'Matriks: setiap baris memuat jumlah 1, 2 dan 3 sekali dan bentuk belah ketupat, persegi dan lingkaran sekali; warna mengikuti baris.',
  },
];

const RANCANGAN_CONTOH: readonly (Rancangan & { penjelasanAnak: string; kunci: HurufKognitif })[] = [
  {
    tingkat: 'mudah',
    soal: pola({ isi: siklus('kosong', 'penuh') }),
    penjelasan: 'Lingkaran berganti-ganti putih dan hitam.',
    penjelasanAnak:
      'Lihat keenam kotak: lingkaran putih, lalu hitam, lalu putih, lalu hitam, dan seterusnya. Kotak ke-6 berisi lingkaran hitam, jadi kotak ke-7 harus lingkaran putih dan kotak ke-8 lingkaran hitam. Pilihan yang menunjukkan pasangan itu adalah jawaban yang benar.',
    kunci: 'C',
  },
  {
    tingkat: 'mudah',
    soal: pola({ bentuk: tetap('belah_ketupat'), jumlah: siklus(1, 2, 3), ukuran: tetap<Ukuran>(1), isi: tetap('abu') }),
    penjelasan: 'Jumlah belah ketupat berulang: 1, 2, 3.',
    penjelasanAnak:
      'Hitung bentuk di setiap kotak: 1, 2, 3, lalu 1, 2, 3 lagi. Polanya berulang. Jadi kotak ke-7 berisi 1 belah ketupat dan kotak ke-8 berisi 2 belah ketupat. Pilih pasangan gambar yang sesuai.',
    kunci: 'E',
  },
];

// ---------------------------------------------------------------------------------------------
// Reading an item
// ---------------------------------------------------------------------------------------------

/** The boxes the question picture shows: 6 and two '?' (a row), or 8 and one '?' (a matrix). */
export function kotakSoal(soal: BentukSoal): (Sel | null)[] {
  return soal.jenis === 'deret' ? [...barisSoal(soal.aturan), null, null] : [...isiMatriks(soal.aturan).slice(0, 8), null];
}

/** The boxes the right option shows. */
export function jawabanBenar(soal: BentukSoal): Sel[] {
  return soal.jenis === 'deret' ? pasanganBenar(soal.aturan) : [isiMatriks(soal.aturan)[8]];
}

/** Attributes that change across the item (the rules the child must find). */
export function atributBerubahSoal(soal: BentukSoal): AtributSel[] {
  return soal.jenis === 'deret' ? atributBerubah(soal.aturan) : atributBerubahMatriks(soal.aturan);
}

// ---------------------------------------------------------------------------------------------
// Distractors
// ---------------------------------------------------------------------------------------------

const SEMUA_UKURAN: readonly Ukuran[] = [1, 2, 3];

function variasi(sel: Sel, atribut: keyof Sel, nilaiDipakai: readonly Sel[]): Sel[] {
  const hasil: Sel[] = [];
  const ganti = <K extends keyof Sel>(k: K, v: Sel[K]) => hasil.push({ ...sel, [k]: v });
  switch (atribut) {
    case 'bentuk': {
      const pilihan = new Set([...nilaiDipakai.map((s) => s.bentuk), ...BENTUK.filter((b) => b !== 'panah')]);
      for (const b of pilihan) if (b !== sel.bentuk) ganti('bentuk', b);
      break;
    }
    case 'jumlah':
      for (const d of [-1, 1, -2, 2]) ganti('jumlah', sel.jumlah + d);
      break;
    case 'ukuran':
      for (const u of SEMUA_UKURAN) if (u !== sel.ukuran) ganti('ukuran', u);
      break;
    case 'rotasi':
      for (const d of [45, -45, 90, 180]) ganti('rotasi', sel.rotasi + d);
      break;
    case 'isi':
      for (const i of ISI) if (i !== sel.isi) ganti('isi', i);
      break;
  }
  return hasil;
}

function buatPengecoh(soal: BentukSoal, rng: () => number): Sel[][] {
  const benar = jawabanBenar(soal);
  const terlihat = kotakSoal(soal).filter((s): s is Sel => s !== null);
  const berubah = atributBerubahSoal(soal);
  let klasik: Sel[][];
  if (soal.jenis === 'deret') {
    const s = (i: number) => selKe(soal.aturan, i);
    const n = JUMLAH_KOTAK_SOAL;
    // Classic mistakes: order swapped, the row shifted by one, a box repeated.
    klasik = [
      [benar[1], benar[0]],
      [s(n - 1), s(n)],
      [s(n + 1), s(n + 2)],
      [benar[0], benar[0]],
      [benar[1], benar[1]],
      [s(n - 1), s(n - 1)],
    ];
  } else {
    // Classic mistakes: a neighbour copied (left, above, the corner), the first box of the row.
    klasik = [[terlihat[7]], [terlihat[5]], [terlihat[4]], [terlihat[6]], [terlihat[2]]];
  }
  const satuSalah: Sel[][] = [];
  for (const a of berubah) {
    benar.forEach((b, i) => {
      for (const v of variasi(b, a, terlihat)) satuSalah.push(benar.map((x, j) => (j === i ? v : x)));
    });
  }
  // Filler when too few: a constant shape or fill changed in every box.
  const pengisi: Sel[][] = [];
  for (const a of ['isi', 'bentuk'] as const) {
    if (berubah.includes(a)) continue;
    const v = benar.map((b) => variasi(b, a, terlihat));
    v[0].forEach((_, k) => pengisi.push(v.map((vs) => vs[k])));
  }

  const dipakai = new Set<string>([kunciKotak(benar)]);
  const hasil: Sel[][] = [];
  const ambil = (calon: Sel[][], maks: number) => {
    for (const c of calon) {
      if (hasil.length >= maks) return;
      if (!c.every(selValid)) continue;
      const k = kunciKotak(c);
      if (dipakai.has(k)) continue;
      dipakai.add(k);
      hasil.push(c);
    }
  };
  ambil(acak(klasik, rng), 2);
  ambil(acak(satuSalah, rng), 5);
  ambil(acak(klasik, rng), 5);
  ambil(pengisi, 5);
  if (hasil.length < 5) throw new Error('Pengecoh tidak cukup untuk pola ini');
  return hasil;
}

function kunciKotak(p: readonly Sel[]): string {
  return p.map(kunciSel).join('//');
}

// ---------------------------------------------------------------------------------------------
// Building items
// ---------------------------------------------------------------------------------------------

function namaFileItem(id: string): ItemKognitif['namaFile'] {
  const nama = { soal: `${id}-soal.svg` } as ItemKognitif['namaFile'];
  for (const h of HURUF_KOGNITIF) nama[h] = `${id}-${h}.svg`;
  return nama;
}

function bangunItem(nomor: number, id: string, r: Rancangan, kunci: HurufKognitif, rng: () => number): ItemKognitif {
  const benar = jawabanBenar(r.soal);
  for (const sel of [...kotakSoal(r.soal), ...benar]) {
    if (sel && !selValid(sel)) throw new Error(`Pola ${id} menghasilkan kotak yang tidak valid`);
  }
  const pengecoh = buatPengecoh(r.soal, rng);
  const pilihan = {} as Record<HurufKognitif, Sel[]>;
  const gambarPilihan = {} as Record<HurufKognitif, string>;
  let p = 0;
  for (const h of HURUF_KOGNITIF) {
    pilihan[h] = h === kunci ? benar : pengecoh[p++];
    gambarPilihan[h] = svgKotak(pilihan[h], `Pilihan ${h}`);
  }
  const gambarSoal =
    r.soal.jenis === 'deret'
      ? svgKotak(kotakSoal(r.soal), `Soal ${nomor}: pola 6 kotak, kotak 7 dan 8 kosong`, KOTAK_PER_BARIS_DERET)
      : svgKotak(kotakSoal(r.soal), `Soal ${nomor}: matriks 3 kali 3, kotak terakhir kosong`, 3);
  return {
    nomor,
    id,
    tingkat: r.tingkat,
    penjelasan: r.penjelasan,
    soal: r.soal,
    kunci,
    pilihan,
    gambarSoal,
    gambarPilihan,
    namaFile: namaFileItem(id),
  };
}

/** Answer keys spread evenly over A-F in a seeded order. */
function sebarKunci(n: number, rng: () => number): HurufKognitif[] {
  const hasil: HurufKognitif[] = [];
  while (hasil.length < n) hasil.push(...acak(HURUF_KOGNITIF, rng));
  return hasil.slice(0, n);
}

/** The default cognitive bank (easy rows to hard matrices); same seed gives the same bank. */
export function buatBankKognitif(benih: number = BENIH_KOGNITIF): ItemKognitif[] {
  const rng = buatPrng(benih);
  const kunci = sebarKunci(RANCANGAN.length, rng);
  return RANCANGAN.map((r, i) => bangunItem(i + 1, `kog-${String(i + 1).padStart(2, '0')}`, r, kunci[i], rng));
}

/** The two worked examples of the instructions, with their explanation for the child. */
export function buatContohKognitif(benih: number = BENIH_KOGNITIF): ContohKognitif[] {
  const rng = buatPrng(benih ^ 0x5eed);
  return RANCANGAN_CONTOH.map((r, i) => ({
    ...bangunItem(i + 1, `kog-contoh-${i + 1}`, r, r.kunci, rng),
    penjelasanAnak: r.penjelasanAnak,
  }));
}

/** True when exactly one option shows the boxes the item's rules give, and that option is the key. */
export function periksaItemKognitif(item: ItemKognitif): boolean {
  const benar = kunciKotak(jawabanBenar(item.soal));
  const cocok = HURUF_KOGNITIF.filter((h) => kunciKotak(item.pilihan[h]) === benar);
  return cocok.length === 1 && cocok[0] === item.kunci;
}

/** Every image file (name and SVG text) of a set of items, for seeding the image store. */
export function berkasGambarKognitif(items: readonly ItemKognitif[]): { namaFile: string; svg: string }[] {
  return items.flatMap((it) => [
    { namaFile: it.namaFile.soal, svg: it.gambarSoal },
    ...HURUF_KOGNITIF.map((h) => ({ namaFile: it.namaFile[h], svg: it.gambarPilihan[h] })),
  ]);
}

/** The default bank, built once. */
export const BANK_KOGNITIF_DEFAULT: readonly ItemKognitif[] = buatBankKognitif();
/** The two worked examples, built once. */
export const CONTOH_KOGNITIF: readonly ContohKognitif[] = buatContohKognitif();

/** Instruction text of the cognitive sub test, shown before the worked examples. */
export { PETUNJUK_KOGNITIF } from '../instrumen/kognitif';
