// =================================================================================================
// ATURAN INTERPRETASI (D4, D12) — satu berkas yang dapat dibaca dan diperiksa oleh psikolog.
//
// Setiap kalimat yang dibaca petugas berasal dari berkas ini:
//   BATASAN          : batas penggunaan hasil, dibaca paling atas.
//   TINDAKAN         : katalog tindakan pertama, diurutkan dari yang paling mendesak. Tiga tindakan
//                      pertama dari aturan yang berlaku menjadi `tindakan_utama`.
//   SARAN            : katalog intervensi bagi petugas, masing-masing satu kali, dikelompokkan per tema.
//   ATURAN           : tabel aturan. Setiap aturan punya
//     id, kondisi    : nama dan kondisi dalam bahasa sehari-hari
//     berlaku        : kondisi yang sama dalam bentuk yang dijalankan program
//     prioritas      : sumbangan aturan pada prioritas (Kritis, Mendesak, Tinggi, Sedang, Rendah)
//     kritis         : (bila ada) alasan kotak merah di bagian atas
//     tema, temuan   : temuan yang dikelompokkan per tema (bagian 1 kepribadian, bagian 2 masalah)
//     kekuatan       : kekuatan anak (tidak pernah dari hasil yang bertanda validitas)
//     saran, tindakan: rujukan ke katalog SARAN dan TINDAKAN
//     ringkas        : frasa pendek untuk ringkasan di kesimpulan
//   PRIORITAS        : arti setiap tingkat: siapa menemui anak dan kapan.
// Setiap kalimat ditulis dua kali, berdampingan (D17): `anak` untuk anak (ABH) dan `tahanan` untuk
// tahanan dewasa. Bahasa: sebut "anak", "anak melaporkan" (laporan diri, bukan pengamatan), tanpa label
// ("pelaku", "nakal", "psikopat"), tanpa norma yang tidak ada ("dibanding anak seusianya"). Bagi tahanan
// dewasa: sebut "tahanan", rujuk ke klinik rutan dan Pembimbing Kemasyarakatan, jangan sebut anak.
// =================================================================================================
import {
  DOMAIN_PSC17_NAMA,
  TRAIT_ITEMS,
  TRAIT_NAMA,
  type DomainPsc17,
  type KategoriPeserta,
  type ScreeningKey,
  type TraitKey,
} from '../instrumen/dasar';
import type { KategoriDukungan } from '../skor/skor-dukungan';
import type { KategoriKognitif } from '../skor/skor-kognitif';
import type { KategoriPid5 } from '../skor/skor-pid5';
import type { StatusPsc17 } from '../skor/skor-psc17';
import type { HasilSrq20 } from '../skor/skor-srq20';
import { LABEL_VALIDITAS, type TandaValiditas } from '../validitas';
import type { JenisKontak } from '../kontak-lokasi';
import { LABEL_PENDIDIKAN, PENDIDIKAN_RENDAH, type JenisKelamin, type Pendidikan } from '../rekam-peserta';

// -------------------------------------------------------------------------------------------------
// Bentuk data yang dibaca aturan
// -------------------------------------------------------------------------------------------------

/** One sentence in the two forms the product speaks (D17): to staff about a child, and about an adult detainee. */
export type Kalimat = Readonly<Record<KategoriPeserta, string>>;
const dua = (anak: string, tahanan: string): Kalimat => ({ anak, tahanan });

export type Prioritas = 'Kritis' | 'Mendesak' | 'Tinggi' | 'Sedang' | 'Rendah';
export const PRIORITAS_KEYS: readonly Prioritas[] = ['Kritis', 'Mendesak', 'Tinggi', 'Sedang', 'Rendah'];

/** What the validity of a result adds to the rules (D12); absent = no flag known. */
interface Validitas {
  validitas?: readonly TandaValiditas[];
  jawaban?: Readonly<Record<string, number | string>>;
  /** When it was submitted (ISO UTC): a replaced attempt's trigger is dated from its own submission (D19, D20). */
  submitted_at?: string | null;
}

/** The results the rules read. A sub test without a result is null: priority and critical flags work on what exists. */
export interface HasilUntukAturan {
  /** Whom the sentences speak of: a child (the spec's flow) or an adult detainee (D17). */
  kategori: KategoriPeserta;
  /** PID-5-BF, the child's or the adult form (same scoring key). */
  pid5:
    ({ traitScores: Record<TraitKey, { kategori: KategoriPid5; skor: number | null; diprorata?: boolean }> } & Validitas) | null;
  psc17:
    | ({
        detail: Record<DomainPsc17, { status: StatusPsc17; skor: number | null; minimal?: boolean }>;
        kategori_total: StatusPsc17;
        total_skor?: number | null;
        total_minimal?: boolean;
      } & Validitas)
    | null;
  dukungan: ({ kategori: KategoriDukungan } & Validitas) | null;
  kognitif: ({ kategori: KategoriKognitif } & Validitas) | null;
  srq20: (HasilSrq20 & Validitas) | null;
  /** Answers of other instruments by key (e.g. a detainee battery's `srq20`), for item rules such as BUTIR_KRITIS. */
  lain?: Readonly<Record<string, Validitas | null | undefined>>;
  skrining: Record<ScreeningKey, 'Ya' | 'Tidak'>;
  /** The assessor's answers when korban_kekerasan_seksual is 'Ya' (null = not asked yet). */
  kekerasan_seksual_baru?: 'Ya' | 'Tidak' | null;
  pelaku_satu_fasilitas?: 'Ya' | 'Tidak' | null;
  /** The assessor's recorded follow-up after self harm 'Ya' or a top hopelessness answer (a 'Ya' or doubt today is Kritis). */
  tindak_lanjut?: TindakLanjutTercatat | null;
  /** What the record knows of the person (issue 30 point 3). */
  orang?: { jenis_kelamin?: JenisKelamin | null; pendidikan?: Pendidikan | null; hari_sejak_masuk?: number | null } | null;
  /**
   * Sub tests that cannot be interpreted (pola_sama, terlalu_cepat, di_bawah_peluang), set aside by the
   * engine: their key above reads null, so no band, advice or strength comes from them; their safety
   * items (self harm, hopelessness, SRQ-20 item 17) still count.
   */
  tidak_ditafsirkan?: Partial<Record<'pid5' | 'psc17' | 'dukungan' | 'kognitif' | 'srq20', Validitas>>;
  /**
   * The answers of the current round's attempts a retest replaced, by the rules' key (D20). Only their
   * safety items count: a critical answer once given never leaves the priority because the sub test was
   * taken again; the trigger then says it came from the replaced attempt.
   */
  diganti?: Partial<Record<KunciSubtes, readonly Validitas[]>>;
}

/** The assessor's three follow-up questions (CLINICAL.md "Round three"), recorded on the record. */
export interface TindakLanjutTercatat {
  kapan_terakhir?: string | null;
  pikiran_hari_ini?: 'Ya' | 'Tidak' | 'Ragu-ragu' | null;
  rencana?: string | null;
}
export const PERTANYAAN_TINDAK_LANJUT = {
  kapan_terakhir: 'Kapan terakhir menyakiti diri atau berpikir mengakhiri hidup?',
  pikiran_hari_ini: 'Pikiran mengakhiri hidup saat ini (hari ini)?',
  rencana: 'Rencana atau cara yang dipikirkan (kosongkan bila tidak ada)',
} as const;

/** The assessor's two questions on the record when the child is a victim of sexual violence (the priority reads them). */
export const PERTANYAAN_KORBAN_KS = {
  kekerasan_seksual_baru: 'Kekerasan seksual terjadi baru-baru ini (dalam 3 bulan terakhir)?',
  pelaku_satu_fasilitas: 'Terduga pelaku berada di rutan yang sama?',
} as const;
export type PertanyaanKorbanKs = keyof typeof PERTANYAAN_KORBAN_KS;

export type Tema =
  | 'keselamatan'
  | 'emosi'
  | 'relasi'
  | 'perilaku'
  | 'persepsi'
  | 'kesehatan'
  | 'keluarga'
  | 'belajar'
  | 'rujukan'
  | 'keterbatasan';

/** Theme titles, in the order the groups are shown. */
export const JUDUL_TEMA: Readonly<Record<Tema, string>> = {
  keselamatan: 'Keselamatan dan perlindungan',
  emosi: 'Emosi dan suasana hati',
  relasi: 'Pergaulan',
  perilaku: 'Perilaku dan pengendalian diri',
  persepsi: 'Pengalaman atau pikiran yang tidak biasa',
  kesehatan: 'Kesehatan dan zat',
  keluarga: 'Keluarga dan kepulangan',
  belajar: 'Belajar dan pemahaman',
  rujukan: 'Pemeriksaan lanjutan',
  keterbatasan: 'Keterbatasan hasil',
};
export const URUTAN_TEMA = Object.keys(JUDUL_TEMA) as Tema[];

export type BagianKey = 'gambaran_kepribadian' | 'kecenderungan_masalah' | 'intervensi' | 'kesimpulan';
export const BAGIAN_KEYS: readonly BagianKey[] = ['gambaran_kepribadian', 'kecenderungan_masalah', 'intervensi', 'kesimpulan'];
export const JUDUL_BAGIAN: Readonly<Record<BagianKey, string>> = {
  gambaran_kepribadian: '1. Gambaran Kepribadian',
  kecenderungan_masalah: '2. Kecenderungan Masalah',
  intervensi: '3. Intervensi Umum bagi Petugas Rutan',
  kesimpulan: '4. Kesimpulan',
};
export const JUDUL_BATASAN = 'Batasan hasil';
/** Page 1's heading of the first actions: 'Tindakan hari ini' when they are due today, else 'Tindakan pertama'. */
export const JUDUL_TINDAKAN_UTAMA = 'Tindakan hari ini';
export const JUDUL_TINDAKAN_PERTAMA = 'Tindakan pertama';
export const JUDUL_TINDAKAN_LANJUTAN = 'Semua tindakan lainnya, menurut waktunya';
export const JUDUL_KEKUATAN: Kalimat = dua('Kekuatan anak', 'Kekuatan tahanan');

// -------------------------------------------------------------------------------------------------
// BATASAN — selalu dibaca paling atas
// -------------------------------------------------------------------------------------------------
/** Said once, at the top of every interpretation and report. */
export const KALIMAT_SKRINING: Kalimat = dua(
  'Hasil ini adalah skrining, bukan diagnosis: hasil menunjukkan siapa yang perlu diperiksa lebih lanjut dan bantuan apa yang mungkin dibutuhkan. Jawaban adalah laporan diri anak, yang dapat disembunyikan atau dilebih-lebihkan selama proses hukum. Hasil ini tidak boleh dipakai untuk keputusan hukum atau disiplin.',
  'Hasil ini adalah skrining, bukan diagnosis: hasil menunjukkan siapa yang perlu diperiksa lebih lanjut dan bantuan apa yang mungkin dibutuhkan. Jawaban adalah laporan diri tahanan, yang dapat disembunyikan atau dilebih-lebihkan selama proses hukum. Hasil ini tidak boleh dipakai untuk keputusan hukum atau disiplin.',
);
export const BATASAN: Readonly<Record<KategoriPeserta, readonly string[]>> = {
  anak: [
    KALIMAT_SKRINING.anak,
    'Kepribadian anak masih berkembang: PID-5 menggambarkan kecenderungan saat ini. Batas Tinggi dan Sedang PID-5 serta batas PSC-17 (disusun untuk formulir orang tua di Amerika Serikat) adalah aturan skrining produk ini, bukan norma anak Indonesia. Kategori tes pola gambar adalah rentang skor mentah, bukan IQ.',
  ],
  tahanan: [
    KALIMAT_SKRINING.tahanan,
    'SRQ-20 menanyakan keluhan 30 hari terakhir; batas 6 jawaban Ya adalah batas skrining Riskesdas untuk kemungkinan masalah mental emosional, bukan diagnosis. PID-5 menggambarkan kecenderungan kepribadian saat ini; batas Tinggi dan Sedangnya adalah aturan skrining produk ini, bukan norma orang dewasa Indonesia. Kategori tes pola gambar adalah rentang skor mentah, bukan IQ.',
  ],
};

// -------------------------------------------------------------------------------------------------
// PRIORITAS — tingkat tertinggi dari aturan yang berlaku
// -------------------------------------------------------------------------------------------------
export interface InfoPrioritas {
  /** Follow-up time in words. */
  tenggat: string;
  /** Hours within which the child must be seen; null when there is no deadline beyond routine care. */
  batas_jam: number | null;
  /** Who sees the child or detainee and how soon (the conclusion's sentence). */
  kalimat: Kalimat;
}

