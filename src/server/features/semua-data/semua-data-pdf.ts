// D21 / UU PDP: "Unduh semua data" as a PDF a person can read: every field the JSON file holds, in the
// same parts and order, with labels in Indonesian and times in WIB. Nothing is left out because it has
// no label: a column without one is printed under its own name, so a field added later still shows.
import pdfMake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { INSTRUMEN, isInstrumentKey, SCREENING_LABEL, teksJawaban, type ScreeningKey } from '#domain/index.ts';
import { WARNA } from '#domain/gaya.ts';
import { LABEL_CARA, LABEL_PEMBERI } from '#domain/persetujuan.ts';
import { LABEL_JENIS_KELAMIN, LABEL_PENDIDIKAN } from '#domain/rekam-peserta.ts';
import { LABEL_ALASAN_RONDE } from '#domain/ronde.ts';
import { LABEL_ALASAN_TUTUP, LABEL_TUJUAN_RUJUKAN } from '#domain/tindak-lanjut.ts';
import { tanggalIndonesia, waktuWib } from '#domain/waktu.ts';
// The report's module sets pdfmake's fonts (Roboto from the package) and forbids it URLs and other
// files: importing it is what makes this document safe to draw, and its product name and footer are shared.
import { KAKI_RAHASIA, NAMA_PRODUK, TANDA_RAHASIA } from '../laporan/laporan-pdf';
import type { SemuaData } from './semua-data-data';

export const JUDUL_SEMUA_DATA = 'Seluruh Data Pribadi';

/** The parts of the file, in the JSON's order. */
export const BAGIAN_SEMUA_DATA = {
  rekaman: 'Data Rekaman',
  persetujuan: 'Persetujuan',
  kesediaan: 'Kesediaan Peserta',
  ronde: 'Putaran Skrining',
  hasil: 'Hasil Sub Test (jawaban dan skor)',
  hasilRiwayat: 'Hasil Putaran Sebelumnya dan Percobaan yang Diganti',
  tinjauan: 'Tinjauan Psikolog',
  draf: 'Jawaban Sementara (draf)',
  catatan: 'Catatan',
  tindakLanjut: 'Tindak Lanjut',
  audit: 'Riwayat Akses dan Perubahan (audit)',
} as const;

const LABEL: Record<string, string> = {
  id: 'ID',
  registration_no: 'No. registrasi',
  name: 'Nama',
  age: 'Usia',
  place_of_birth: 'Tempat lahir',
  date_of_birth: 'Tanggal lahir',
  asessor_id: 'ID asesor penanggung jawab',
  asesor_penanggung_jawab: 'Asesor penanggung jawab',
  location: 'Rutan',
  kategori: 'Kategori',
  jenis_kelamin: 'Jenis kelamin',
  pendidikan: 'Pendidikan terakhir',
  bahasa: 'Bahasa sehari-hari',
  tanggal_masuk: 'Tanggal masuk',
  kekerasan_seksual_baru: 'Kekerasan seksual baru terjadi',
  pelaku_satu_fasilitas: 'Terduga pelaku di fasilitas yang sama',
  skrining_at: 'Jawaban skrining diberikan',
  tl_kapan_terakhir: 'Tindak lanjut: kapan terakhir',
  tl_pikiran_hari_ini: 'Tindak lanjut: pikiran mengakhiri hidup hari ini',
  tl_rencana: 'Tindak lanjut: rencana',
  tl_dicatat_at: 'Tindak lanjut dicatat',
  created_at: 'Dibuat',
  updated_at: 'Diubah',
  versi: 'Versi',
  diubah_oleh: 'Diubah oleh',
  peserta_id: 'ID rekaman',
  pemberi: 'Pemberi persetujuan',
  nama_pemberi: 'Nama pemberi',
  hubungan: 'Hubungan',
  cara: 'Cara',
  diberikan_at: 'Diberikan',
  saksi: 'Saksi',
  alasan_tanpa_pendamping: 'Alasan tanpa pendamping',
  catatan_pk: 'Catatan PK Bapas diberi tahu',
  dicatat_oleh: 'Dicatat oleh',
  jawaban: 'Jawaban',
  dijawab_at: 'Dijawab',
  berhenti_at: 'Berhenti',
  berhenti_instrument: 'Berhenti pada sub test',
  instrument: 'Sub test',
  jawaban_essay: 'Jawaban uraian',
  skor: 'Skor',
  timed_out: 'Waktu habis',
  berhenti_peserta_at: 'Dihentikan peserta',
  diragukan: 'Ada tanda validitas (1 ya, 0 tidak, kosong belum dinilai)',
  started_at: 'Mulai',
  submitted_at: 'Dikirim',
  durasi_detik: 'Durasi (detik)',
  jumlah_soal: 'Jumlah soal',
  detik_per_soal: 'Detik per soal',
  versi_bank: 'Versi bank soal',
  waktu_jawab: 'Waktu tiap jawaban',
  tambahan_detik: 'Tambahan waktu (detik)',
  jeda_detik: 'Server tidak berjalan, tidak dihitung (detik)',
  terakhir_aktif: 'Terakhir aktif',
  bantuan_at: 'Minta bantuan',
  catatan: 'Catatan',
  prioritas: 'Prioritas',
  sumber: 'Dibuka oleh',
  temuan_pada: 'Temuan',
  tenggat: 'Tenggat',
  petugas_id: 'ID petugas',
  petugas_name: 'Petugas',
  status: 'Status',
  alasan_tutup: 'Alasan ditutup',
  ditutup_pada: 'Ditutup',
  dibuat_pada: 'Dibuat',
  diubah_pada: 'Diubah',
  tindakan: 'Tindakan',
  oleh: 'Oleh',
  pada: 'Pada',
  dicatat_pada: 'Dicatat',
  tujuan: 'Tujuan',
  tujuan_lain: 'Tujuan lain',
  tanggal: 'Tanggal',
  nomor: 'Nomor',
  hasil: 'Hasil',
  hasil_pada: 'Hasil dicatat',
  jenis: 'Jenis',
  keterangan: 'Keterangan',
  tindak_lanjut_id: 'ID tindak lanjut',
  ronde: 'Putaran',
  percobaan: 'Percobaan',
  ulang_diminta_at: 'Tes ulang diminta',
  ulang_diminta_oleh: 'Tes ulang diminta oleh',
  alasan: 'Alasan',
  dimulai_at: 'Dimulai',
  dimulai_oleh: 'Dimulai oleh',
  ditutup_at: 'Ditutup',
  skrining: 'Jawaban skrining saat ditutup',
  persetujuan: 'Persetujuan saat ditutup',
  kesediaan: 'Kesediaan saat ditutup',
  diarsip_at: 'Diarsipkan',
  prioritas_sistem: 'Prioritas menurut aturan',
  catatan_klinis: 'Catatan klinis',
  psikolog_id: 'ID psikolog',
  psikolog_nama: 'Psikolog',
  nomor_izin: 'SIPP/STR',
  ditinjau_at: 'Ditinjau',
  ...SCREENING_LABEL,
};

