import { describe, expect, it } from 'vitest';
import { validasiDukungan, validasiKognitif, validasiPid5, validasiPsc17 } from './validasi';

const penuh = (n: number, v: number | string = 1) => Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i + 1), v]));

describe('validasiPid5', () => {
  it('a complete form is valid', () => {
    expect(validasiPid5(penuh(25, 0))).toEqual({ valid: true, pesan: null, baris: [], kosong: [], traitError: [] });
  });

  it('lists the unanswered numbers after the spec message', () => {
    const j = { ...penuh(25), '3': null, '20': '' };
    const h = validasiPid5(j);
    expect(h.valid).toBe(false);
    expect(h.kosong).toEqual([3, 20]);
    expect(h.baris).toEqual(['Harap isi semua pertanyaan.', 'Nomor yang belum diisi: 3, 20']);
    expect(h.traitError).toEqual([]);
  });

  it('a trait with more than 2 empty items is an error; 2 empty is not', () => {
    const j: Record<string, number | string | null> = { ...penuh(25) };
    for (const n of [8, 9, 10]) j[n] = null; // NegativeAffect: 3 empty
    for (const n of [4, 13]) j[n] = null; // Detachment: 2 empty
    const h = validasiPid5(j);
    expect(h.traitError).toHaveLength(1);
    expect(h.traitError[0]).toMatchObject({
      trait: 'NegativeAffect',
      nomor: [8, 9, 10],
      pesan: 'Terlalu banyak soal kosong: nomor 8, 9, 10',
    });
    expect(h.pesan).toBe(
      'Harap isi semua pertanyaan.\nNomor yang belum diisi: 4, 8, 9, 10, 13\nAfek Negatif: Terlalu banyak soal kosong: nomor 8, 9, 10',
    );
  });
});

describe('validasiPsc17', () => {
  it('uses the same alert', () => {
    expect(validasiPsc17(penuh(17, 0)).valid).toBe(true);
    expect(validasiPsc17({}).kosong).toHaveLength(17);
    expect(validasiPsc17({ ...penuh(17), '17': undefined }).pesan).toBe(
      'Harap isi semua pertanyaan.\nNomor yang belum diisi: 17',
    );
  });
});

describe('validasiDukungan', () => {
  it('complete answers and an essay are valid', () => {
    expect(validasiDukungan(penuh(12, 4), 12, 'Ingin sekolah lagi').valid).toBe(true);
  });
  it('lists numbers and/or the essay message', () => {
    expect(validasiDukungan({ ...penuh(12), '2': null }, 12, 'x').baris).toEqual([
      'Harap isi semua pertanyaan sebelum submit:',
      'Nomor yang belum diisi: 2',
    ]);
    expect(validasiDukungan(penuh(12), 12, '   ').baris).toEqual([
      'Harap isi semua pertanyaan sebelum submit:',
      'Jawaban essay belum diisi.',
    ]);
    const h = validasiDukungan({ '1': 3 }, 3, null);
    expect(h.baris).toEqual([
      'Harap isi semua pertanyaan sebelum submit:',
      'Nomor yang belum diisi: 2, 3',
      'Jawaban essay belum diisi.',
    ]);
    expect(h.essayKosong).toBe(true);
  });
});

describe('validasiKognitif', () => {
  it('requires as many answers as questions', () => {
    expect(validasiKognitif(penuh(18, 'A'), 18).valid).toBe(true);
    const h = validasiKognitif(penuh(17, 'A'), 18);
    expect(h.pesan).toBe('Semua soal wajib dijawab!');
    expect(h.kosong).toEqual([18]);
  });
});
