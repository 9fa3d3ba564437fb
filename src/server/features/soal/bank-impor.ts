// Reading and writing bank files (.xlsx, .xls, .csv) with SheetJS (D6). Reading only turns a file
// into rows keyed by header; the domain's periksaBaris decides whether the rows make a bank.
import * as XLSX from '@e965/xlsx';
import {
  INSTRUMEN,
  JUMLAH_PILIHAN_WAJIB,
  MAKS_SOAL_PER_BANK,
  periksaBaris,
  templateRows,
  type InstrumentKey,
  type ItemBank,
  type ItemBankKognitif,
} from '#domain/index.ts';
import { badRequest } from '#server/errors.ts';
import { PESAN_RUSAK, periksaIsiBank, zipTanpaKompresi, type JenisBank } from './berkas';

/** An .xlsx may not unpack to more than this (a small file that inflates enormously is refused). */
export const MAKS_BYTE_TERURAI = 16 * 1024 * 1024;
/** Rows read at most: enough to report 'too many questions' without reading a huge sheet. */
const MAKS_BARIS_DIBACA = MAKS_SOAL_PER_BANK + 100;

export type BarisBank = Record<string, unknown>;

/** CSV bytes as text: UTF-8 (with or without BOM), else Windows-1252 as older Excel saves it. */
export function teksCsv(data: Buffer): string {
  let teks: string;
  try {
    teks = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    teks = new TextDecoder('windows-1252').decode(data);
  }
  return teks.replace(/^\uFEFF/, '');
}

/**
 * The separator of a CSV, read from its header line only: Excel writes 'a; b; c' unquoted in a
 * comma-separated file, so counting over the whole text would wrongly pick ';'.
 */
export function pemisahCsv(teks: string): string {
  const jumlah: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let dalamKutip = false;
  for (const c of teks) {
    if (c === '"') dalamKutip = !dalamKutip;
    else if (!dalamKutip && (c === '\n' || c === '\r')) break;
    else if (!dalamKutip && c in jumlah) jumlah[c]++;
  }
  return Object.entries(jumlah).reduce((a, b) => (b[1] > a[1] ? b : a), [',', 0])[0];
}

function pilihLembar(wb: XLSX.WorkBook): XLSX.WorkSheet | undefined {
  const nama = wb.SheetNames.find((n) => n.trim().toLowerCase() === 'soal') ?? wb.SheetNames[0];
  return nama === undefined ? undefined : wb.Sheets[nama];
}

/** Reads the question sheet of a bank file into rows keyed by header, numbered as the spreadsheet numbers them. */
export function bacaBarisBank(jenis: JenisBank, data: Buffer): BarisBank[] {
  periksaIsiBank(jenis, data);
  // SheetJS only ever sees an .xlsx that we unpacked ourselves, within the byte cap (zip bombs).
  if (jenis === 'xlsx') data = zipTanpaKompresi(data, MAKS_BYTE_TERURAI);
  let wb: XLSX.WorkBook;
  try {
    if (jenis === 'csv') {
      const teks = teksCsv(data);
      wb = XLSX.read(teks, { type: 'string', raw: true, FS: pemisahCsv(teks), sheetRows: MAKS_BARIS_DIBACA });
    } else {
      wb = XLSX.read(data, { type: 'buffer', sheetRows: MAKS_BARIS_DIBACA, cellFormula: false, cellHTML: false });
    }
  } catch {
    throw badRequest(PESAN_RUSAK);
  }
  const ws = pilihLembar(wb);
  if (!ws || !ws['!ref']) throw badRequest('Berkas tidak berisi soal.');
  return keBarisBerjudul(ws);
}

/**
 * Rows as objects keyed by the header, the first non-empty row of the sheet. The domain numbers
 * rows from 2 (header on row 1), so a table that starts lower is padded with blank rows to keep the
 * row numbers of its messages equal to the ones the spreadsheet shows.
 */