/** Stored codes shown as words; the code itself stays beside an unknown one. */
const KODE: Record<string, Record<string, string>> = {
  jenis_kelamin: LABEL_JENIS_KELAMIN,
  pendidikan: LABEL_PENDIDIKAN,
  pemberi: LABEL_PEMBERI,
  cara: LABEL_CARA,
  tujuan: LABEL_TUJUAN_RUJUKAN,
  alasan_tutup: LABEL_ALASAN_TUTUP,
  kategori: { anak: 'Anak', tahanan: 'Tahanan' },
  sumber: { aturan: 'Aturan prioritas', asessor: 'Asesor' },
  status: {
    terbuka: 'Terbuka',
    ditutup: 'Ditutup',
    dinilai: 'Hasil yang dinilai pada putarannya',
    diganti: 'Diganti oleh tes ulang',
  },
  alasan: LABEL_ALASAN_RONDE,
};

const WAKTU_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const TANGGAL = /^\d{4}-\d{2}-\d{2}$/;

function teksNilai(kunci: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return '-';
  if (kunci === 'instrument' || kunci === 'berhenti_instrument')
    return typeof v === 'string' && isInstrumentKey(v) ? INSTRUMEN[v].namaLaporan : String(v);
  if (kunci === 'timed_out') return v ? 'Ya' : 'Tidak';
  if (kunci === 'jawaban' && (v === 'mau' || v === 'menolak')) return v === 'mau' ? 'Saya mau mulai' : 'Saya tidak mau';
  if (typeof v === 'string') {
    const kode = KODE[kunci]?.[v];
    if (kode) return kode;
    if (WAKTU_ISO.test(v)) return waktuWib(v);
    if (TANGGAL.test(v)) return tanggalIndonesia(v);
    return v;
  }
  if (typeof v === 'object') return ringkasObjek(v);
  return String(v);
}

/** A small JSON value on one line: `1: 2 · 2: 0` for answers, nested objects in braces. */
function ringkasObjek(v: object): string {
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'object' && x !== null ? ringkasObjek(x) : String(x))).join(', ');
  return Object.entries(v)
    .map(([k, x]) => `${k}: ${typeof x === 'object' && x !== null ? `{${ringkasObjek(x)}}` : String(x)}`)
    .join(' · ');
}

const label = (k: string) => LABEL[k] ?? k;

