import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { TRAIT_ITEMS, type TraitKey } from '../instruments';
import {
  jawabanPid5Schema,
  jawabanPsc17Schema,
  buatSkemaJawabanKognitif,
  skorDukungan,
  skorKognitif,
  skorPid5,
  skorPsc17,
  skorTrait,
} from './index';

/** PID-5 answers: every item 0, then the given trait items set to the given values. */
function pid5(isi: Partial<Record<TraitKey, (number | null)[]>> = {}): Record<string, number | null> {
  const j: Record<string, number | null> = {};
  for (let n = 1; n <= 25; n++) j[n] = 0;
  for (const [t, nilai] of Object.entries(isi) as [TraitKey, (number | null)[]][]) {
    TRAIT_ITEMS[t].forEach((n, i) => (j[n] = nilai[i]));
  }
  return j;
}

function psc17(isi: Record<number, number> = {}, kosong: number[] = []): Record<string, number | null> {
  const j: Record<string, number | null> = {};
  for (let n = 1; n <= 17; n++) j[n] = isi[n] ?? 0;
  for (const n of kosong) j[n] = null;
  return j;
}

describe('skorPid5', () => {
  it('mean exactly 2.0 is Tinggi, 1.8 is Sedang', () => {
    const h = skorPid5(pid5({ NegativeAffect: [2, 2, 2, 2, 2], Detachment: [2, 2, 2, 2, 1] }));
    expect(h.traitScores.NegativeAffect).toEqual({ skor: 2, kategori: 'Tinggi' });
    expect(h.traitScores.Detachment).toEqual({ skor: 1.8, kategori: 'Sedang' });
  });

  it('mean exactly 1.0 is Sedang, 0.8 is Rendah', () => {
    const h = skorPid5(pid5({ Antagonism: [1, 1, 1, 1, 1], Disinhibition: [0, 1, 1, 1, 1] }));
    expect(h.traitScores.Antagonism).toEqual({ skor: 1, kategori: 'Sedang' });
    expect(h.traitScores.Disinhibition).toEqual({ skor: 0.8, kategori: 'Rendah' });
  });

  it('hand-computed: sum 13 / 5 = 2.6 Tinggi, max 3.0, all zero 0', () => {
    const h = skorPid5(pid5({ Psychoticism: [3, 3, 3, 2, 2], Antagonism: [3, 3, 3, 3, 3] }));
    expect(h.traitScores.Psychoticism).toEqual({ skor: 2.6, kategori: 'Tinggi' });
    expect(h.traitScores.Antagonism.skor).toBe(3);
    expect(h.traitScores.Detachment).toEqual({ skor: 0, kategori: 'Rendah' });
  });

  it('kesimpulan counts the high traits', () => {
    expect(skorPid5(pid5()).kesimpulan).toBe('Tidak ada trait yang tinggi');
    expect(skorPid5(pid5({ Antagonism: [2, 2, 2, 2, 2] })).kesimpulan).toBe('Terdapat 1 trait yang tinggi');
    expect(
      skorPid5(pid5({ NegativeAffect: [3, 3, 3, 3, 3], Disinhibition: [2, 2, 2, 2, 2], Psychoticism: [2, 2, 2, 2, 3] }))
        .kesimpulan,
    ).toBe('Terdapat 3 trait yang tinggi');
  });

  it('one empty item: raw sum prorated to 5 items, rounded, then / 5', () => {
    // 2+2+2+1 = 7 -> 7 * 5/4 = 8.75 -> 9 -> 1.8
    expect(skorPid5(pid5({ NegativeAffect: [2, 2, 2, 1, null] })).traitScores.NegativeAffect).toEqual({
      skor: 1.8,
      kategori: 'Sedang',
      diprorata: true,
    });
    // 2+2+2+2 = 8 -> 10 -> 2.0
    expect(skorPid5(pid5({ NegativeAffect: [null, 2, 2, 2, 2] })).traitScores.NegativeAffect).toEqual({
      skor: 2,
      kategori: 'Tinggi',
      diprorata: true,
    });
    // 1+1+1+0 = 3 -> 3.75 -> 4 -> 0.8
    expect(skorTrait([1, 1, 1, 0, undefined])).toEqual({ skor: 0.8, kategori: 'Rendah', diprorata: true });
  });

  it('two or more empty items: the trait is not scored', () => {
    const h = skorPid5(pid5({ Detachment: [3, 3, 3, null, null] }));
    expect(h.traitScores.Detachment).toEqual({ skor: null, kategori: 'Tidak dapat dihitung' });
    expect(h.kesimpulan).toBe('Tidak ada trait yang tinggi di antara trait yang dapat dihitung; 1 trait tidak dapat dihitung');
    expect(skorPid5({}).traitScores.Psychoticism.kategori).toBe('Tidak dapat dihitung');
  });

  it('round three: with no trait scorable it never says "Tidak ada trait yang tinggi"', () => {
    expect(skorPid5({}).kesimpulan).toBe('Trait tidak dapat dihitung: terlalu banyak soal kosong');
    expect(skorPid5({ 1: 0, 2: 0 }).kesimpulan).not.toMatch(/Tidak ada trait yang tinggi/);
  });

  it('accepts numeric strings and drops blanks', () => {
    expect(skorPid5({ ...pid5(), '8': '3', '9': '3', '10': '3', '11': '3', '15': ' ' }).traitScores.NegativeAffect.skor).toBe(3);
  });

  it('rejects out-of-range values and bad keys instead of scoring them', () => {
    expect(() => skorPid5({ ...pid5(), '1': 4 })).toThrow(ZodError);
    expect(() => skorPid5({ ...pid5(), '1': -1 })).toThrow(ZodError);
    expect(() => skorPid5({ ...pid5(), '1': 1.5 })).toThrow(ZodError);
    expect(() => skorPid5({ ...pid5(), '1': 'tiga' })).toThrow(ZodError);
    expect(() => skorPid5({ ...pid5(), '26': 1 })).toThrow(ZodError);
    expect(() => skorPid5({ ...pid5(), '0': 1 })).toThrow(ZodError);
    expect(() => skorPid5({ ...pid5(), abc: 1 })).toThrow(ZodError);
    expect(jawabanPid5Schema.safeParse({ '1': 3 }).success).toBe(true);
    const gagal = jawabanPid5Schema.safeParse({ '1': 9 });
    expect(gagal.success).toBe(false);
    expect(gagal.error?.issues[0].message).toBe('Nilai jawaban harus bilangan bulat 0-3');
  });
});

