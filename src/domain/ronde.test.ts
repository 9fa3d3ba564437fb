import { describe, expect, it } from 'vitest';
import { bandingkanRonde, perubahanPrioritas, teksPerubahan, ukuranHasil } from './ronde';
import { skorPsc17, skorSrq20 } from './skor';
import type { HasilKeluaran } from './hasil-gabungan';

const meta = { tanggal: '2026-11-22T04:00:00.000Z', started_at: null, timed_out: false, versi_bank: 1, jawaban: {}, durasi_detik: 600, jumlah_dijawab: 17, jumlah_soal: 17, validitas: [] };
const psc17 = (nilai: number, validitas: HasilKeluaran['psc17']['validitas'] = []): HasilKeluaran['psc17'] => ({
  ...skorPsc17(Object.fromEntries(Array.from({ length: 17 }, (_, i) => [String(i + 1), nilai]))),
  ...meta,
  validitas,
});
const srq = (ya: number[]): HasilKeluaran['srq20'] => ({
  ...skorSrq20(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [String(i + 1), ya.includes(i + 1) ? 1 : 0]))),
  ...meta,
});

describe('rounds compared (D20)', () => {
  it('each figure then and now with the change; an instrument of one round only has no change', () => {
    const baris = bandingkanRonde({ psc17: psc17(1) }, { psc17: psc17(2), srq20: srq([1, 2, 17]) });
    expect(baris.map((b) => [b.kode, b.label, b.sebelum?.skor ?? null, b.kini?.skor ?? null, b.perubahan])).toEqual([
      ['PSC17', 'Internalisasi', 5, 10, 5],
      ['PSC17', 'Atensi', 5, 10, 5],
      ['PSC17', 'Eksternalisasi', 7, 14, 7],
      ['PSC17', 'Total', 17, 34, 17],
      ['SRQ-20', 'Jumlah "Ya"', null, 3, null],
    ]);
    // SRQ-20 with item 17 'Ya' never reads as not indicated.
    expect(baris[4]!.kini!.kategori).toBe('Kritis (butir 17)');
  });

  it('a flagged protocol reads "Tidak dapat ditafsirkan" instead of a band', () => {
    const [u] = ukuranHasil('psc17', psc17(1, [{ kode: 'terlalu_cepat', pesan: 'cepat' }]));
    expect(u!.kategori).toBe('Tidak dapat ditafsirkan');
  });

  it('no change between rounds when either result is flagged: the scores side by side, the change "tidak dihitung"', () => {
    const cepat = [{ kode: 'terlalu_cepat' as const, pesan: 'cepat' }];
    for (const [sebelum, kini] of [
      [psc17(1, cepat), psc17(2)],
      [psc17(1), psc17(2, cepat)],
    ]) {
      const baris = bandingkanRonde({ psc17: sebelum }, { psc17: kini });
      expect(baris.map((b) => [b.sebelum?.skor, b.kini?.skor, b.perubahan])).toEqual([
        [5, 10, null],
        [5, 10, null],
        [7, 14, null],
        [17, 34, null],
      ]);
    }
    expect(teksPerubahan(null)).toBe('tidak dihitung');
    expect([teksPerubahan(0.2), teksPerubahan(-1), teksPerubahan(0)]).toEqual(['+0,2', '-1', '0']);
  });

  it('the priority then and now in words', () => {
    expect(perubahanPrioritas('Sedang', 'Kritis')).toBe('Naik dari Sedang ke Kritis');
    expect(perubahanPrioritas('Tinggi', 'Rendah')).toBe('Turun dari Tinggi ke Rendah');
    expect(perubahanPrioritas('Rendah', 'Rendah')).toBe('Tetap Rendah');
    expect(perubahanPrioritas(null, 'Tinggi')).toBe('Belum dinilai → Tinggi');
  });
});
