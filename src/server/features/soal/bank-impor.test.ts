import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { INSTRUMENT_KEYS, bankDefault } from '#domain/index.ts';
import { HttpError } from '#server/errors.ts';
import { bacaBarisBank, buatTemplate, imporBank, teksCsv } from './bank-impor';
import { bersihkanNamaGambar, jenisGambarDari, namaDasar, periksaIsiBank, zipTanpaKompresi } from './berkas';
import {
  EXE,
  HTML,
  JPEG_KECIL,
  PILIHAN_DUKUNGAN_TEKS,
  PILIHAN_PID5_TEKS,
  PNG_KECIL,
  barisBank,
  zipBom,
  csvDari,
  fixtureXls,
  xlsxDari,
} from '#server/test/bank-files.ts';

const INDONESIA = 'Saya merasa “tenang” di café bersama Señor Pérez — sungguh!';

function galat(fn: () => unknown): HttpError {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('tidak ada galat');
}

describe('reading real bank files', () => {
  it('an .xlsx written by SheetJS keeps Indonesian characters and its order', () => {
    const rows = barisBank(25, PILIHAN_PID5_TEKS, (i) => (i === 3 ? INDONESIA : `Pernyataan ${i}`));
    const hasil = imporBank('pid5', 'xlsx', xlsxDari(rows));
    expect(hasil.ok).toBe(true);
    if (!hasil.ok) return;
    expect(hasil.items).toHaveLength(25);
    expect(hasil.items[2]).toEqual({
      nomor: 3,
      pertanyaan: INDONESIA,
      pilihan: ['Sangat Tidak Benar', 'Agak Tidak Benar', 'Agak Benar', 'Sangat Benar'],
    });
  });

  it('a UTF-8 .csv (with or without BOM, comma or semicolon separated) keeps Indonesian characters', () => {
    const rows = barisBank(3, PILIHAN_DUKUNGAN_TEKS, (i) => `${INDONESIA} ${i}`);
    for (const opsi of [{}, { bom: true }, { bom: true, pemisah: ';' }]) {
      const hasil = imporBank('dukungan', 'csv', csvDari(rows, opsi));
      expect(hasil, JSON.stringify(opsi)).toMatchObject({ ok: true });
      if (!hasil.ok) return;
      expect(hasil.items.map((i) => i.pertanyaan)).toEqual([1, 2, 3].map((i) => `${INDONESIA} ${i}`));
      expect(hasil.items[0].pilihan).toHaveLength(5);
    }
  });

  it('a .csv saved by older Excel in Windows-1252 is still read correctly', () => {
    const teks = `pertanyaan,pilihan\r\n"Señor café",${PILIHAN_DUKUNGAN_TEKS}\r\n`;
    const cp1252 = Buffer.from(teks, 'latin1');
    expect(teksCsv(cp1252)).toBe(teks);
    const hasil = imporBank('dukungan', 'csv', cp1252);
    expect(hasil).toMatchObject({ ok: true, items: [{ nomor: 1, pertanyaan: 'Señor café' }] });
  });

  it('the committed legacy .xls fixture (BIFF8) is read with its accents, quotes and dashes', () => {
    const data = fixtureXls();
    expect([...data.subarray(0, 4)]).toEqual([0xd0, 0xcf, 0x11, 0xe0]);
    const hasil = imporBank('dukungan', 'xls', data);
    expect(hasil.ok).toBe(true);
    if (!hasil.ok) return;
    expect(hasil.items).toHaveLength(10);
    expect(hasil.items[1].pertanyaan).toBe('Ibu saya menjenguk saya bersama Señor Pérez, tetangga kami.');
    expect(hasil.items[4].pertanyaan).toBe('Kakak saya mengirim surat dan foto dari kafe “Café Ñusantara”.');
    expect(hasil.items[9].pertanyaan).toContain('— apa pun');
    expect(hasil.items[0].pilihan).toEqual(['Sangat Tidak Setuju', 'Tidak Setuju', 'Netral', 'Setuju', 'Sangat Setuju']);
  });

  it('reports every bad row by its spreadsheet row number, and the item count', () => {
    const rows = barisBank(24, PILIHAN_PID5_TEKS);
    rows[3][2] = ''; // spreadsheet row 4
    rows[6][1] = ''; // spreadsheet row 7
    rows[8][2] = 'Ya; Tidak'; // spreadsheet row 9
    const hasil = imporBank('pid5', 'xlsx', xlsxDari(rows));
    expect(hasil.ok).toBe(false);
    if (hasil.ok) return;
    expect(hasil.errors).toContain('Baris 4: kolom pilihan kosong');
    expect(hasil.errors).toContain('Baris 7: kolom pertanyaan kosong');
    expect(hasil.errors.some((e) => e.startsWith('Baris 9: kolom pilihan harus berisi 4 pilihan'))).toBe(true);
    expect(hasil.errors.some((e) => e.includes('tepat 25 soal'))).toBe(true);
  });

  it('numbers rows as the sheet does when the table starts lower on the sheet', () => {
    const rows = barisBank(3, PILIHAN_DUKUNGAN_TEKS);
    rows[2][2] = '';
    const rowsDibaca = bacaBarisBank('xlsx', xlsxDari(rows, 'A3'));
    const hasil = imporBank('dukungan', 'xlsx', xlsxDari(rows, 'A3'));
    expect(rowsDibaca.length).toBeGreaterThan(3);
    expect(hasil).toMatchObject({ ok: false });
    if (!hasil.ok) expect(hasil.errors).toEqual(['Baris 5: kolom pilihan kosong']);
  });

  it('reads the "Soal" sheet of a workbook that has more sheets', () => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Catatan saja']]), 'Catatan');
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(barisBank(2, PILIHAN_DUKUNGAN_TEKS)), 'Soal');
    const data = XLSX.write(wb, { bookType: 'xlsx', type: 'buffer' }) as Buffer;
    expect(imporBank('dukungan', 'xlsx', data)).toMatchObject({ ok: true, items: [{ nomor: 1 }, { nomor: 2 }] });
  });
});

