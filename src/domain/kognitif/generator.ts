// Deterministic generator of the default cognitive bank: our own picture-pattern items, made from
// rule models (count, size, rotation, fill, shape, alternation and combinations of two rules).
// Same seed -> same bank, byte for byte. No Math.random.
import { HURUF_KOGNITIF, type HurufKognitif } from '../instrumen/dasar';
import {
  BENTUK,
  ISI,
  JUMLAH_KOTAK_SOAL,
  atributBerubah,
  barisSoal,
  kunciSel,
  pasanganBenar,
  samaSel,
  selKe,
  selValid,
  type AturanAtribut,
  type AturanPola,
  type Sel,
  type Ukuran,
} from './model';
import { svgBaris } from './svg';

export type TingkatKesulitan = 'mudah' | 'sedang' | 'sulit';

export interface ItemKognitif {
  nomor: number;
  /** File-name stem, e.g. 'kog-01'. */
  id: string;
  tingkat: TingkatKesulitan;
  /** The pattern in words (for the admin and the psychologist). */
  penjelasan: string;
  aturan: AturanPola;
  kunci: HurufKognitif;
  /** The pair of boxes (7 and 8) each option letter shows. */
  pilihan: Record<HurufKognitif, [Sel, Sel]>;
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

function pola(p: Partial<AturanPola>): AturanPola {
  return {
    bentuk: tetap('lingkaran'),
    jumlah: tetap(1),
    ukuran: tetap<Ukuran>(3),
    rotasi: tetap(0),
    isi: tetap('penuh'),
    ...p,
  };
}

interface Rancangan {
  tingkat: TingkatKesulitan;
  aturan: AturanPola;
  penjelasan: string;
}

const RANCANGAN: readonly Rancangan[] = [
  {
    tingkat: 'mudah',
    aturan: pola({ jumlah: deret(1, 1) }),
    penjelasan: 'Jumlah lingkaran hitam bertambah satu pada setiap kotak.',
  },
  {
    tingkat: 'mudah',
    aturan: pola({ bentuk: tetap('persegi'), isi: siklus('kosong', 'penuh') }),
    penjelasan: 'Persegi berganti-ganti putih dan hitam.',
  },
  {
    tingkat: 'mudah',
    aturan: pola({ bentuk: siklus('lingkaran', 'persegi', 'segitiga'), isi: tetap('kosong') }),
    penjelasan: 'Urutan lingkaran, persegi, segitiga berulang.',
  },
  {
    tingkat: 'mudah',
    aturan: pola({ bentuk: tetap('panah'), rotasi: deret(0, 90) }),
    penjelasan: 'Panah berputar seperempat putaran searah jarum jam pada setiap kotak.',
  },
  {
    tingkat: 'mudah',
    aturan: pola({ bentuk: tetap('persegi'), ukuran: siklus<Ukuran>(1, 2, 3) }),
    penjelasan: 'Ukuran persegi berulang: kecil, sedang, besar.',
  },
  {
    tingkat: 'sedang',
    aturan: pola({ bentuk: tetap('persegi'), jumlah: deret(8, -1) }),
    penjelasan: 'Jumlah persegi berkurang satu pada setiap kotak.',
  },
  {
    tingkat: 'sedang',
    aturan: pola({ bentuk: tetap('segitiga'), isi: siklus('kosong', 'abu', 'penuh') }),
    penjelasan: 'Warna segitiga berulang: putih, abu-abu, hitam.',
  },
  {
    tingkat: 'sedang',
    aturan: pola({ bentuk: tetap('panah'), rotasi: deret(0, 45) }),
    penjelasan: 'Panah berputar seperdelapan putaran (45 derajat) searah jarum jam pada setiap kotak.',
  },
  {
    tingkat: 'sedang',
    aturan: pola({ isi: tetap('kosong'), jumlah: siklus(1, 2, 3, 4) }),
    penjelasan: 'Jumlah lingkaran berulang: 1, 2, 3, 4, lalu kembali ke 1.',
  },
  {
    tingkat: 'sedang',
    aturan: pola({ bentuk: siklus('segitiga', 'bintang', 'belah_ketupat', 'lingkaran'), isi: tetap('abu') }),
    penjelasan: 'Urutan empat bentuk (segitiga, bintang, belah ketupat, lingkaran) berulang.',
  },
  {
    tingkat: 'sedang',
    aturan: pola({ isi: tetap('kosong'), ukuran: siklus<Ukuran>(1, 2, 3, 2) }),
    penjelasan: 'Lingkaran membesar lalu mengecil lagi: kecil, sedang, besar, sedang, dan berulang.',
  },
  {
    tingkat: 'sulit',
    aturan: pola({ jumlah: deret(1, 1), bentuk: siklus('lingkaran', 'persegi') }),
    penjelasan: 'Jumlah bertambah satu pada setiap kotak, dan bentuknya berganti-ganti lingkaran dan persegi.',
  },
  {
    tingkat: 'sulit',
    aturan: pola({ bentuk: tetap('panah'), rotasi: deret(0, 45), isi: siklus('kosong', 'penuh') }),
    penjelasan: 'Panah berputar 45 derajat searah jarum jam, dan warnanya berganti-ganti putih dan hitam.',
  },
  {
    tingkat: 'sulit',
    aturan: pola({ bentuk: tetap('persegi'), ukuran: siklus<Ukuran>(1, 2, 3), isi: siklus('penuh', 'kosong') }),
    penjelasan: 'Ukuran berulang kecil, sedang, besar, dan warnanya berganti-ganti hitam dan putih.',
  },
  {
    tingkat: 'sulit',
    aturan: pola({ bentuk: siklus('lingkaran', 'persegi', 'segitiga'), jumlah: siklus(1, 2), isi: tetap('abu') }),
    penjelasan: 'Urutan lingkaran, persegi, segitiga berulang, dan jumlahnya berganti-ganti satu dan dua.',
  },
  {
    tingkat: 'sulit',
    aturan: pola({ bentuk: tetap('panah'), rotasi: deret(0, -90), ukuran: siklus<Ukuran>(3, 1) }),
    penjelasan: 'Panah berputar seperempat putaran berlawanan arah jarum jam, dan ukurannya berganti-ganti besar dan kecil.',
  },
  {
    tingkat: 'sulit',
    aturan: pola({ bentuk: tetap('lingkaran'), jumlah: deret(9, -1), isi: siklus('kosong', 'penuh') }),
    penjelasan: 'Jumlah lingkaran berkurang satu pada setiap kotak, dan warnanya berganti-ganti putih dan hitam.',
  },
  {
    tingkat: 'sulit',
    aturan: pola({ bentuk: siklus('lingkaran', 'persegi', 'segitiga', 'bintang'), isi: siklus('kosong', 'abu', 'penuh') }),
    penjelasan:
      'Urutan empat bentuk (lingkaran, persegi, segitiga, bintang) berulang, dan warnanya berulang putih, abu-abu, hitam.',
  },
];

const RANCANGAN_CONTOH: readonly (Rancangan & { penjelasanAnak: string; kunci: HurufKognitif })[] = [
  {
    tingkat: 'mudah',
    aturan: pola({ isi: siklus('kosong', 'penuh') }),
    penjelasan: 'Lingkaran berganti-ganti putih dan hitam.',
    penjelasanAnak:
      'Lihat keenam kotak: lingkaran putih, lalu hitam, lalu putih, lalu hitam, dan seterusnya. Kotak ke-6 berisi lingkaran hitam, jadi kotak ke-7 harus lingkaran putih dan kotak ke-8 lingkaran hitam. Pilihan yang menunjukkan pasangan itu adalah jawaban yang benar.',
    kunci: 'C',
  },
  {
    tingkat: 'mudah',
    aturan: pola({ bentuk: tetap('belah_ketupat'), jumlah: deret(2, 1), isi: tetap('kosong') }),
    penjelasan: 'Jumlah belah ketupat bertambah satu pada setiap kotak.',
    penjelasanAnak:
      'Hitung bentuk di setiap kotak: 2, 3, 4, 5, 6, 7. Setiap kotak bertambah satu. Jadi kotak ke-7 berisi 8 belah ketupat dan kotak ke-8 berisi 9 belah ketupat. Pilih pasangan gambar yang sesuai.',
    kunci: 'E',
  },
];

// ---------------------------------------------------------------------------------------------
// Distractors
// ---------------------------------------------------------------------------------------------

const SEMUA_UKURAN: readonly Ukuran[] = [1, 2, 3];

function nilaiAturan<T>(a: AturanAtribut<T>): T[] {
  return a.jenis === 'siklus' ? [...a.nilai] : a.jenis === 'tetap' ? [a.nilai] : [];
}

function variasi(sel: Sel, atribut: keyof Sel, aturan: AturanPola): Sel[] {
  const hasil: Sel[] = [];
  const ganti = <K extends keyof Sel>(k: K, v: Sel[K]) => hasil.push({ ...sel, [k]: v });
  switch (atribut) {
    case 'bentuk': {
      const pilihan = new Set([...nilaiAturan(aturan.bentuk), ...BENTUK.filter((b) => b !== 'panah')]);
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

function buatPengecoh(aturan: AturanPola, rng: () => number): [Sel, Sel][] {
  const benar = pasanganBenar(aturan);
  const s = (i: number) => selKe(aturan, i);
  const n = JUMLAH_KOTAK_SOAL;
  // Classic mistakes: order swapped, the row shifted by one, a box repeated.
  const klasik: [Sel, Sel][] = [
    [benar[1], benar[0]],
    [s(n - 1), s(n)],
    [s(n + 1), s(n + 2)],
    [benar[0], benar[0]],
    [benar[1], benar[1]],
    [s(n - 1), s(n - 1)],
  ];
  const berubah = atributBerubah(aturan);
  const satuSalah: [Sel, Sel][] = [];
  for (const a of berubah) {
    for (const v of variasi(benar[0], a, aturan)) satuSalah.push([v, benar[1]]);
    for (const v of variasi(benar[1], a, aturan)) satuSalah.push([benar[0], v]);
  }
  // Filler when too few: a constant shape or fill changed in both boxes.
  const pengisi: [Sel, Sel][] = [];
  for (const a of ['isi', 'bentuk'] as const) {
    if (berubah.includes(a)) continue;
    const v0 = variasi(benar[0], a, aturan);
    const v1 = variasi(benar[1], a, aturan);
    v0.forEach((v, i) => pengisi.push([v, v1[i]]));
  }

  const dipakai = new Set<string>([kunciPasangan(benar)]);
  const hasil: [Sel, Sel][] = [];
  const ambil = (calon: [Sel, Sel][], maks: number) => {
    for (const c of calon) {
      if (hasil.length >= maks) return;
      if (!selValid(c[0]) || !selValid(c[1])) continue;
      const k = kunciPasangan(c);
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

function kunciPasangan(p: readonly [Sel, Sel]): string {
  return `${kunciSel(p[0])}//${kunciSel(p[1])}`;
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
  const benar = pasanganBenar(r.aturan);
  for (const sel of [...barisSoal(r.aturan), ...benar]) {
    if (!selValid(sel)) throw new Error(`Pola ${id} menghasilkan kotak yang tidak valid`);
  }
  const pengecoh = buatPengecoh(r.aturan, rng);
  const pilihan = {} as Record<HurufKognitif, [Sel, Sel]>;
  const gambarPilihan = {} as Record<HurufKognitif, string>;
  let p = 0;
  for (const h of HURUF_KOGNITIF) {
    pilihan[h] = h === kunci ? benar : pengecoh[p++];
    gambarPilihan[h] = svgBaris(pilihan[h], `Pilihan ${h}`);
  }
  const gambarSoal = svgBaris([...barisSoal(r.aturan), null, null], `Soal ${nomor}: pola 6 kotak, kotak 7 dan 8 kosong`);
  return {
    nomor,
    id,
    tingkat: r.tingkat,
    penjelasan: r.penjelasan,
    aturan: r.aturan,
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

/** The default cognitive bank (18 items, easy to hard); same seed gives the same bank. */
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

/** True when exactly one option of the item continues its pattern and that option is the key. */
export function periksaItemKognitif(item: ItemKognitif): boolean {
  const cocok = HURUF_KOGNITIF.filter((h) => {
    const [a, b] = item.pilihan[h];
    const [x, y] = pasanganBenar(item.aturan);
    return samaSel(a, x) && samaSel(b, y);
  });
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
