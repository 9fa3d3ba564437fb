// PID-5-BF scoring (D3): a trait score is the mean of its 5 items (0-3). With empty items
// (a sub test closed on time-out) the APA rule applies: one empty item -> the raw sum is prorated
// to 5 items and rounded, then divided by 5; two or more -> the trait is not scored.
import { TRAIT_ITEMS, TRAIT_KEYS, type TraitKey } from '../instrumen/dasar';
import type { HasilPid5, KategoriSkor, SkorTrait } from './bentuk';
import { bulat2, jawabanPid5Schema, kategoriBatas, type JawabanMasuk } from './jawaban';

export type { HasilPid5, SkorTrait };

export const PID5_BATAS_TINGGI = 2;
export const PID5_BATAS_SEDANG = 1;
/** A trait with this many empty items or more is not scored (APA proration rule). */
export const PID5_KOSONG_TIDAK_DIHITUNG = 2;

export type KategoriPid5 = KategoriSkor;

/** Category of a trait mean: >= 2 Tinggi, >= 1 Sedang, else Rendah. */
export function kategoriPid5(skor: number | null): KategoriPid5 {
  return kategoriBatas(skor, PID5_BATAS_TINGGI, PID5_BATAS_SEDANG);
}

/** Score of one trait from its answered values (undefined = empty). */
export function skorTrait(nilai: readonly (number | undefined)[]): SkorTrait {
  const terisi = nilai.filter((v): v is number => v !== undefined);
  const kosong = nilai.length - terisi.length;
  if (kosong >= PID5_KOSONG_TIDAK_DIHITUNG) return { skor: null, kategori: 'Tidak dapat dihitung' };
  const jumlah = terisi.reduce((a, b) => a + b, 0);
  const jumlahDiprorata = kosong === 0 ? jumlah : Math.round((jumlah * nilai.length) / terisi.length);
  const skor = bulat2(jumlahDiprorata / nilai.length);
  return kosong === 0 ? { skor, kategori: kategoriPid5(skor) } : { skor, kategori: kategoriPid5(skor), diprorata: true };
}

/** The conclusion sentence: never "no trait is high" when traits could not be scored (CLINICAL.md "Round three"). */
export function kesimpulanPid5(jumlahTinggi: number, tidakDihitung = 0): string {
  if (tidakDihitung >= TRAIT_KEYS.length) return 'Trait tidak dapat dihitung: terlalu banyak soal kosong';
  const tinggi = jumlahTinggi > 0 ? `Terdapat ${jumlahTinggi} trait yang tinggi` : 'Tidak ada trait yang tinggi';
  return tidakDihitung > 0 ? `${tinggi} di antara trait yang dapat dihitung; ${tidakDihitung} trait tidak dapat dihitung` : tinggi;
}

/** Scores PID-5-BF answers ({"1": 0..3, ...}); throws a ZodError on invalid input. */
export function skorPid5(jawaban: JawabanMasuk): HasilPid5 {
  const j = jawabanPid5Schema.parse(jawaban);
  const traitScores = {} as Record<TraitKey, SkorTrait>;
  for (const trait of TRAIT_KEYS) {
    traitScores[trait] = skorTrait(TRAIT_ITEMS[trait].map((n) => j[String(n)]));
  }
  const tinggi = TRAIT_KEYS.filter((t) => traitScores[t].kategori === 'Tinggi').length;
  const tidakDihitung = TRAIT_KEYS.filter((t) => traitScores[t].kategori === 'Tidak dapat dihitung').length;
  return { traitScores, kesimpulan: kesimpulanPid5(tinggi, tidakDihitung) };
}

/** The traits with exactly one empty item among these answers: prorated when scored (for results stored without the mark). */
export function traitDiprorata(jawaban: Readonly<Record<string, unknown>>): TraitKey[] {
  return TRAIT_KEYS.filter((t) => TRAIT_ITEMS[t].filter((n) => jawaban[String(n)] === undefined).length === 1);
}

/** Traits whose category is Tinggi (the results page lists them as high traits). */
export function traitTinggi(hasil: HasilPid5): TraitKey[] {
  return TRAIT_KEYS.filter((t) => hasil.traitScores[t]?.kategori === 'Tinggi');
}
