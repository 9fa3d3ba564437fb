// D24: a facility's added criteria judge like the default rules (replaced attempts and sub tests that
// cannot be interpreted included) and may only be stricter than the defaults.
import { describe, expect, it } from 'vitest';
import { buatInterpretasi, DARI_PENGERJAAN_DIULANG, prioritasDari, type KriteriaBerlaku } from './interpretasi';
import { alasanTidakLebihKetat, prioritasBawaan } from './kriteria-lokasi';

const V: KriteriaBerlaku = {
  lokasi: 'LPKA Bandung',
  nomor: 3,
  kriteria: [
    { jenis: 'butir', instrumen: 'psc17', nomor: 6, nilai: 1, prioritas: 'Mendesak' },
    { jenis: 'skrining', kunci: 'napza', prioritas: 'Kritis' },
    { jenis: 'total', instrumen: 'srq20', skor: 4, prioritas: 'Mendesak' },
  ],
};
const psc = (jawaban: Record<string, number>) => ({ lain: { psc17: { jawaban } } });

describe("a facility's added criteria (D24)", () => {
  it('a lower item threshold, a screening answer and a lower total make the result Mendesak or Kritis, naming the facility rule', () => {
    expect(prioritasDari({ skrining: {}, ...psc({ '6': 1 }) })).toBe('Rendah');
    expect(prioritasDari({ skrining: {}, ...psc({ '6': 1 }), kriteria: V })).toBe('Mendesak');
    const napza = buatInterpretasi({ skrining: { napza: 'Ya' }, kriteria: V });
    expect(napza.prioritas).toBe('Kritis');
    expect(napza.alasan_prioritas).toBe("Mengapa Kritis: kriteria tambahan LPKA Bandung versi 3: menjawab 'Ya' pada skrining Napza.");
    expect(napza.kritis.aktif).toBe(true);
    expect(napza.kriteria).toEqual({ lokasi: 'LPKA Bandung', nomor: 3, jumlah: 3 });
    expect(buatInterpretasi({ skrining: { napza: 'Ya' } }).kriteria).toBeNull();
    const srq = { kategori: 'Tidak Terindikasi', total_skor: 4, butir_kritis: [], jawaban: {} } as never;
    expect(prioritasDari({ kategori: 'tahanan', skrining: {}, srq20: srq, kriteria: V })).toBe('Mendesak');
    expect(prioritasDari({ kategori: 'tahanan', skrining: {}, srq20: srq })).toBe('Rendah');
  });

  it("an item criterion also reads a replaced attempt (quoted so) and never lowers what the defaults give", () => {
    const i = buatInterpretasi({ skrining: {}, diganti: { psc17: [{ jawaban: { '6': 1 } }] }, kriteria: V });
    expect(i.prioritas).toBe('Mendesak');
    expect(i.alasan_prioritas).toContain(`PSC-17 butir 6 ${DARI_PENGERJAAN_DIULANG}`);
    // Self harm stays Kritis whatever a facility adds.
    expect(prioritasDari({ skrining: { self_harm: 'Ya' }, kriteria: V })).toBe('Kritis');
  });

  it('only criteria stricter than the defaults may be added', () => {
    expect(prioritasBawaan({ jenis: 'butir', instrumen: 'srq20', nomor: 17, nilai: 1, prioritas: 'Kritis' })).toBe('Kritis');
    expect(alasanTidakLebihKetat({ jenis: 'butir', instrumen: 'srq20', nomor: 17, nilai: 1, prioritas: 'Kritis' })).toMatch(/sudah menjadikan/);
    expect(alasanTidakLebihKetat({ jenis: 'butir', instrumen: 'srq20', nomor: 16, nilai: 1, prioritas: 'Mendesak' })).toMatch(/sudah menjadikan .* Mendesak/);
    expect(alasanTidakLebihKetat({ jenis: 'butir', instrumen: 'srq20', nomor: 16, nilai: 1, prioritas: 'Kritis' })).toBeNull();
    expect(alasanTidakLebihKetat({ jenis: 'butir', instrumen: 'pid5', nomor: 4, nilai: 2, prioritas: 'Mendesak' })).toBeNull();
    expect(alasanTidakLebihKetat({ jenis: 'skrining', kunci: 'korban_kekerasan_seksual', prioritas: 'Mendesak' })).toMatch(/Mendesak/);
    expect(alasanTidakLebihKetat({ jenis: 'skrining', kunci: 'korban_kekerasan_seksual', prioritas: 'Kritis' })).toBeNull();
    expect(alasanTidakLebihKetat({ jenis: 'total', instrumen: 'psc17', skor: 10, prioritas: 'Mendesak' })).toBeNull();
    expect(alasanTidakLebihKetat({ jenis: 'skrining', kunci: 'napza', prioritas: 'Tinggi' as never })).toMatch(/tidak dapat dilemahkan/);
  });
});