describe('skorPsc17', () => {
  it('total 15 is Bermasalah, 14 is not', () => {
    // spread over domains so no domain crosses its own threshold: int 4, att 6, eks 5 = 15
    const isi15 = { 2: 2, 6: 2, 1: 2, 3: 2, 7: 2, 4: 2, 5: 2, 8: 1 };
    const h15 = skorPsc17(psc17(isi15));
    expect(h15.total_skor).toBe(15);
    expect(h15.kategori_total).toBe('Bermasalah');
    const h14 = skorPsc17(psc17({ ...isi15, 8: 0 }));
    expect(h14.total_skor).toBe(14);
    expect(h14.kategori_total).toBe('Tidak Bermasalah');
  });

  it('internalisasi 5 is Bermasalah, 4 is not', () => {
    expect(skorPsc17(psc17({ 2: 2, 6: 2, 9: 1 })).detail.internalisasi).toEqual({ status: 'Bermasalah', skor: 5 });
    expect(skorPsc17(psc17({ 2: 2, 6: 2 })).detail.internalisasi).toEqual({ status: 'Tidak Bermasalah', skor: 4 });
  });

  it('atensi 7 is Bermasalah, 6 is not', () => {
    expect(skorPsc17(psc17({ 1: 2, 3: 2, 7: 2, 13: 1 })).detail.atensi).toEqual({ status: 'Bermasalah', skor: 7 });
    expect(skorPsc17(psc17({ 1: 2, 3: 2, 7: 2 })).detail.atensi).toEqual({ status: 'Tidak Bermasalah', skor: 6 });
  });

  it('eksternalisasi 7 is Bermasalah, 6 is not', () => {
    expect(skorPsc17(psc17({ 4: 2, 5: 2, 8: 2, 10: 1 })).detail.eksternalisasi).toEqual({ status: 'Bermasalah', skor: 7 });
    expect(skorPsc17(psc17({ 4: 2, 5: 2, 8: 2 })).detail.eksternalisasi).toEqual({ status: 'Tidak Bermasalah', skor: 6 });
  });

  it('all 2 gives 34 with every domain a problem', () => {
    const semua: Record<number, number> = {};
    for (let n = 1; n <= 17; n++) semua[n] = 2;
    const h = skorPsc17(psc17(semua));
    expect(h.total_skor).toBe(34);
    expect(h.detail).toEqual({
      internalisasi: { status: 'Bermasalah', skor: 10 },
      atensi: { status: 'Bermasalah', skor: 10 },
      eksternalisasi: { status: 'Bermasalah', skor: 14 },
    });
  });

  it('empty items count 0; with 3 empty it is scored, with 4 it is not', () => {
    const h3 = skorPsc17(psc17({ 2: 2, 6: 2, 9: 2 }, [1, 3, 4]));
    expect(h3.total_skor).toBe(6);
    expect(h3.detail.internalisasi.status).toBe('Bermasalah');
    const h4 = skorPsc17(psc17({ 2: 2 }, [1, 3, 4, 5]));
    expect(h4).toEqual({
      detail: {
        internalisasi: { status: 'Tidak dapat dihitung', skor: null },
        atensi: { status: 'Tidak dapat dihitung', skor: null },
        eksternalisasi: { status: 'Tidak dapat dihitung', skor: null },
      },
      total_skor: null,
      kategori_total: 'Tidak dapat dihitung',
    });
  });

  it('round three: with 4 or more empty, answered items already reaching a cut-off are positive, marked minimal', () => {
    // A11: half the items blank, internalising (2, 6, 9, 11, 15) already 6
    const h = skorPsc17({ 2: 2, 6: 2, 9: 2, 1: 0, 3: 0, 4: 0, 5: 0, 7: 0 });
    expect(h.detail.internalisasi).toEqual({ status: 'Bermasalah', skor: 6, minimal: true });
    expect(h.detail.atensi).toEqual({ status: 'Tidak dapat dihitung', skor: null });
    expect(h.kategori_total).toBe('Tidak dapat dihitung');
    const total = skorPsc17({ 1: 2, 3: 2, 7: 2, 13: 2, 2: 2, 6: 2, 9: 2, 11: 2 });
    expect(total).toMatchObject({ kategori_total: 'Bermasalah', total_skor: 16, total_minimal: true });
  });

  it("'Tidak pasti' when the empty items (2 points each) could lift a score across its cut-off (D12)", () => {
    // internalisasi 2, 6, 9, 11, 15: score 3 with item 15 empty could be 5 -> Tidak pasti
    expect(skorPsc17(psc17({ 2: 2, 6: 1 }, [15])).detail.internalisasi).toEqual({ status: 'Tidak pasti', skor: 3 });
    // score 2 with one empty could reach 4 only -> Tidak Bermasalah
    expect(skorPsc17(psc17({ 2: 2 }, [15])).detail.internalisasi).toEqual({ status: 'Tidak Bermasalah', skor: 2 });
    // already at the cut-off: Bermasalah whatever the empty items
    expect(skorPsc17(psc17({ 2: 2, 6: 2, 9: 1 }, [15])).detail.internalisasi.status).toBe('Bermasalah');
    // total 12 with 2 empty could be 16 -> Tidak pasti; total 10 with 2 empty at most 14 -> Tidak Bermasalah
    const isi12 = { 1: 2, 3: 2, 4: 2, 5: 2, 2: 2, 8: 2 };
    expect(skorPsc17(psc17(isi12, [16, 17])).kategori_total).toBe('Tidak pasti');
    expect(skorPsc17(psc17({ ...isi12, 8: 0 }, [16, 17])).kategori_total).toBe('Tidak Bermasalah');
    // total 13 with one empty could be 15 -> Tidak pasti; complete 14 -> Tidak Bermasalah
    expect(skorPsc17(psc17({ ...isi12, 6: 1 }, [17])).kategori_total).toBe('Tidak pasti');
  });

  it('rejects values outside 0-2 and item 18', () => {
    expect(() => skorPsc17({ ...psc17(), '3': 3 })).toThrow(ZodError);
    expect(() => skorPsc17({ ...psc17(), '18': 0 })).toThrow(ZodError);
    expect(jawabanPsc17Schema.safeParse({ '17': 2 }).success).toBe(true);
  });
});

