import { describe, expect, it } from 'vitest';
import { BANK_SRQ20_DEFAULT } from '../bank/srq20';
import { skorSrq20 } from './skor-srq20';

/** 20 answers: 'Ya' (1) on the listed items, 'Tidak' (0) on the rest, the empty ones left out. */
function jawab(ya: number[], kosong: number[] = []): Record<string, number> {
  const j: Record<string, number> = {};
  for (let n = 1; n <= 20; n++) if (!kosong.includes(n)) j[String(n)] = ya.includes(n) ? 1 : 0;
  return j;
}

describe('SRQ-20 scoring (cut-off 6, item 17 critical)', () => {
  it('5 Ya is below the cut-off, 6 Ya reaches it', () => {
    expect(skorSrq20(jawab([1, 2, 3, 4, 5]))).toEqual({ total_skor: 5, kategori: 'Tidak Terindikasi', butir_kritis: [] });
    expect(skorSrq20(jawab([1, 2, 3, 4, 5, 6]))).toEqual({ total_skor: 6, kategori: 'Terindikasi', butir_kritis: [] });
    expect(skorSrq20(jawab([]))).toEqual({ total_skor: 0, kategori: 'Tidak Terindikasi', butir_kritis: [] });
    expect(skorSrq20(jawab(Array.from({ length: 20 }, (_, i) => i + 1))).total_skor).toBe(20);
  });

  it('item 17 Ya is critical whatever the total; item 16 or 18 Ya is not', () => {
    expect(skorSrq20(jawab([17]))).toEqual({ total_skor: 1, kategori: 'Tidak Terindikasi', butir_kritis: [17] });
    expect(skorSrq20(jawab([16, 18])).butir_kritis).toEqual([]);
    expect(skorSrq20(jawab([1, 2, 3, 4, 5, 17])).butir_kritis).toEqual([17]);
    const semuaKecuali17 = Array.from({ length: 20 }, (_, i) => i + 1).filter((n) => n !== 17);
    expect(skorSrq20(jawab(semuaKecuali17))).toEqual({ total_skor: 19, kategori: 'Terindikasi', butir_kritis: [] });
    // Item 17 left empty (time out) is not a 'Ya'.
    expect(skorSrq20(jawab([1], [17])).butir_kritis).toEqual([]);
  });

  it('empty items that could lift the total to 6 make it uncertain, not negative', () => {
    expect(skorSrq20(jawab([1, 2, 3, 4, 5], [20])).kategori).toBe('Tidak pasti');
    expect(skorSrq20(jawab([1, 2, 3, 4], [19, 20])).kategori).toBe('Tidak pasti');
    expect(skorSrq20(jawab([1, 2, 3], [20])).kategori).toBe('Tidak Terindikasi');
    expect(skorSrq20(jawab([1, 2, 3, 4, 5, 6], [20])).kategori).toBe('Terindikasi');
    expect(skorSrq20({}).kategori).toBe('Tidak pasti');
  });

  it('refuses values other than 0/1 and items outside 1-20', () => {
    expect(() => skorSrq20({ '1': 2 })).toThrow(/0-1/);
    expect(() => skorSrq20({ '1': -1 })).toThrow();
    expect(() => skorSrq20({ '21': 1 })).toThrow(/1-20/);
    expect(() => skorSrq20({ '1': 'Ya' })).toThrow();
  });

  it('the default bank keeps the official order: item 17 asks about ending one’s life', () => {
    expect(BANK_SRQ20_DEFAULT).toHaveLength(20);
    expect(BANK_SRQ20_DEFAULT[16]!.pertanyaan).toMatch(/mengakhiri hidup/);
    expect(BANK_SRQ20_DEFAULT[0]!.pertanyaan).toMatch(/sakit kepala/);
    expect(BANK_SRQ20_DEFAULT.every((s) => s.pilihan.join('/') === 'Tidak/Ya')).toBe(true);
  });
});