/** One row of a table as label/value lines, the long values (answers, scores) last. */
function kunciNilai(baris: Record<string, unknown>, lewati: readonly string[] = []): Content {
  const body: TableCell[][] = Object.entries(baris)
    .filter(([k]) => !lewati.includes(k))
    .map(([k, v]) => [
      { text: label(k), style: 'label' },
      { text: teksNilai(k, v), style: typeof v === 'object' && v !== null ? 'panjang' : undefined },
    ]);
  return {
    table: { widths: [150, '*'], body, dontBreakRows: true },
    layout: {
      hLineWidth: () => 0.4,
      vLineWidth: () => 0,
      hLineColor: () => WARNA.garisHalus,
      paddingTop: () => 2,
      paddingBottom: () => 2,
    },
    margin: [0, 0, 0, 8],
  };
}

function judul(teks: string): Content {
  return { text: teks, style: 'h2', margin: [0, 14, 0, 6] };
}

const kosong = (teks: string): Content => ({ text: teks, italics: true, color: WARNA.redup, margin: [0, 0, 0, 6] });

/** A result's or a draft's answers as their words (issue 32: SRQ-20 'Ya'/'Tidak', not 1/0). */
function denganKataJawaban<R extends { instrument?: unknown } & Record<string, unknown>>(baris: R): R {
  const { instrument, jawaban } = baris;
  if (typeof instrument !== 'string' || !isInstrumentKey(instrument) || typeof jawaban !== 'object' || jawaban === null) return baris;
  const kata = Object.fromEntries(
    Object.entries(jawaban).map(([n, v]) => [n, typeof v === 'number' || typeof v === 'string' ? teksJawaban(instrument, v) : v]),
  );
  return { ...baris, jawaban: kata };
}

function bagianHasil(daftar: readonly ({ instrument: string } & Record<string, unknown>)[], kosongTeks: string): Content[] {
  if (daftar.length === 0) return [kosong(kosongTeks)];
  return daftar.flatMap((h) => [
    { text: `${teksNilai('instrument', h.instrument)}${typeof h.ronde === 'number' ? `, putaran ${h.ronde}` : ''}`, style: 'h3' },
    kunciNilai(denganKataJawaban(h)),
  ]);
}

function bagianTindakLanjut(d: SemuaData): Content[] {
  if (d.tindak_lanjut.length === 0) return [kosong('Tidak ada tindak lanjut.')];
  return d.tindak_lanjut.flatMap((t) => {
    const { aksi, rujukan, riwayat, ...inti } = t;
    const sub = (judulSub: string, rows: Record<string, unknown>[], kosongTeks: string): Content[] => [
      { text: judulSub, style: 'h4' },
      ...(rows.length ? rows.map((r) => kunciNilai(r, ['tindak_lanjut_id'])) : [kosong(kosongTeks)]),
    ];
    return [
      { text: `Tindak lanjut ${inti.prioritas} (dibuka ${waktuWib(inti.dibuat_pada)})`, style: 'h3' },
      kunciNilai(inti),
      ...sub('Tindakan', aksi, 'Belum ada tindakan.'),
      ...sub('Rujukan', rujukan, 'Belum ada rujukan.'),
      ...sub('Riwayat', riwayat, 'Tidak ada riwayat.'),
    ];
  });
}

function bagianAudit(d: SemuaData): Content {
  const body: TableCell[][] = [
    ['Waktu', 'Peran', 'Oleh', 'Tindakan', 'Rincian'].map((t) => ({ text: t, style: 'th' })),
    ...d.audit.map((a) => [waktuWib(a.at), a.role, a.actor_name ?? '-', a.action, a.detail ?? '-']),
  ];
  return {
    table: { headerRows: 1, widths: [80, 45, 90, 110, '*'], body },
    layout: {
      hLineWidth: () => 0.4,
      vLineWidth: () => 0,
      hLineColor: () => WARNA.garisHalus,
      fillColor: (row: number) => (row === 0 ? WARNA.latar : null),
    },
    fontSize: 8,
  };
}

