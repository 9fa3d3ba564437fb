// Helpers of the soal tests: real spreadsheet files written by SheetJS, and multipart bodies as a
// browser sends them.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { constants as zlibConstants, deflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { akhirZip, kepalaZip } from '#server/features/soal/berkas.ts';

export type Baris = (string | number)[];

/** A workbook with one sheet 'Soal' holding the rows (first row = header). */
function buku(rows: Baris[], awal?: string): XLSX.WorkBook {
  const wb = XLSX.utils.book_new();
  const ws = awal ? XLSX.utils.sheet_add_aoa(XLSX.utils.aoa_to_sheet([]), rows, { origin: awal }) : XLSX.utils.aoa_to_sheet(rows);
  XLSX.utils.book_append_sheet(wb, ws, 'Soal');
  return wb;
}

/** An .xlsx file of the rows. */
export function xlsxDari(rows: Baris[], awal?: string): Buffer {
  return XLSX.write(buku(rows, awal), { bookType: 'xlsx', type: 'buffer' }) as Buffer;
}

/** A .csv file of the rows, UTF-8 (with a BOM when asked, as Excel saves 'CSV UTF-8'). */
export function csvDari(rows: Baris[], opsi: { bom?: boolean; pemisah?: string } = {}): Buffer {
  const teks = XLSX.utils.sheet_to_csv(buku(rows).Sheets.Soal, { FS: opsi.pemisah ?? ',' });
  return Buffer.from(`${opsi.bom ? '\uFEFF' : ''}${teks}\n`, 'utf8');
}

/** The committed legacy .xls fixture (ten support items with 'é', 'ñ', curly quotes and a dash). */
export function fixtureXls(): Buffer {
  return fs.readFileSync(new URL('../features/soal/fixtures/bank-dukungan-lama.xls', import.meta.url));
}

/** Rows of a bank with n items whose options are `pilihan`. */
export function barisBank(n: number, pilihan: string, teks = (i: number) => `Pertanyaan nomor ${i}`): Baris[] {
  return [['nomor', 'pertanyaan', 'pilihan'], ...Array.from({ length: n }, (_, i) => [i + 1, teks(i + 1), pilihan])];
}

export const PILIHAN_PID5_TEKS = 'Sangat Tidak Benar; Agak Tidak Benar; Agak Benar; Sangat Benar';
export const PILIHAN_PSC17_TEKS = 'Tidak Pernah; Kadang-kadang; Sering';
export const PILIHAN_DUKUNGAN_TEKS = 'Sangat Tidak Setuju; Tidak Setuju; Netral; Setuju; Sangat Setuju';

/** A tiny real PNG (1x1). */
export const PNG_KECIL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a real JPEG (SOI + JFIF APP0); enough for the signature check. */
export const JPEG_KECIL = Buffer.concat([
  Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  ]),
  Buffer.from([0xff, 0xd9]),
]);
/** The start of a Windows executable. */
export const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(64, 0),
  Buffer.from('This program cannot be run in DOS mode.'),
]);
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** A multipart/form-data body with one file part. */
export function multipart(
  filename: string,
  data: Buffer,
  opsi: { field?: string; type?: string } = {},
): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----uji${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${opsi.field ?? 'file'}"; filename="${filename}"\r\n` +
      `Content-Type: ${opsi.type ?? 'application/octet-stream'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A zip bomb named like a spreadsheet: a real .xlsx whose worksheet entry is replaced by `mb`
 * megabytes of deflated zeros, its declared sizes set to 0. Built from one compressed megabyte
 * repeated (byte-aligned deflate blocks may be chained), so 1,800 MB cost the test about 2 MB.
 */
export function zipBom(mb: number): Buffer {
  const satuMb = deflateRawSync(Buffer.alloc(1024 * 1024), { flush: zlibConstants.Z_SYNC_FLUSH, finishFlush: zlibConstants.Z_SYNC_FLUSH });
  const akhir = deflateRawSync(Buffer.alloc(0));
  const padat = Buffer.concat([...Array.from({ length: mb }, () => satuMb), akhir]);
  const nama = Buffer.from('xl/worksheets/sheet1.xml');
  const { lokal, pusat } = kepalaZip({ nama, flags: 0, metode: 8, tanggal: 0, crc: 0, ukuranPadat: padat.length, ukuranAsli: 0 }, 0);
  return Buffer.concat([lokal, nama, padat, pusat, nama, akhirZip(1, pusat.length + nama.length, lokal.length + nama.length + padat.length)]);
}
