import { describe, expect, it } from 'vitest';
import { HURUF_KOGNITIF } from '../instruments';
import {
  BANK_KOGNITIF_DEFAULT,
  CONTOH_KOGNITIF,
  berkasGambarKognitif,
  buatBankKognitif,
  buatContohKognitif,
  buatPrng,
  periksaItemKognitif,
} from './generator';
import { atributBerubah, barisSoal, kunciSel, pasanganBenar, selKe, selValid, sesuaiAturan } from './model';

const semua = [...BANK_KOGNITIF_DEFAULT, ...CONTOH_KOGNITIF];

describe('cognitive generator', () => {
  it('makes at least 16 items from easy to hard with several rule kinds', () => {
    expect(BANK_KOGNITIF_DEFAULT.length).toBeGreaterThanOrEqual(16);
    const tingkat = BANK_KOGNITIF_DEFAULT.map((i) => i.tingkat);
    const urutan = { mudah: 0, sedang: 1, sulit: 2 };
    expect(tingkat.map((t) => urutan[t])).toEqual([...tingkat.map((t) => urutan[t])].sort());
    const atribut = new Set(BANK_KOGNITIF_DEFAULT.flatMap((i) => atributBerubah(i.aturan)));
    expect([...atribut].sort()).toEqual(['bentuk', 'isi', 'jumlah', 'rotasi', 'ukuran']);
    expect(BANK_KOGNITIF_DEFAULT.filter((i) => atributBerubah(i.aturan).length >= 2).length).toBeGreaterThanOrEqual(5);
  });

  for (const item of semua) {
    it(`${item.id}: exactly one option continues the rule, and it is the key ${item.kunci}`, () => {
      const cocok = HURUF_KOGNITIF.filter((h) => sesuaiAturan(item.aturan, item.pilihan[h]));
      expect(cocok).toEqual([item.kunci]);
      expect(periksaItemKognitif(item)).toBe(true);
      // the six shown boxes follow the rule and every box is drawable
      expect(barisSoal(item.aturan).map(kunciSel)).toEqual([0, 1, 2, 3, 4, 5].map((i) => kunciSel(selKe(item.aturan, i))));
      for (const h of HURUF_KOGNITIF) for (const s of item.pilihan[h]) expect(selValid(s)).toBe(true);
      // options look different from each other (distinct models -> distinct pictures)
      const kunciPilihan = HURUF_KOGNITIF.map((h) => item.pilihan[h].map(kunciSel).join('/'));
      expect(new Set(kunciPilihan).size).toBe(6);
      expect(new Set(HURUF_KOGNITIF.map((h) => item.gambarPilihan[h])).size).toBe(6);
      expect(item.pilihan[item.kunci]).toEqual(pasanganBenar(item.aturan));
    });
  }

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

  it('draws self-contained SVGs with a viewBox, no scripts and no external references', () => {
    for (const { svg } of berkasGambarKognitif(semua)) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
      expect(svg).not.toMatch(/<script|href=|url\(|<image|<foreignObject|on\w+=/i);
      expect(svg.endsWith('</svg>')).toBe(true);
    }
    // the question row has 8 boxes, two of them the dashed '?' boxes; an option shows 2 boxes
    const it0 = BANK_KOGNITIF_DEFAULT[0];
    expect(it0.gambarSoal).toContain('viewBox="0 0 864 108"');
    expect(it0.gambarSoal.match(/stroke-dasharray/g)).toHaveLength(2);
    expect(it0.gambarPilihan.A).toContain('viewBox="0 0 216 108"');
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