describe('skorDukungan', () => {
  const dengan = (nilai: number[]) => Object.fromEntries(nilai.map((v, i) => [String(i + 1), v]));
  const seratus = (jumlah: number) => {
    // 100 items with the given sum, values 1-5
    const v = Array(100).fill(Math.floor(jumlah / 100));
    for (let i = 0; i < jumlah % 100; i++) v[i] += 1;
    return dengan(v);
  };

  it('hand-computed: 12 items of 4 -> total 48, mean 4, Tinggi', () => {
    expect(skorDukungan(dengan(Array(12).fill(4)), 12)).toEqual({ total_skor: 48, kategori: 'Tinggi', rata_rata: 4 });
  });

  it('mean 3.67 is Tinggi, 3.66 is Sedang', () => {
    expect(skorDukungan(seratus(367))).toMatchObject({ rata_rata: 3.67, kategori: 'Tinggi', total_skor: 367 });
    expect(skorDukungan(seratus(366))).toMatchObject({ rata_rata: 3.66, kategori: 'Sedang' });
  });

  it('mean 2.34 is Sedang, 2.33 is Rendah', () => {
    expect(skorDukungan(seratus(234))).toMatchObject({ rata_rata: 2.34, kategori: 'Sedang' });
    expect(skorDukungan(seratus(233))).toMatchObject({ rata_rata: 2.33, kategori: 'Rendah' });
  });

  it('compares the mean as shown (2 decimals): 11/3 -> 3.67 Tinggi, 7/3 -> 2.33 Rendah', () => {
    expect(skorDukungan(dengan([4, 4, 3]))).toMatchObject({ rata_rata: 3.67, kategori: 'Tinggi' });
    expect(skorDukungan(dengan([3, 2, 2]))).toMatchObject({ rata_rata: 2.33, kategori: 'Rendah' });
  });

  it('empty items: mean over the answered items; none answered -> not scored', () => {
    expect(skorDukungan({ '1': 5, '2': 5, '3': null, '4': '', '5': 5, '6': 5, '7': 5, '8': 5, '9': 5, '10': 5 }, 10)).toEqual({
      total_skor: 40,
      kategori: 'Tinggi',
      rata_rata: 5,
    });
    expect(skorDukungan({}, 12)).toEqual({ total_skor: null, kategori: 'Tidak dapat dihitung', rata_rata: null });
  });

  it('more than 20 % empty: no category (D12); 20 % exactly still has one', () => {
    const n = (dijawab: number) => Object.fromEntries(Array.from({ length: dijawab }, (_, i) => [String(i + 1), 2]));
    expect(skorDukungan(n(8), 10)).toMatchObject({ kategori: 'Rendah', total_skor: 16 });
    expect(skorDukungan(n(7), 10)).toMatchObject({ kategori: 'Tidak dapat dihitung', total_skor: 14, rata_rata: 2 });
    expect(skorDukungan(n(10), 12).kategori).toBe('Rendah');
    expect(skorDukungan(n(9), 12).kategori).toBe('Tidak dapat dihitung');
  });

  it('rejects 0, 6 and items beyond the bank', () => {
    expect(() => skorDukungan({ '1': 0 })).toThrow(ZodError);
    expect(() => skorDukungan({ '1': 6 })).toThrow(ZodError);
    expect(() => skorDukungan({ '13': 3 }, 12)).toThrow(ZodError);
  });
});

