// Checks of uploaded files before anything reads them (D6): the name, the size and the first bytes
// must all agree with what the file claims to be.
import path from 'node:path';
import { badRequest } from '../../errors';

export const MAKS_BYTE_BANK = 2 * 1024 * 1024;
export const MAKS_BYTE_GAMBAR = 2 * 1024 * 1024;

export type JenisBank = 'xlsx' | 'xls' | 'csv';
export type JenisGambar = 'jpeg' | 'png';

export const EKSTENSI_BANK: Readonly<Record<string, JenisBank>> = { '.xlsx': 'xlsx', '.xls': 'xls', '.csv': 'csv' };
export const EKSTENSI_GAMBAR: Readonly<Record<string, JenisGambar>> = { '.jpg': 'jpeg', '.jpeg': 'jpeg', '.png': 'png' };
export const MIME_GAMBAR: Readonly<Record<JenisGambar, string>> = { jpeg: 'image/jpeg', png: 'image/png' };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const diawali = (data: Buffer, tanda: readonly number[]) => data.length >= tanda.length && tanda.every((b, i) => data[i] === b);

/** A client's file name, refused when it carries a folder (a browser sends only the base name). */
export function namaDasar(nama: string): string {
  const n = nama.normalize('NFC').trim();
  if (n === '' || /[/\\]/.test(n) || n === '.' || n === '..' || n.includes('\0')) {
    throw badRequest('Nama berkas tidak valid: kirim hanya nama berkas, tanpa folder.');
  }
  return n;
}

/** The extension (lower case, with the dot) of a base name. */
export function ekstensiDari(nama: string): string {
  return path.extname(nama).toLowerCase();
}

/** Confirms that the bytes of a bank file are what its extension says: a ZIP, an OLE2 file or text. */
export function periksaIsiBank(jenis: JenisBank, data: Buffer): void {
  if (data.length === 0) throw badRequest('Berkas kosong.');
  const cocok =
    jenis === 'xlsx' ? diawali(data, ZIP) : jenis === 'xls' ? diawali(data, OLE2) : !data.includes(0) && !tampakMarkup(data);
  if (!cocok) {
    throw badRequest(`Isi berkas tidak sesuai dengan ekstensinya (.${jenis}). Gunakan template yang disediakan.`);
  }
}

// An HTML or XML page renamed .csv would otherwise be read by the spreadsheet library as a table.
function tampakMarkup(data: Buffer): boolean {
  const awal = data
    .subarray(0, 64)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return awal.startsWith('<');
}

/** The real image type of the bytes (JPEG or PNG), or null. */
export function jenisGambarDari(data: Buffer): JenisGambar | null {
  if (diawali(data, JPEG)) return 'jpeg';
  if (diawali(data, PNG)) return 'png';
  return null;
}

/**
 * Sum of the uncompressed sizes listed in a ZIP's central directory, or null when the directory is
 * missing or broken. Lets us refuse a corrupt .xlsx, or one that would inflate far beyond its size,
 * before the spreadsheet library unpacks it.
 */
export function ukuranZipTerurai(data: Buffer): number | null {
  const EOCD = 0x06054b50;
  const CD = 0x02014b50;
  const mulaiCari = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = data.length - 22; i >= mulaiCari; i--) {
    if (data.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const jumlah = data.readUInt16LE(eocd + 10);
  let pos = data.readUInt32LE(eocd + 16);
  let total = 0;
  for (let n = 0; n < jumlah; n++) {
    if (pos + 46 > data.length || data.readUInt32LE(pos) !== CD) return null;
    total += data.readUInt32LE(pos + 24);
    pos += 46 + data.readUInt16LE(pos + 28) + data.readUInt16LE(pos + 30) + data.readUInt16LE(pos + 32);
  }
  return jumlah > 0 ? total : null;
}

/**
 * A clean file name for a stored image: the base name without accents, only letters, digits, '.',
 * '_' and '-', at most 80 characters, with the extension of its real type.
 */
export function bersihkanNamaGambar(nama: string, jenis: JenisGambar): string {
  const ext = ekstensiDari(nama);
  const dasar = nama
    .slice(0, nama.length - ext.length)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/[-.]{2,}/g, '-')
    .replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '')
    .slice(0, 80);
  const akhiran = jenis === 'png' ? '.png' : ext === '.jpeg' ? '.jpeg' : '.jpg';
  return `${dasar || 'gambar'}${akhiran}`;
}
