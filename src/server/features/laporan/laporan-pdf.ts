// The PDF report (D7): made on the server with pdfmake, A4 portrait, real selectable text in an
// embedded font, with every section of the combined detail in the order of the screen.
//
// Font: Roboto, the TrueType files that ship inside the pdfmake package. They are present wherever
// `npm ci` ran (no system package needed, the same glyphs on every machine), cover Latin with all
// its accented letters (Ñ, Ä, é ...), and pdfkit embeds only the glyphs used (subset).
// pdfmake may fetch URLs and read local files for fonts and images: both are forbidden here, except
// the four font files (read once: pdfmake-cepat.ts).
import { createRequire } from 'node:module';
import path from 'node:path';
import pdfMake from 'pdfmake';
import type { Content, ContentTable, CustomTableLayout, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import {
  CATATAN_RISIKO_KORBAN,
  labelKategoriSrq20,
  labelStatusPsc17,
  teksTidakDitafsirkan,
  BULAN_SKRINING_ULANG,
  KALIMAT_SKRINING,
  CATATAN_KOGNITIF,
  DOMAIN_PSC17_KEYS,
  DOMAIN_PSC17_NAMA,
  JUDUL_BAGIAN,
  JUDUL_BATASAN,
  JUDUL_KEKUATAN,
  JUDUL_TINDAKAN_LANJUTAN,
  LABEL_VALIDITAS,
  teksWaktuHabis,
  PERTANYAAN_ESSAY_DUKUNGAN,
  PRIORITAS,
  batasWaktu,
  tingkatRisiko,
  type KelompokTema,
  type Prioritas,
  type TingkatRisiko,
  PSC17_BATAS_DOMAIN,
  PSC17_BATAS_TOTAL,
  SCREENING_KEYS,
  SCREENING_LABEL,
  TRAIT_KEYS,
  TRAIT_NAMA,
  labelRisiko,
  INSTRUMEN,
  SRQ20_BATAS,
  SRQ20_BUTIR_KRITIS,
  URUTAN_ANAK,
  type HasilDukungan,
  type HasilKognitif,
  type HasilPid5,
  type HasilPsc17,
  type HasilSrq20,
  type InstrumentKey,
  type JenisSkor,
  type KategoriPeserta,
  kalimatTinjauan,
  LABEL_JENIS_KELAMIN,
  LABEL_PENDIDIKAN,
  LABEL_STATUS_TINJAUAN,
  teksPerubahan,
  teksJawaban,
  teksUntuk,
  type JenisKelamin,
  type Pendidikan,
} from '#domain/index.ts';
import { angka, tanggalIndonesia, waktuWib } from '#domain/waktu.ts';
import { WARNA } from '#domain/gaya.ts';
import type { JenisKontak } from '#domain/kontak-lokasi.ts';
import { grafikPid5, grafikPsc17 } from '#domain/grafik.ts';
import { subTest, subTestBelumAda, type LaporanModel, type SubTestTersimpan } from './laporan-model';
import { bagianPersetujuan } from './laporan-persetujuan';
import { bagianCatatanTindakLanjut, kontakUntukTindakan, petugasTindakLanjutTerbuka } from './laporan-tindak-lanjut';
import { percepatPdfmake } from './pdfmake-cepat';

export const NAMA_PRODUK = 'Sistem Asesmen Tahanan dan ABH';
export const JUDUL_LAPORAN = 'Hasil Gabungan Seluruh Instrumen';
export const TANDA_RAHASIA = 'RAHASIA';

/** The identity block's title: a detainee's report never says "anak" (D17). */
export const JUDUL_IDENTITAS: Record<KategoriPeserta, string> = {
  anak: 'Identitas Anak dan Asessor',
  tahanan: 'Identitas Tahanan dan Asessor',
};

/** How the report names the person assessed: the appendix's answer column, the confidentiality footer. */
const SEBUTAN: Record<KategoriPeserta, string> = { anak: 'anak', tahanan: 'tahanan' };

/** The confidentiality line of each page: a child's identity is protected by the juvenile justice law too. */
export const KAKI_RAHASIA: Record<KategoriPeserta, string> = {
  anak: `${TANDA_RAHASIA}: identitas anak dilindungi (UU 11/2012 SPPA, UU 27/2022 PDP). Jangan disebarluaskan.`,
  tahanan: `${TANDA_RAHASIA}: identitas tahanan dilindungi (UU 27/2022 PDP). Jangan disebarluaskan.`,
};

/**
 * Section titles of a child's report, in the order of the combined detail on screen; a sub test's title
 * comes from its definition (`judulLaporan`), so a detainee's battery brings its own.
 */
export const JUDUL_SEKSI = {
  identitas: JUDUL_IDENTITAS.anak,
  ...(Object.fromEntries(URUTAN_ANAK.map((k) => [k, INSTRUMEN[k].judulLaporan])) as Record<InstrumentKey, string>),
  risiko: 'Faktor Risiko (Skrining)',
  interpretasi: 'Interpretasi',
  catatan: 'Catatan Tambahan',
  administrasi: 'Catatan Administrasi Sub Test',
  tindakLanjut: 'Tindak Lanjut',
};

/** The item appendix: only in the clinician's copy (D22): item answers can incriminate a person not yet tried. */
export const JUDUL_LAMPIRAN = 'Lampiran: Jawaban per Butir (untuk psikolog)';

/** D22: the name of each copy, on its header and cover. */
export const NAMA_SALINAN = { petugas: 'Salinan petugas', psikolog: 'Salinan psikolog' } as const;
export const BUKAN_BERKAS_PERKARA = 'BUKAN UNTUK BERKAS PERKARA';
/** The officer's copy's note where the LGBT row and the item answers are left out. */
export const CATATAN_SALINAN_PETUGAS =
  'Salinan petugas: jawaban per butir dan sebagian jawaban skrining yang tidak diperlukan untuk tindakan hanya ada pada salinan psikolog.';

export const TEKS_WAKTU_HABIS = 'Waktu habis: dikirim otomatis dengan jawaban yang sudah diisi';
export const TEKS_BELUM_DIKERJAKAN = 'Sub test ini belum dikerjakan.';

/** "Sub Test 2 (PSC-17)": a sub test by its place in the record's battery. */
function namaSubtest(m: LaporanModel, k: InstrumentKey): string {
  return `Sub Test ${m.baterai.indexOf(k) + 1} (${INSTRUMEN[k].namaLaporan})`;
}

const require = createRequire(import.meta.url);
const ROBOTO = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const FONT_FILES = {
  normal: path.join(ROBOTO, 'Roboto-Regular.ttf'),
  bold: path.join(ROBOTO, 'Roboto-Medium.ttf'),
  italics: path.join(ROBOTO, 'Roboto-Italic.ttf'),
  bolditalics: path.join(ROBOTO, 'Roboto-MediumItalic.ttf'),
};
const ALLOWED_FILES = new Set(Object.values(FONT_FILES));
pdfMake.setFonts({ Roboto: { ...FONT_FILES } });
percepatPdfmake(Object.values(FONT_FILES));
pdfMake.setUrlAccessPolicy(() => false);
pdfMake.setLocalAccessPolicy((file) => ALLOWED_FILES.has(path.resolve(file)));

// A4 portrait in points (595.28 x 841.89).
const MARGIN = { kiri: 48, kanan: 48, atas: 78, bawah: 56 };
const LEBAR_ISI = 595.28 - MARGIN.kiri - MARGIN.kanan;

/** Table look: light horizontal rules, a tinted header row, roomy cells. */
const TABEL_LAYOUT = {
  hLineWidth: (i: number, node: ContentTable) => (i === 0 || i === node.table.body.length ? 0.8 : 0.5),
  vLineWidth: () => 0,
  hLineColor: (i: number) => (i <= 1 ? WARNA.garis : WARNA.garisHalus),
  fillColor: (row: number, node: ContentTable) => (row < (node.table.headerRows ?? 0) ? WARNA.latar : null),
  paddingLeft: () => 6,
  paddingRight: () => 6,
  paddingTop: () => 4,
  paddingBottom: () => 4,
};

/** A frame round one cell: a border of one width and colour on every side, an optional fill, even padding. */
function bingkai(b: { tebal: number; warna: string; latar?: string; x: number; atas: number; bawah?: number }): CustomTableLayout {
  const { latar } = b;
  return {
    hLineWidth: () => b.tebal,
    vLineWidth: () => b.tebal,
    hLineColor: () => b.warna,
    vLineColor: () => b.warna,
    ...(latar === undefined ? {} : { fillColor: () => latar }),
    paddingLeft: () => b.x,
    paddingRight: () => b.x,
    paddingTop: () => b.atas,
    paddingBottom: () => b.bawah ?? b.atas,
  };
}

export function judulSeksi(judul: string): Content {
  return {
    stack: [
      { text: judul, style: 'h2' },
      { canvas: [{ type: 'line', x1: 0, y1: 2, x2: LEBAR_ISI, y2: 2, lineWidth: 1, lineColor: WARNA.utama }] },
    ],
    margin: [0, 16, 0, 8],
  };
}

/** A heading kept on one page with what must follow it. */
export function seksi(judul: string, ...awal: Content[]): Content {
  return { stack: [judulSeksi(judul), ...awal], unbreakable: true };
}

/** A header cell; numeric columns are right-aligned like their values. */
type Kepala = string | { text: string; kanan: true };

export function tabel(header: Kepala[] | null, body: TableCell[][], widths: (string | number)[]): Content {
  const th = (h: Kepala): TableCell =>
    typeof h === 'string' ? { text: h, style: 'th' } : { text: h.text, style: 'th', alignment: 'right' };
  const rows: TableCell[][] = header ? [header.map(th), ...body] : body;
  return {
    table: { headerRows: header ? 1 : 0, widths, body: rows, dontBreakRows: true },
    layout: TABEL_LAYOUT,
    margin: [0, 0, 0, 6],
  };
}

export function keterangan(teks: string | Content[], margin: [number, number, number, number] = [0, 0, 0, 6]): Content {
  return { text: teks, style: 'kecil', margin };
}

/** When the sub test was done, how long it took, how much was answered, and its validity flags (D12). */
function infoSubTest(h: SubTestTersimpan<unknown>): Content {
  const bagian: Content[] = [
    { text: `Selesai: ${waktuWib(h.submitted_at)}   •   Durasi ${durasiTeks(h.meta.durasi_detik)}   •   ${h.meta.jumlah_dijawab} dari ${h.meta.jumlah_soal} soal dijawab` },
  ];
  // A sub test ended by staff (finding 8, issue 27: with who and why) or stopped by the person (D21)
  // says so, never "waktu habis".
  const diakhiri = h.meta.validitas.find((v) => v.kode === 'diakhiri_petugas' || v.kode === 'berhenti_peserta');
  if (diakhiri) bagian.push({ text: `   •   ${diakhiri.pesan}`, bold: true, color: WARNA.sedang });
  else if (h.timed_out) bagian.push({ text: `   •   ${TEKS_WAKTU_HABIS}`, bold: true, color: WARNA.sedang });
  const lain = h.meta.validitas.filter((v) => v.kode !== 'waktu_habis' && v.kode !== 'diakhiri_petugas' && v.kode !== 'berhenti_peserta');
  const tanda: Content[] = lain.map((v) => ({ text: `Hasilnya diragukan: ${v.pesan}`, bold: true, color: WARNA.sedang, margin: [0, 1, 0, 0] }) as Content);
  const ditahan = teksTidakDitafsirkan(h.meta);
  if (ditahan) {
    tanda.push({
      text: `${ditahan}: skor di bawah ini tidak dipakai untuk kesimpulan, saran, atau kekuatan; ulangi sub test ini.`,
      bold: true,
      color: WARNA.bahaya,
      margin: [0, 1, 0, 0],
    });
  }
  return { stack: [keterangan(bagian, [0, 0, 0, 0]), ...tanda], margin: [0, 0, 0, 6] };
}

const belumDikerjakan = (): Content => ({ text: TEKS_BELUM_DIKERJAKAN, italics: true, color: WARNA.redup, margin: [0, 0, 0, 6] });

/** The colour of a risk level (D12: colours follow risk, not the word). */
export const WARNA_RISIKO: Record<TingkatRisiko, string> = { risiko: WARNA.bahaya, waspada: WARNA.sedang, aman: WARNA.aman, netral: WARNA.redup };

function kategoriSel(instrument: InstrumentKey, kategori: string, label = kategori): TableCell {
  const tingkat = tingkatRisiko(instrument, kategori);
  return { text: label, bold: tingkat === 'risiko', color: WARNA_RISIKO[tingkat] };
}

/** The category cell of a sub test, or "Tidak dapat ditafsirkan" without a band word when it cannot be read. */
function selHasil(h: SubTestTersimpan<unknown>, instrument: InstrumentKey, kategori: string, label = kategori): TableCell {
  return teksTidakDitafsirkan(h.meta)
    ? { text: 'Tidak dapat ditafsirkan', bold: true, color: WARNA.sedang }
    : kategoriSel(instrument, kategori, label);
}

/** Minutes and seconds of a duration ('12 menit 5 detik'); '-' when unknown. */
export function durasiTeks(detik: number | null | undefined): string {
  if (detik === null || detik === undefined) return '-';
  const m = Math.floor(detik / 60);
  const d = detik % 60;
  return m > 0 ? `${m} menit ${d} detik` : `${d} detik`;
}

/** The validity flags of a sub test, named; 'Tidak ada' when none. */
const tandaTeks = (h: SubTestTersimpan<unknown>) => h.meta.validitas.map((v) => LABEL_VALIDITAS[v.kode]).join(', ') || 'Tidak ada';

function grafikDenganJudul(judul: string, g: { svg: string; width: number; height: number }): Content {
  return {
    stack: [
      { text: judul, style: 'kecil', bold: true, margin: [0, 0, 0, 6] },
      { svg: g.svg, width: g.width, height: g.height },
    ],
    unbreakable: true,
    margin: [0, 6, 0, 6],
  };
}

const BELUM_DICATAT = 'Belum dicatat';
const jenisKelamin = (v: string | null | undefined) => (v && v in LABEL_JENIS_KELAMIN ? LABEL_JENIS_KELAMIN[v as JenisKelamin] : BELUM_DICATAT);
const pendidikan = (v: string | null | undefined) => (v && v in LABEL_PENDIDIKAN ? LABEL_PENDIDIKAN[v as Pendidikan] : BELUM_DICATAT);

function bagianIdentitas(m: LaporanModel): Content {
  const label = (t: string): TableCell => ({ text: t, color: WARNA.redup });
  const asessor = m.asessor ? `${m.asessor.name} (ID: ${m.asessor.assesor_id})` : 'Akun asessor sudah dihapus';
  return seksi(
    JUDUL_IDENTITAS[m.kategori],
    tabel(
      null,
      [
        [label('Nama'), { text: m.peserta.name, bold: true }, label('Nomor registrasi'), m.peserta.registration_no],
        [label('Usia'), `${m.peserta.age} tahun`, label('Tempat lahir'), m.peserta.place_of_birth],
        [label('Tanggal lahir'), tanggalIndonesia(m.peserta.date_of_birth), label('Lokasi'), m.rutan],
        [label('Jenis kelamin'), jenisKelamin(m.orang?.jenis_kelamin), label('Pendidikan terakhir'), pendidikan(m.orang?.pendidikan)],
        [
          label('Bahasa sehari-hari'),
          m.orang?.bahasa || BELUM_DICATAT,
          label('Tanggal masuk'),
          m.orang?.tanggal_masuk ? tanggalIndonesia(m.orang.tanggal_masuk) : BELUM_DICATAT,
        ],
        [label('Asessor'), { text: asessor, colSpan: 3 }, '', ''],
        // D21: the consent and the person's own assent, as a psychologist needs them on file.
        ...(m.persetujuan
          ? [
              [label('Persetujuan'), { text: m.persetujuan.persetujuan, colSpan: 3 }, '', ''],
              [label('Kesediaan peserta'), { text: m.persetujuan.kesediaan, colSpan: 3 }, '', ''],
            ]
          : []),
      ],
      [80, '*', 90, '*'],
    ),
  );
}

function bagianTrait(m: LaporanModel, k: InstrumentKey): Content[] {
  const h = subTest(m, k) as SubTestTersimpan<HasilPid5> | null;
  if (!h) return [seksi(INSTRUMEN[k].judulLaporan, belumDikerjakan())];
  const rows = TRAIT_KEYS.map((t): TableCell[] => {
    const s = h.skor.traitScores[t];
    const skor = `${angka(s?.skor)}${s?.diprorata ? '*' : ''}`;
    return [TRAIT_NAMA[t], { text: skor, alignment: 'right' }, selHasil(h, k, s?.kategori ?? 'Tidak dapat dihitung')];
  });
  const grafik = grafikPid5(h.skor, LEBAR_ISI);
  return [
    seksi(
      INSTRUMEN[k].judulLaporan,
      infoSubTest(h),
      tabel(['Trait', { text: 'Skor (0-3)', kanan: true }, 'Kategori'], rows, ['*', 70, 130]),
      { text: [{ text: 'Kesimpulan: ', bold: true }, teksTidakDitafsirkan(h.meta) ?? (h.skor.kesimpulan || '-')], margin: [0, 2, 0, 4] },
      keterangan(
        `Skor trait adalah rata-rata 5 butir (0-3). Kategori: Tinggi bila skor 2 atau lebih, Sedang bila 1 atau lebih, selain itu Rendah.${TRAIT_KEYS.some((t) => h.skor.traitScores[t]?.diprorata) ? ' * Diprorata: satu dari lima butir kosong, skor dihitung dari empat butir.' : ''}`,
      ),
    ),
    grafikDenganJudul(`Grafik skor trait ${INSTRUMEN[k].label} (0-3) dengan garis batas Sedang dan Tinggi`, grafik),
  ];
}

function bagianDomain(m: LaporanModel, k: InstrumentKey): Content[] {
  const h = subTest(m, k) as SubTestTersimpan<HasilPsc17> | null;
  if (!h) return [seksi(INSTRUMEN[k].judulLaporan, belumDikerjakan())];
  const rows = DOMAIN_PSC17_KEYS.map((d): TableCell[] => {
    const s = h.skor.detail[d];
    return [
      DOMAIN_PSC17_NAMA[d],
      { text: angka(s?.skor), alignment: 'right' },
      { text: `≥ ${PSC17_BATAS_DOMAIN[d]}`, alignment: 'right', color: WARNA.redup },
      selHasil(h, k, s?.status ?? 'Tidak dapat dihitung', labelStatusPsc17(s?.status ?? 'Tidak dapat dihitung', s?.skor ?? null, s?.minimal)),
    ];
  });
  rows.push([
    { text: 'Total', bold: true },
    { text: angka(h.skor.total_skor), alignment: 'right', bold: true },
    { text: `≥ ${PSC17_BATAS_TOTAL}`, alignment: 'right', color: WARNA.redup },
    {
      ...(selHasil(h, k, h.skor.kategori_total, labelStatusPsc17(h.skor.kategori_total, h.skor.total_skor, h.skor.total_minimal)) as object),
      bold: true,
    } as TableCell,
  ]);
  const grafik = grafikPsc17(h.skor, LEBAR_ISI);
  return [
    seksi(
      INSTRUMEN[k].judulLaporan,
      infoSubTest(h),
      tabel(['Domain', { text: 'Skor', kanan: true }, { text: 'Batas', kanan: true }, 'Status'], rows, ['*', 60, 60, 130]),
      keterangan(
        "Sebuah domain atau total berstatus Bermasalah bila skornya mencapai batas; 'Tidak pasti' bila soal yang kosong (masing-masing sampai 2 poin) dapat membuatnya melewati batas. Batas ini adalah aturan skrining produk untuk laporan diri anak. Garis merah pada grafik menandai batas.",
      ),
    ),
    grafikDenganJudul('Grafik skor domain dan total PSC-17 dengan batas masing-masing', grafik),
  ];
}

function bagianRerata(m: LaporanModel, k: InstrumentKey): Content[] {
  const h = subTest(m, k) as SubTestTersimpan<HasilDukungan> | null;
  if (!h) return [seksi(INSTRUMEN[k].judulLaporan, belumDikerjakan())];
  const essay = h.jawaban_essay?.trim();
  return [
    seksi(
      INSTRUMEN[k].judulLaporan,
      infoSubTest(h),
      tabel(
        ['Total skor', 'Rata-rata butir (1-5)', 'Kategori'],
        [
          [
            `${angka(h.skor.total_skor)} (${h.meta.jumlah_dijawab} dari ${h.meta.jumlah_soal} dijawab)`,
            angka(h.skor.rata_rata),
            selHasil(h, k, h.skor.kategori),
          ],
        ],
        ['*', '*', 130],
      ),
      keterangan('Rata-rata dihitung dari butir yang dijawab; bila lebih dari 20% butir kosong, kategori tidak diberikan. Dukungan rendah adalah risiko.'),
    ),
    // The person's own words with their question: kept on one page when short; a long essay flows over pages.
    ...(INSTRUMEN[k].essay
      ? [
          {
            unbreakable: (essay?.length ?? 0) < 1500,
            stack: [{ text: teksUntuk(k, m.kategori).essay ?? PERTANYAAN_ESSAY_DUKUNGAN, bold: true, margin: [0, 6, 0, 4] }, essayKotak(essay)],
          } as Content,
        ]
      : []),
  ];
}

function essayKotak(essay: string | undefined): Content {
  return {
      table: {
        widths: ['*'],
        body: [[{ text: essay || 'Tidak ada jawaban essay.', italics: !essay, color: essay ? WARNA.teks : WARNA.redup }]],
      },
      layout: {
        hLineWidth: () => 0,
        vLineWidth: (i: number) => (i === 0 ? 2 : 0),
        vLineColor: () => WARNA.garis,
        fillColor: () => WARNA.latar,
        paddingLeft: () => 10,
        paddingRight: () => 10,
        paddingTop: () => 6,
        paddingBottom: () => 6,
      },
      margin: [0, 0, 0, 6],
    };
}

function bagianKunci(m: LaporanModel, k: InstrumentKey): Content {
  const h = subTest(m, k) as SubTestTersimpan<HasilKognitif> | null;
  if (!h) return seksi(INSTRUMEN[k].judulLaporan, belumDikerjakan());
  const persen = h.skor.persen === null ? '-' : `${angka(h.skor.persen)}%`;
  return seksi(
    INSTRUMEN[k].judulLaporan,
    infoSubTest(h),
    tabel(
      ['Benar', 'Salah', 'Tidak dijawab', 'Persentase benar', 'Kategori (rentang skor mentah)'],
      [
        [
          `${h.skor.total_skor} dari ${h.skor.jumlah_soal}`,
          String(Math.max(0, h.meta.jumlah_dijawab - h.skor.total_skor)),
          String(Math.max(0, h.meta.jumlah_soal - h.meta.jumlah_dijawab)),
          persen,
          selHasil(h, k, h.skor.kategori),
        ],
      ],
      ['*', 50, 70, 80, 150],
    ),
    keterangan(
      `${CATATAN_KOGNITIF} Kategori: Tinggi bila benar 70% atau lebih, Sedang bila 40% atau lebih, selain itu Rendah. Skor rendah dibaca hanya setelah memeriksa waktu habis, soal kosong, pemahaman contoh, penglihatan, dan riwayat sekolah.`,
    ),
  );
}

/** "Ya" answers against the cut-off, and the critical items (SRQ-20 item 17: thoughts of ending one's life). */
function bagianYaTidak(m: LaporanModel, k: InstrumentKey): Content {
  const h = subTest(m, k) as SubTestTersimpan<HasilSrq20> | null;
  if (!h) return seksi(INSTRUMEN[k].judulLaporan, belumDikerjakan());
  const kritis = h.skor.butir_kritis;
  return seksi(
    INSTRUMEN[k].judulLaporan,
    infoSubTest(h),
    tabel(
      [{ text: 'Jumlah jawaban Ya', kanan: true }, { text: 'Batas', kanan: true }, 'Kategori', 'Butir kritis'],
      [
        [
          { text: `${h.skor.total_skor} dari ${h.meta.jumlah_soal}`, alignment: 'right', bold: true },
          { text: `≥ ${SRQ20_BATAS}`, alignment: 'right', color: WARNA.redup },
          kritis.length
            ? { text: labelKategoriSrq20(h.skor.kategori, kritis), bold: true, color: WARNA.bahaya }
            : selHasil(h, k, h.skor.kategori),
          kritis.length
            ? { text: `KRITIS: butir ${kritis.join(', ')} (pikiran mengakhiri hidup) dijawab Ya`, bold: true, color: WARNA.bahaya }
            : { text: 'Tidak ada', color: WARNA.aman },
        ],
      ],
      [90, 50, 100, '*'],
    ),
    keterangan(
      `Jumlah jawaban Ya atas keluhan 30 hari terakhir; ${SRQ20_BATAS} atau lebih berarti terindikasi masalah mental emosional (batas Riskesdas), 'Tidak pasti' bila soal yang kosong dapat mencapai batas. Butir ${SRQ20_BUTIR_KRITIS.join(', ')} dijawab Ya adalah kasus kritis, berapa pun totalnya: tahanan tidak ditinggal sendiri dan dirujuk ke klinik rutan hari ini.`,
    ),
  );
}

/** The section of one instrument of the battery, by its scoring kind. */
const BAGIAN_JENIS: { [J in JenisSkor]: (m: LaporanModel, k: InstrumentKey) => Content | Content[] } = {
  trait: bagianTrait,
  domain: bagianDomain,
  rerata: bagianRerata,
  kunci: bagianKunci,
  ya_tidak: bagianYaTidak,
};

function bagianInstrumen(m: LaporanModel): Content[] {
  return m.baterai.flatMap((k) => BAGIAN_JENIS[INSTRUMEN[k].skor.jenis](m, k));
}

/** The screening answers the officer's copy leaves out (D22): LGBT status is no officer's business beyond the placement action. */
const SKRINING_TANPA_SALINAN_PETUGAS: readonly string[] = ['riwayat_lgbt'];

function bagianRisiko(m: LaporanModel): Content {
  const petugas = m.salinan !== 'psikolog';
  const rows = SCREENING_KEYS.filter((k) => !petugas || !SKRINING_TANPA_SALINAN_PETUGAS.includes(k)).map((k): TableCell[] => {
    const jawaban = m.skrining[k] ?? '-';
    const label = labelRisiko(jawaban);
    const tinggi = jawaban === 'Ya';
    // An answer to a screening question is what was reported, not an established fact (CLINICAL.md "Round three").
    const dilaporkan = petugas ? (tinggi ? 'Dilaporkan' : 'Tidak dilaporkan') : jawaban;
    return [SCREENING_LABEL[k], dilaporkan, { text: label, bold: true, color: tinggi ? WARNA.bahaya : WARNA.aman }];
  });
  return seksi(
    JUDUL_SEKSI.risiko,
    tabel(['Faktor risiko', petugas ? 'Laporan' : 'Jawaban', 'Status'], rows, ['*', 90, 110]),
    keterangan(CATATAN_RISIKO_KORBAN),
    ...(petugas ? [keterangan(CATATAN_SALINAN_PETUGAS)] : []),
  );
}

/** A list of theme groups: the theme as a small heading, its sentences as bullets. */
function kelompokTema(kelompok: KelompokTema[]): Content[] {
  if (kelompok.length === 0) return [{ text: '-', margin: [0, 0, 0, 6] }];
  return kelompok.map((k) => ({
    stack: [
      { text: k.judul, bold: true, fontSize: 9.5, color: WARNA.utama, margin: [0, 1, 0, 1] },
      { ul: k.kalimat.map((x) => ({ text: x, margin: [0, 0, 0, 1] })), fontSize: 9.5, margin: [4, 0, 0, 3] },
    ],
    unbreakable: true,
  }));
}

function bagianInterpretasi(m: LaporanModel): Content[] {
  const i = m.interpretasi;
  if (!i.lengkap) {
    return [seksi(JUDUL_SEKSI.interpretasi, { text: i.pesan, italics: true, color: WARNA.redup, margin: [0, 0, 0, 6] })];
  }
  const out: Content[] = [
    seksi(JUDUL_SEKSI.interpretasi, {
      text: [{ text: 'Prioritas: ', bold: true }, { text: `${i.prioritas} (${i.tenggat})`, bold: true, color: warnaPrioritas(i.prioritas) }],
      margin: [0, 0, 0, 6],
    }),
  ];
  if (i.kekuatan.length) {
    out.push({
      stack: [
        { text: JUDUL_KEKUATAN[i.kategori], style: 'h3' },
        { ul: i.kekuatan.map((k) => ({ text: k, margin: [0, 0, 0, 2] })), margin: [4, 0, 0, 6] },
      ],
      unbreakable: true,
    });
  }
  for (const b of ['gambaran_kepribadian', 'kecenderungan_masalah', 'intervensi'] as const) {
    // A part's title never sits alone at the foot of a page: it travels with its first theme group.
    const [pertama, ...sisa] = kelompokTema(i.bagian[b]);
    out.push({ stack: [{ text: JUDUL_BAGIAN[b], style: 'h3' }, pertama], unbreakable: true }, ...sisa);
  }
  out.push({
    stack: [
      { text: JUDUL_BAGIAN.kesimpulan, style: 'h3' },
      ...i.bagian.kesimpulan.map((k) => ({ text: k, margin: [0, 0, 0, 4] }) as Content),
    ],
    unbreakable: true,
  });
  return out;
}

const warnaPrioritas = (p: Prioritas) => (p === 'Kritis' || p === 'Mendesak' ? WARNA.bahaya : p === 'Tinggi' ? WARNA.sedang : WARNA.teks);

/** D22: the review's status and, once reviewed, who reviewed it, when, and the priority confirmed or overridden with its reason. */
function barisTinjauan(m: LaporanModel): Content[] {
  const t = m.tinjauan;
  if (!t) return [];
  const status: Content = {
    text: [
      { text: 'Status: ', bold: true },
      { text: LABEL_STATUS_TINJAUAN[t.status], bold: true, color: t.status === 'ditinjau' ? WARNA.aman : WARNA.sedang },
      t.status === 'draf'
        ? t.berubah_setelah_tinjauan
          ? ' (ada hasil baru setelah tinjauan terakhir; belum ditinjau ulang psikolog)'
          : ' (belum ditinjau psikolog)'
        : '',
    ],
    margin: [0, 0, 0, 3],
  };
  if (!t.tinjauan) return [status];
  const diubah = t.tinjauan.prioritas !== t.tinjauan.prioritas_sistem;
  return [
    status,
    {
      text: kalimatTinjauan(t.tinjauan, waktuWib),
      bold: diubah,
      color: diubah ? warnaPrioritas(t.tinjauan.prioritas) : WARNA.teks,
      margin: [0, 0, 0, 3],
    },
  ];
}

/** An action with, under it, the facility's contacts it needs (D24), so staff need not look them up elsewhere. */
function denganKontak(m: LaporanModel, teks: string, jenis: readonly JenisKontak[], margin: [number, number, number, number]): Content {
  const kontak = kontakUntukTindakan(m, jenis);
  if (!kontak) return { text: teks, margin };
  return { stack: [teks, { text: kontak, fontSize: 8.5, color: WARNA.utama, margin: [0, 1, 0, 0] }], margin };
}

/** The box at the top: the priority with its follow-up time, the critical case if any, and the first actions (D4, D12). */
function kotakPrioritas(m: LaporanModel): Content {
  const i = m.interpretasi;
  const mendesak = i.prioritas === 'Kritis' || i.prioritas === 'Mendesak';
  const warna = mendesak ? WARNA.bahaya : WARNA.utama;
  const judul = i.kritis.aktif ? 'KASUS KRITIS: PERLU TINDAKAN SEGERA' : `PRIORITAS ${i.prioritas.toUpperCase()}`;
  return {
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              { text: judul, bold: true, color: warna, fontSize: 11.5, margin: [0, 0, 0, 2] },
              { text: [{ text: 'Prioritas: ', bold: true }, `${i.prioritas} (${i.tenggat})`], margin: [0, 0, 0, 3] },
              ...barisTinjauan(m),
              { text: i.alasan_prioritas, margin: [0, 0, 0, 3] },
              ...i.kritis.alasan.map((a) => ({ text: a, margin: [0, 0, 0, 3] }) as Content),
              ...(i.lengkap ? [{ text: i.bagian.kesimpulan.find((k) => k.startsWith('Ringkasan')) ?? '', margin: [0, 0, 0, 3] } as Content] : []),
              { text: `${i.judul_tindakan_utama}:`, bold: true, margin: [0, 3, 0, 2] },
              { ol: i.tindakan_utama.map((t, n) => denganKontak(m, t, i.kontak_tindakan_utama[n] ?? [], [0, 0, 0, 2])) },
              ...(i.tindakan_lanjutan.length
                ? [{ text: `Semua tindakan lainnya ada di bawah kotak ini (${i.tindakan_lanjutan.reduce((n, g) => n + g.tindakan.length, 0)} tindakan).`, italics: true, margin: [0, 2, 0, 0] } as Content]
                : []),
            ],
          },
        ],
      ],
    },
    layout: bingkai({ tebal: 1.5, warna, latar: mendesak ? WARNA.bahayaLatar : WARNA.latar, x: 10, atas: 8 }),
    margin: [0, 4, 0, 6],
  };
}