export const PRIORITAS: Readonly<Record<Prioritas, InfoPrioritas>> = {
  Kritis: {
    tenggat: 'Bertindak hari ini',
    batas_jam: 24,
    kalimat: dua(
      'Prioritas Kritis: bertindak hari ini. Petugas jaga memastikan anak aman dan tidak sendirian sekarang juga, tanpa mengurung atau memisahkannya sendirian; psikolog atau layanan kesehatan menemui anak pada hari yang sama.',
      'Prioritas Kritis: bertindak hari ini. Petugas jaga memastikan tahanan aman dan tidak sendirian sekarang juga, tanpa mengurung atau memisahkannya sendirian; psikolog atau dokter klinik rutan menemui tahanan pada hari yang sama.',
    ),
  },
  Mendesak: {
    tenggat: 'Dalam 72 jam',
    batas_jam: 72,
    kalimat: dua(
      'Prioritas Mendesak: psikolog atau tenaga kesehatan jiwa (bila tidak ada: Puskesmas / layanan kesehatan jiwa terdekat) menemui anak dalam 72 jam; sampai saat itu wali pemasyarakatan (petugas pendamping anak) memantau setiap hari.',
      'Prioritas Mendesak: psikolog, dokter, atau perawat klinik rutan menemui tahanan dalam 72 jam; sampai saat itu petugas blok hunian memantau setiap hari.',
    ),
  },
  Tinggi: {
    tenggat: 'Dalam 7 hari',
    batas_jam: 24 * 7,
    kalimat: dua(
      'Prioritas Tinggi: psikolog menemui anak dalam 7 hari, dan rencana pendampingannya dibahas bersama wali pemasyarakatan (petugas pendamping anak) dan Pembimbing Kemasyarakatan.',
      'Prioritas Tinggi: psikolog atau klinik rutan memeriksa tahanan dalam 7 hari, dan rencana pendampingannya dibahas bersama wali pemasyarakatan dan Pembimbing Kemasyarakatan.',
    ),
  },
  Sedang: {
    tenggat: 'Dalam 14 hari',
    batas_jam: 24 * 14,
    kalimat: dua(
      'Prioritas Sedang: wali pemasyarakatan (petugas pendamping anak) atau konselor menindaklanjuti temuan dalam 14 hari; rujuk ke psikolog bila keluhan menetap atau bertambah.',
      'Prioritas Sedang: wali pemasyarakatan atau konselor menindaklanjuti temuan dalam 14 hari; rujuk ke klinik rutan atau psikolog bila keluhan menetap atau bertambah.',
    ),
  },
  Rendah: {
    tenggat: 'Pendampingan rutin',
    batas_jam: null,
    kalimat: dua(
      'Prioritas Rendah: lanjutkan pendampingan rutin dan pemantauan oleh wali pemasyarakatan (petugas pendamping anak).',
      'Prioritas Rendah: lanjutkan pendampingan rutin dan pemantauan oleh wali pemasyarakatan.',
    ),
  },
};

const URUTAN_PRIORITAS: Readonly<Record<Prioritas, number>> = { Rendah: 0, Sedang: 1, Tinggi: 2, Mendesak: 3, Kritis: 4 };

/** The higher of two priorities. */
export function lebihTinggi(a: Prioritas, b: Prioritas): Prioritas {
  return URUTAN_PRIORITAS[b] > URUTAN_PRIORITAS[a] ? b : a;
}

/** Priority of intervention: the highest that the rules which hold contribute. */
export function tentukanPrioritas(aturanBerlaku: readonly { prioritas: Prioritas }[]): Prioritas {
  return aturanBerlaku.reduce<Prioritas>((p, a) => lebihTinggi(p, a.prioritas), 'Rendah');
}

/** Re-screening (CLINICAL.md): when to screen the child or detainee again. */
export const KALIMAT_SKRINING_ULANG: Kalimat = dua(
  'Skrining ulang dalam 3 bulan, saat anak dipindahkan, setelah putusan, sebelum anak bebas, dan setelah anak mengalami peristiwa berat.',
  'Skrining ulang dalam 3 bulan, saat tahanan dipindahkan, setelah putusan (saat menjadi warga binaan), sebelum bebas, dan setelah tahanan mengalami peristiwa berat.',
);
/** Months until the routine re-screening. */
export const BULAN_SKRINING_ULANG = 3;

// -------------------------------------------------------------------------------------------------
// TINDAKAN — katalog tindakan pertama, dari yang paling mendesak
// -------------------------------------------------------------------------------------------------
/** When an action is due, counted from the finding (CLINICAL.md "Round three"): the groups of the action list, in order. */
export type Jangka = 'hari_ini' | '72_jam' | '7_hari' | '14_hari' | 'skrining_ulang';
export const JUDUL_JANGKA: Readonly<Record<Jangka, string>> = {
  hari_ini: 'Hari ini',
  '72_jam': 'Dalam 72 jam',
  '7_hari': 'Dalam 7 hari',
  '14_hari': 'Dalam 14 hari',
  skrining_ulang: 'Saat skrining ulang',
};
export const URUTAN_JANGKA = Object.keys(JUDUL_JANGKA) as Jangka[];

/**
 * An action with its clock and the facility's local contacts it needs (D24: printed beside it, on screen
 * and in the PDF), closest first.
 */
const tindakan = (jangka: Jangka, anak: string, tahanan: string, kontak: readonly JenisKontak[] = []) => ({
  jangka,
  teks: dua(anak, tahanan),
  kontak,
});

/**
 * Every action the rules may ask for, most urgent first; each carries its clock. None is ever dropped:
 * page 1 shows the first three, the rest follow grouped by clock. Day-one actions (safety without
 * isolation, withdrawal watch, placement, medical care after recent sexual violence) are due today
 * whatever the priority.
 */
export const TINDAKAN = {
  'awasi-self-harm': tindakan(
    'hari_ini',
    'Hari ini: jangan biarkan anak sendirian, tanpa mengurung atau memisahkannya sendirian; tempatkan bersama teman sekamar yang dipercaya; periksa paling lambat tiap 15 menit sampai dinilai psikolog. Jangan menghukum anak karena menyakiti diri.',
    'Hari ini: jangan biarkan tahanan sendirian, tanpa mengurung atau memisahkannya sendirian; tempatkan bersama teman sekamar yang dipercaya; periksa paling lambat tiap 15 menit sampai dinilai psikolog. Jangan menghukum tahanan karena menyakiti diri.',
    ['psikolog', 'puskesmas'],
  ),
  'rujuk-hari-ini': tindakan(
    'hari_ini',
    'Hari ini: tanyakan langsung dan dengan tenang apakah anak punya pikiran mengakhiri hidup hari ini, lalu psikolog atau layanan kesehatan menemui anak pada hari yang sama (bila tidak ada psikolog: Puskesmas / layanan kesehatan jiwa terdekat).',
    'Hari ini: tanyakan langsung dan dengan tenang apakah tahanan punya pikiran mengakhiri hidup hari ini, lalu psikolog atau dokter klinik rutan menemui tahanan pada hari yang sama.',
    ['psikolog', 'puskesmas'],
  ),
  // D24: a facility's added criterion names no cause the catalog knows; its clock is the priority's.
  'temui-hari-ini': tindakan(
    'hari_ini',
    'Hari ini: psikolog atau layanan kesehatan menemui anak pada hari yang sama (bila tidak ada psikolog: Puskesmas / layanan kesehatan jiwa terdekat); sampai saat itu anak tidak dibiarkan sendirian, tanpa mengurung atau memisahkannya sendirian.',
    'Hari ini: psikolog atau dokter klinik rutan menemui tahanan pada hari yang sama; sampai saat itu tahanan tidak dibiarkan sendirian, tanpa mengurung atau memisahkannya sendirian.',
    ['psikolog', 'puskesmas'],
  ),
  'pindahkan-terduga-pelaku': tindakan(
    'hari_ini',
    'Hari ini: pindahkan terduga pelaku, bukan anak. Bila anak harus pindah, tempatkan bersama anak lain yang aman, bukan di sel sendiri. Bila terduga pelaku adalah petugas, jauhkan ia dari tugas di dekat anak dan laporkan ke Kepala Rutan.',
    'Hari ini: pindahkan terduga pelaku, bukan tahanan ini. Bila tahanan harus pindah, tempatkan bersama penghuni lain yang aman, bukan di sel sendiri. Bila terduga pelaku adalah petugas, jauhkan ia dari tugas di dekat tahanan dan laporkan ke Kepala Rutan.',
  ),
  'lapor-tpks': tindakan(
    'hari_ini',
    'Hari ini: laporkan dugaan kekerasan seksual di dalam rutan sebagai tindak pidana (UU 12/2022 TPKS) melalui UPTD PPA atau kepolisian, dan beri tahu orang tua atau wali (kecuali bila terduga pelaku anggota keluarga), Pembimbing Kemasyarakatan, dan penasihat hukum anak.',
    'Hari ini: laporkan dugaan kekerasan seksual di dalam rutan sebagai tindak pidana (UU 12/2022 TPKS) melalui UPTD PPA atau kepolisian, dan beri tahu keluarga yang dipilih tahanan (kecuali bila terduga pelaku anggota keluarga), Pembimbing Kemasyarakatan, dan penasihat hukumnya.',
    ['uptd_ppa', 'polisi_anak', 'bapas'],
  ),
  'ks-layanan-kesehatan': tindakan(
    'hari_ini',
    'Hari ini: bawa anak ke layanan kesehatan (dalam 72 jam setelah kejadian masih dapat diberikan kontrasepsi darurat dan obat pencegahan HIV, dan bukti dapat diperiksa), dan rujuk ke UPTD PPA.',
    'Hari ini: bawa tahanan ke klinik rutan atau layanan kesehatan (dalam 72 jam setelah kejadian masih dapat diberikan kontrasepsi darurat dan obat pencegahan HIV, dan bukti dapat diperiksa), dan rujuk ke UPTD PPA atau layanan perlindungan korban.',
    ['puskesmas', 'uptd_ppa'],
  ),
  'jauhkan-terduga-pelaku': tindakan(
    'hari_ini',
    'Hari ini: pastikan anak tidak dapat dijangkau orang yang diduga menyakitinya, termasuk di kamar hunian; yang dipindahkan adalah terduga pelaku, bukan anak.',
    'Hari ini: pastikan tahanan tidak dapat dijangkau orang yang diduga menyakitinya, termasuk di kamar hunian; yang dipindahkan adalah terduga pelaku, bukan tahanan ini.',
  ),
  'tanya-bunuh-diri': tindakan(
    'hari_ini',
    'Hari ini: tanyakan langsung dan dengan tenang apakah anak punya pikiran mengakhiri hidup (bertanya tidak menambah risiko). Bila anak menjawab ya atau ragu-ragu, perlakukan sebagai Kritis: jangan tinggalkan sendiri dan rujuk hari ini.',
    'Hari ini: tanyakan langsung dan dengan tenang apakah tahanan punya pikiran mengakhiri hidup (bertanya tidak menambah risiko). Bila tahanan menjawab ya atau ragu-ragu, perlakukan sebagai Kritis: jangan tinggalkan sendiri dan rujuk hari ini.',
    ['psikolog'],
  ),
  'petugas-perempuan': tindakan(
    'hari_ini',
    'Hari ini: percakapan dan pendampingan anak perempuan ini dilakukan oleh petugas perempuan.',
    'Hari ini: percakapan dan pendampingan tahanan perempuan ini dilakukan oleh petugas perempuan.',
  ),
  'singkirkan-benda': tindakan(
    'hari_ini',
    'Hari ini: singkirkan benda untuk melukai diri (benda tajam, tali, tali sepatu, kabel, kain, sarung, obat yang disimpan) dan sediakan pengganti yang aman untuk salat dan tidur (sarung atau selimut yang dipinjamkan saat dipakai lalu dikembalikan).',
    'Hari ini: singkirkan benda untuk melukai diri (benda tajam, tali, tali sepatu, kabel, kain, sarung, obat yang disimpan) dan sediakan pengganti yang aman untuk salat dan tidur (sarung atau selimut yang dipinjamkan saat dipakai lalu dikembalikan).',
  ),
  'pantau-putus-zat': tindakan(
    'hari_ini',
    'Hari ini / saat penempatan: pantau tanda putus zat atau alkohol (gelisah, gemetar, berkeringat, sulit tidur, bingung, kejang) terutama pada 72 jam pertama setelah masuk, dan bawa ke layanan kesehatan bila tanda itu muncul.',
    'Hari ini / saat penempatan: pantau tanda putus zat atau alkohol (gelisah, gemetar, berkeringat, sulit tidur, bingung, kejang) terutama pada 72 jam pertama setelah masuk, dan bawa ke klinik rutan bila tanda itu muncul.',
    ['puskesmas'],
  ),
  'hunian-aman': tindakan(
    'hari_ini',
    'Hari ini / saat penempatan: tempatkan anak bersama anak lain yang aman dan di bawah pengawasan, bukan di sel sendiri; jaga kerahasiaan informasinya.',
    'Hari ini / saat penempatan: tempatkan tahanan bersama penghuni lain yang aman dan di bawah pengawasan, bukan di sel sendiri; jaga kerahasiaan informasinya.',
  ),
  'lindungi-anak-lain': tindakan(
    'hari_ini',
    'Hari ini / saat penempatan: atur penempatan dan pengawasan yang melindungi anak atau penghuni lain, tanpa mempermalukan atau mengisolasi anak.',
    'Hari ini / saat penempatan: atur penempatan dan pengawasan yang melindungi penghuni lain, tanpa mempermalukan atau mengisolasi tahanan ini.',
  ),
  'temui-72-jam': tindakan(
    '72_jam',
    'Dalam 72 jam: psikolog atau tenaga kesehatan jiwa (bila tidak ada: Puskesmas / layanan kesehatan jiwa terdekat) menemui anak; sampai saat itu wali pemasyarakatan (petugas pendamping anak) memantau setiap hari.',
    'Dalam 72 jam: psikolog, dokter, atau perawat klinik rutan menemui tahanan; sampai saat itu petugas blok hunian memantau setiap hari.',
    ['psikolog', 'puskesmas'],
  ),
  'rujuk-ppa': tindakan(
    '72_jam',
    'Dalam 72 jam: rujuk ke layanan psikologis dan UPTD PPA.',
    'Dalam 72 jam: rujuk ke layanan psikologis (bagi tahanan perempuan juga ke UPTD PPA).',
    ['psikolog', 'uptd_ppa'],
  ),
  'rujuk-kesehatan': tindakan(
    '72_jam',
    'Dalam 72 jam: rujuk anak ke layanan kesehatan untuk pengobatan.',
    'Dalam 72 jam: rujuk tahanan ke klinik rutan untuk pengobatan.',
    ['puskesmas'],
  ),
  'rujuk-psikolog-7': tindakan(
    '7_hari',
    'Dalam 7 hari: jadwalkan pemeriksaan oleh psikolog (bila tidak ada: Puskesmas / layanan kesehatan jiwa terdekat).',
    'Dalam 7 hari: jadwalkan pemeriksaan oleh psikolog atau klinik rutan.',
    ['psikolog', 'puskesmas'],
  ),
  'ulangi-subtes': tindakan(
    '7_hari',
    'Dalam 7 hari: ulangi sub test yang hasilnya diragukan bersama anak, bacakan soal bila perlu, sebelum hasilnya dipakai.',
    'Dalam 7 hari: ulangi sub test yang hasilnya diragukan bersama tahanan, bacakan soal bila perlu, sebelum hasilnya dipakai.',
  ),
  'tindak-lanjut-14': tindakan(
    '14_hari',
    'Dalam 14 hari: bahas temuan dengan wali pemasyarakatan (petugas pendamping anak) dan rencanakan tindak lanjutnya.',
    'Dalam 14 hari: bahas temuan dengan wali pemasyarakatan dan rencanakan tindak lanjutnya.',
  ),
  'pendampingan-rutin': tindakan(
    'skrining_ulang',
    'Lanjutkan pendampingan rutin dan skrining ulang dalam 3 bulan.',
    'Lanjutkan pendampingan rutin dan skrining ulang dalam 3 bulan.',
  ),
} as const satisfies Record<string, { jangka: Jangka; teks: Kalimat; kontak: readonly JenisKontak[] }>;
export type TindakanId = keyof typeof TINDAKAN;
export const URUTAN_TINDAKAN = Object.keys(TINDAKAN) as TindakanId[];
/** Page 1 shows at most this many first actions; the rest follow in full, grouped by clock. */
export const MAKS_TINDAKAN_UTAMA = 3;

