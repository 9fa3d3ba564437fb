import { describe, expect, it } from 'vitest';
import { INSTRUMENT_KEYS, PILIHAN_PID5 } from '../instruments';
import {
  BANK_DUKUNGAN_DEFAULT,
  BANK_KOGNITIF_ITEMS_DEFAULT,
  BANK_PID5_DEFAULT,
  BANK_PSC17_DEFAULT,
  GAMBAR_KOGNITIF_DEFAULT,
  bankDefault,
  gabungPilihan,
  periksaBaris,
  pisahPilihan,
  templateRows,
} from './index';
import { labelPilihanTersimpan } from './pilihan';

describe('default banks', () => {
  it('PID-5-BF has the 25 items in official order with the four APA levels', () => {
    expect(BANK_PID5_DEFAULT).toHaveLength(25);
    expect(BANK_PID5_DEFAULT.map((i) => i.nomor)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(BANK_PID5_DEFAULT[0].pertanyaan).toMatch(/^Orang lain menganggap saya nekat/);
    expect(BANK_PID5_DEFAULT[0].pilihan).toEqual(PILIHAN_PID5.map((p) => p.label));
  });

  it('PSC-17 has 17 first-person items: 1 fidgety, 17 easily distracted', () => {
    expect(BANK_PSC17_DEFAULT).toHaveLength(17);
    expect(BANK_PSC17_DEFAULT[0].pertanyaan).toMatch(/gelisah/);
    expect(BANK_PSC17_DEFAULT[16].pertanyaan).toMatch(/teralih/);
    expect(BANK_PSC17_DEFAULT.every((i) => i.pertanyaan.startsWith('Saya') || i.pertanyaan.startsWith('Perhatian saya'))).toBe(
      true,
    );
  });

  it('support has 10-15 items on the 1-5 scale; cognitive rows carry images and keys', () => {
    expect(BANK_DUKUNGAN_DEFAULT.length).toBeGreaterThanOrEqual(10);
    expect(BANK_DUKUNGAN_DEFAULT.length).toBeLessThanOrEqual(15);
    expect(BANK_DUKUNGAN_DEFAULT[0].pilihan).toHaveLength(5);
    expect(BANK_KOGNITIF_ITEMS_DEFAULT[0]).toMatchObject({
      nomor: 1,
      pertanyaan: 'kog-01-soal.svg',
      pilihan: ['A', 'B', 'C', 'D', 'E', 'F'],
    });
    expect(BANK_KOGNITIF_ITEMS_DEFAULT[0].gambar.F).toBe('kog-01-F.svg');
    const files = new Set(GAMBAR_KOGNITIF_DEFAULT.map((g) => g.namaFile));
    for (const it of BANK_KOGNITIF_ITEMS_DEFAULT)
      for (const f of [it.pertanyaan, ...Object.values(it.gambar)]) expect(files.has(f)).toBe(true);
  });
});

describe('pisahPilihan', () => {
  it('splits on ";", trims and drops empty parts', () => {
    expect(pisahPilihan(' Tidak Pernah ;Kadang-kadang;; Sering ; ')).toEqual(['Tidak Pernah', 'Kadang-kadang', 'Sering']);
    expect(pisahPilihan('')).toEqual([]);
    expect(pisahPilihan(gabungPilihan(['a', 'b']))).toEqual(['a', 'b']);
  });
});

describe('labelPilihanTersimpan: what the child reads and the appendix prints', () => {
  const bawaan = PILIHAN_PID5.map((p) => p.label);
  it("takes the bank's labels when they fit the scale", () => {
    expect(labelPilihanTersimpan('pid5', JSON.stringify(['a', 'b', 'c', 'd']))).toEqual(['a', 'b', 'c', 'd']);
  });
  it("falls back to the definition's whole list: too few, too many, not a list, broken JSON", () => {
    for (const tersimpan of [JSON.stringify(['a', 'b']), JSON.stringify(['a', 'b', 'c', 'd', 'e']), '{"a":1}', '[rusak']) {
      expect(labelPilihanTersimpan('pid5', tersimpan)).toEqual(bawaan);
    }
  });
});

/** The errors a refused bank file gets (the test fails when it is accepted). */
function ditolak(instrument: Parameters<typeof periksaBaris>[0], rows: Parameters<typeof periksaBaris>[1]): string[] {
  const h = periksaBaris(instrument, rows);
  if (h.ok) throw new Error(`${instrument}: berkas diterima, seharusnya ditolak`);
  return h.errors;
}

describe('templateRows and periksaBaris', () => {
  it('every template parses back into the default bank', () => {
    for (const k of INSTRUMENT_KEYS) {
      const t = templateRows(k);
      expect(t.baris.every((r) => Object.keys(r).every((c) => t.kolom.includes(c)))).toBe(true);
      const hasil = periksaBaris(k, t.baris);
      expect(hasil).toEqual({ ok: true, items: bankDefault(k) });
    }
    expect(templateRows('kognitif').kolom).toEqual([
      'nomor',
      'gambar_soal',
      'gambar_A',
      'gambar_B',
      'gambar_C',
      'gambar_D',
      'gambar_E',
      'gambar_F',
      'kunci',
    ]);
    expect(templateRows('psc17').kolom).toEqual(['nomor', 'pertanyaan', 'pilihan']);
  });

  it('reads headers case-insensitively and trimmed, without the nomor column', () => {
    const rows = BANK_DUKUNGAN_DEFAULT.map((i) => ({ ' Pertanyaan ': i.pertanyaan, PILIHAN: i.pilihan.join(';') }));
    const h = periksaBaris('dukungan', rows);
    expect(h.ok && h.items.length).toBe(12);
  });

  it('reports every bad row with spreadsheet row numbers', () => {
    const rows = templateRows('psc17').baris.map((r) => ({ pertanyaan: r.pertanyaan, pilihan: r.pilihan }));
    rows[2] = { pertanyaan: rows[2].pertanyaan, pilihan: '' }; // spreadsheet row 4
    rows[5] = { pertanyaan: '  ', pilihan: 'a;b;c' }; // row 7
    rows[9] = { pertanyaan: 'x', pilihan: 'a;b' }; // row 11
    expect(ditolak('psc17', rows)).toEqual([
      'Baris 4: kolom pilihan kosong',
      'Baris 7: kolom pertanyaan kosong',
      'Baris 11: kolom pilihan harus berisi 3 pilihan dipisahkan tanda ";" (ditemukan 2)',
    ]);
  });

  it('requires exactly 25 PID-5 items and 17 PSC-17 items', () => {
    const pid = templateRows('pid5').baris.slice(0, 24);
    expect(ditolak('pid5', pid)).toEqual(['PID-5 BF harus berisi tepat 25 soal, file berisi 24 soal.']);
    const psc = [...templateRows('psc17').baris, { pertanyaan: 'Tambahan', pilihan: 'a;b;c' }];
    expect(ditolak('psc17', psc)).toEqual(['PSC-17 harus berisi tepat 17 soal, file berisi 18 soal.']);
    expect(ditolak('dukungan', [])).toEqual(['File tidak berisi soal.']);
  });

  it('skips blank rows but keeps row numbering, and checks the nomor order', () => {
    const rows: Record<string, unknown>[] = templateRows('psc17').baris.map((r) => ({ ...r }));
    rows.splice(3, 0, { nomor: '', pertanyaan: '', pilihan: null });
    expect(periksaBaris('psc17', rows).ok).toBe(true);
    rows[6] = { ...rows[6], nomor: 9 };
    expect(ditolak('psc17', rows)).toEqual(['Baris 8: nomor 9 tidak sesuai urutan (seharusnya 6)']);
  });

  it('reports missing columns once', () => {
    expect(ditolak('pid5', [{ soal: 'x', opsi: 'a' }])).toEqual(['Kolom wajib tidak ditemukan: pertanyaan, pilihan. Gunakan template PID-5 BF.']);
  });

  it('checks cognitive filenames and keys', () => {
    const rows: Record<string, unknown>[] = templateRows('kognitif').baris.map((r) => ({ ...r }));
    rows[0] = { ...rows[0], kunci: 'g' };
    rows[1] = { ...rows[1], gambar_C: '' };
    rows[2] = { ...rows[2], GAMBAR_SOAL: '../rahasia.txt', gambar_soal: undefined };
    rows[3] = { ...rows[3], kunci: 'b' };
    expect(ditolak('kognitif', rows)).toEqual([
      'Baris 2: kolom kunci harus salah satu huruf A-F (ditemukan "g")',
      'Baris 3: kolom gambar_C kosong',
      'Baris 4: nama file pada kolom gambar_soal tidak valid: "../rahasia.txt"',
    ]);
  });
});