/** Every other action the rules produce, none dropped, grouped by clock (CLINICAL.md "Round three"). */
function daftarTindakanLanjutan(m: LaporanModel): Content[] {
  const grup = m.interpretasi.tindakan_lanjutan;
  if (grup.length === 0) return [];
  // The heading travels with the first group, never alone at the foot of a page.
  return [
    ...grup.map(
      (g, n): Content => ({
        stack: [
          ...(n === 0 ? [{ text: `${JUDUL_TINDAKAN_LANJUTAN}:`, bold: true, margin: [0, 0, 0, 2] } as Content] : []),
          { text: g.judul, bold: true, fontSize: 9.5, color: g.jangka === 'hari_ini' ? WARNA.bahaya : WARNA.utama, margin: [0, 1, 0, 1] },
          { ul: g.tindakan.map((t, k) => denganKontak(m, t, g.kontak[k] ?? [], [0, 0, 0, 1])), fontSize: 9.5, margin: [4, 0, 0, 3] },
        ],
        unbreakable: true,
      }),
    ),
    { text: '', margin: [0, 0, 0, 4] },
  ];
}

/** The limits of the results, at the top of the report (CLINICAL.md). */
function kotakBatasan(m: LaporanModel): Content {
  const batasan = m.interpretasi.lengkap ? m.interpretasi.batasan : [KALIMAT_SKRINING[m.interpretasi.kategori]];
  return {
    stack: [{ text: `${JUDUL_BATASAN}:`, bold: true, fontSize: 8.5, color: WARNA.redup }, ...batasan.map((b) => keterangan(b, [0, 1, 0, 0]))],
    margin: [0, 0, 0, 8],
  };
}

