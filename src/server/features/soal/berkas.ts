// Checks of uploaded files before anything reads them (D6): the name, the size and the first bytes
// must all agree with what the file claims to be.
import path from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import { badRequest, payloadTooLarge } from '#server/errors.ts';

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

/** A bank file that cannot be read. */
export const PESAN_RUSAK = 'Berkas tidak dapat dibaca. Pastikan berkas tidak rusak dan dibuat dari template.';

const EOCD = 0x06054b50;
const CD = 0x02014b50;
const LOKAL = 0x04034b50;
const MAKS_ENTRI_ZIP = 2000;

interface EntriZip {
  nama: Buffer;
  flags: number;
  isi: Buffer;
}

/** What a ZIP entry's local header and its central directory record both say about it. */
export interface KepalaEntriZip {
  nama: Buffer;
  flags: number;
  /** 0 stored, 8 deflated. */
  metode: number;
  /** MS-DOS date (0x21: 1 January 1980); the time stays 0. */
  tanggal: number;
  crc: number;
  ukuranPadat: number;
  ukuranAsli: number;
}

// The run both headers share, from "version needed" to the name's length (APPNOTE 4.3.7 and 4.3.12):
// at 4 in the local header, at 6 in the central record.
function tulisKepala(buf: Buffer, at: number, k: KepalaEntriZip): void {
  buf.writeUInt16LE(20, at);
  buf.writeUInt16LE(k.flags, at + 2);
  buf.writeUInt16LE(k.metode, at + 4);
  buf.writeUInt16LE(k.tanggal, at + 8);
  buf.writeUInt32LE(k.crc, at + 10);
  buf.writeUInt32LE(k.ukuranPadat, at + 14);
  buf.writeUInt32LE(k.ukuranAsli, at + 18);
  buf.writeUInt16LE(k.nama.length, at + 22);
}

/** An entry's local header and its central directory record (which points back at `offset`). */
export function kepalaZip(k: KepalaEntriZip, offset: number): { lokal: Buffer; pusat: Buffer } {
  const lokal = Buffer.alloc(30);
  lokal.writeUInt32LE(LOKAL, 0);
  tulisKepala(lokal, 4, k);
  const pusat = Buffer.alloc(46);
  pusat.writeUInt32LE(CD, 0);
  pusat.writeUInt16LE(20, 4);
  tulisKepala(pusat, 6, k);
  pusat.writeUInt32LE(offset, 42);
  return { lokal, pusat };
}

/** The end of central directory record. */
export function akhirZip(jumlahEntri: number, ukuranPusat: number, offsetPusat: number): Buffer {
  const akhir = Buffer.alloc(22);
  akhir.writeUInt32LE(EOCD, 0);
  akhir.writeUInt16LE(jumlahEntri, 8);
  akhir.writeUInt16LE(jumlahEntri, 10);
  akhir.writeUInt32LE(ukuranPusat, 12);
  akhir.writeUInt32LE(offsetPusat, 16);
  return akhir;
}

/**
 * Unpacks an .xlsx (a ZIP) ourselves, never trusting the sizes it declares: every entry is inflated
 * with a hard cap on the bytes it may produce (`maksTerurai` for all entries together), and the result
 * is handed on as a new ZIP whose entries are stored uncompressed. The spreadsheet library then has
 * nothing left to inflate, so a small file that would unpack to gigabytes (a zip bomb) is refused
 * after at most `maksTerurai` bytes, in milliseconds and without the memory (issue 10).
 * Throws 400 for a broken or unusual archive, 413 when it unpacks to more than `maksTerurai`.
 */
export function zipTanpaKompresi(data: Buffer, maksTerurai: number): Buffer {
  const rusak = () => badRequest(PESAN_RUSAK);
  const terlaluBesar = () =>
    payloadTooLarge(`Isi berkas .xlsx terlalu besar setelah dibuka (lebih dari ${Math.round(maksTerurai / 1024 / 1024)} MB).`);
  const mulaiCari = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = data.length - 22; i >= mulaiCari; i--) {
    if (data.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw rusak();
  const jumlah = data.readUInt16LE(eocd + 10);
  if (jumlah === 0 || jumlah > MAKS_ENTRI_ZIP) throw rusak();
  let pos = data.readUInt32LE(eocd + 16);
  let sisa = maksTerurai;
  const entri: EntriZip[] = [];
  for (let n = 0; n < jumlah; n++) {
    if (pos + 46 > data.length || data.readUInt32LE(pos) !== CD) throw rusak();
    const flags = data.readUInt16LE(pos + 8);
    const metode = data.readUInt16LE(pos + 10);
    const ukuranPadat = data.readUInt32LE(pos + 20);
    const panjangNama = data.readUInt16LE(pos + 28);
    const lokal = data.readUInt32LE(pos + 42);
    const nama = data.subarray(pos + 46, pos + 46 + panjangNama);
    pos += 46 + panjangNama + data.readUInt16LE(pos + 30) + data.readUInt16LE(pos + 32);
    // Encrypted entries, ZIP64 and methods other than stored/deflate do not occur in a spreadsheet.
    if (flags & 1 || ukuranPadat === 0xffffffff || (metode !== 0 && metode !== 8)) throw rusak();
    if (lokal + 30 > data.length || data.readUInt32LE(lokal) !== LOKAL) throw rusak();
    const awalIsi = lokal + 30 + data.readUInt16LE(lokal + 26) + data.readUInt16LE(lokal + 28);
    if (awalIsi + ukuranPadat > data.length) throw rusak();
    const padat = data.subarray(awalIsi, awalIsi + ukuranPadat);
    let isi: Buffer;
    if (metode === 0) {
      isi = Buffer.from(padat);
    } else {
      try {
        isi = inflateRawSync(padat, { maxOutputLength: Math.max(1, sisa + 1) });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw terlaluBesar();
        throw rusak();
      }
    }
    if (isi.length > sisa) throw terlaluBesar();
    sisa -= isi.length;
    entri.push({ nama: Buffer.from(nama), flags: flags & 0x800, isi });
  }
  return zipTersimpan(entri);
}

/** Writes entries as a ZIP without compression (method 0). */
function zipTersimpan(entri: EntriZip[]): Buffer {
  const bagian: Buffer[] = [];
  const pusat: Buffer[] = [];
  let offset = 0;
  for (const e of entri) {
    const { lokal, pusat: cd } = kepalaZip(
      { nama: e.nama, flags: e.flags, metode: 0, tanggal: 0x21, crc: crc32(e.isi), ukuranPadat: e.isi.length, ukuranAsli: e.isi.length },
      offset,
    );
    bagian.push(lokal, e.nama, e.isi);
    pusat.push(cd, e.nama);
    offset += 30 + e.nama.length + e.isi.length;
  }
  const ukuranPusat = pusat.reduce((n, b) => n + b.length, 0);
  return Buffer.concat([...bagian, ...pusat, akhirZip(entri.length, ukuranPusat, offset)]);
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
