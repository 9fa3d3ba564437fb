import { describe, expect, it } from 'vitest';
import {
  DOMAIN_PSC17_ITEMS,
  INSTRUMEN,
  INSTRUMENT_KEYS,
  URUTAN_ANAK,
  SCREENING_KEYS,
  SCREENING_LABEL,
  TRAIT_ITEMS,
  cariInstrumen,
  keyDariKode,
  kodeDariKey,
  labelRisiko,
  traitDariNomor,
} from './instruments';

const urut = (a: readonly number[]) => [...a].sort((x, y) => x - y);
const rentang = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('instruments', () => {
  it('the five traits cover items 1-25 exactly once', () => {
    expect(urut(Object.values(TRAIT_ITEMS).flat())).toEqual(rentang(25));
    expect(traitDariNomor(1)).toBe('Disinhibition');
    expect(traitDariNomor(24)).toBe('Psychoticism');
  });

  it('the three PSC-17 domains cover items 1-17 exactly once', () => {
    expect(urut(Object.values(DOMAIN_PSC17_ITEMS).flat())).toEqual(rentang(17));
  });

  it('labels, counts and time limits follow the spec', () => {
    expect(URUTAN_ANAK.map((k) => INSTRUMEN[k].label)).toEqual([
      'PID-5 BF',
      'PSC-17',
      'Social Family Support',
      'Cognitive Test Subtest III',
    ]);
    expect(URUTAN_ANAK.map((k) => INSTRUMEN[k].batasWaktuMenit)).toEqual([20, 15, 5, 15]);
    expect(URUTAN_ANAK.map((k) => INSTRUMEN[k].jumlahSoal)).toEqual([25, 17, null, null]);
    expect(INSTRUMEN.pid5.pilihan.map((p) => p.nilai)).toEqual([0, 1, 2, 3]);
    expect(INSTRUMEN.psc17.pilihan.map((p) => p.label)).toEqual(['Tidak Pernah', 'Kadang-kadang', 'Sering']);
    expect(INSTRUMEN.dukungan.pilihan.map((p) => p.nilai)).toEqual([1, 2, 3, 4, 5]);
    expect(SCREENING_KEYS.every((k) => SCREENING_LABEL[k].length > 0)).toBe(true);
  });

  it('maps kode and key both ways', () => {
    for (const k of INSTRUMENT_KEYS) expect(keyDariKode(kodeDariKey(k))).toBe(k);
    expect(keyDariKode('pid5-bf')).toBe('pid5');
    expect(keyDariKode('X')).toBeNull();
    expect(cariInstrumen('KOGNITIF')?.key).toBe('kognitif');
    expect(cariInstrumen('psc17')?.kode).toBe('PSC17');
    expect(labelRisiko('Ya')).toBe('Risiko Tinggi');
    expect(labelRisiko('Tidak')).toBe('Risiko Rendah');
  });
});
