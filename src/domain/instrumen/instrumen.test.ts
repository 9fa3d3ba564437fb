import { describe, expect, it } from 'vitest';
import { skemaJawaban, skorInstrumen } from '../skor/instrumen';
import { INSTRUMEN, INSTRUMENT_KEYS, URUTAN_ANAK, instrumenDariRute, judulSubtes, tombolLanjutKe } from './index';

describe('instrument definitions (D17)', () => {
  it('the default child battery gives each sub test its title and next button', () => {
    URUTAN_ANAK.forEach((k, i) => expect(judulSubtes(k, i + 1)).toBe(INSTRUMEN[k].judul));
    expect(URUTAN_ANAK.slice(1).map(tombolLanjutKe)).toEqual(['Lanjut ke PSC-17', 'Lanjut ke Dukungan', 'Lanjut ke Kognitif']);
  });

  it('every definition is complete and its key, kode and route are unique', () => {
    for (const k of INSTRUMENT_KEYS) {
      const d = INSTRUMEN[k];
      expect(d.key).toBe(k);
      expect(instrumenDariRute(d.ruteAnak)).toBe(k);
      expect(d.petunjuk.length).toBeGreaterThan(20);
      expect(Object.values(d.pesan).every((p) => p.length > 0)).toBe(true);
      expect(d.pilihan.length).toBeGreaterThan(1);
    }
    for (const f of ['key', 'kode', 'ruteAnak'] as const) {
      expect(new Set(INSTRUMENT_KEYS.map((k) => INSTRUMEN[k][f])).size).toBe(INSTRUMENT_KEYS.length);
    }
  });

  it('answers are checked against the options of the definition', () => {
    expect(skemaJawaban('pid5', 25).safeParse({ '1': 3 }).success).toBe(true);
    expect(skemaJawaban('pid5', 25).safeParse({ '1': 4 }).success).toBe(false);
    expect(skemaJawaban('psc17', 17).safeParse({ '1': 3 }).success).toBe(false);
    expect(skemaJawaban('dukungan', 10).safeParse({ '1': 0 }).success).toBe(false);
    expect(skemaJawaban('dukungan', 10).safeParse({ '1': 5 }).success).toBe(true);
    expect(skemaJawaban('kognitif', 3).safeParse({ '1': 'f' }).data).toEqual({ '1': 'F' });
    expect(skemaJawaban('kognitif', 3).safeParse({ '1': 'G' }).success).toBe(false);
  });

  it('scores with the scorer of its kind', () => {
    const semua = (n: number, v: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i + 1), v]));
    expect(skorInstrumen('pid5', semua(25, 3), { jumlahSoal: 25, kunci: [] }).traitScores.Antagonism).toEqual({
      skor: 3,
      kategori: 'Tinggi',
    });
    expect(skorInstrumen('psc17', semua(17, 1), { jumlahSoal: 17, kunci: [] }).total_skor).toBe(17);
    expect(skorInstrumen('dukungan', semua(4, 2), { jumlahSoal: 4, kunci: [] }).kategori).toBe('Rendah');
    expect(skorInstrumen('kognitif', { '1': 'A', '2': 'C' }, { jumlahSoal: 2, kunci: ['A', 'B'] }).total_skor).toBe(1);
  });
});
