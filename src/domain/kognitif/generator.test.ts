import { describe, expect, it } from 'vitest';
import { HURUF_KOGNITIF } from '../instruments';
import {
  BANK_KOGNITIF_DEFAULT,
  CONTOH_KOGNITIF,
  KOTAK_PER_BARIS_DERET,
  URUTAN_TINGKAT,
  atributBerubahSoal,
  berkasGambarKognitif,
  buatBankKognitif,
  buatContohKognitif,
  buatPrng,
  jawabanBenar,
  kotakSoal,
  periksaItemKognitif,
} from './generator';
import { JUMLAH_MAKS, kunciSel, selValid, type Sel } from './model';
import { kunciJawaban, pecahkan } from './pemecah';
import { TEBAL_GARIS, UKURAN_BENTUK } from './svg';

const semua = [...BANK_KOGNITIF_DEFAULT, ...CONTOH_KOGNITIF];

/** A difficulty measure: rules to track, and more for a matrix (two directions at once). */
const beban = (i: (typeof semua)[number]) => atributBerubahSoal(i.soal).length + (i.soal.jenis === 'matriks' ? 2 : 0);

describe('cognitive generator', () => {
  it('rises in difficulty through the test and ends with 3 x 3 matrices of two or more rules', () => {
    expect(BANK_KOGNITIF_DEFAULT.length).toBeGreaterThanOrEqual(20);
    const tingkat = BANK_KOGNITIF_DEFAULT.map((i) => URUTAN_TINGKAT.indexOf(i.tingkat));
    expect(tingkat).toEqual([...tingkat].sort((a, b) => a - b));
    const bebanUrut = BANK_KOGNITIF_DEFAULT.map(beban);
    for (let i = 1; i < bebanUrut.length; i++) {
      // never easier than the level before; within a level a rule more or less is fine
      if (tingkat[i] > tingkat[i - 1])
        expect(bebanUrut[i]).toBeGreaterThanOrEqual(
          Math.max(...bebanUrut.slice(0, i).filter((_, j) => tingkat[j] === tingkat[i - 1])),
        );
    }
    const matriks = BANK_KOGNITIF_DEFAULT.filter((i) => i.soal.jenis === 'matriks');
    expect(matriks.length).toBeGreaterThanOrEqual(5);
    for (const m of matriks) expect(atributBerubahSoal(m.soal).length).toBeGreaterThanOrEqual(2);
    expect(BANK_KOGNITIF_DEFAULT.slice(-matriks.length).every((i) => i.soal.jenis === 'matriks')).toBe(true);
    const atribut = new Set(BANK_KOGNITIF_DEFAULT.flatMap((i) => atributBerubahSoal(i.soal)));
    expect([...atribut].sort()).toEqual(['bentuk', 'isi', 'jumlah', 'rotasi', 'ukuran']);
    // The top band (>= 70% correct) is not reached by chance: guessing gets 1 in 6.
    expect(Math.ceil(BANK_KOGNITIF_DEFAULT.length * 0.7)).toBeGreaterThan(BANK_KOGNITIF_DEFAULT.length / 6 + 10);
  });

  for (const item of semua) {
    it(`${item.id} (${item.tingkat}): solved from the shown boxes alone, exactly one option fits, and it is the key ${item.kunci}`, () => {
      const terlihat = kotakSoal(item.soal).filter((s): s is Sel => s !== null);
      const solusi = pecahkan(terlihat, item.soal.jenis);
      expect(solusi, 'the shown boxes determine one answer').not.toBeNull();
      const cocok = HURUF_KOGNITIF.filter((h) => kunciJawaban(item.pilihan[h]) === kunciJawaban(solusi!));
      expect(cocok).toEqual([item.kunci]);
      expect(kunciJawaban(solusi!)).toBe(kunciJawaban(jawabanBenar(item.soal)));
      expect(periksaItemKognitif(item)).toBe(true);
      // every box is drawable: at most 6 shapes, and a size above the smallest only for a single shape
      for (const s of [...terlihat, ...HURUF_KOGNITIF.flatMap((h) => item.pilihan[h])]) {
        expect(selValid(s)).toBe(true);
        expect(s.jumlah).toBeLessThanOrEqual(JUMLAH_MAKS);
      }
      // options look different from each other (distinct models -> distinct pictures)
      expect(new Set(HURUF_KOGNITIF.map((h) => kunciJawaban(item.pilihan[h]))).size).toBe(6);
      expect(new Set(HURUF_KOGNITIF.map((h) => item.gambarPilihan[h])).size).toBe(6);
      const panjang = item.soal.jenis === 'deret' ? 2 : 1;
      for (const h of HURUF_KOGNITIF) expect(item.pilihan[h]).toHaveLength(panjang);
    });
  }

  it('the solver answers only what the shown boxes determine', () => {
    const s = (jumlah: number): Sel => ({ bentuk: 'lingkaran', jumlah, ukuran: 1, rotasi: 0, isi: 'penuh' });
    expect(pecahkan([1, 2, 4, 1, 3, 2].map(s), 'deret')).toBeNull();
    expect(pecahkan([1, 2, 1, 3, 1, 2].map(s), 'deret')?.map(kunciSel)).toEqual([s(1), s(3)].map(kunciSel));
    expect(pecahkan([1, 2, 3, 1, 2, 3].map(s), 'deret')?.map(kunciSel)).toEqual([s(1), s(2)].map(kunciSel));
  });

  it('never ties size to count: a shape of each size is drawn at one size whatever the count', () => {
    const sel = (jumlah: number, ukuran: 1 | 2 | 3): Sel => ({ bentuk: 'lingkaran', jumlah, ukuran, rotasi: 0, isi: 'penuh' });
    expect(selValid(sel(6, 1))).toBe(true);
    expect(selValid(sel(2, 2))).toBe(false);
    expect(selValid(sel(1, 3))).toBe(true);
    expect(selValid(sel(7, 1))).toBe(false);
    const jari = (svg: string) =>
      [...svg.matchAll(/<circle cx="[\d.]+" cy="[\d.]+" r="([\d.]+)" fill/g)].map((m) => Number(m[1]));
    for (const it of BANK_KOGNITIF_DEFAULT) {
      for (const h of HURUF_KOGNITIF) {
        const r = jari(it.gambarPilihan[h]);
        for (const box of it.pilihan[h]) {
          if (box.bentuk === 'lingkaran') expect(r).toContain((UKURAN_BENTUK[box.ukuran] - TEBAL_GARIS) / 2);
        }
      }
    }
    // sizes are far apart, and the smallest at 60% scale (a phone) is still 16 px
    expect(UKURAN_BENTUK[2] - UKURAN_BENTUK[1]).toBeGreaterThanOrEqual(20);
    expect(UKURAN_BENTUK[1] * 0.6).toBeGreaterThanOrEqual(16);
    expect(TEBAL_GARIS * 0.6).toBeGreaterThanOrEqual(2);
  });

  it('gives the same bank twice and another bank for another seed', () => {
    expect(buatBankKognitif()).toEqual(buatBankKognitif());
    expect(buatContohKognitif()).toEqual(buatContohKognitif());
    expect(buatBankKognitif(7).map((i) => i.kunci)).not.toEqual(buatBankKognitif().map((i) => i.kunci));
    const a = buatPrng(1);
    const b = buatPrng(1);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it('spreads the keys over A-F', () => {
    const hitung = new Map<string, number>();
    for (const i of BANK_KOGNITIF_DEFAULT) hitung.set(i.kunci, (hitung.get(i.kunci) ?? 0) + 1);
    expect(hitung.size).toBe(6);
    expect(Math.max(...hitung.values()) - Math.min(...hitung.values())).toBeLessThanOrEqual(1);
  });

  it('draws self-contained SVGs; a row wraps into two lines of 4 boxes, a matrix is 3 x 3', () => {
    for (const { svg } of berkasGambarKognitif(semua)) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
      expect(svg).not.toMatch(/<script|href=|url\(|<image|<foreignObject|on\w+=/i);
      expect(svg.endsWith('</svg>')).toBe(true);
      for (const m of svg.matchAll(/stroke-width="([\d.]+)"/g)) expect(Number(m[1])).toBeGreaterThanOrEqual(TEBAL_GARIS);
    }
    expect(KOTAK_PER_BARIS_DERET).toBe(4);
    const it0 = BANK_KOGNITIF_DEFAULT[0];
    expect(it0.gambarSoal).toContain('viewBox="0 0 432 216"');
    expect(it0.gambarSoal.match(/stroke-dasharray/g)).toHaveLength(2);
    expect(it0.gambarPilihan.A).toContain('viewBox="0 0 216 108"');
    const m = BANK_KOGNITIF_DEFAULT.at(-1)!;
    expect(m.gambarSoal).toContain('viewBox="0 0 324 324"');
    expect(m.gambarSoal.match(/stroke-dasharray/g)).toHaveLength(1);
    expect(m.gambarPilihan.A).toContain('viewBox="0 0 108 108"');
  });

  it('names every image file after its item and letter', () => {
    expect(BANK_KOGNITIF_DEFAULT[0].namaFile).toEqual({
      soal: 'kog-01-soal.svg',
      A: 'kog-01-A.svg',
      B: 'kog-01-B.svg',
      C: 'kog-01-C.svg',
      D: 'kog-01-D.svg',
      E: 'kog-01-E.svg',
      F: 'kog-01-F.svg',
    });
    const nama = berkasGambarKognitif(semua).map((b) => b.namaFile);
    expect(new Set(nama).size).toBe(nama.length);
    expect(CONTOH_KOGNITIF).toHaveLength(2);
    for (const c of CONTOH_KOGNITIF) expect(c.penjelasanAnak.length).toBeGreaterThan(50);
  });
});