// -------------------------------------------------------------------------------------------------
// SARAN — intervensi bagi petugas, masing-masing satu kali, dikelompokkan per tema
// -------------------------------------------------------------------------------------------------
export const SARAN = {
  'keselamatan-self-harm': {
    tema: 'keselamatan',
    teks: dua(
      'Tingkatkan pengawasan tanpa isolasi, susun rencana keselamatan bersama psikolog, dan jangan pernah menghukum anak karena menyakiti diri.',
      'Tingkatkan pengawasan tanpa isolasi, susun rencana keselamatan bersama psikolog atau klinik rutan, dan jangan pernah menghukum tahanan karena menyakiti diri.',
    ),
  },
  'perlindungan-korban': {
    tema: 'keselamatan',
    teks: dua(
      'Tangani dengan peka trauma: jangan meminta anak menceritakan kejadian berulang kali; jaga kerahasiaannya.',
      'Tangani dengan peka trauma: jangan meminta tahanan menceritakan kejadian berulang kali; jaga kerahasiaannya.',
    ),
  },
  'riwayat-ks': {
    tema: 'keselamatan',
    teks: dua(
      'Pada tahap penahanan, kekerasan seksual terhadap orang lain baru berupa catatan atau dugaan, belum terbukti: lindungi anak atau penghuni lain dan juga anak ini, tanyakan apakah anak juga pernah menjadi korban, dan rujuk ke intervensi khusus oleh psikolog.',
      'Pada tahap penahanan, kekerasan seksual terhadap orang lain baru berupa catatan atau dugaan, belum terbukti: lindungi penghuni lain dan juga tahanan ini, tanyakan apakah ia juga pernah menjadi korban, dan rujuk ke intervensi khusus oleh psikolog.',
    ),
  },
  'lgbt-aman': {
    tema: 'keselamatan',
    teks: dua(
      'Penempatan yang melindungi tidak boleh menjadi isolasi; jangan pernah membicarakannya di depan anak atau penghuni lain, dan jangan memperlakukannya sebagai sesuatu yang harus diobati atau diubah.',
      'Penempatan yang melindungi tidak boleh menjadi isolasi; jangan pernah membicarakannya di depan tahanan lain, dan jangan memperlakukannya sebagai sesuatu yang harus diobati atau diubah.',
    ),
  },
  'dukungan-emosi': {
    tema: 'emosi',
    teks: dua(
      'Dengarkan anak dengan tenang dan akui perasaannya; jaga rutinitas harian dan beri tahu lebih dulu bila jadwal atau kamar berubah.',
      'Dengarkan tahanan dengan tenang dan akui perasaannya; jaga rutinitas harian dan beri tahu lebih dulu bila jadwal, kamar, atau sidang berubah.',
    ),
  },
  'pantau-suasana-hati': {
    tema: 'emosi',
    teks: dua(
      'Perhatikan tanda murung atau menyakiti diri (menarik diri tiba-tiba, ucapan putus asa, tidur atau makan berubah) dan laporkan hari itu juga, terutama sekitar sidang atau putusan.',
      'Perhatikan tanda murung atau menyakiti diri (menarik diri tiba-tiba, ucapan putus asa, tidur atau makan berubah, membagikan barang miliknya) dan laporkan hari itu juga, terutama sekitar sidang atau putusan.',
    ),
  },
  konseling: {
    tema: 'emosi',
    teks: dua(
      'Jadwalkan konseling rutin dengan konselor atau psikolog.',
      'Jadwalkan konseling rutin dengan konselor, psikolog, atau klinik rutan.',
    ),
  },
  'libatkan-pelan': {
    tema: 'relasi',
    teks: dua(
      'Ajak anak perlahan, tanpa paksaan, ke kegiatan kelompok kecil, dan tunjuk satu petugas tetap yang dipercaya anak untuk menyapanya setiap hari.',
      'Ajak tahanan perlahan, tanpa paksaan, ke kegiatan kelompok kecil atau kerja, dan tunjuk satu petugas tetap yang menyapanya setiap hari.',
    ),
  },
  'aturan-konsisten': {
    tema: 'perilaku',
    teks: dua(
      'Tetapkan aturan dengan konsekuensi yang jelas, segera, dan konsisten, tanpa mempermalukan anak; puji setiap perilaku positif.',
      'Tetapkan aturan dengan konsekuensi yang jelas, segera, dan konsisten, tanpa mempermalukan tahanan; akui setiap perilaku positif.',
    ),
  },
  'batas-havana': {
    tema: 'perilaku',
    teks: dua(
      'Konsekuensi tetap dalam Aturan PBB bagi anak yang dirampas kebebasannya (Havana Rules): tanpa isolasi atau sel tersendiri, tanpa mencabut kunjungan keluarga, makanan, ibadah, atau sekolah, dan tanpa kekerasan.',
      'Konsekuensi tetap dalam Aturan Minimum PBB bagi perlakuan terhadap tahanan (Nelson Mandela Rules): tanpa kekerasan, tanpa isolasi berkepanjangan, dan tanpa mencabut makanan, ibadah, atau kontak keluarga sebagai hukuman.',
    ),
  },
  'awasi-interaksi': {
    tema: 'perilaku',
    teks: dua(
      'Awasi interaksi anak dengan anak yang lebih muda atau lebih lemah.',
      'Awasi interaksi tahanan ini dengan tahanan yang lebih lemah, lebih muda, atau rentan.',
    ),
  },
  'program-kendali-diri': {
    tema: 'perilaku',
    teks: dua(
      'Ikutkan anak dalam program empati, pengelolaan marah, dan pengendalian dorongan.',
      'Ikutkan tahanan dalam program pengelolaan marah dan pengendalian dorongan.',
    ),
  },
  'komunikasi-tenang': {
    tema: 'persepsi',
    teks: dua(
      'Bicaralah tenang dan jelas; jangan menertawakan atau membantah pengalaman anak, dan lindungi dari ejekan.',
      'Bicaralah tenang dan jelas; jangan menertawakan atau membantah pengalaman tahanan, dan lindungi dari ejekan atau pemanfaatan oleh penghuni lain.',
    ),
  },
  rehabilitasi: {
    tema: 'kesehatan',
    teks: dua(
      'Rujuk ke program rehabilitasi napza atau konseling alkohol.',
      'Rujuk ke program rehabilitasi napza atau konseling alkohol di rutan.',
    ),
  },
  'penyakit-menular': {
    tema: 'kesehatan',
    teks: dua(
      'Obati sampai tuntas dan cegah penularan tanpa mengucilkan anak; status kesehatannya rahasia.',
      'Obati sampai tuntas dan cegah penularan tanpa mengucilkan tahanan; status kesehatannya rahasia.',
    ),
  },
  'keluarga-rendah': {
    tema: 'keluarga',
    teks: dua(
      'Fasilitasi kunjungan dan komunikasi keluarga bila aman, libatkan Pembimbing Kemasyarakatan (Bapas) sejak awal, dan bantu anak menemukan orang dewasa lain yang dapat dipercaya.',
      'Fasilitasi kunjungan dan komunikasi keluarga bila aman, libatkan Pembimbing Kemasyarakatan (Bapas) sejak awal dalam rencana pendampingan dan reintegrasi, dan bantu tahanan menemukan orang lain yang dapat dipercaya.',
    ),
  },
  'keluarga-libatkan': {
    tema: 'keluarga',
    teks: dua(
      'Libatkan keluarga dalam rencana pendampingan dan kepulangan anak.',
      'Libatkan keluarga dalam rencana pendampingan dan reintegrasi tahanan.',
    ),
  },
  'instruksi-singkat': {
    tema: 'belajar',
    teks: dua(
      'Beri instruksi singkat dan konkret satu per satu, minta anak mengulanginya dengan kata-katanya sendiri, dan bagi tugas menjadi bagian kecil; pastikan anak memahami proses hukumnya (haknya menurut UU SPPA).',
      'Beri instruksi singkat dan konkret satu per satu, minta tahanan mengulanginya dengan kata-katanya sendiri, dan pastikan ia memahami tata tertib serta hak-haknya.',
    ),
  },
  'dukungan-belajar': {
    tema: 'belajar',
    teks: dua(
      'Beri dukungan belajar dan membaca, pertimbangkan pemeriksaan kesulitan belajar; skor rendah bukan tanda malas. Bila disabilitas dipastikan, berikan akomodasi yang layak (PP 39/2020).',
      'Tawarkan program keaksaraan atau pelatihan keterampilan yang sesuai; skor rendah bukan tanda malas atau tidak mau bekerja sama. Bila disabilitas dipastikan, berikan akomodasi yang layak (PP 39/2020).',
    ),
  },
  'asesmen-psikolog': {
    tema: 'rujukan',
    teks: dua(
      'Minta psikolog memeriksa temuan yang tinggi (pengalaman tidak biasa: psikolog atau psikiater).',
      'Minta psikolog memeriksa temuan yang tinggi (pengalaman tidak biasa: psikolog atau psikiater melalui klinik rutan).',
    ),
  },
  'periksa-perhatian': {
    tema: 'belajar',
    teks: dua(
      'Pertimbangkan pemeriksaan gangguan pemusatan perhatian oleh tenaga ahli.',
      'Pertimbangkan pemeriksaan gangguan pemusatan perhatian oleh tenaga ahli.',
    ),
  },
  'baca-esai': {
    tema: 'keluarga',
    teks: dua(
      'Baca jawaban esai anak tentang harapannya di masa depan (bagian dukungan keluarga): harapan itu dapat menjadi awal percakapan dan rencana pendampingan.',
      'Baca jawaban esai tahanan tentang harapannya di masa depan (bagian dukungan keluarga): harapan itu dapat menjadi awal percakapan dan rencana pendampingan.',
    ),
  },
  'periksa-klinik': {
    tema: 'kesehatan',
    teks: dua(
      'Minta layanan kesehatan memeriksa keluhan badan dan suasana hati anak, dan rujuk ke psikolog bila keluhan menetap.',
      'Minta klinik rutan memeriksa keluhan badan, tidur, dan suasana hati tahanan, dan rujuk ke psikolog atau psikiater bila keluhan menetap.',
    ),
  },
} as const satisfies Record<string, { tema: Tema; teks: Kalimat }>;
export type SaranId = keyof typeof SARAN;