describe('skorKognitif', () => {
  const kunci = ['A', 'B', 'C', 'D', 'E', 'F', 'A', 'B', 'C', 'D'];
  const benar = (n: number) => Object.fromEntries(kunci.map((k, i) => [String(i + 1), i < n ? k : k === 'A' ? 'B' : 'A']));

  it('70% is Tinggi, 60% Sedang, 40% Sedang, 30% Rendah', () => {
    expect(skorKognitif(benar(7), kunci)).toEqual({ total_skor: 7, jumlah_soal: 10, persen: 70, kategori: 'Tinggi' });
    expect(skorKognitif(benar(6), kunci).kategori).toBe('Sedang');
    expect(skorKognitif(benar(4), kunci)).toEqual({ total_skor: 4, jumlah_soal: 10, persen: 40, kategori: 'Sedang' });
    expect(skorKognitif(benar(3), kunci).kategori).toBe('Rendah');
  });

  it('just below the bands with 18 items: 12/18 = 66.7% Sedang, 7/18 = 38.9% Rendah', () => {
    const k18 = Array(18).fill('C');
    const j = (n: number) => Object.fromEntries(k18.map((_, i) => [String(i + 1), i < n ? 'C' : 'D']));
    expect(skorKognitif(j(13), k18)).toMatchObject({ persen: 72.2, kategori: 'Tinggi' });
    expect(skorKognitif(j(12), k18)).toMatchObject({ persen: 66.7, kategori: 'Sedang' });
    expect(skorKognitif(j(8), k18)).toMatchObject({ persen: 44.4, kategori: 'Sedang' });
    expect(skorKognitif(j(7), k18)).toMatchObject({ persen: 38.9, kategori: 'Rendah' });
  });

  it('an empty answer is wrong; lower-case letters are accepted', () => {
    expect(skorKognitif({ '1': 'a', '2': null, '3': '' }, ['A', 'B', 'C'])).toMatchObject({ total_skor: 1, jumlah_soal: 3 });
  });

  it('rejects letters outside A-F and numbers beyond the bank', () => {
    expect(() => skorKognitif({ '1': 'G' }, ['A'])).toThrow(ZodError);
    expect(() => skorKognitif({ '2': 'A' }, ['A'])).toThrow(ZodError);
    expect(buatSkemaJawabanKognitif(3).safeParse({ '3': 'f' }).data).toEqual({ '3': 'F' });
  });
});