describe('templates', () => {
  it('every instrument template (xlsx and csv) reads back into its default bank', () => {
    for (const instrument of INSTRUMENT_KEYS) {
      for (const format of ['xlsx', 'csv'] as const) {
        const data = buatTemplate(instrument, format);
        const hasil = imporBank(instrument, format, data);
        expect(hasil, `${instrument}.${format}`).toEqual({ ok: true, items: bankDefault(instrument) });
      }
    }
  });

  it('the xlsx template explains itself on a second sheet; the csv starts with a BOM', () => {
    const wb = XLSX.read(buatTemplate('pid5', 'xlsx'), { type: 'buffer' });
    expect(wb.SheetNames).toEqual(['Soal', 'Petunjuk']);
    const petunjuk = XLSX.utils.sheet_to_json<string[]>(wb.Sheets.Petunjuk, { header: 1 }).flat().join(' ');
    expect(petunjuk).toContain('tepat 25 soal');
    expect([...buatTemplate('psc17', 'csv').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('hostile files are refused before reading', () => {
  it('a renamed executable is not an .xlsx, .xls or .csv', () => {
    for (const jenis of ['xlsx', 'xls', 'csv'] as const) {
      expect(galat(() => bacaBarisBank(jenis, EXE)).message).toMatch(/tidak sesuai dengan ekstensinya/);
    }
  });

  it('an HTML page named .csv or .xls is refused', () => {
    expect(galat(() => bacaBarisBank('csv', HTML)).statusCode).toBe(400);
    expect(galat(() => bacaBarisBank('xls', HTML)).statusCode).toBe(400);
  });

  it('a corrupt .xlsx (ZIP signature, broken inside) is refused with a clear message', () => {
    const rusak = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]);
    expect(galat(() => zipTanpaKompresi(rusak, 1024 * 1024)).statusCode).toBe(400);
    expect(galat(() => bacaBarisBank('xlsx', rusak)).message).toMatch(/tidak dapat dibaca/);
    const terpotong = xlsxDari(barisBank(2, 'a; b')).subarray(0, 600);
    expect(galat(() => bacaBarisBank('xlsx', terpotong)).statusCode).toBe(400);
  });

  it('an empty file is refused', () => {
    expect(galat(() => periksaIsiBank('csv', Buffer.alloc(0))).message).toBe('Berkas kosong.');
  });

  it('unpacks a real .xlsx into an uncompressed copy that reads the same', () => {
    const asli = xlsxDari(barisBank(3, 'a; b'));
    const salinan = zipTanpaKompresi(asli, 1024 * 1024);
    expect(salinan.length).toBeGreaterThanOrEqual(asli.length);
    expect(XLSX.read(salinan, { type: 'buffer' }).Sheets.Soal.B2.v).toBe('Pertanyaan nomor 1');
    expect(galat(() => zipTanpaKompresi(asli, 100)).statusCode).toBe(413);
  });

  it('a zip bomb (1,800 MB of zeros declared as 0 bytes) is refused with 413 after the cap, not unpacked', () => {
    const bom = zipBom(1800);
    expect(bom.length).toBeLessThan(2 * 1024 * 1024);
    const e = galat(() => bacaBarisBank('xlsx', bom));
    expect(e.statusCode).toBe(413);
    expect(e.message).toBe('Isi berkas .xlsx terlalu besar setelah dibuka (lebih dari 16 MB).');
  });
});

describe('image files and names', () => {
  it('knows JPEG and PNG by their bytes only', () => {
    expect(jenisGambarDari(PNG_KECIL)).toBe('png');
    expect(jenisGambarDari(JPEG_KECIL)).toBe('jpeg');
    expect(jenisGambarDari(HTML)).toBeNull();
    expect(jenisGambarDari(EXE)).toBeNull();
  });

  it('refuses names with folders and cleans the rest', () => {
    for (const nama of ['../../etc/passwd.png', 'C:\\Users\\x\\a.png', '/tmp/a.png', '..', '']) {
      expect(() => namaDasar(nama), nama).toThrow(HttpError);
    }
    expect(bersihkanNamaGambar('Gambar Soal é 1 (baru).PNG', 'png')).toBe('Gambar-Soal-e-1-baru.png');
    expect(bersihkanNamaGambar('..foto..jpeg', 'jpeg')).toBe('foto.jpeg');
    expect(bersihkanNamaGambar('测试.jpg', 'jpeg')).toBe('gambar.jpg');
    expect(bersihkanNamaGambar(`${'a'.repeat(200)}.png`, 'png')).toHaveLength(84);
  });
});