// -------------------------------------------------------------------------------------------------
// Pembantu kondisi
// -------------------------------------------------------------------------------------------------
const trait = (h: HasilUntukAturan, t: TraitKey) => h.pid5?.traitScores[t]?.kategori;
const domain = (h: HasilUntukAturan, d: DomainPsc17) => h.psc17?.detail[d]?.status;
const ya = (h: HasilUntukAturan, k: ScreeningKey) => h.skrining[k] === 'Ya';
const traitTinggi = (h: HasilUntukAturan) =>
  h.pid5 ? Object.values(h.pid5.traitScores).filter((s) => s.kategori === 'Tinggi').length : 0;
const bertanda = (r: Validitas | null | undefined) => (r?.validitas?.length ?? 0) > 0;
/** The answers of a sub test, read or not: safety items count even in a sub test that cannot be interpreted. */
const butir = (h: HasilUntukAturan, k: KunciSubtes, nomor: number) =>
  Number(
    h[k]?.jawaban?.[String(nomor)] ??
      h.tidak_ditafsirkan?.[k]?.jawaban?.[String(nomor)] ??
      h.lain?.[k]?.jawaban?.[String(nomor)] ??
      Number.NaN,
  );
const tandaTeks = (r: Validitas | null | undefined) =>
  (r?.validitas ?? []).map((t) => LABEL_VALIDITAS[t.kode].toLowerCase()).join(', ');
