import { describe, expect, it } from 'vitest';
import { tingkatRisiko } from './warna-risiko';

describe('tingkatRisiko: colours follow risk, not the word (D12)', () => {
  // PID-5 and PSC-17: higher is worse; family support and the cognitive band: low is the risk.
  it.each([
    ['pid5', ['Tinggi', 'Sedang', 'Rendah'], ['risiko', 'waspada', 'aman']],
    ['psc17', ['Bermasalah', 'Tidak pasti', 'Tidak Bermasalah'], ['risiko', 'waspada', 'aman']],
    ['dukungan', ['Rendah', 'Tinggi'], ['risiko', 'aman']],
    ['kognitif', ['Rendah', 'Sedang', 'Tinggi'], ['risiko', 'waspada', 'aman']],
  ])('%s: its categories from worst to best', (instrumen, kategori, tingkat) => {
    expect(kategori.map((k) => tingkatRisiko(instrumen, k))).toEqual(tingkat);
  });
  it('no category, or an unknown word: neutral', () => {
    expect(tingkatRisiko('dukungan', 'Tidak dapat dihitung')).toBe('netral');
    expect(tingkatRisiko('pid5', null)).toBe('netral');
    expect(tingkatRisiko('lain', 'Tinggi')).toBe('risiko');
  });
});