/** The administration record of every sub test: when, how long, how much answered, flags, bank version (D12, issue 11). */
function bagianAdministrasi(m: LaporanModel): Content {
  const rows = m.baterai.map((k): TableCell[] => {
    const h = m.hasil[k];
    if (!h) return [namaSubtest(m, k), { text: 'Belum dikerjakan', colSpan: 6, italics: true, color: WARNA.redup }, '', '', '', '', ''];
    const tanda = tandaTeks(h);
    return [
      namaSubtest(m, k),
      waktuWib(h.started_at),
      durasiTeks(h.meta.durasi_detik),
      `${h.meta.jumlah_dijawab}/${h.meta.jumlah_soal}`,
      teksWaktuHabis(h.timed_out, h.meta.validitas),
      { text: tanda, color: h.meta.validitas.length ? WARNA.sedang : WARNA.teks, bold: h.meta.validitas.length > 0 },
      h.versi_bank === null || h.versi_bank === undefined ? '-' : String(h.versi_bank),
    ];
  });
  return seksi(
    JUDUL_SEKSI.administrasi,
    tabel(['Sub test', 'Mulai', 'Durasi', 'Dijawab', 'Waktu habis', 'Tanda validitas', 'Versi bank'], rows, [92, 78, 58, 40, 50, '*', 46]),
    keterangan('Waktu dicatat oleh jam server. Tanda validitas: lebih dari 20% kosong, semua jawaban sama, separuh soal dijawab lebih cepat dari waktu baca (PID-5 4 detik, pola gambar 8 detik, lainnya 2 detik per soal), atau tes pola gambar setara menebak.'),
  );
}