/** 'Anak' or 'Tahanan': whom a computed sentence speaks of. */
const Orang = (h: HasilUntukAturan) => (h.kategori === 'tahanan' ? 'Tahanan' : 'Anak');
const orang = (h: HasilUntukAturan) => Orang(h).toLowerCase();
/** A number as Indonesian writes it (comma decimal), at most two decimals. */
const angka = (x: number) => String(Math.round(x * 100) / 100).replace('.', ',');
const daftarKata = (xs: readonly string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} dan ${xs.at(-1)}`;

/** Items that ask about ending one's life: 'Ya' (value) makes the case Kritis (D17). Plugs into any instrument key. */
export const BUTIR_KRITIS: readonly { instrumen: KunciSubtes; nomor: number; nilai: number; label: string }[] = [
  { instrumen: 'srq20', nomor: 17, nilai: 1, label: "menjawab 'Ya' pada 'Apakah Anda mempunyai pikiran untuk mengakhiri hidup?' (SRQ-20 butir 17)" },
];
/** How the trigger of an item from a replaced attempt is quoted (D20). */
export const DARI_PENGERJAAN_DIULANG = 'pada pengerjaan yang diulang';
/**
 * The safety items that hold: in the scored attempt, else in an attempt of this round a retest replaced
 * (its label then says so); `cocok` compares an answer with the item's trigger value.
 */
export function butirPemicu<B extends { instrumen: KunciSubtes; nomor: number; nilai: number; label: string }>(
  h: HasilUntukAturan,
  daftar: readonly B[],
  cocok: (jawaban: number, nilai: number) => boolean,
): (B & { waktu?: string })[] {
  const pemicu: (B & { waktu?: string })[] = [];
  for (const b of daftar) {
    const diganti = (h.diganti?.[b.instrumen] ?? []).filter((p) => cocok(Number(p.jawaban?.[String(b.nomor)] ?? Number.NaN), b.nilai));
    // The finding arose when the first attempt that gave the answer was submitted.
    const waktu = diganti.map((p) => p.submitted_at).filter((t): t is string => Boolean(t)).sort()[0];
    if (cocok(butir(h, b.instrumen, b.nomor), b.nilai)) pemicu.push(waktu ? { ...b, waktu } : b);
    else if (diganti.length) pemicu.push({ ...b, label: `${b.label} ${DARI_PENGERJAAN_DIULANG}`, ...(waktu ? { waktu } : {}) });
  }
  return pemicu;
}
/** The earliest time a replaced attempt gave one of these triggers (null: none did, or its time is unknown). */
export const waktuPemicuDiganti = (pemicu: readonly { waktu?: string }[]): string | null =>
  pemicu.map((p) => p.waktu).filter((t): t is string => Boolean(t)).sort()[0] ?? null;
const butirKritis = (h: HasilUntukAturan) => butirPemicu(h, BUTIR_KRITIS, (j, n) => j === n);

/** SRQ-20 items a cell's conditions can cause: appetite (2), sleep (3), digestion (7), stomach (19). */
export const BUTIR_HUNIAN_SRQ20: readonly number[] = [2, 3, 7, 19];
/** CLINICAL.md "Round three": said wherever such complaints count toward an SRQ-20 finding. */
export const CATATAN_HUNIAN_SRQ20 =
  'Di rutan, keluhan tidur, makan, dan pencernaan dapat berasal dari kondisi hunian; periksa juga kondisinya.';
const keluhanHunian = (h: HasilUntukAturan) => BUTIR_HUNIAN_SRQ20.some((n) => butir(h, 'srq20', n) === 1);

/** Single items of hopelessness answered at the top of their scale; the label quotes the trigger (page 1 says why). */
export const BUTIR_PUTUS_ASA: readonly { instrumen: 'pid5' | 'psc17' | 'srq20'; nomor: number; nilai: number; label: string }[] =
  [
    {
      instrumen: 'pid5',
      nomor: 4,
      nilai: 3,
      label: "menjawab 'Sangat sesuai' pada 'Saya sering merasa bahwa apa pun yang saya lakukan sebenarnya tidak ada artinya' (PID-5 butir 4)",
    },
    { instrumen: 'psc17', nomor: 6, nilai: 2, label: "menjawab 'Sering' pada 'Saya merasa tidak punya harapan' (PSC-17 butir 6)" },
    {
      instrumen: 'psc17',
      nomor: 9,
      nilai: 2,
      label: "menjawab 'Sering' pada 'Saya berpikiran buruk tentang diri saya sendiri' (PSC-17 butir 9)",
    },
    { instrumen: 'srq20', nomor: 16, nilai: 1, label: "menjawab 'Ya' pada 'Apakah Anda merasa tidak berharga?' (SRQ-20 butir 16)" },
  ];
const putusAsa = (h: HasilUntukAturan) => butirPemicu(h, BUTIR_PUTUS_ASA, (j, n) => j >= n);

/** PID-5 items that may reflect spiritual or cultural belief rather than unusual perception (CLINICAL.md). */
export const BUTIR_BUDAYA_PSIKOTISISME = [12, 21, 24] as const;
/** PID-5 item 13, avoiding dating: normal for many religious teenagers and impossible in detention. */
export const BUTIR_BUDAYA_DETASEMEN = 13;

/** The mean of a trait without some of its items (the cultural notes), or null when fewer than two answered items remain. */
function rerataTanpa(h: HasilUntukAturan, t: TraitKey, tanpa: readonly number[]): number | null {
  const nilai = TRAIT_ITEMS[t].filter((n) => !tanpa.includes(n)).map((n) => butir(h, 'pid5', n)).filter((v) => Number.isFinite(v));
  return nilai.length < 2 ? null : nilai.reduce((a, b) => a + b, 0) / nilai.length;
}

/** Sub tests whose answers all took the lowest value of a symptom checklist: nothing reported (not pola_sama). */
const TANPA_KELUHAN_MIN_DIJAWAB = 5;
const tanpaKeluhan = (h: HasilUntukAturan, k: 'pid5' | 'psc17' | 'srq20') => {
  const nilai = Object.values(h[k]?.jawaban ?? {});
  return nilai.length >= TANPA_KELUHAN_MIN_DIJAWAB && nilai.every((v) => Number(v) === 0);
};

/** The empty item numbers of a sub test of known size (none named when no answer is known at all). */
function soalKosong(h: HasilUntukAturan, k: 'pid5' | 'psc17', jumlah: number): number[] {
  const j = h[k]?.jawaban ?? {};
  if (Object.keys(j).length === 0) return [];
  return Array.from({ length: jumlah }, (_, n) => n + 1).filter((n) => j[String(n)] === undefined);
}
const nomorKosong = (xs: readonly number[]) => (xs.length ? ` (soal nomor ${xs.join(', ')} kosong)` : '');

/** Is the detainee or child a girl or a woman (the record's jenis kelamin)? */
const perempuan = (h: HasilUntukAturan) => h.orang?.jenis_kelamin === 'P';
/** Withdrawal is watched hardest in the first 72 hours after admission; unknown admission counts as recent. */
const HARI_AWAL_PENAHANAN = 3;
const baruMasuk = (h: HasilUntukAturan) => h.orang?.hari_sejak_masuk == null || h.orang.hari_sejak_masuk <= HARI_AWAL_PENAHANAN;

// -------------------------------------------------------------------------------------------------
// TABEL ATURAN
// -------------------------------------------------------------------------------------------------
/** Where a finding comes from: its clock starts when that part exists (D19: the screening answer or the sub test's submission). */
export type SumberTemuan = 'skrining' | 'tindak_lanjut' | KunciSubtes;

export interface Aturan {
  id: string;
  kondisi: string;
  berlaku: (h: HasilUntukAturan) => boolean;
  prioritas: Prioritas;
  /** The parts the finding needs; its clock starts when the last of them exists. */
  sumber?: readonly SumberTemuan[];
  /** When a replaced attempt gave its trigger (D20): the clock starts there if earlier than `sumber` says. */
  waktuPemicu?: (h: HasilUntukAturan) => string | null;
  /** Critical case: the red box at the top. */
  kritis?: { alasan: Kalimat };
  /** Which part the findings belong to: personality (PID-5) or problem tendencies (the rest). */
  bagian?: 'gambaran_kepribadian' | 'kecenderungan_masalah';
  tema?: Tema;
  /** Fixed sentences in both forms, or sentences computed from the results (they read `h.kategori`). */
  temuan?: readonly Kalimat[] | ((h: HasilUntukAturan) => string[]);
  kekuatan?: readonly Kalimat[];
  saran?: readonly SaranId[];
  tindakan?: readonly TindakanId[] | ((h: HasilUntukAturan) => TindakanId[]);
  /** A short phrase for the conclusion's summary of findings and page 1's line on why the priority is what it is. */
  ringkas?: string | ((h: HasilUntukAturan) => string);
  /** True for the rules after which no strength may be shown (Kritis, hopelessness, possible under-reporting). */
  tanpaKekuatan?: boolean;
  /** D22: the officer's copy's wording of fixed `temuan` that names what only the clinician's copy may (LGBT status). */
  temuanPetugas?: readonly Kalimat[];
}

const TRAIT_TINGGI: Readonly<Record<TraitKey, { temuan: Kalimat; saran: SaranId[]; ringkas: string; tema: Tema }>> = {
  NegativeAffect: {
    tema: 'emosi',
    temuan: dua(
      'Afek Negatif (emosi negatif yang kuat) tinggi: anak melaporkan sering merasakan emosi negatif yang kuat (cemas, sedih, khawatir, bersalah, malu, atau marah). Tekanan emosi yang berat dapat mendorong perilaku menyakiti diri.',
      'Afek Negatif (emosi negatif yang kuat) tinggi: tahanan melaporkan sering merasakan emosi negatif yang kuat (cemas, sedih, khawatir, bersalah, malu, atau marah). Tekanan emosi yang berat, terutama di awal penahanan dan sekitar sidang, dapat mendorong perilaku menyakiti diri.',
    ),
    saran: ['dukungan-emosi', 'pantau-suasana-hati', 'konseling'],
    ringkas: 'emosi negatif yang kuat',
  },
  Detachment: {
    tema: 'relasi',
    temuan: dua(
      'Detasemen (menarik diri) tinggi: anak melaporkan menarik diri dari pergaulan dan jarang merasa senang. Anak dapat terisolasi dan kesedihannya tidak terlihat oleh petugas.',
      'Detasemen (menarik diri) tinggi: tahanan melaporkan menarik diri dari pergaulan dan jarang merasa senang. Ia dapat terisolasi dan kesedihannya tidak terlihat oleh petugas.',
    ),
    saran: ['libatkan-pelan', 'pantau-suasana-hati'],
    ringkas: 'menarik diri dari pergaulan',
  },
  Antagonism: {
    tema: 'perilaku',
    temuan: dua(
      'Antagonisme (mudah berkonflik) tinggi: anak melaporkan cenderung mendahulukan kepentingannya sendiri, memanfaatkan orang lain, atau kurang peduli pada perasaan orang lain. Hal ini dapat memicu konflik dengan anak atau penghuni lain.',
      'Antagonisme (mudah berkonflik) tinggi: tahanan melaporkan cenderung mendahulukan kepentingannya sendiri, memanfaatkan orang lain, atau kurang peduli pada perasaan orang lain. Hal ini dapat memicu konflik di blok hunian.',
    ),
    saran: ['aturan-konsisten', 'batas-havana', 'awasi-interaksi', 'program-kendali-diri'],
    ringkas: 'kecenderungan berkonflik dengan orang lain',
  },
  Disinhibition: {
    tema: 'perilaku',
    temuan: dua(
      'Disinhibisi (bertindak tanpa berpikir) tinggi: anak melaporkan sering bertindak menurut dorongan sesaat tanpa memikirkan akibatnya, termasuk mengambil risiko. Anak lebih mudah melanggar aturan dan terlibat penggunaan zat.',
      'Disinhibisi (bertindak tanpa berpikir) tinggi: tahanan melaporkan sering bertindak menurut dorongan sesaat tanpa memikirkan akibatnya, termasuk mengambil risiko. Ia lebih mudah melanggar tata tertib dan terlibat penggunaan zat.',
    ),
    saran: ['aturan-konsisten', 'batas-havana', 'program-kendali-diri'],
    ringkas: 'bertindak menurut dorongan sesaat',
  },
  Psychoticism: {
    tema: 'persepsi',
    temuan: dua(
      'Psikotisisme (pengalaman/pikiran tidak biasa) tinggi: anak melaporkan persepsi, keyakinan, atau pengalaman yang tidak biasa, misalnya melihat hal yang tidak ada atau merasa keadaan sekitar tidak nyata. Penjelasan lain perlu diperiksa: keyakinan budaya atau agama, trauma, kurang tidur, atau pemakaian napza (misalnya sabu).',
      'Psikotisisme (pengalaman/pikiran tidak biasa) tinggi: tahanan melaporkan persepsi, keyakinan, atau pengalaman yang tidak biasa, misalnya melihat hal yang tidak ada atau merasa keadaan sekitar tidak nyata. Penjelasan lain perlu diperiksa: keyakinan budaya atau agama, trauma, kurang tidur, putus zat, atau pemakaian napza (misalnya sabu).',
    ),
    saran: ['komunikasi-tenang', 'asesmen-psikolog'],
    ringkas: 'pengalaman atau pikiran yang tidak biasa',
  },
};

/** Trait names with the gloss staff read beside them (CLINICAL.md "Round three"). */
export const TRAIT_GLOSS: Readonly<Record<TraitKey, string>> = {
  NegativeAffect: 'Afek Negatif (emosi negatif yang kuat)',
  Detachment: 'Detasemen (menarik diri)',
  Antagonism: 'Antagonisme (mudah berkonflik)',
  Disinhibition: 'Disinhibisi (bertindak tanpa berpikir)',
  Psychoticism: 'Psikotisisme (pengalaman/pikiran tidak biasa)',
};

const traitRules: Aturan[] = (Object.keys(TRAIT_TINGGI) as TraitKey[]).map((t) => ({
  id: `pid5-${t}-tinggi`,
  kondisi: `PID-5: ${TRAIT_NAMA[t]} Tinggi (rata-rata >= 2)`,
  berlaku: (h) => trait(h, t) === 'Tinggi',
  prioritas: t === 'Psychoticism' ? 'Tinggi' : 'Sedang',
  sumber: ['pid5'],
  bagian: 'gambaran_kepribadian',
  tema: TRAIT_TINGGI[t].tema,
  temuan: [TRAIT_TINGGI[t].temuan],
  saran: TRAIT_TINGGI[t].saran,
  tindakan: t === 'Psychoticism' ? ['rujuk-psikolog-7'] : [],
  ringkas: TRAIT_TINGGI[t].ringkas,
}));

/** PSC-17 domain names with their gloss. */
export const DOMAIN_GLOSS: Readonly<Record<DomainPsc17, string>> = {
  internalisasi: 'Internalisasi (cemas/sedih)',
  atensi: 'Atensi (pemusatan perhatian)',
  eksternalisasi: 'Eksternalisasi (perilaku)',
};

const PSC17_BERMASALAH: Readonly<Record<DomainPsc17, { temuan: Kalimat; saran: SaranId[]; tema: Tema; ringkas: string }>> = {
  internalisasi: {
    tema: 'emosi',
    temuan: dua(
      'Internalisasi (cemas/sedih) bermasalah: anak melaporkan keluhan seperti sedih, tidak punya harapan, berpikiran buruk tentang diri sendiri, atau banyak cemas.',
      'Internalisasi (cemas/sedih) bermasalah: tahanan melaporkan keluhan seperti sedih, tidak punya harapan, berpikiran buruk tentang diri sendiri, atau banyak cemas.',
    ),
    saran: ['konseling', 'pantau-suasana-hati'],
    ringkas: 'keluhan cemas dan sedih',
  },
  atensi: {
    tema: 'belajar',
    temuan: dua(
      'Atensi (pemusatan perhatian) bermasalah: anak melaporkan sulit memusatkan perhatian, mudah teralih, banyak melamun, atau sulit diam.',
      'Atensi (pemusatan perhatian) bermasalah: tahanan melaporkan sulit memusatkan perhatian, mudah teralih, banyak melamun, atau sulit diam.',
    ),
    saran: ['instruksi-singkat', 'periksa-perhatian'],
    ringkas: 'sulit memusatkan perhatian',
  },
  eksternalisasi: {
    tema: 'perilaku',
    // Never "mengambil barang" (PSC-17 item 16): in a file read by custody staff it reads as a
    // confession for a child held for theft (finding 9); the item itself is only in the clinician's copy.
    temuan: dua(
      'Eksternalisasi (perilaku) bermasalah: anak melaporkan masalah perilaku seperti berkelahi, melanggar aturan, atau menyalahkan orang lain.',
      'Eksternalisasi (perilaku) bermasalah: tahanan melaporkan masalah perilaku seperti berkelahi, melanggar aturan, atau menyalahkan orang lain.',
    ),
    saran: ['aturan-konsisten', 'batas-havana', 'program-kendali-diri'],
    ringkas: 'masalah perilaku',
  },
};

/** A partial PSC-17 result that already reaches its cut-off says so, with the score its answered items give. */
const minimalTeks = (s: { skor: number | null; minimal?: boolean } | undefined) =>
  s?.minimal ? ` Hasil ini dari soal yang dijawab saja (minimal ${s.skor ?? 0}): soal yang kosong hanya dapat menambahnya.` : '';

const domainRules: Aturan[] = (Object.keys(PSC17_BERMASALAH) as DomainPsc17[]).map((d) => ({
  id: `psc17-${d}-bermasalah`,
  kondisi: `PSC-17: ${DOMAIN_PSC17_NAMA[d]} Bermasalah (juga bila soal yang dijawab saja sudah mencapai batas)`,
  berlaku: (h) => domain(h, d) === 'Bermasalah',
  prioritas: 'Sedang',
  sumber: ['psc17'],
  bagian: 'kecenderungan_masalah',
  tema: PSC17_BERMASALAH[d].tema,
  temuan: (h) => [PSC17_BERMASALAH[d].temuan[h.kategori] + minimalTeks(h.psc17?.detail[d])],
  saran: PSC17_BERMASALAH[d].saran,
  ringkas: PSC17_BERMASALAH[d].ringkas,
}));

/** The sub tests the rules read, by key. */
export type KunciSubtes = 'pid5' | 'psc17' | 'dukungan' | 'kognitif' | 'srq20';
export const NAMA_SUBTES: Readonly<Record<KunciSubtes, string>> = {
  pid5: 'PID-5',
  psc17: 'PSC-17',
  dukungan: 'Dukungan keluarga',
  kognitif: 'Tes pola gambar',
  srq20: 'SRQ-20',
};
export const KUNCI_SUBTES = Object.keys(NAMA_SUBTES) as KunciSubtes[];

/** Flags after which a sub test's scores cannot be interpreted at all (no band, advice or strength): the reason staff read. */
export const ALASAN_TIDAK_DITAFSIRKAN: Readonly<Partial<Record<TandaValiditas['kode'], string>>> = {
  pola_sama: 'semua jawaban sama',
  terlalu_cepat: 'soal dijawab terlalu cepat untuk dibaca',
  di_bawah_peluang: 'jawaban benar tidak lebih banyak daripada menebak',
};
/** The reasons a sub test cannot be interpreted, or none. */
export const alasanTidakDitafsirkan = (r: Validitas | null | undefined): string[] =>
  (r?.validitas ?? []).flatMap((t) => (ALASAN_TIDAK_DITAFSIRKAN[t.kode] ? [ALASAN_TIDAK_DITAFSIRKAN[t.kode]!] : []));
const daftarTidakDitafsirkan = (h: HasilUntukAturan) =>
  KUNCI_SUBTES.filter((k) => h.tidak_ditafsirkan?.[k]).map(
    (k) => `${NAMA_SUBTES[k]}: ${alasanTidakDitafsirkan(h.tidak_ditafsirkan![k]).join(', ')}`,
  );

/** A sub test that cannot be interpreted (D12): no finding comes from it, a retest is asked. */
const tidakDitafsirkanRules: Aturan[] = KUNCI_SUBTES.map((k) => ({
  id: `tidak-ditafsirkan-${k}`,
  kondisi: `${NAMA_SUBTES[k]}: semua jawaban sama, terlalu cepat, atau setara menebak (tidak dapat ditafsirkan)`,
  berlaku: (h) => Boolean(h.tidak_ditafsirkan?.[k]),
  prioritas: 'Sedang',
  sumber: [k],
  bagian: 'kecenderungan_masalah',
  tema: 'keterbatasan',
  temuan: (h) => [
    `${NAMA_SUBTES[k]} tidak dapat ditafsirkan (${alasanTidakDitafsirkan(h.tidak_ditafsirkan![k]).join(', ')}): ulangi bersama ${orang(h)}, bacakan soal bila perlu. Skornya tidak dipakai untuk kesimpulan, saran, atau kekuatan.`,
  ],
  tindakan: ['ulangi-subtes'],
}));

/** Other flags (timed out, many empty): the scores stand, but the result is doubtful and never a strength. */
const validitasRules: Aturan[] = KUNCI_SUBTES.map((k) => ({
  id: `validitas-${k}`,
  kondisi: `${NAMA_SUBTES[k]}: waktu habis atau banyak kosong (hasilnya diragukan)`,
  berlaku: (h) => bertanda(h[k]),
  prioritas: 'Sedang',
  sumber: [k],
  bagian: 'kecenderungan_masalah',
  tema: 'keterbatasan',
  temuan: (h) => [`${NAMA_SUBTES[k]} (${tandaTeks(h[k])}): hasilnya diragukan dan tidak dianggap sebagai kekuatan.`],
  tindakan: ['ulangi-subtes'],
}));

/** A symptom checklist answered with its lowest value throughout: nothing reported, which may be true or hidden. */
const tanpaKeluhanRules: Aturan[] = (['pid5', 'psc17', 'srq20'] as const).map((k) => ({
  id: `tanpa-keluhan-${k}`,
  kondisi: `${NAMA_SUBTES[k]}: semua jawaban pada nilai terendah (tidak ada keluhan dilaporkan)`,
  berlaku: (h) => tanpaKeluhan(h, k),
  prioritas: 'Rendah',
  bagian: 'kecenderungan_masalah',
  tema: 'keterbatasan',
  temuan: [
    dua(
      `${NAMA_SUBTES[k]}: tidak ada satu pun keluhan dilaporkan: bisa memang tidak ada keluhan, bisa juga menutupi selama proses hukum; cocokkan dengan pengamatan petugas.`,
      `${NAMA_SUBTES[k]}: tidak ada satu pun keluhan dilaporkan: bisa memang tidak ada keluhan, bisa juga menutupi selama proses hukum; cocokkan dengan pengamatan petugas.`,
    ),
  ],
  tanpaKekuatan: true,
}));

/** The screening answers that were reported, in words ("dilaporkan memakai napza dan alkohol"). */
const zatDilaporkan = (h: HasilUntukAturan) =>
  daftarKata([ya(h, 'napza') ? 'napza' : '', ya(h, 'alkohol') ? 'alkohol' : ''].filter(Boolean));

export const ATURAN: readonly Aturan[] = [
  // ---------------- Kasus kritis ----------------
  {
    id: 'skrining-self-harm',
    kondisi: 'Skrining self harm (menyakiti diri) = Ya',
    berlaku: (h) => ya(h, 'self_harm'),
    prioritas: 'Kritis',
    sumber: ['skrining'],
    kritis: {
      alasan: dua(
        'Anak dilaporkan pernah menyakiti diri sendiri: ada risiko menyakiti diri atau bunuh diri.',
        'Tahanan dilaporkan pernah menyakiti diri sendiri: ada risiko menyakiti diri atau bunuh diri.',
      ),
    },
    bagian: 'kecenderungan_masalah',
    tema: 'keselamatan',
    temuan: [
      dua(
        'Anak dilaporkan pernah menyakiti diri sendiri: ini risiko keselamatan yang utama.',
        'Tahanan dilaporkan pernah menyakiti diri sendiri: ini risiko keselamatan yang utama, terutama di awal penahanan dan sekitar sidang atau putusan.',
      ),
    ],
    saran: ['keselamatan-self-harm'],
    tindakan: (h) => ['awasi-self-harm', 'rujuk-hari-ini', 'singkirkan-benda', ...(perempuan(h) ? (['petugas-perempuan'] as const) : [])],
    ringkas: 'dilaporkan pernah menyakiti diri',
    tanpaKekuatan: true,
  },
  {
    id: 'pikiran-hari-ini',
    kondisi: "Asessor mencatat: pikiran mengakhiri hidup saat ini (hari ini) = Ya atau Ragu-ragu",
    berlaku: (h) => h.tindak_lanjut?.pikiran_hari_ini === 'Ya' || h.tindak_lanjut?.pikiran_hari_ini === 'Ragu-ragu',
    prioritas: 'Kritis',
    sumber: ['tindak_lanjut'],
    kritis: {
      alasan: dua(
        'Saat ditanya asessor, anak menyatakan (atau ragu-ragu) punya pikiran mengakhiri hidup hari ini.',
        'Saat ditanya asessor, tahanan menyatakan (atau ragu-ragu) punya pikiran mengakhiri hidup hari ini.',
      ),
    },
    bagian: 'kecenderungan_masalah',
    tema: 'keselamatan',
    temuan: (h) => [
      `${Orang(h)} menyatakan kepada asessor punya pikiran mengakhiri hidup hari ini (jawaban: ${h.tindak_lanjut!.pikiran_hari_ini}).${h.tindak_lanjut?.rencana ? ` Rencana atau cara: ${h.tindak_lanjut.rencana}.` : ''}`,
    ],
    saran: ['keselamatan-self-harm'],
    tindakan: (h) => ['awasi-self-harm', 'rujuk-hari-ini', 'singkirkan-benda', ...(perempuan(h) ? (['petugas-perempuan'] as const) : [])],
    ringkas: 'pikiran mengakhiri hidup hari ini',
    tanpaKekuatan: true,
  },
  {
    id: 'butir-kritis',
    kondisi: 'Butir yang menanyakan pikiran mengakhiri hidup dijawab Ya (BUTIR_KRITIS, mis. SRQ-20 butir 17)',
    berlaku: (h) => butirKritis(h).length > 0,
    prioritas: 'Kritis',
    sumber: ['srq20'],
    waktuPemicu: (h) => waktuPemicuDiganti(butirKritis(h)),
    kritis: {
      alasan: dua(
        'Ada jawaban Ya pada pertanyaan tentang pikiran mengakhiri hidup.',
        'Ada jawaban Ya pada pertanyaan tentang pikiran mengakhiri hidup.',
      ),
    },
    bagian: 'kecenderungan_masalah',
    tema: 'keselamatan',
    temuan: (h) => butirKritis(h).map((b) => `${Orang(h)} ${b.label}: risiko bunuh diri.`),
    saran: ['keselamatan-self-harm'],
    tindakan: (h) => ['awasi-self-harm', 'rujuk-hari-ini', 'singkirkan-benda', ...(perempuan(h) ? (['petugas-perempuan'] as const) : [])],
    ringkas: (h) => butirKritis(h).map((b) => b.label).join('; '),
    tanpaKekuatan: true,
  },
  {
    id: 'korban-ks-baru-atau-pelaku-dekat',
    kondisi: 'Korban kekerasan seksual = Ya, dan kejadiannya baru atau terduga pelaku berada di rutan yang sama',
    berlaku: (h) => ya(h, 'korban_kekerasan_seksual') && (h.kekerasan_seksual_baru === 'Ya' || h.pelaku_satu_fasilitas === 'Ya'),
    prioritas: 'Kritis',
    sumber: ['skrining'],
    kritis: {
      alasan: dua(
        'Anak dilaporkan pernah mengalami kekerasan seksual yang kejadiannya baru atau terduga pelakunya berada di rutan yang sama: perlu perlindungan hari ini.',
        'Tahanan dilaporkan pernah mengalami kekerasan seksual yang kejadiannya baru atau terduga pelakunya berada di rutan yang sama: perlu perlindungan hari ini.',
      ),
    },
    tindakan: (h) => [
      ...(h.pelaku_satu_fasilitas === 'Ya' ? (['pindahkan-terduga-pelaku', 'lapor-tpks'] as const) : []),
      ...(h.kekerasan_seksual_baru === 'Ya' ? (['ks-layanan-kesehatan'] as const) : []),
      ...(perempuan(h) ? (['petugas-perempuan'] as const) : []),
    ],
    ringkas: (h) =>
      `dilaporkan mengalami kekerasan seksual (${[
        h.kekerasan_seksual_baru === 'Ya' ? 'baru' : '',
        h.pelaku_satu_fasilitas === 'Ya' ? 'terduga pelaku di rutan yang sama' : '',
      ]
        .filter(Boolean)
        .join('; ')})`,
    tanpaKekuatan: true,
  },
  {
    id: 'korban-ks',
    kondisi: 'Skrining korban kekerasan seksual = Ya',
    berlaku: (h) => ya(h, 'korban_kekerasan_seksual'),
    prioritas: 'Mendesak',
    sumber: ['skrining'],
    bagian: 'kecenderungan_masalah',
    tema: 'keselamatan',
    temuan: (h) => [
      `${Orang(h)} dilaporkan pernah mengalami kekerasan seksual: dapat menimbulkan trauma, rasa takut, sulit tidur, dan risiko menjadi korban kembali.`,
      ...(h.kekerasan_seksual_baru == null || h.pelaku_satu_fasilitas == null
        ? [
            'Asessor belum mencatat apakah kejadiannya baru dan apakah terduga pelaku berada di rutan yang sama; lengkapi di Kelola Data Asesmen.',
          ]
        : []),
    ],
    saran: ['perlindungan-korban'],
    tindakan: ['jauhkan-terduga-pelaku', 'rujuk-ppa'],
    ringkas: 'dilaporkan mengalami kekerasan seksual',
  },
  {
    id: 'butir-putus-asa',
    kondisi: 'Butir putus asa (PID-5 butir 4, PSC-17 butir 6 atau 9, SRQ-20 butir 16) dijawab pada nilai tertinggi',
    berlaku: (h) => putusAsa(h).length > 0,
    prioritas: 'Mendesak',
    sumber: ['pid5', 'psc17', 'srq20'],
    waktuPemicu: (h) => waktuPemicuDiganti(putusAsa(h)),
    bagian: 'kecenderungan_masalah',
    tema: 'keselamatan',
    temuan: (h) => [
      `${Orang(h)} ${putusAsa(h)
        .map((b) => b.label)
        .join('; ')}. Petugas perlu menanyakan pikiran mengakhiri hidup hari ini, dan asessor mencatat jawabannya.`,
    ],
    tindakan: (h) => ['tanya-bunuh-diri', ...(perempuan(h) ? (['petugas-perempuan'] as const) : [])],
    ringkas: (h) => putusAsa(h).map((b) => b.label).join('; '),
    tanpaKekuatan: true,
  },
  {
    id: 'self-harm-skor-rendah',
    kondisi:
      'Self harm = Ya, tetapi Afek Negatif tidak Tinggi, internalisasi PSC-17 tidak Bermasalah, dan SRQ-20 tidak Terindikasi',
    berlaku: (h) =>
      ya(h, 'self_harm') &&
      h.pid5 !== null &&
      (h.psc17 !== null || h.srq20 !== null) &&
      trait(h, 'NegativeAffect') !== 'Tinggi' &&
      domain(h, 'internalisasi') !== 'Bermasalah' &&
      h.srq20?.kategori !== 'Terindikasi',
    prioritas: 'Kritis',
    sumber: ['skrining'],
    bagian: 'kecenderungan_masalah',
    tema: 'keterbatasan',
    temuan: [
      dua(
        'Ketidaksesuaian: skor emosi anak rendah walaupun dilaporkan pernah menyakiti diri; anak mungkin tidak melaporkan keluhannya (menutupi). Jangan menganggap risikonya rendah.',
        'Ketidaksesuaian: skor emosi tahanan rendah walaupun dilaporkan pernah menyakiti diri; tahanan mungkin tidak melaporkan keluhannya (menutupi). Jangan menganggap risikonya rendah.',
      ),
    ],
    tanpaKekuatan: true,
  },
  {
    id: 'butir-kritis-skor-rendah',
    kondisi: 'SRQ-20 butir 17 = Ya, tetapi SRQ-20 tidak Terindikasi',
    berlaku: (h) => butirKritis(h).length > 0 && h.srq20 !== null && h.srq20.kategori !== 'Terindikasi',
    prioritas: 'Kritis',
    sumber: ['srq20'],
    bagian: 'kecenderungan_masalah',
    tema: 'keterbatasan',
    temuan: [
      dua(
        'Ketidaksesuaian: anak menjawab Ya pada pikiran mengakhiri hidup, tetapi keluhan lainnya rendah; anak mungkin tidak melaporkan keluhannya (menutupi). Jangan menganggap risikonya rendah.',
        'Ketidaksesuaian: tahanan menjawab Ya pada pikiran mengakhiri hidup, tetapi keluhan lainnya rendah; ia mungkin tidak melaporkan keluhannya (menutupi). Jangan menganggap risikonya rendah.',
      ),
    ],
    tanpaKekuatan: true,
  },

  // ---------------- SRQ-20 (tahanan dewasa, D17) ----------------
  {
    id: 'srq20-terindikasi',
    kondisi: 'SRQ-20: 6 jawaban Ya atau lebih (Terindikasi)',
    berlaku: (h) => h.srq20?.kategori === 'Terindikasi',
    prioritas: 'Tinggi',
    sumber: ['srq20'],
    bagian: 'kecenderungan_masalah',
    tema: 'emosi',
    temuan: (h) => [
      `${Orang(h)} menjawab Ya pada ${h.srq20!.total_skor} dari 20 keluhan SRQ-20 (batas skrining 6): kemungkinan ada masalah mental emosional, misalnya keluhan cemas, sedih, keluhan badan, atau kehilangan tenaga, yang perlu diperiksa. ${CATATAN_HUNIAN_SRQ20}`,
    ],
    saran: ['periksa-klinik', 'dukungan-emosi', 'pantau-suasana-hati'],
    tindakan: ['rujuk-psikolog-7'],
    ringkas: (h) => `${h.srq20!.total_skor} keluhan SRQ-20 (batas 6)`,
  },
  {
    id: 'srq20-dekat-batas',
    kondisi: 'SRQ-20: tepat satu di bawah batas (5 jawaban Ya)',
    berlaku: (h) => h.srq20?.kategori !== 'Terindikasi' && h.srq20?.total_skor === 5,
    prioritas: 'Rendah',
    bagian: 'kecenderungan_masalah',
    tema: 'emosi',
    temuan: (h) => [
      `${Orang(h)} menjawab Ya pada 5 keluhan SRQ-20, satu di bawah batas skrining 6: pantau keluhannya dan tanyakan kembali bila berubah.${
        keluhanHunian(h) ? ` ${CATATAN_HUNIAN_SRQ20}` : ''
      }`,
    ],
  },
  {
    id: 'srq20-tidak-pasti',
    kondisi: "SRQ-20: 'Tidak pasti' (soal kosong dapat membuat jumlah Ya mencapai 6)",
    berlaku: (h) => h.srq20?.kategori === 'Tidak pasti',
    prioritas: 'Sedang',
    sumber: ['srq20'],
    bagian: 'kecenderungan_masalah',
    tema: 'keterbatasan',
    temuan: (h) => [
      `SRQ-20 tidak pasti: ${h.srq20!.total_skor} jawaban Ya, dan soal yang kosong dapat membuatnya mencapai batas 6; tanyakan ulang soal itu kepada ${orang(h)}.`,
    ],
    tindakan: ['ulangi-subtes'],
  },
  {
    id: 'srq20-tidak-terindikasi',
    kondisi: 'SRQ-20: 4 jawaban Ya atau kurang, semua dijawab, tanpa tanda validitas dan tanpa butir kritis',
    berlaku: (h) =>
      h.srq20?.kategori === 'Tidak Terindikasi' &&
      h.srq20.total_skor <= 4 &&
      !bertanda(h.srq20) &&
      h.srq20.butir_kritis.length === 0 &&
      butirKritis(h).length === 0,
    prioritas: 'Rendah',
    kekuatan: [
      dua(
        'Anak tidak melaporkan keluhan mental emosional yang mencapai batas skrining SRQ-20.',
        'Tahanan tidak melaporkan keluhan mental emosional yang mencapai batas skrining SRQ-20.',
      ),
    ],
  },
  {
    id: 'srq20-tinggi-pid5-rendah',
    kondisi: 'SRQ-20 Terindikasi dan semua trait PID-5 Rendah (ketidaksesuaian)',
    berlaku: (h) =>
      h.srq20?.kategori === 'Terindikasi' && h.pid5 !== null && Object.values(h.pid5.traitScores).every((s) => s.kategori === 'Rendah'),
    prioritas: 'Rendah',
    bagian: 'kecenderungan_masalah',
    tema: 'rujukan',
    temuan: [
      dua(
        'Keluhan SRQ-20 tinggi tetapi PID-5 rendah: salah satunya mungkin tidak mencerminkan keadaan; psikolog mencocokkan.',
        'Keluhan SRQ-20 tinggi tetapi PID-5 rendah: salah satunya mungkin tidak mencerminkan keadaan; psikolog mencocokkan.',
      ),
    ],
  },

  // ---------------- PID-5-BF ----------------
  ...traitRules,
  {
    id: 'pid5-dua-trait-tinggi',
    kondisi: 'PID-5: dua trait atau lebih Tinggi',
    berlaku: (h) => traitTinggi(h) >= 2,
    prioritas: 'Tinggi',
    sumber: ['pid5'],
    saran: ['asesmen-psikolog'],
    tindakan: ['rujuk-psikolog-7'],
    ringkas: 'dua trait PID-5 atau lebih tinggi',
  },
  {
    id: 'budaya-psikotisisme',
    kondisi: 'Psikotisisme Tinggi dan butir 12, 21, atau 24 dijawab 2 atau lebih',
    berlaku: (h) => trait(h, 'Psychoticism') === 'Tinggi' && BUTIR_BUDAYA_PSIKOTISISME.some((n) => butir(h, 'pid5', n) >= 2),
    prioritas: 'Rendah',
    bagian: 'gambaran_kepribadian',
    tema: 'persepsi',
    temuan: (h) => {
      const tanpa = rerataTanpa(h, 'Psychoticism', BUTIR_BUDAYA_PSIKOTISISME);
      const skor =
        tanpa === null ? '' : ` Tanpa butir 12, 21, dan 24, skor Psikotisisme = ${angka(tanpa)} (${tanpa >= 2 ? 'masih' : 'tidak lagi'} Tinggi).`;
      return [
        `Catatan budaya: butir tentang melihat hal yang tidak ada, pikiran yang dianggap aneh, atau keadaan yang terasa tidak nyata (butir 12, 21, 24) dapat mencerminkan keyakinan spiritual atau budaya; tanyakan maknanya bagi ${orang(h)}.${skor}`,
      ];
    },
  },
  {
    id: 'budaya-detasemen',
    kondisi: 'Detasemen Tinggi dan butir 13 (menghindari pacaran atau hubungan romantis) dijawab 2 atau lebih',
    berlaku: (h) => trait(h, 'Detachment') === 'Tinggi' && butir(h, 'pid5', BUTIR_BUDAYA_DETASEMEN) >= 2,
    prioritas: 'Rendah',
    bagian: 'gambaran_kepribadian',
    tema: 'relasi',
    temuan: (h) => {
      const tanpa = rerataTanpa(h, 'Detachment', [BUTIR_BUDAYA_DETASEMEN]);
      const skor = tanpa === null ? '' : ` Tanpa butir 13, skor Detasemen = ${angka(tanpa)} (${tanpa >= 2 ? 'masih' : 'tidak lagi'} Tinggi).`;
      return [
        h.kategori === 'tahanan'
          ? `Menghindari hubungan romantis wajar bagi banyak orang yang religius, dan sulit dijalani di rutan: butir 13 bukan tanda menarik diri.${skor}`
          : `Menghindari pacaran wajar bagi banyak remaja yang religius, dan pacaran memang tidak mungkin di rutan: butir ini bukan tanda menarik diri.${skor}`,
      ];
    },
  },
  {
    id: 'pid5-diprorata',
    kondisi: 'PID-5: ada trait yang dihitung dengan satu soal kosong',
    berlaku: (h) => Object.values(h.pid5?.traitScores ?? {}).some((s) => s.diprorata),
    prioritas: 'Rendah',
    bagian: 'gambaran_kepribadian',
    tema: 'keterbatasan',
    temuan: (h) => [
      `Skor ${Object.entries(h.pid5?.traitScores ?? {})
        .filter(([, s]) => s.diprorata)
        .map(([t]) => TRAIT_NAMA[t as TraitKey])
        .join(', ')} dihitung dari 4 dari 5 soal${nomorKosong(soalKosong(h, 'pid5', 25))}.`,
    ],
  },
  {
    id: 'pid5-tidak-dapat-dihitung',
    kondisi: 'PID-5: ada trait yang tidak dapat dihitung (dua soal atau lebih kosong)',
    berlaku: (h) => Object.values(h.pid5?.traitScores ?? {}).some((s) => s.kategori === 'Tidak dapat dihitung'),
    prioritas: 'Sedang',
    sumber: ['pid5'],
    bagian: 'gambaran_kepribadian',
    tema: 'keterbatasan',
    temuan: (h) => {
      const tidak = Object.entries(h.pid5!.traitScores).filter(([, s]) => s.kategori === 'Tidak dapat dihitung');
      const kosong = nomorKosong(soalKosong(h, 'pid5', 25));
      return tidak.length === Object.keys(h.pid5!.traitScores).length
        ? [`Trait tidak dapat dihitung: terlalu banyak soal kosong${kosong}.`]
        : [`Sebagian trait (${tidak.map(([t]) => TRAIT_NAMA[t as TraitKey]).join(', ')}) tidak dapat dihitung: terlalu banyak soal kosong${kosong}.`];
    },
    tindakan: ['ulangi-subtes'],
  },
  {
    id: 'pid5-tidak-ada-trait-tinggi',
    kondisi: 'PID-5: semua trait dapat dihitung, tidak ada yang Tinggi, dan tanpa tanda validitas',
    berlaku: (h) =>
      h.pid5 !== null &&
      !bertanda(h.pid5) &&
      Object.values(h.pid5.traitScores).every((s) => s.kategori === 'Sedang' || s.kategori === 'Rendah'),
    prioritas: 'Rendah',
    kekuatan: [
      dua(
        'Anak tidak melaporkan kecenderungan kepribadian yang tinggi.',
        'Tahanan tidak melaporkan kecenderungan kepribadian yang tinggi.',
      ),
    ],
  },

  // ---------------- PSC-17 ----------------
  {
    id: 'psc17-total-bermasalah',
    kondisi: 'PSC-17: skor total >= 15 (Bermasalah), juga bila soal yang dijawab saja sudah mencapainya',
    berlaku: (h) => h.psc17?.kategori_total === 'Bermasalah',
    prioritas: 'Tinggi',
    sumber: ['psc17'],
    bagian: 'kecenderungan_masalah',
    tema: 'rujukan',
    temuan: (h) => [
      `Skor total PSC-17 mencapai batas skrining: ${orang(h)} melaporkan cukup banyak keluhan psikososial dan perlu diperiksa tenaga kesehatan jiwa.${h.psc17?.total_minimal ? ` Hasil ini dari soal yang dijawab saja (minimal ${h.psc17.total_skor ?? 0}).` : ''}`,
    ],
    saran: ['asesmen-psikolog'],
    tindakan: ['rujuk-psikolog-7'],
    ringkas: 'banyak keluhan psikososial (PSC-17)',
  },
  ...domainRules,
  {
    id: 'psc17-dekat-batas',
    kondisi: 'PSC-17: skor total 13 atau 14 (satu langkah di bawah batas 15)',
    berlaku: (h) => h.psc17?.kategori_total !== 'Bermasalah' && (h.psc17?.total_skor === 13 || h.psc17?.total_skor === 14),
    prioritas: 'Rendah',
    bagian: 'kecenderungan_masalah',
    tema: 'emosi',
    temuan: (h) => [
      `Skor total PSC-17 = ${h.psc17!.total_skor}, sedikit di bawah batas skrining 15: pantau keluhan ${orang(h)} dan tanyakan kembali bila berubah.`,
    ],
  },
  {
    id: 'psc17-tidak-pasti',
    kondisi: "PSC-17: total atau domain 'Tidak pasti' (soal kosong dapat melewati batas)",
    berlaku: (h) =>
      h.psc17 !== null && [h.psc17.kategori_total, ...Object.values(h.psc17.detail).map((d) => d.status)].includes('Tidak pasti'),
    prioritas: 'Sedang',
    sumber: ['psc17'],
    bagian: 'kecenderungan_masalah',
    tema: 'keterbatasan',
    temuan: (h) => [
      `Sebagian hasil PSC-17 tidak pasti: soal yang kosong${nomorKosong(soalKosong(h, 'psc17', 17))} dapat membuatnya melewati batas; tanyakan ulang soal itu kepada ${orang(h)}.`,
    ],
    tindakan: ['ulangi-subtes'],
  },
  {
    id: 'psc17-tidak-dapat-dihitung',
    kondisi: 'PSC-17: total tidak dapat dihitung (4 soal atau lebih kosong, dan soal yang dijawab belum mencapai batas)',
    berlaku: (h) => h.psc17?.kategori_total === 'Tidak dapat dihitung',
    prioritas: 'Sedang',
    sumber: ['psc17'],
    bagian: 'kecenderungan_masalah',
    tema: 'keterbatasan',
    temuan: (h) => [
      `Skor total PSC-17 tidak dapat dihitung: terlalu banyak soal kosong${nomorKosong(soalKosong(h, 'psc17', 17))}. Bagian yang tidak mencapai batas belum tentu tidak bermasalah.`,
    ],
    tindakan: ['ulangi-subtes'],
  },
  {
    id: 'psc17-tidak-bermasalah',
    kondisi: 'PSC-17: total (12 atau kurang) dan ketiga domain Tidak Bermasalah, tanpa tanda validitas',
    berlaku: (h) =>
      h.psc17 !== null &&
      !bertanda(h.psc17) &&
      h.psc17.kategori_total === 'Tidak Bermasalah' &&
      (h.psc17.total_skor ?? 0) <= 12 &&
      Object.values(h.psc17.detail).every((d) => d.status === 'Tidak Bermasalah'),
    prioritas: 'Rendah',
    kekuatan: [
      dua(
        'Anak tidak melaporkan keluhan psikososial yang menonjol pada PSC-17.',
        'Tahanan tidak melaporkan keluhan psikososial yang menonjol pada PSC-17.',
      ),
    ],
  },
  {
    id: 'kombinasi-afek-negatif-internalisasi',
    kondisi: 'Afek Negatif Tinggi dan internalisasi PSC-17 Bermasalah atau SRQ-20 Terindikasi',
    berlaku: (h) =>
      trait(h, 'NegativeAffect') === 'Tinggi' &&
      (domain(h, 'internalisasi') === 'Bermasalah' || h.srq20?.kategori === 'Terindikasi'),
    prioritas: 'Tinggi',
    sumber: ['pid5', 'psc17', 'srq20'],
    tindakan: ['tanya-bunuh-diri', 'rujuk-psikolog-7'],
    ringkas: 'emosi negatif yang kuat bersama keluhan cemas dan sedih',
  },
  {
    id: 'kombinasi-disinhibisi-zat',
    kondisi: 'Disinhibisi Tinggi dan skrining napza atau alkohol = Ya',
    berlaku: (h) => trait(h, 'Disinhibition') === 'Tinggi' && (ya(h, 'napza') || ya(h, 'alkohol')),
    prioritas: 'Sedang',
    sumber: ['pid5', 'skrining'],
    bagian: 'kecenderungan_masalah',
    tema: 'kesehatan',
    temuan: (h) => [
      `Dorongan sesaat yang kuat bersama pemakaian ${zatDilaporkan(h)} yang dilaporkan menambah risiko ${orang(h)} memakai zat kembali: dahulukan untuk rehabilitasi.`,
    ],
    saran: ['rehabilitasi'],
  },

  // ---------------- Dukungan keluarga ----------------
  {
    id: 'dukungan-tinggi',
    kondisi: 'Dukungan keluarga Tinggi, tanpa tanda validitas',
    berlaku: (h) => h.dukungan?.kategori === 'Tinggi' && !bertanda(h.dukungan),
    prioritas: 'Rendah',
    kekuatan: [
      dua(
        'Anak merasakan dukungan keluarga yang tinggi: kekuatan penting untuk pemulihan dan kepulangannya.',
        'Tahanan merasakan dukungan keluarga yang tinggi: kekuatan penting untuk pemulihan dan reintegrasinya.',
      ),
    ],
    saran: ['keluarga-libatkan'],
  },
  {
    id: 'dukungan-ada',
    kondisi: 'Dukungan keluarga dapat dibaca (ada esai yang perlu dibaca petugas)',
    berlaku: (h) => h.dukungan !== null,
    prioritas: 'Rendah',
    saran: ['baca-esai'],
  },
  {
    id: 'dukungan-rendah',
    kondisi: 'Dukungan keluarga Rendah',
    berlaku: (h) => h.dukungan?.kategori === 'Rendah',
    prioritas: 'Sedang',
    sumber: ['dukungan'],
    bagian: 'kecenderungan_masalah',
    tema: 'keluarga',
    temuan: [
      dua(
        'Anak merasakan dukungan keluarga yang rendah: berisiko merasa sendirian di LPAS/LPKA atau rutan dan kurang didampingi saat pulang.',
        'Tahanan merasakan dukungan keluarga yang rendah: berisiko merasa sendirian di rutan dan kurang didampingi saat bebas.',
      ),
    ],
    saran: ['keluarga-rendah'],
    ringkas: 'dukungan keluarga rendah',
  },
  {
    id: 'dukungan-sedang',
    kondisi: 'Dukungan keluarga Sedang',
    berlaku: (h) => h.dukungan?.kategori === 'Sedang',
    prioritas: 'Rendah',
    bagian: 'kecenderungan_masalah',
    tema: 'keluarga',
    temuan: (h) => [`Dukungan keluarga yang dirasakan ${orang(h)} berada di tingkat sedang: cukup dipantau.`],
  },
  {
    id: 'dukungan-tidak-dapat-dihitung',
    kondisi: 'Dukungan keluarga tidak dapat dihitung (lebih dari 20% soal kosong)',
    berlaku: (h) => h.dukungan?.kategori === 'Tidak dapat dihitung',
    prioritas: 'Rendah',
    bagian: 'kecenderungan_masalah',
    tema: 'keluarga',
    temuan: [
      dua(
        'Dukungan keluarga tidak dapat dinilai karena terlalu banyak soal kosong; tanyakan langsung kepada anak tentang keluarganya.',
        'Dukungan keluarga tidak dapat dinilai karena terlalu banyak soal kosong; tanyakan langsung kepada tahanan tentang keluarganya.',
      ),
    ],
  },

  // ---------------- Kognitif ----------------
  {
    id: 'kognitif-tinggi',
    kondisi: 'Tes pola gambar Tinggi (>= 70% benar), tanpa tanda validitas',
    berlaku: (h) => h.kognitif?.kategori === 'Tinggi' && !bertanda(h.kognitif),
    prioritas: 'Rendah',
    kekuatan: [
      dua(
        'Pada tes pola gambar anak berada di rentang skor tinggi: kemampuan ini dapat dipakai dalam pendidikan dan pelatihan keterampilan.',
        'Pada tes pola gambar tahanan berada di rentang skor tinggi: kemampuan ini dapat dipakai dalam pelatihan keterampilan dan kerja.',
      ),
    ],
  },
  {
    id: 'kognitif-rendah',
    kondisi: 'Tes pola gambar Rendah (di bawah 40% benar)',
    berlaku: (h) => h.kognitif?.kategori === 'Rendah',
    prioritas: 'Sedang',
    sumber: ['kognitif'],
    bagian: 'kecenderungan_masalah',
    tema: 'belajar',
    temuan: (h) => [
      `Pada tes pola gambar ${orang(h)} berada di rentang skor rendah. Sebelum membacanya, periksa waktu habis, soal kosong, pemahaman contoh soal, penglihatan, dan riwayat sekolah ${orang(h)}.${
        h.orang?.pendidikan && PENDIDIKAN_RENDAH.includes(h.orang.pendidikan)
          ? ` Pendidikan terakhir tercatat ${LABEL_PENDIDIKAN[h.orang.pendidikan]}: skor rendah dapat mencerminkan kesempatan belajar, bukan kemampuan.`
          : ''
      }`,
    ],
    saran: ['instruksi-singkat', 'dukungan-belajar'],
    ringkas: 'skor pola gambar rendah',
  },
  {
    id: 'kognitif-sedang',
    kondisi: 'Tes pola gambar Sedang',
    berlaku: (h) => h.kognitif?.kategori === 'Sedang',
    prioritas: 'Rendah',
    bagian: 'kecenderungan_masalah',
    tema: 'belajar',
    temuan: (h) => [`Pada tes pola gambar ${orang(h)} berada di rentang skor sedang.`],
  },
  {
    id: 'bacaan-rendah',
    kondisi: 'Pendidikan terakhir tidak sekolah atau SD belum tamat (tingkat membaca)',
    berlaku: (h) => Boolean(h.orang?.pendidikan && PENDIDIKAN_RENDAH.includes(h.orang.pendidikan)),
    prioritas: 'Rendah',
    bagian: 'kecenderungan_masalah',
    tema: 'belajar',
    temuan: (h) => [
      `Pendidikan terakhir tercatat ${LABEL_PENDIDIKAN[h.orang!.pendidikan!]}: ${orang(h)} mungkin sulit membaca soal sendiri. Bacakan soal pada skrining berikutnya, dan baca hasil kuesioner dengan hati-hati.`,
    ],
  },

  // ---------------- Faktor risiko lain ----------------
  {
    id: 'skrining-kekerasan-seksual',
    kondisi: 'Skrining riwayat kekerasan seksual terhadap orang lain = Ya',
    berlaku: (h) => ya(h, 'kekerasan_seksual'),
    prioritas: 'Tinggi',
    sumber: ['skrining'],
    bagian: 'kecenderungan_masalah',
    tema: 'keselamatan',
    temuan: [
      dua(
        'Dilaporkan ada catatan atau dugaan kekerasan seksual terhadap orang lain; pada tahap penahanan hal ini belum terbukti.',
        'Dilaporkan ada catatan atau dugaan kekerasan seksual terhadap orang lain; pada tahap penahanan hal ini belum terbukti.',
      ),
    ],
    saran: ['riwayat-ks'],
    tindakan: ['lindungi-anak-lain'],
    ringkas: 'catatan atau dugaan kekerasan seksual terhadap orang lain',
  },
  {
    id: 'skrining-napza-alkohol',
    kondisi: 'Skrining napza atau alkohol = Ya (Mendesak pada 72 jam pertama setelah masuk atau bila tanggal masuk tidak tercatat)',
    berlaku: (h) => ya(h, 'napza') || ya(h, 'alkohol'),
    prioritas: 'Sedang',
    sumber: ['skrining'],
    bagian: 'kecenderungan_masalah',
    tema: 'kesehatan',
    temuan: (h) => [
      `${Orang(h)} dilaporkan memakai ${zatDilaporkan(h)}.${
        h.orang?.hari_sejak_masuk != null ? ` Tercatat ${h.orang.hari_sejak_masuk} hari sejak masuk rutan.` : ''
      }`,
    ],
    saran: ['rehabilitasi'],
    tindakan: ['pantau-putus-zat'],
    ringkas: (h) => `dilaporkan memakai ${zatDilaporkan(h)}`,
  },
  {
    id: 'putus-zat-awal',
    kondisi: 'Napza atau alkohol = Ya dan masuk rutan 3 hari terakhir atau tanggal masuk tidak tercatat (risiko putus zat)',
    berlaku: (h) => (ya(h, 'napza') || ya(h, 'alkohol')) && baruMasuk(h),
    prioritas: 'Mendesak',
    sumber: ['skrining'],
    tindakan: ['pantau-putus-zat'],
    ringkas: (h) =>
      `dilaporkan memakai ${zatDilaporkan(h)} ${h.orang?.hari_sejak_masuk == null ? '(tanggal masuk tidak tercatat: risiko putus zat)' : 'dan baru masuk (risiko putus zat)'}`,
  },
  {
    id: 'skrining-penyakit-menular',
    kondisi: 'Skrining penyakit menular = Ya',
    berlaku: (h) => ya(h, 'penyakit_menular'),
    prioritas: 'Sedang',
    sumber: ['skrining'],
    bagian: 'kecenderungan_masalah',
    tema: 'kesehatan',
    temuan: [
      dua(
        'Anak dilaporkan memiliki penyakit menular yang perlu diobati.',
        'Tahanan dilaporkan memiliki penyakit menular yang perlu diobati.',
      ),
    ],
    saran: ['penyakit-menular'],
    tindakan: ['rujuk-kesehatan'],
    ringkas: 'dilaporkan memiliki penyakit menular',
  },
  {
    id: 'skrining-riwayat-lgbt',
    kondisi: 'Skrining riwayat LGBT = Ya (kerentanan, bukan gangguan)',
    berlaku: (h) => ya(h, 'riwayat_lgbt'),
    prioritas: 'Sedang',
    sumber: ['skrining'],
    bagian: 'kecenderungan_masalah',
    tema: 'keselamatan',
    temuan: [
      dua(
        'Dilaporkan riwayat LGBT: ini kerentanan, bukan gangguan; anak berisiko dirundung, dilecehkan, atau mengalami kekerasan dari anak atau penghuni lain.',
        'Dilaporkan riwayat LGBT: ini kerentanan, bukan gangguan; tahanan berisiko dirundung, dilecehkan, atau mengalami kekerasan dari penghuni lain.',
      ),
    ],
    temuanPetugas: [
      dua(
        'Dilaporkan ada kerentanan yang memerlukan penempatan yang melindungi: anak berisiko dirundung, dilecehkan, atau mengalami kekerasan dari anak atau penghuni lain. Rinciannya hanya ada pada salinan psikolog.',
        'Dilaporkan ada kerentanan yang memerlukan penempatan yang melindungi: tahanan berisiko dirundung, dilecehkan, atau mengalami kekerasan dari penghuni lain. Rinciannya hanya ada pada salinan psikolog.',
      ),
    ],
    saran: ['lgbt-aman'],
    tindakan: ['hunian-aman'],
    ringkas: 'kerentanan yang perlu penempatan yang melindungi',
  },

  // ---------------- Ringkasan dan keterbatasan ----------------
  {
    id: 'pid5-sedang',
    kondisi: 'PID-5: ada trait tingkat Sedang',
    berlaku: (h) => traitSedang(h).length > 0,
    prioritas: 'Rendah',
    bagian: 'gambaran_kepribadian',
    tema: 'emosi',
    temuan: (h) => [`Tingkat sedang (cukup dipantau): ${traitSedang(h).map((t) => TRAIT_GLOSS[t]).join(', ')}.`],
  },
  ...tidakDitafsirkanRules,
  ...validitasRules,
  ...tanpaKeluhanRules,
  {
    id: 'tanpa-temuan-tinggi',
    kondisi: 'Tidak ada aturan yang menaikkan prioritas di atas Rendah',
    berlaku: () => false, // set by the engine: see `ATURAN_MENURUT_PRIORITAS`
    prioritas: 'Rendah',
    tindakan: ['pendampingan-rutin'],
  },
  {
    id: 'tindak-lanjut-sedang',
    kondisi: 'Prioritas Sedang tanpa tindakan lain',
    berlaku: () => false, // set by the engine from the priority
    prioritas: 'Sedang',
    tindakan: ['tindak-lanjut-14'],
  },
];

/** Rules the engine applies from the priority itself (a default first action when no rule names one). */
export const ATURAN_MENURUT_PRIORITAS: Readonly<Partial<Record<Prioritas, string>>> = {
  Rendah: 'tanpa-temuan-tinggi',
  Sedang: 'tindak-lanjut-sedang',
};

/** The traits at Sedang. */
function traitSedang(h: HasilUntukAturan): TraitKey[] {
  return h.pid5 ? (Object.keys(h.pid5.traitScores) as TraitKey[]).filter((t) => h.pid5!.traitScores[t].kategori === 'Sedang') : [];
}

/** The actions a rule asks for. */
export const tindakanAturan = (a: Aturan, h: HasilUntukAturan): TindakanId[] =>
  typeof a.tindakan === 'function' ? a.tindakan(h) : [...(a.tindakan ?? [])];
/** A rule's short phrase. */
export const ringkasAturan = (a: Aturan, h: HasilUntukAturan): string | undefined =>
  typeof a.ringkas === 'function' ? a.ringkas(h) : a.ringkas;

// -------------------------------------------------------------------------------------------------
// KESIMPULAN — kalimat-kalimat penutup
// -------------------------------------------------------------------------------------------------
/** The summary sentence of the findings (from the rules' `ringkas` phrases), never "nothing found" when a sub test could not be read. */
export function kalimatRingkasan(frasa: readonly string[], tidakDitafsirkan: readonly string[] = []): string {
  const ditahan = tidakDitafsirkan.length ? ` Tidak dapat ditafsirkan: ${tidakDitafsirkan.join('; ')}.` : '';
  if (frasa.length === 0) {
    return tidakDitafsirkan.length
      ? `Ringkasan: dari hasil yang dapat dibaca, skrining tidak menemukan hal yang mencapai batas.${ditahan}`
      : 'Ringkasan: skrining ini tidak menemukan hal yang menonjol.';
  }
  const daftar = frasa.length === 1 ? frasa[0] : `${frasa.slice(0, -1).join(', ')}, dan ${frasa.at(-1)}`;
  return `Ringkasan: skrining menemukan ${daftar}.${ditahan}`;
}

/** Opens the summary when most of the sub tests could not be interpreted (CLINICAL.md "Round three"). */
export function kalimatSebagianBesar(h: HasilUntukAturan, jumlahHasil: number): string | null {
  const daftar = daftarTidakDitafsirkan(h);
  if (jumlahHasil === 0 || daftar.length * 2 <= jumlahHasil) return null;
  return `Sebagian besar hasil belum dapat dipakai (${daftar.join('; ')}); ulangi dalam 7 hari.`;
}
export { daftarTidakDitafsirkan };
