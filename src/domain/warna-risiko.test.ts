import { describe, expect, it } from 'vitest';
import { tingkatRisiko } from './warna-risiko';

describe('tingkatRisiko: colours follow risk, not the word (D12)', () => {
  it('PID-5 and PSC-17: higher is worse', () => {
    expect(tingkatRisiko('pid5', 'Tinggi')).toBe('risiko');
    expect(tingkatRisiko('pid5', 'Sedang')).toBe('waspada');
    expect(tingkatRisiko('pid5', 'Rendah')).toBe('aman');
    expect(tingkatRisiko('psc17', 'Bermasalah')).toBe('risiko');
    expect(tingkatRisiko('psc17', 'Tidak pasti')).toBe('waspada');
    expect(tingkatRisiko('psc17', 'Tidak Bermasalah')).toBe('aman');
  });
  it('family support and the cognitive band: low is the risk', () => {
    expect(tingkatRisiko('dukungan', 'Rendah')).toBe('risiko');
    expect(tingkatRisiko('dukungan', 'Tinggi')).toBe('aman');
    expect(tingkatRisiko('kognitif', 'Rendah')).toBe('risiko');
    expect(tingkatRisiko('kognitif', 'Sedang')).toBe('waspada');
    expect(tingkatRisiko('kognitif', 'Tinggi')).toBe('aman');
  });
  it('no category, or an unknown word: neutral', () => {
    expect(tingkatRisiko('dukungan', 'Tidak dapat dihitung')).toBe('netral');
    expect(tingkatRisiko('pid5', null)).toBe('netral');
    expect(tingkatRisiko('lain', 'Tinggi')).toBe('risiko');
  });
});