/** Adds months to an ISO time (for the re-screening date). */
function tambahBulan(iso: string, bulan: number): string {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + bulan);
  return d.toISOString();
}

/** Who follows the person up, by when, when to screen again, and the psychologist's signature (D7, issue 12). */
function bagianTindakLanjut(m: LaporanModel): Content {
  const i = m.interpretasi;
  const jam = PRIORITAS[i.prioritas].batas_jam;
  const terakhir = m.baterai.map((k) => m.hasil[k]?.submitted_at).filter((x): x is string => Boolean(x)).sort().at(-1) ?? m.dibuatPada;
  // Counted from when the finding arose (the screening answer or the submission), never from printing (D19).
  const batas = i.batas_waktu ?? batasWaktu(i.prioritas, i.waktu_temuan ?? terakhir);
  const tinjau =
    jam === null || !batas
      ? 'Saat skrining ulang'
      : `${waktuWib(batas)} (dihitung dari temuan ${waktuWib(i.waktu_temuan ?? terakhir)}, bukan dari waktu cetak)`;
  const label = (t: string): TableCell => ({ text: t, color: WARNA.redup });
  const garis = { text: '.'.repeat(70), color: WARNA.garis };
  const petugasTl = petugasTindakLanjutTerbuka(m);
  return seksi(
    JUDUL_SEKSI.tindakLanjut,
    tabel(
      null,
      [
        // D19: while a follow-up is open, its officer is the one responsible, not the record's assessor.
        [label('Petugas penanggung jawab'), petugasTl ? `${petugasTl} (petugas tindak lanjut)` : m.asessor ? `${m.asessor.name} (ID: ${m.asessor.assesor_id})` : garis],
        [label('Prioritas'), { text: `${i.prioritas} (${i.tenggat})`, bold: true, color: warnaPrioritas(i.prioritas) }],
        [label('Ditinjau paling lambat'), tinjau],
        [label('Skrining ulang'), `${tanggalDari(tambahBulan(terakhir, BULAN_SKRINING_ULANG))}; juga saat dipindahkan, sebelum bebas, dan setelah peristiwa berat`],
        ...barisPsikolog(m, label, garis),
        [label('Tanda tangan dan tanggal'), { text: '\n\n' + '.'.repeat(70), color: WARNA.garis }],
      ],
      [130, '*'],
    ),
  );
}