function keBarisBerjudul(ws: XLSX.WorkSheet): BarisBank[] {
  const awal = XLSX.utils.decode_range(ws['!ref'] as string).s.r;
  const sel = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, defval: '', raw: false, blankrows: true });
  const kosong = (r: unknown[]) => r.every((v) => v === '' || v === null || v === undefined);
  const iJudul = sel.findIndex((r) => !kosong(r));
  if (iJudul < 0) return [];
  const judul = sel[iJudul].map((v) => String(v ?? '').trim());
  const rows: BarisBank[] = Array.from({ length: awal + iJudul }, () => ({}));
  for (const r of sel.slice(iJudul + 1)) {
    const o: BarisBank = {};
    judul.forEach((k, c) => {
      if (k !== '') o[k] = r[c] ?? '';
    });
    rows.push(o);
  }
  return rows;
}

export type HasilImpor = { ok: true; items: (ItemBank | ItemBankKognitif)[] } | { ok: false; errors: string[] };

/** Reads and checks a whole bank file; nothing is written here. */
export function imporBank(instrument: InstrumentKey, jenis: JenisBank, data: Buffer): HasilImpor {
  return periksaBaris(instrument, bacaBarisBank(jenis, data));
}

function petunjuk(instrument: InstrumentKey): string[] {
  const def = INSTRUMEN[instrument];
  const umum = [
    `Template bank soal ${def.label} (${def.kode}).`,
    'Isi satu soal per baris mulai baris 2 pada lembar "Soal". Jangan ubah nama kolom pada baris 1.',
    'Kolom nomor boleh dikosongkan; bila diisi harus berurutan 1, 2, 3, ...',
    'Mengunggah berkas mengganti SELURUH soal instrumen ini. Berkas yang berisi kesalahan ditolak utuh dan soal lama tetap.',
  ];
  if (def.soal === 'gambar') {
    return [
      ...umum,
      'Kolom gambar_soal dan gambar_A sampai gambar_F berisi nama file gambar (.jpg, .jpeg atau .png) yang diunggah lewat halaman Kelola Gambar.',
      'Kolom kunci berisi huruf jawaban yang benar: A, B, C, D, E atau F.',
    ];
  }
  const harus = JUMLAH_PILIHAN_WAJIB[instrument];
  return [
    ...umum,
    `Kolom pilihan berisi pilihan jawaban dipisahkan tanda titik koma (;)${harus ? `, tepat ${harus} pilihan` : ''}.`,
    ...(def.jumlahSoal
      ? [`${def.label} harus berisi tepat ${def.jumlahSoal} soal dalam urutan resmi: kunci skor memakai nomor soal.`]
      : []),
  ];
}

/** The downloadable template of an instrument (D6): its columns filled with the default bank. */
export function buatTemplate(instrument: InstrumentKey, format: 'xlsx' | 'csv'): Buffer {
  const { kolom, baris } = templateRows(instrument);
  const soal = XLSX.utils.json_to_sheet(baris, { header: kolom });
  soal['!cols'] = kolom.map((k) => ({ wch: k === 'pertanyaan' ? 70 : k === 'pilihan' ? 60 : k === 'nomor' ? 8 : 18 }));
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, soal, 'Soal');
  if (format === 'csv') {
    // The BOM makes Excel open the file as UTF-8, so 'é' and 'ñ' survive a round trip.
    // Every field quoted, so that the ';' inside the options never looks like a separator.
    return Buffer.from(`\uFEFF${XLSX.utils.sheet_to_csv(soal, { forceQuotes: true })}\n`, 'utf8');
  }
  const info = XLSX.utils.aoa_to_sheet(petunjuk(instrument).map((t) => [t]));
  info['!cols'] = [{ wch: 120 }];
  XLSX.utils.book_append_sheet(wb, info, 'Petunjuk');
  return XLSX.write(wb, { bookType: 'xlsx', type: 'buffer', compression: true }) as Buffer;
}
