// The export's columns and its two file formats.
//
// CSV: UTF-8 with a byte-order mark, ';' between fields, CRLF line ends, decimal comma ('1,4').
// That is what Excel expects when it opens a file by double click on a computer set to Indonesian
// (the list separator there is ';' and the decimal sign ','), so names, letters like 'Ñ' and scores
// land in the right cells. Fields holding ';', '"' or a line break are quoted (RFC 4180).
// XLSX: typed cells (numbers are numbers), one sheet, a filter on the header row.
// In both, a text cell that a spreadsheet would run as a formula (starting with =, +, -, @, tab or
// a line break) is prefixed with an apostrophe (OWASP "CSV injection").
import * as XLSX from '@e965/xlsx';
import {
  DOMAIN_PSC17_KEYS,
  DOMAIN_PSC17_NAMA,
  SCREENING_KEYS,
  SCREENING_LABEL,
  TRAIT_KEYS,
  TRAIT_NAMA,
  LABEL_VALIDITAS,
  teksWaktuHabis,
  INSTRUMEN,
  URUTAN_ANAK,
  type InstrumentKey,
  type JenisSkor,
  type SkorPerJenis,
  LABEL_JENIS_KELAMIN,
  LABEL_PENDIDIKAN,
  type JenisKelamin,
  type Pendidikan,
} from '#domain/index.ts';
import { waktuWibUrut } from '#domain/waktu.ts';
import type { AnakEkspor } from './ekspor-data';

export type Sel = string | number | null;

export interface Kolom {
  judul: string;
  nilai: (a: AnakEkspor) => Sel;
}

/** 'Waktu Habis', 'Selesai (WIB)' and the D12 meta of one sub test: empty when it has no result. */
function meta(k: InstrumentKey): Kolom[] {
  const n = INSTRUMEN[k].namaPendek;
  return [
    {
      judul: `${n} Waktu Habis`,
      // A sub test ended by staff (finding 8, issue 27) or stopped by the person (D21) is not a time-out.
      nilai: (a) => {
        const h = a.hasil[k];
        return h ? teksWaktuHabis(h.timed_out, h.skor.validitas) : null;
      },
    },
    { judul: `${n} Selesai (WIB)`, nilai: (a) => (a.hasil[k] ? waktuWibUrut(a.hasil[k]!.submitted_at) : null) },
    { judul: `${n} Durasi (detik)`, nilai: (a) => a.hasil[k]?.skor.durasi_detik ?? null },
    { judul: `${n} Dijawab`, nilai: (a) => a.hasil[k]?.skor.jumlah_dijawab ?? null },
    {
      judul: `${n} Tidak Dijawab`,
      nilai: (a) => (a.hasil[k] ? a.hasil[k]!.skor.jumlah_soal - a.hasil[k]!.skor.jumlah_dijawab : null),
    },
    {
      judul: `${n} Validitas`,
      nilai: (a) =>
        a.hasil[k] ? a.hasil[k]!.skor.validitas.map((v) => LABEL_VALIDITAS[v.kode]).join(', ') || 'Tidak ada catatan' : null,
    },
  ];
}

/** The score columns of each scoring kind, headed by the instrument's short name. */
const KOLOM_SKOR: { [J in JenisSkor]: (nama: string, skor: (a: AnakEkspor) => SkorPerJenis[J] | undefined) => Kolom[] } = {
  trait: (nama, skor) => [
    ...TRAIT_KEYS.flatMap((t): Kolom[] => [
      { judul: `${nama} ${TRAIT_NAMA[t]} Skor`, nilai: (a) => skor(a)?.traitScores[t]?.skor ?? null },
      { judul: `${nama} ${TRAIT_NAMA[t]} Kategori`, nilai: (a) => skor(a)?.traitScores[t]?.kategori ?? null },
    ]),
    { judul: `${nama} Kesimpulan`, nilai: (a) => skor(a)?.kesimpulan ?? null },
  ],
  domain: (nama, skor) => [
    ...DOMAIN_PSC17_KEYS.flatMap((d): Kolom[] => [
      { judul: `${nama} ${DOMAIN_PSC17_NAMA[d]} Skor`, nilai: (a) => skor(a)?.detail[d]?.skor ?? null },
      { judul: `${nama} ${DOMAIN_PSC17_NAMA[d]} Status`, nilai: (a) => skor(a)?.detail[d]?.status ?? null },
    ]),
    { judul: `${nama} Total Skor`, nilai: (a) => skor(a)?.total_skor ?? null },
    { judul: `${nama} Kategori Total`, nilai: (a) => skor(a)?.kategori_total ?? null },
  ],
  rerata: (nama, skor) => [
    { judul: `${nama} Total Skor`, nilai: (a) => skor(a)?.total_skor ?? null },
    { judul: `${nama} Kategori`, nilai: (a) => skor(a)?.kategori ?? null },
  ],
  kunci: (nama, skor) => [
    { judul: `${nama} Total Skor`, nilai: (a) => skor(a)?.total_skor ?? null },
    { judul: `${nama} Jumlah Soal`, nilai: (a) => skor(a)?.jumlah_soal ?? null },
    { judul: `${nama} Kategori (rentang skor mentah, bukan IQ)`, nilai: (a) => skor(a)?.kategori ?? null },
  ],
  ya_tidak: (nama, skor) => [
    { judul: `${nama} Jumlah Ya`, nilai: (a) => skor(a)?.total_skor ?? null },
    { judul: `${nama} Kategori`, nilai: (a) => skor(a)?.kategori ?? null },
    { judul: `${nama} Butir Kritis Ya`, nilai: (a) => skor(a)?.butir_kritis.join(', ') || null },
  ],
};