/** The reviewing psychologist, or a line to sign on; the clinical note in the clinician's copy only. */
function barisPsikolog(m: LaporanModel, label: (t: string) => TableCell, garis: TableCell): TableCell[][] {
  const t = m.tinjauan?.tinjauan;
  if (!t) return [[label('Nama psikolog'), garis]];
  return [
    [label('Ditinjau psikolog'), `${t.psikolog_nama} (SIPP/STR ${t.nomor_izin}), ${waktuWib(t.ditinjau_at)}`],
    [
      label('Prioritas setelah tinjauan'),
      t.prioritas === t.prioritas_sistem
        ? `${t.prioritas} (dikonfirmasi)`
        : { text: `${t.prioritas} (diubah dari ${t.prioritas_sistem}). Alasan: ${t.alasan ?? '-'}`, bold: true, color: warnaPrioritas(t.prioritas) },
    ],
    ...(m.salinan === 'psikolog' && t.catatan_klinis ? [[label('Catatan klinis'), t.catatan_klinis]] : []),
  ];
}

const tanggalDari = (iso: string) => waktuWib(iso).replace(/ \d{2}\.\d{2} WIB$/, '');

/** One instrument's item answers: number, question, the person's answer (cognitive: answer, key, right/wrong/empty; SRQ-20: critical items marked). */
function lampiranInstrumen(m: LaporanModel, k: InstrumentKey): Content[] {
  const h = m.hasil[k];
  if (!h) return [];
  const soal = m.soal?.[k] ?? [];
  const nomor = soal.length ? soal.map((x) => x.nomor) : Array.from({ length: h.meta.jumlah_soal }, (_, n) => n + 1);
  const judul: Content = { text: namaSubtest(m, k), style: 'h3', headlineLevel: 2 };
  const jenis = INSTRUMEN[k].skor.jenis;
  if (jenis === 'kunci') {
    const rows = nomor.map((n): TableCell[] => {
      const j = h.jawaban[String(n)];
      const kunci = soal.find((x) => x.nomor === n)?.kunci ?? '-';
      const hasil = j === undefined ? 'Tidak dijawab' : String(j) === kunci ? 'Benar' : 'Salah';
      return [String(n), j === undefined ? '-' : String(j), kunci, { text: hasil, color: hasil === 'Benar' ? WARNA.teks : WARNA.redup }];
    });
    return [judul, tabel(['No', 'Jawaban', 'Kunci', 'Hasil'], rows, [30, 60, 60, '*'])];
  }
  const rows = nomor.map((n): TableCell[] => {
    const q = soal.find((x) => x.nomor === n);
    const j = h.jawaban[String(n)];
    const label = j === undefined ? 'Tidak dijawab' : `${j} = ${q?.pilihan[String(j)] ?? teksJawaban(k, j)}`;
    // A critical item answered 'Ya' (SRQ-20 item 17) stands out in the appendix too.
    const kritis = jenis === 'ya_tidak' && SRQ20_BUTIR_KRITIS.includes(n) && Number(j) === 1;
    return [
      String(n),
      { text: q?.pertanyaan ?? '-', fontSize: 8.5 },
      kritis
        ? { text: `${label} (butir kritis)`, fontSize: 8.5, bold: true, color: WARNA.bahaya }
        : { text: label, fontSize: 8.5, color: j === undefined ? WARNA.sedang : WARNA.teks },
    ];
  });
  return [judul, tabel(['No', 'Pernyataan', `Jawaban ${SEBUTAN[m.kategori]}`], rows, [22, '*', 150])];
}

