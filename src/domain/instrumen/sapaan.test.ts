// One form of address per category (issue 32): a child is "kamu", an adult "Anda", never both.
import { describe, expect, it } from 'vitest';
import { INSTRUMENT_KEYS, INSTRUMEN, KATEGORI_PESERTA, teksUntuk } from './index';

const kata = (teks: string) => teks.toLowerCase().match(/[a-z]+/g) ?? [];
/** "kamu" and the possessive "-mu" words the texts use (harapanmu, dirimu, jawabanmu, ...). */
const bentukKamu = (teks: string) => kata(teks).filter((w) => w === 'kamu' || (w.length > 4 && w.endsWith('mu') && !['ilmu', 'bertemu'].includes(w)));

describe('teksUntuk', () => {
  for (const key of INSTRUMENT_KEYS) {
    for (const kategori of KATEGORI_PESERTA.filter((k) => (INSTRUMEN[key].kategori as readonly string[]).includes(k))) {
      it(`${key} speaks to ${kategori === 'anak' ? 'a child as kamu' : 'an adult as Anda'}`, () => {
        const { petunjuk, essay } = teksUntuk(key, kategori);
        const semua = `${petunjuk} ${essay ?? ''}`;
        if (kategori === 'anak') expect(kata(semua)).not.toContain('anda');
        else expect(bentukKamu(semua)).toEqual([]);
      });
    }
  }

  it("gives the support scale's essay to a child in the child's words and to an adult in the adult's", () => {
    expect(teksUntuk('dukungan', 'anak').essay).toBe('Apa harapanmu untuk masa depan?');
    expect(teksUntuk('dukungan', 'tahanan').essay).toBe('Apa yang menjadi harapan Anda di masa depan?');
    expect(teksUntuk('pid5', 'anak').essay).toBeNull();
  });
});