/** An instrument's score columns (by its scoring kind), then its meta. */
function kolomInstrumen(k: InstrumentKey): Kolom[] {
  const def = INSTRUMEN[k];
  const kolom = KOLOM_SKOR[def.skor.jenis] as (nama: string, skor: (a: AnakEkspor) => unknown) => Kolom[];
  return [...kolom(def.namaPendek, (a) => a.hasil[k]?.skor), ...meta(k)];
}

/** Every column, in order: identity, the seven screening answers, then each battery instrument's scores and meta. */
export function kolomEkspor(baterai: readonly InstrumentKey[]): Kolom[] {
  return [...KOLOM_IDENTITAS, ...baterai.flatMap(kolomInstrumen)];
}

const KOLOM_IDENTITAS: readonly Kolom[] = [
  { judul: 'No. Registrasi', nilai: (a) => a.registration_no },
  { judul: 'Nama', nilai: (a) => a.name },
  { judul: 'Usia', nilai: (a) => a.age },
  { judul: 'Tempat Lahir', nilai: (a) => a.place_of_birth },
  { judul: 'Tanggal Lahir', nilai: (a) => a.date_of_birth },
  { judul: 'Jenis Kelamin', nilai: (a) => (a.jenis_kelamin && a.jenis_kelamin in LABEL_JENIS_KELAMIN ? LABEL_JENIS_KELAMIN[a.jenis_kelamin as JenisKelamin] : null) },
  { judul: 'Pendidikan Terakhir', nilai: (a) => (a.pendidikan && a.pendidikan in LABEL_PENDIDIKAN ? LABEL_PENDIDIKAN[a.pendidikan as Pendidikan] : null) },
  { judul: 'Bahasa Sehari-hari', nilai: (a) => a.bahasa },
  { judul: 'Tanggal Masuk', nilai: (a) => a.tanggal_masuk },
  { judul: 'Asessor', nilai: (a) => a.asessor_name },
  { judul: 'ID Asessor', nilai: (a) => a.asessor_login_id },
  ...SCREENING_KEYS.map((k): Kolom => ({ judul: SCREENING_LABEL[k], nilai: (a) => a.skrining[k] })),
  { judul: 'Prioritas', nilai: (a) => a.prioritas },
  { judul: 'Tindak Lanjut', nilai: (a) => a.tindak_lanjut ?? 'Tidak ada' },
];

/** The columns of the children's export with the spec's four instruments. */
export const KOLOM_EKSPOR: readonly Kolom[] = kolomEkspor(URUTAN_ANAK);

/** A text a spreadsheet would run as a formula, made inert with a leading apostrophe. */
export function netralkan(teks: string): string {
  return /^[=+\-@\t\r\n]/.test(teks) ? `'${teks}` : teks;
}

/** The header and one row per record, text cells neutralised; the columns of a battery (the children's by default). */
export function tabelEkspor(anak: readonly AnakEkspor[], kolom: readonly Kolom[] = KOLOM_EKSPOR): Sel[][] {
  const sel = (v: Sel): Sel => (typeof v === 'string' ? netralkan(v) : v);
  return [kolom.map((k) => sel(k.judul)), ...anak.map((a) => kolom.map((k) => sel(k.nilai(a))))];
}

const PEMISAH = ';';

function selCsv(v: Sel): string {
  if (v === null) return '';
  const teks = typeof v === 'number' ? String(v).replace('.', ',') : v;
  return /[;"\r\n]/.test(teks) ? `"${teks.replace(/"/g, '""')}"` : teks;
}

/** The table as an Excel-friendly CSV (see the top of this file). */
export function keCsv(tabel: Sel[][]): Buffer {
  const isi = tabel.map((baris) => baris.map(selCsv).join(PEMISAH)).join('\r\n');
  return Buffer.from(`\uFEFF${isi}\r\n`, 'utf8');
}

/** The table as an .xlsx workbook with one sheet. */
export function keXlsx(tabel: Sel[][], namaSheet = 'Hasil Asesmen'): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(tabel.map((baris) => baris.map((v) => (v === null ? '' : v))));
  const lebar = tabel[0].map((_, c) => Math.min(45, Math.max(8, ...tabel.map((b) => String(b[c] ?? '').length)) + 2));
  sheet['!cols'] = lebar.map((wch) => ({ wch }));
  sheet['!autofilter'] = {
    ref: XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: tabel.length - 1, c: tabel[0].length - 1 } }),
  };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, namaSheet);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