function lampiran(m: LaporanModel): Content[] {
  if (m.salinan !== 'psikolog') return [];
  const isi = m.baterai.flatMap((k) => lampiranInstrumen(m, k));
  if (isi.length === 0) return [];
  return [{ ...(judulSeksi(JUDUL_LAMPIRAN) as object), pageBreak: 'before' } as Content, ...isi];
}

/** The clinician's copy's cover (D22): who downloaded it and when, and that it is not for the case file. */
function sampulPsikolog(m: LaporanModel): Content[] {
  if (m.salinan !== 'psikolog') return [];
  const siapa = m.pengunduh ? `${m.pengunduh.name} (SIPP/STR ${m.pengunduh.nomor_izin})` : '-';
  return [
    { text: NAMA_SALINAN.psikolog.toUpperCase(), style: 'h1', color: WARNA.bahaya, margin: [0, 40, 0, 6] },
    { text: BUKAN_BERKAS_PERKARA, bold: true, fontSize: 14, color: WARNA.bahaya, margin: [0, 0, 0, 16] },
    {
      table: {
        widths: [130, '*'],
        body: [
          [{ text: 'Diunduh oleh', color: WARNA.redup }, { text: siapa, bold: true }],
          [{ text: 'Waktu unduh', color: WARNA.redup }, waktuWib(m.dibuatPada)],
          [{ text: 'Nama', color: WARNA.redup }, `${m.peserta.name} (No. registrasi ${m.peserta.registration_no})`],
        ],
      },
      layout: TABEL_LAYOUT,
      margin: [0, 0, 0, 16],
    },
    {
      text: 'Salinan ini berisi semua jawaban per butir dan seluruh jawaban skrining, untuk pekerjaan klinis psikolog saja. Jawaban per butir dapat memberatkan orang yang belum diputus bersalah: jangan dilampirkan pada berkas perkara, jangan diserahkan kepada penyidik, penuntut, atau pihak lain, dan simpan di tempat terkunci. Untuk petugas, gunakan salinan petugas.',
      margin: [0, 0, 0, 0],
    },
    { text: '', pageBreak: 'after' },
  ];
}