/** The document: a cover line, then each part of the JSON file in turn. */
export function definisiSemuaData(d: SemuaData, rutan: string, dibuatPada: string): TDocumentDefinitions {
  const r = d.rekaman;
  const kategori = r.kategori === 'tahanan' ? 'tahanan' : 'anak';
  const skrining = Object.keys(SCREENING_LABEL) as ScreeningKey[];
  const content: Content[] = [
    { text: JUDUL_SEMUA_DATA, style: 'h1' },
    {
      text: [{ text: r.name, bold: true }, `   •   No. registrasi ${r.registration_no}   •   ${rutan}`],
      color: WARNA.redup,
      margin: [0, 2, 0, 6],
    },
    {
      text:
        'Berkas ini memuat seluruh data yang disimpan sistem tentang satu orang (UU 27/2022 PDP): rekaman, persetujuan, ' +
        'kesediaan, setiap putaran skrining dan sub test dengan jawaban dan skornya, tinjauan psikolog, jawaban sementara, catatan, tindak lanjut, dan riwayat siapa ' +
        'yang membuka atau mengubahnya. Isinya sama dengan berkas JSON "Unduh semua data". Simpan dan serahkan hanya kepada yang berhak.',
      style: 'kecil',
      margin: [0, 0, 0, 4],
    },
    judul(BAGIAN_SEMUA_DATA.rekaman),
    kunciNilai({ ...r, asesor_penanggung_jawab: d.asesor_penanggung_jawab }, skrining),
    { text: 'Jawaban skrining', style: 'h4' },
    kunciNilai(Object.fromEntries(skrining.map((k) => [k, r[k]]))),
    judul(BAGIAN_SEMUA_DATA.persetujuan),
    d.persetujuan ? kunciNilai(d.persetujuan) : kosong('Belum ada persetujuan yang dicatat.'),
    judul(BAGIAN_SEMUA_DATA.kesediaan),
    d.kesediaan ? kunciNilai(d.kesediaan) : kosong('Peserta belum menjawab halaman kesediaan.'),
    judul(BAGIAN_SEMUA_DATA.ronde),
    ...(d.ronde.length ? d.ronde.map((x) => kunciNilai(x)) : [kosong('Belum ada putaran skrining.')]),
    judul(BAGIAN_SEMUA_DATA.hasil),
    ...bagianHasil(d.hasil, 'Belum ada sub test yang disimpan.'),
    judul(BAGIAN_SEMUA_DATA.hasilRiwayat),
    ...bagianHasil(d.hasil_riwayat, 'Tidak ada hasil putaran sebelumnya atau percobaan yang diganti.'),
    judul(BAGIAN_SEMUA_DATA.tinjauan),
    ...(d.tinjauan.length ? d.tinjauan.map((x) => kunciNilai(x)) : [kosong('Belum ada tinjauan psikolog.')]),
    judul(BAGIAN_SEMUA_DATA.draf),
    ...(d.draf.length ? d.draf.map((x) => kunciNilai(denganKataJawaban(x))) : [kosong('Tidak ada jawaban sementara.')]),
    judul(BAGIAN_SEMUA_DATA.catatan),
    ...(d.catatan.length ? d.catatan.map((x) => kunciNilai(x)) : [kosong('Tidak ada catatan.')]),
    judul(BAGIAN_SEMUA_DATA.tindakLanjut),
    ...bagianTindakLanjut(d),
    judul(BAGIAN_SEMUA_DATA.audit),
    d.audit.length ? bagianAudit(d) : kosong('Tidak ada catatan audit.'),
  ];
  return {
    pageSize: 'A4',
    pageMargins: [48, 60, 48, 56],
    info: {
      title: `${JUDUL_SEMUA_DATA} - ${r.name}`,
      author: NAMA_PRODUK,
      creator: NAMA_PRODUK,
      producer: NAMA_PRODUK,
      subject: TANDA_RAHASIA,
    },
    header: () => ({
      margin: [48, 24, 48, 0],
      columns: [
        { text: `${NAMA_PRODUK}   •   Dibuat ${waktuWib(dibuatPada)}`, fontSize: 8.5, color: WARNA.redup },
        { text: TANDA_RAHASIA, width: 'auto', bold: true, color: WARNA.bahaya, fontSize: 10, characterSpacing: 1.5 },
      ],
    }),
    footer: (halaman: number, jumlah: number) => ({
      margin: [48, 18, 48, 0],
      columns: [
        { text: KAKI_RAHASIA[kategori], fontSize: 7.5, color: WARNA.redup },
        { text: `Halaman ${halaman} dari ${jumlah}`, width: 'auto', fontSize: 8.5, color: WARNA.redup },
      ],
    }),
    content,
    defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.2, color: WARNA.teks },
    styles: {
      h1: { fontSize: 17, bold: true, color: WARNA.utama },
      h2: { fontSize: 12.5, bold: true, color: WARNA.utama },
      h3: { fontSize: 10.5, bold: true, margin: [0, 4, 0, 3] },
      h4: { fontSize: 9.5, bold: true, color: WARNA.redup, margin: [0, 2, 0, 2] },
      label: { color: WARNA.redup },
      panjang: { fontSize: 8 },
      th: { bold: true, color: WARNA.redup },
      kecil: { fontSize: 8.5, color: WARNA.redup },
    },
  };
}

/** The PDF bytes of one person's whole record. */
export async function buatSemuaDataPdf(d: SemuaData, rutan: string, dibuatPada: string): Promise<Buffer> {
  return pdfMake.createPdf(definisiSemuaData(d, rutan, dibuatPada)).getBuffer();
}