function kotakBelumLengkap(m: LaporanModel, belum: InstrumentKey[]): Content {
  return {
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              { text: 'Asesmen belum lengkap', bold: true, margin: [0, 0, 0, 2] },
              { text: `Sub test yang belum dikerjakan: ${belum.map((k) => namaSubtest(m, k)).join(', ')}.` },
            ],
          },
        ],
      ],
    },
    layout: bingkai({ tebal: 0.8, warna: WARNA.sedang, x: 10, atas: 6 }),
    margin: [0, 4, 0, 8],
  };
}

/** D20: this round beside the previous one, figure by figure, and the priority then and now; nothing for a single round. */
function bagianPerbandingan(m: LaporanModel): Content[] {
  const v = m.perbandingan;
  if (!v?.sebelum) return [];
  const [a, b] = [v.sebelum.nomor, v.kini.nomor];
  const sisi = (x: { skor: number | null; kategori: string } | null, kosong: string): TableCell =>
    x ? { text: [{ text: angka(x.skor), bold: true }, ` ${x.kategori}`] } : { text: kosong, color: WARNA.redup };
  const rows: TableCell[][] = v.baris.map((r) => [
    r.nama,
    r.label,
    sisi(r.sebelum, 'Tidak dikerjakan'),
    sisi(r.kini, 'Belum dikerjakan'),
    { text: teksPerubahan(r.perubahan), alignment: 'right', bold: true },
  ]);
  // Heading, priorities and table on one page: a comparison split over two pages is misread.
  return [
    seksi(
      `Perbandingan Ronde ${b} dengan Ronde ${a}`,
      keterangan(
        `Prioritas ronde ${a}: ${v.sebelum.prioritas ?? 'Belum dinilai'}; ronde ${b}: ${v.kini.prioritas ?? 'Belum dinilai'} (${v.perubahan_prioritas}).`,
      ),
      ...(rows.length ? [tabel(['Instrumen', 'Ukuran', `Ronde ${a}`, `Ronde ${b}`, { text: 'Perubahan', kanan: true }], rows, [60, '*', 100, 100, 55])] : []),
    ),
  ];
}

/** The document definition of one record's report (exported for tests of the layout itself). */
export function definisiLaporan(m: LaporanModel): TDocumentDefinitions {
  const dibuat = waktuWib(m.dibuatPada);
  const belum = subTestBelumAda(m);
  const catatan = m.catatan?.trim();

  const content: Content[] = [
    ...sampulPsikolog(m),
    { text: JUDUL_LAPORAN, style: 'h1' },
    {
      text: [{ text: m.peserta.name, bold: true }, `   •   No. registrasi ${m.peserta.registration_no}   •   ${m.rutan}`],
      color: WARNA.redup,
      margin: [0, 2, 0, 8],
    },
  ];
  // The priority, the first actions and the limits come first: staff read the top of the first page.
  content.push(kotakPrioritas(m), ...daftarTindakanLanjutan(m), kotakBatasan(m));
  if (belum.length) content.push(kotakBelumLengkap(m, belum));
  content.push(
    bagianIdentitas(m),
    ...bagianPersetujuan(m),
    ...bagianPerbandingan(m),
    bagianAdministrasi(m),
    ...bagianInstrumen(m),
    bagianRisiko(m),
    ...bagianInterpretasi(m),
  );
  if (catatan) {
    content.push(judulSeksi(JUDUL_SEKSI.catatan), { text: catatan, margin: [0, 0, 0, 6] });
  }
  content.push(...bagianCatatanTindakLanjut(m), bagianTindakLanjut(m), ...lampiran(m));

  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [MARGIN.kiri, MARGIN.atas, MARGIN.kanan, MARGIN.bawah],
    info: {
      title: `Hasil Asesmen - ${m.peserta.name}`,
      author: NAMA_PRODUK,
      subject: `${JUDUL_LAPORAN} (${TANDA_RAHASIA})`,
      creator: NAMA_PRODUK,
      producer: NAMA_PRODUK,
    },
    header: () => ({
      margin: [MARGIN.kiri, 26, MARGIN.kanan, 0],
      stack: [
        {
          columns: [
            {
              width: '*',
              stack: [
                { text: NAMA_PRODUK, bold: true, color: WARNA.utama, fontSize: 10.5 },
                {
                  text: `${m.rutan}   •   Dicetak ${dibuat}   •   ${NAMA_SALINAN[m.salinan ?? 'petugas']}${m.salinan === 'psikolog' ? ` (${BUKAN_BERKAS_PERKARA.toLowerCase()})` : ''}`,
                  fontSize: 8.5,
                  color: m.salinan === 'psikolog' ? WARNA.bahaya : WARNA.redup,
                  margin: [0, 2, 0, 0],
                },
              ],
            },
            {
              width: 'auto',
              table: { body: [[{ text: TANDA_RAHASIA, bold: true, color: WARNA.bahaya, fontSize: 10, characterSpacing: 1.5 }]] },
              layout: bingkai({ tebal: 1.2, warna: WARNA.bahaya, x: 8, atas: 3, bawah: 2 }),
            },
          ],
        },
        { canvas: [{ type: 'line', x1: 0, y1: 8, x2: LEBAR_ISI, y2: 8, lineWidth: 0.6, lineColor: WARNA.garis }] },
      ],
    }),
    footer: (currentPage: number, pageCount: number) => ({
      margin: [MARGIN.kiri, 18, MARGIN.kanan, 0],
      columns: [
        {
          width: '*',
          text: KAKI_RAHASIA[m.kategori],
          fontSize: 7.5,
          color: WARNA.redup,
        },
        { width: 'auto', text: `Halaman ${currentPage} dari ${pageCount}`, fontSize: 8.5, color: WARNA.redup },
      ],
    }),
    // A sub heading of the interpretation never sits alone at the foot of a page.
    pageBreakBefore: (node) => Boolean(node.headlineLevel) && (node.startPosition?.verticalRatio ?? 0) > 0.9,
    content,
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.25, color: WARNA.teks },
    styles: {
      h1: { fontSize: 17, bold: true, color: WARNA.utama },
      h2: { fontSize: 12.5, bold: true, color: WARNA.utama },
      h3: { fontSize: 10.5, bold: true, color: WARNA.teks, margin: [0, 6, 0, 3] },
      th: { bold: true, fontSize: 9, color: WARNA.redup },
      kecil: { fontSize: 8.5, color: WARNA.redup },
    },
  };
}

/**
 * Only the interventions of a complete interpretation, on the report's page and styles: the measure that
 * the everything-high profile's interventions fit one A4 page (issue 12).
 */
export function definisiIntervensi(m: LaporanModel): TDocumentDefinitions {
  const lengkap = definisiLaporan(m);
  const i = m.interpretasi;
  const isi: Content[] = i.lengkap ? [{ text: JUDUL_BAGIAN.intervensi, style: 'h3' }, ...kelompokTema(i.bagian.intervensi)] : [];
  return { ...lengkap, content: isi };
}

/** The report of one record as PDF bytes. */
export async function buatLaporanPdf(model: LaporanModel): Promise<Buffer> {
  return pdfMake.createPdf(definisiLaporan(model)).getBuffer();
}
