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
}

/** The results the rules read. A sub test without a result is null: priority and critical flags work on what exists. */
export interface HasilUntukAturan {
  /** Whom the sentences speak of: a child (the spec's flow) or an adult detainee (D17). */
  kategori: KategoriPeserta;
  /** PID-5-BF, the child's or the adult form (same scoring key). */
  pid5:
    ({ traitScores: Record<TraitKey, { kategori: KategoriPid5; skor: number | null; diprorata?: boolean }> } & Validitas) | null;
  psc17:
    | ({ detail: Record<DomainPsc17, { status: StatusPsc17; skor: number | null }>; kategori_total: StatusPsc17 } & Validitas)
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
}

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
export const JUDUL_TINDAKAN_UTAMA = 'Tindakan utama';
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
      'Prioritas Kritis: bertindak hari ini. Petugas jaga mengamankan anak sekarang juga, dan psikolog atau layanan kesehatan menemui anak pada hari yang sama.',
      'Prioritas Kritis: bertindak hari ini. Petugas jaga mengamankan tahanan sekarang juga, dan psikolog atau dokter klinik rutan menemui tahanan pada hari yang sama.',
    ),
  },
  Mendesak: {
    tenggat: 'Dalam 72 jam',
    batas_jam: 72,
    kalimat: dua(
      'Prioritas Mendesak: psikolog atau tenaga kesehatan jiwa menemui anak dalam 72 jam; sampai saat itu wali anak memantau setiap hari.',
      'Prioritas Mendesak: psikolog, dokter, atau perawat klinik rutan menemui tahanan dalam 72 jam; sampai saat itu petugas blok hunian memantau setiap hari.',
    ),
  },
  Tinggi: {
    tenggat: 'Dalam 7 hari',
    batas_jam: 24 * 7,
    kalimat: dua(
      'Prioritas Tinggi: psikolog menemui anak dalam 7 hari, dan rencana pembinaannya dibahas bersama wali dan Pembimbing Kemasyarakatan.',
      'Prioritas Tinggi: psikolog atau klinik rutan memeriksa tahanan dalam 7 hari, dan rencana pembinaannya dibahas bersama wali pemasyarakatan dan Pembimbing Kemasyarakatan.',
    ),
  },
  Sedang: {
    tenggat: 'Dalam 14 hari',
    batas_jam: 24 * 14,
    kalimat: dua(
      'Prioritas Sedang: wali atau konselor menindaklanjuti temuan dalam 14 hari; rujuk ke psikolog bila keluhan menetap atau bertambah.',
      'Prioritas Sedang: wali pemasyarakatan atau konselor menindaklanjuti temuan dalam 14 hari; rujuk ke klinik rutan atau psikolog bila keluhan menetap atau bertambah.',
    ),
  },
  Rendah: {
    tenggat: 'Pembinaan rutin',
    batas_jam: null,
    kalimat: dua(
      'Prioritas Rendah: lanjutkan pembinaan rutin dan pemantauan oleh wali anak.',
      'Prioritas Rendah: lanjutkan pembinaan rutin dan pemantauan oleh wali pemasyarakatan.',
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
  'Skrining ulang dalam 3 bulan, saat anak dipindahkan, sebelum anak bebas, dan setelah anak mengalami peristiwa berat.',
  'Skrining ulang dalam 3 bulan, saat tahanan dipindahkan, setelah putusan (saat menjadi warga binaan), sebelum bebas, dan setelah tahanan mengalami peristiwa berat.',
);
/** Months until the routine re-screening. */
export const BULAN_SKRINING_ULANG = 3;

// -------------------------------------------------------------------------------------------------
// TINDAKAN — katalog tindakan pertama, dari yang paling mendesak
// -------------------------------------------------------------------------------------------------
export const TINDAKAN = {
  'awasi-self-harm': dua(
    'Hari ini: jangan biarkan anak sendirian dan jangan mengisolasinya; singkirkan benda untuk melukai diri (benda tajam, tali, sarung, tali sepatu, kabel, kain).',
    'Hari ini: jangan biarkan tahanan sendirian dan jangan mengisolasinya; singkirkan benda untuk melukai diri (benda tajam, tali, sarung, tali sepatu, kabel, kain, obat yang disimpan).',
  ),
  'rujuk-hari-ini': dua(
    'Hari ini: tanyakan dengan tenang apakah anak sedang berpikir menyakiti diri, lalu rujuk ke psikolog atau layanan kesehatan.',
    'Hari ini: tanyakan dengan tenang apakah tahanan sedang berpikir menyakiti diri atau mengakhiri hidup, lalu rujuk ke klinik rutan atau psikolog.',
  ),
  'pisahkan-pelaku': dua(
    'Hari ini: pastikan anak tidak dapat dijangkau orang yang diduga menyakitinya, termasuk di kamar hunian.',
    'Hari ini: pastikan tahanan tidak dapat dijangkau orang yang diduga menyakitinya, termasuk di kamar hunian.',
  ),
  'rujuk-ppa': dua(
    'Rujuk ke layanan psikologis dan UPTD PPA; bila kejadiannya baru, bawa anak ke layanan kesehatan segera.',
    'Rujuk ke layanan psikologis (bagi tahanan perempuan juga ke UPTD PPA); bila kejadiannya baru, bawa tahanan ke klinik rutan atau layanan kesehatan segera.',
  ),
  'tanya-bunuh-diri': dua(
    'Tanyakan langsung dan dengan tenang apakah anak punya pikiran mengakhiri hidup; bertanya tidak menambah risiko.',
    'Tanyakan langsung dan dengan tenang apakah tahanan punya pikiran mengakhiri hidup; bertanya tidak menambah risiko.',
  ),
  'lindungi-anak-lain': dua(
    'Atur penempatan dan pengawasan yang melindungi anak lain, tanpa mempermalukan atau mengisolasi anak.',
    'Atur penempatan dan pengawasan yang melindungi tahanan lain, tanpa mempermalukan atau mengisolasi tahanan ini.',
  ),
  'rujuk-psikolog-7': dua(
    'Jadwalkan pemeriksaan oleh psikolog dalam 7 hari.',
    'Jadwalkan pemeriksaan oleh psikolog atau klinik rutan dalam 7 hari.',
  ),
  'pantau-putus-zat': dua(
    'Pantau tanda putus zat atau alkohol dan rujuk ke layanan kesehatan.',
    'Pantau tanda putus zat atau alkohol (gelisah, gemetar, berkeringat, sulit tidur) dan rujuk ke klinik rutan.',
  ),
  'hunian-aman': dua(
    'Tempatkan anak di hunian yang aman dan jaga kerahasiaan informasinya.',
    'Tempatkan tahanan di hunian yang aman dan jaga kerahasiaan informasinya.',
  ),
  'rujuk-kesehatan': dua('Rujuk anak ke layanan kesehatan untuk pengobatan.', 'Rujuk tahanan ke klinik rutan untuk pengobatan.'),
  'ulangi-subtes': dua(
    'Ulangi sub test yang bertanda validitas bersama anak sebelum hasilnya dipakai.',
    'Ulangi sub test yang bertanda validitas bersama tahanan sebelum hasilnya dipakai.',
  ),
  'tindak-lanjut-14': dua(
    'Bahas temuan dengan wali anak dan rencanakan tindak lanjut dalam 14 hari.',
    'Bahas temuan dengan wali pemasyarakatan dan rencanakan tindak lanjut dalam 14 hari.',
  ),
  'pembinaan-rutin': dua(
    'Lanjutkan pembinaan rutin dan jadwalkan skrining ulang dalam 3 bulan.',
    'Lanjutkan pembinaan rutin dan jadwalkan skrining ulang dalam 3 bulan.',
  ),
} as const satisfies Record<string, Kalimat>;
export type TindakanId = keyof typeof TINDAKAN;
export const URUTAN_TINDAKAN = Object.keys(TINDAKAN) as TindakanId[];
/** At most this many first actions. */
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
      'Riwayat kekerasan seksual di rutan baru berupa catatan atau dugaan: lindungi anak lain dan anak ini, tanyakan apakah anak juga pernah menjadi korban, dan rujuk ke intervensi khusus oleh psikolog.',
      'Riwayat kekerasan seksual di rutan baru berupa catatan atau dugaan: lindungi tahanan lain dan tahanan ini, tanyakan apakah ia juga pernah menjadi korban, dan rujuk ke intervensi khusus oleh psikolog.',
    ),
  },
  'lgbt-aman': {
    tema: 'keselamatan',
    teks: dua(
      'Penempatan yang melindungi tidak boleh menjadi isolasi; jangan pernah membicarakannya di depan tahanan lain, dan jangan memperlakukannya sebagai sesuatu yang harus diobati atau diubah.',
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
      'Perhatikan tanda murung atau menyakiti diri (menarik diri tiba-tiba, ucapan putus asa, tidur atau makan berubah) dan laporkan hari itu juga.',
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
      'Fasilitasi kunjungan dan komunikasi keluarga bila aman, libatkan Pembimbing Kemasyarakatan (Bapas) sejak awal dalam rencana pembinaan dan reintegrasi, dan bantu tahanan menemukan orang lain yang dapat dipercaya.',
    ),
  },
  'keluarga-libatkan': {
    tema: 'keluarga',
    teks: dua(
      'Libatkan keluarga dalam rencana pembinaan dan kepulangan anak.',
      'Libatkan keluarga dalam rencana pembinaan dan reintegrasi tahanan.',
    ),
  },
  'instruksi-singkat': {
    tema: 'belajar',
    teks: dua(
      'Beri instruksi singkat dan konkret satu per satu, minta anak mengulanginya dengan kata-katanya sendiri, dan bagi tugas menjadi bagian kecil.',
      'Beri instruksi singkat dan konkret satu per satu, minta tahanan mengulanginya dengan kata-katanya sendiri, dan pastikan ia memahami tata tertib serta hak-haknya.',
    ),
  },
  'dukungan-belajar': {
    tema: 'belajar',
    teks: dua(
      'Beri dukungan belajar dan membaca, pertimbangkan pemeriksaan kesulitan belajar; skor rendah bukan tanda malas.',
      'Tawarkan program keaksaraan atau pelatihan keterampilan yang sesuai; skor rendah bukan tanda malas atau tidak mau bekerja sama.',
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
const butir = (r: Validitas | null | undefined, nomor: number) => Number(r?.jawaban?.[String(nomor)] ?? Number.NaN);
const tandaTeks = (r: Validitas | null | undefined) =>
  (r?.validitas ?? []).map((t) => LABEL_VALIDITAS[t.kode].toLowerCase()).join(', ');
/** 'Anak' or 'Tahanan': whom a computed sentence speaks of. */
const Orang = (h: HasilUntukAturan) => (h.kategori === 'tahanan' ? 'Tahanan' : 'Anak');

/** Items that ask about ending one's life: 'Ya' (value) makes the case Kritis (D17). Plugs into any instrument key. */
export const BUTIR_KRITIS: readonly { instrumen: string; nomor: number; nilai: number; label: string }[] = [
  { instrumen: 'srq20', nomor: 17, nilai: 1, label: 'SRQ-20 butir 17 (pikiran mengakhiri hidup) dijawab Ya' },
];

/** Single items of hopelessness answered at the top of their scale. */
export const BUTIR_PUTUS_ASA: readonly { instrumen: 'pid5' | 'psc17' | 'srq20'; nomor: number; nilai: number; label: string }[] =
  [
    { instrumen: 'pid5', nomor: 4, nilai: 3, label: 'merasa apa pun yang dilakukan tidak ada artinya (PID-5 butir 4)' },
    { instrumen: 'psc17', nomor: 6, nilai: 2, label: 'merasa tidak punya harapan (PSC-17 butir 6)' },
    { instrumen: 'psc17', nomor: 9, nilai: 2, label: 'merasa tidak berharga atau menyalahkan diri (PSC-17 butir 9)' },
    { instrumen: 'srq20', nomor: 16, nilai: 1, label: 'merasa tidak berharga (SRQ-20 butir 16)' },
  ];
const putusAsa = (h: HasilUntukAturan) => BUTIR_PUTUS_ASA.filter((b) => butir(h[b.instrumen], b.nomor) >= b.nilai);

/** PID-5 items that may reflect spiritual or cultural belief rather than unusual perception (CLINICAL.md). */
export const BUTIR_BUDAYA_PSIKOTISISME = [12, 21, 24] as const;
/** PID-5 item 13, avoiding dating: normal for many religious teenagers and impossible in detention. */
export const BUTIR_BUDAYA_DETASEMEN = 13;

// -------------------------------------------------------------------------------------------------
// TABEL ATURAN
// -------------------------------------------------------------------------------------------------
export interface Aturan {
  id: string;
  kondisi: string;
  berlaku: (h: HasilUntukAturan) => boolean;
  prioritas: Prioritas;
  /** Critical case: the red box at the top. */
  kritis?: { alasan: Kalimat };
  /** Which part the findings belong to: personality (PID-5) or problem tendencies (the rest). */
  bagian?: 'gambaran_kepribadian' | 'kecenderungan_masalah';
  tema?: Tema;
  /** Fixed sentences in both forms, or sentences computed from the results (they read `h.kategori`). */
  temuan?: readonly Kalimat[] | ((h: HasilUntukAturan) => string[]);
  kekuatan?: readonly Kalimat[];
  saran?: readonly SaranId[];
  tindakan?: readonly TindakanId[];
  /** A short phrase for the conclusion's summary of findings. */
  ringkas?: string;
}

const TRAIT_TINGGI: Readonly<Record<TraitKey, { temuan: Kalimat; saran: SaranId[]; ringkas: string; tema: Tema }>> = {
  NegativeAffect: {
    tema: 'emosi',
    temuan: dua(
      'Afek Negatif tinggi: anak melaporkan sering merasakan emosi negatif yang kuat (cemas, sedih, khawatir, bersalah, malu, atau marah). Tekanan emosi yang berat dapat mendorong perilaku menyakiti diri.',
      'Afek Negatif tinggi: tahanan melaporkan sering merasakan emosi negatif yang kuat (cemas, sedih, khawatir, bersalah, malu, atau marah). Tekanan emosi yang berat, terutama di awal penahanan dan sekitar sidang, dapat mendorong perilaku menyakiti diri.',
    ),
    saran: ['dukungan-emosi', 'pantau-suasana-hati', 'konseling'],
    ringkas: 'emosi negatif yang kuat',
  },
  Detachment: {
    tema: 'relasi',
    temuan: dua(
      'Detasemen tinggi: anak melaporkan menarik diri dari pergaulan dan jarang merasa senang. Anak dapat terisolasi dan kesedihannya tidak terlihat oleh petugas.',
      'Detasemen tinggi: tahanan melaporkan menarik diri dari pergaulan dan jarang merasa senang. Ia dapat terisolasi dan kesedihannya tidak terlihat oleh petugas.',
    ),
    saran: ['libatkan-pelan', 'pantau-suasana-hati'],
    ringkas: 'menarik diri dari pergaulan',
  },
  Antagonism: {
    tema: 'perilaku',
    temuan: dua(
      'Antagonisme tinggi: anak melaporkan cenderung mendahulukan kepentingannya sendiri, memanfaatkan orang lain, atau kurang peduli pada perasaan orang lain. Hal ini dapat memicu konflik dengan anak lain.',
      'Antagonisme tinggi: tahanan melaporkan cenderung mendahulukan kepentingannya sendiri, memanfaatkan orang lain, atau kurang peduli pada perasaan orang lain. Hal ini dapat memicu konflik di blok hunian.',
    ),
    saran: ['aturan-konsisten', 'batas-havana', 'awasi-interaksi', 'program-kendali-diri'],
    ringkas: 'kecenderungan berkonflik dengan orang lain',
  },
  Disinhibition: {
    tema: 'perilaku',
    temuan: dua(
      'Disinhibisi tinggi: anak melaporkan sering bertindak menurut dorongan sesaat tanpa memikirkan akibatnya, termasuk mengambil risiko. Anak lebih mudah melanggar aturan dan terlibat penggunaan zat.',
      'Disinhibisi tinggi: tahanan melaporkan sering bertindak menurut dorongan sesaat tanpa memikirkan akibatnya, termasuk mengambil risiko. Ia lebih mudah melanggar tata tertib dan terlibat penggunaan zat.',
    ),
    saran: ['aturan-konsisten', 'batas-havana', 'program-kendali-diri'],
    ringkas: 'bertindak menurut dorongan sesaat',
  },
  Psychoticism: {
    tema: 'persepsi',
    temuan: dua(
      'Psikotisisme (pengalaman atau pikiran yang tidak biasa) tinggi: anak melaporkan persepsi, keyakinan, atau pengalaman yang tidak biasa, misalnya melihat hal yang tidak ada atau merasa keadaan sekitar tidak nyata. Penjelasan lain perlu diperiksa: keyakinan budaya atau agama, trauma, kurang tidur, atau pemakaian napza (misalnya sabu).',
      'Psikotisisme (pengalaman atau pikiran yang tidak biasa) tinggi: tahanan melaporkan persepsi, keyakinan, atau pengalaman yang tidak biasa, misalnya melihat hal yang tidak ada atau merasa keadaan sekitar tidak nyata. Penjelasan lain perlu diperiksa: keyakinan budaya atau agama, trauma, kurang tidur, putus zat, atau pemakaian napza (misalnya sabu).',
    ),
    saran: ['komunikasi-tenang', 'asesmen-psikolog'],
    ringkas: 'pengalaman atau pikiran yang tidak biasa',
  },
};

const traitRules: Aturan[] = (Object.keys(TRAIT_TINGGI) as TraitKey[]).map((t) => ({
  id: `pid5-${t}-tinggi`,
  kondisi: `PID-5: ${TRAIT_NAMA[t]} Tinggi (rata-rata >= 2)`,
  berlaku: (h) => trait(h, t) === 'Tinggi',
  prioritas: t === 'Psychoticism' ? 'Tinggi' : 'Sedang',
  bagian: 'gambaran_kepribadian',
  tema: TRAIT_TINGGI[t].tema,
  temuan: [TRAIT_TINGGI[t].temuan],
  saran: TRAIT_TINGGI[t].saran,
  tindakan: t === 'Psychoticism' ? ['rujuk-psikolog-7'] : [],
  ringkas: TRAIT_TINGGI[t].ringkas,
}));

const PSC17_BERMASALAH: Readonly<Record<DomainPsc17, { temuan: Kalimat; saran: SaranId[]; tema: Tema; ringkas: string }>> = {
  internalisasi: {
    tema: 'emosi',
    temuan: dua(
      'Internalisasi bermasalah: anak melaporkan keluhan seperti sedih, putus asa, merasa tidak berharga, atau banyak khawatir.',
      'Internalisasi bermasalah: tahanan melaporkan keluhan seperti sedih, putus asa, merasa tidak berharga, atau banyak khawatir.',
    ),
    saran: ['konseling', 'pantau-suasana-hati'],
    ringkas: 'keluhan cemas dan sedih',
  },
  atensi: {
    tema: 'belajar',
    temuan: dua(
      'Atensi bermasalah: anak melaporkan sulit memusatkan perhatian, mudah teralih, banyak melamun, atau sulit diam.',
      'Atensi bermasalah: tahanan melaporkan sulit memusatkan perhatian, mudah teralih, banyak melamun, atau sulit diam.',
    ),
    saran: ['instruksi-singkat', 'periksa-perhatian'],
    ringkas: 'sulit memusatkan perhatian',
  },
  eksternalisasi: {
    tema: 'perilaku',
    temuan: dua(
      'Eksternalisasi bermasalah: anak melaporkan perilaku seperti berkelahi, tidak mematuhi aturan, menyalahkan orang lain, atau mengambil barang orang lain.',
      'Eksternalisasi bermasalah: tahanan melaporkan perilaku seperti berkelahi, tidak mematuhi aturan, menyalahkan orang lain, atau mengambil barang orang lain.',
    ),
    saran: ['aturan-konsisten', 'batas-havana', 'program-kendali-diri'],
    ringkas: 'masalah perilaku',
  },
};

const domainRules: Aturan[] = (Object.keys(PSC17_BERMASALAH) as DomainPsc17[]).map((d) => ({
  id: `psc17-${d}-bermasalah`,
  kondisi: `PSC-17: ${DOMAIN_PSC17_NAMA[d]} Bermasalah`,
  berlaku: (h) => domain(h, d) === 'Bermasalah',
  prioritas: 'Sedang',
  bagian: 'kecenderungan_masalah',
  tema: PSC17_BERMASALAH[d].tema,
  temuan: [PSC17_BERMASALAH[d].temuan],
  saran: PSC17_BERMASALAH[d].saran,
  ringkas: PSC17_BERMASALAH[d].ringkas,
}));

const NAMA_SUBTES: Readonly<Record<'pid5' | 'psc17' | 'dukungan' | 'kognitif' | 'srq20', string>> = {
  pid5: 'PID-5',
  psc17: 'PSC-17',
  dukungan: 'Dukungan keluarga',
  kognitif: 'Tes pola gambar',
  srq20: 'SRQ-20',
};

/** A validity rule per sub test (D12): the flags are named where they weaken the findings. */
const validitasRules: Aturan[] = (Object.keys(NAMA_SUBTES) as (keyof typeof NAMA_SUBTES)[]).map((k) => ({
  id: `validitas-${k}`,
  kondisi: `${NAMA_SUBTES[k]}: ada tanda validitas (waktu habis, banyak kosong, pola sama, terlalu cepat, atau setara menebak)`,
  berlaku: (h) => bertanda(h[k]),
  prioritas: 'Sedang',
  bagian: 'kecenderungan_masalah',
  tema: 'keterbatasan',
  temuan: (h) => [
    `${NAMA_SUBTES[k]} bertanda ${tandaTeks(h[k])}: temuan dari sub test ini lemah dan tidak dianggap sebagai kekuatan.`,
  ],
  tindakan: ['ulangi-subtes'],
}));

export const ATURAN: readonly Aturan[] = [
  // ---------------- Kasus kritis ----------------
  {
    id: 'skrining-self-harm',
    kondisi: 'Skrining self harm (menyakiti diri) = Ya',
    berlaku: (h) => ya(h, 'self_harm'),
    prioritas: 'Kritis',
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
        'Anak memiliki riwayat menyakiti diri sendiri: ini risiko keselamatan yang utama.',
        'Tahanan memiliki riwayat menyakiti diri sendiri: ini risiko keselamatan yang utama, terutama di awal penahanan dan sekitar sidang atau putusan.',
      ),
    ],
    saran: ['keselamatan-self-harm'],
    tindakan: ['awasi-self-harm', 'rujuk-hari-ini'],
    ringkas: 'riwayat menyakiti diri',
  },
  {
    id: 'butir-kritis',
    kondisi: 'Butir yang menanyakan pikiran mengakhiri hidup dijawab Ya (BUTIR_KRITIS, mis. SRQ-20 butir 17)',
    berlaku: (h) => BUTIR_KRITIS.some((b) => butir(h.lain?.[b.instrumen], b.nomor) === b.nilai),
    prioritas: 'Kritis',
    kritis: {
      alasan: dua(
        'Ada jawaban Ya pada pertanyaan tentang pikiran mengakhiri hidup.',
        'Ada jawaban Ya pada pertanyaan tentang pikiran mengakhiri hidup.',
      ),
    },
    bagian: 'kecenderungan_masalah',
    tema: 'keselamatan',
    temuan: (h) =>
      BUTIR_KRITIS.filter((b) => butir(h.lain?.[b.instrumen], b.nomor) === b.nilai).map((b) => `${b.label}: risiko bunuh diri.`),
    saran: ['keselamatan-self-harm'],
    tindakan: ['awasi-self-harm', 'rujuk-hari-ini'],
    ringkas: 'pikiran mengakhiri hidup',
  },
  {
    id: 'korban-ks-baru-atau-pelaku-dekat',
    kondisi: 'Korban kekerasan seksual = Ya, dan kejadiannya baru atau terduga pelaku berada di rutan yang sama',
    berlaku: (h) => ya(h, 'korban_kekerasan_seksual') && (h.kekerasan_seksual_baru === 'Ya' || h.pelaku_satu_fasilitas === 'Ya'),
    prioritas: 'Kritis',
    kritis: {
      alasan: dua(
        'Anak korban kekerasan seksual yang kejadiannya baru atau terduga pelakunya berada di rutan yang sama: perlu perlindungan hari ini.',
        'Tahanan korban kekerasan seksual yang kejadiannya baru atau terduga pelakunya berada di rutan yang sama: perlu perlindungan hari ini.',
      ),
    },
    tindakan: ['pisahkan-pelaku', 'rujuk-ppa'],
  },
  {
    id: 'korban-ks',
    kondisi: 'Skrining korban kekerasan seksual = Ya',
    berlaku: (h) => ya(h, 'korban_kekerasan_seksual'),
    prioritas: 'Mendesak',
    bagian: 'kecenderungan_masalah',
    tema: 'keselamatan',
    temuan: (h) => [
      `${Orang(h)} pernah mengalami kekerasan seksual: dapat menimbulkan trauma, rasa takut, sulit tidur, dan risiko menjadi korban kembali.`,
      ...(h.kekerasan_seksual_baru == null || h.pelaku_satu_fasilitas == null
        ? [
            'Asessor belum mencatat apakah kejadiannya baru dan apakah terduga pelaku berada di rutan yang sama; lengkapi di Kelola Data Asesmen.',
          ]
        : []),
    ],
    saran: ['perlindungan-korban'],
    tindakan: ['pisahkan-pelaku', 'rujuk-ppa'],
    ringkas: 'pengalaman kekerasan seksual',
  },
  {
    id: 'butir-putus-asa',
    kondisi: 'Butir putus asa (PID-5 butir 4, PSC-17 butir 6 atau 9, SRQ-20 butir 16) dijawab pada nilai tertinggi',
    berlaku: (h) => putusAsa(h).length > 0,
    prioritas: 'Mendesak',
    bagian: 'kecenderungan_masalah',
    tema: 'keselamatan',
    temuan: (h) => [
      `${Orang(h)} menjawab paling tinggi pada butir putus asa: ${putusAsa(h)
        .map((b) => b.label)
        .join('; ')}. Petugas perlu menanyakan pikiran bunuh diri.`,
    ],
    tindakan: ['tanya-bunuh-diri'],
    ringkas: 'rasa putus asa',
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
    bagian: 'kecenderungan_masalah',
    tema: 'keterbatasan',
    temuan: [
      dua(
        'Skor emosi anak rendah walaupun ada riwayat menyakiti diri: anak mungkin tidak melaporkan keluhannya (menutupi). Jangan menganggap risikonya rendah.',
        'Skor emosi tahanan rendah walaupun ada riwayat menyakiti diri: tahanan mungkin tidak melaporkan keluhannya (menutupi). Jangan menganggap risikonya rendah.',
      ),
    ],
  },

  // ---------------- SRQ-20 (tahanan dewasa, D17) ----------------
  {
    id: 'srq20-terindikasi',
    kondisi: 'SRQ-20: 6 jawaban Ya atau lebih (Terindikasi)',
    berlaku: (h) => h.srq20?.kategori === 'Terindikasi',
    prioritas: 'Tinggi',
    bagian: 'kecenderungan_masalah',
    tema: 'emosi',
    temuan: (h) => [
      `${Orang(h)} menjawab Ya pada ${h.srq20!.total_skor} dari 20 keluhan SRQ-20 (batas skrining 6): kemungkinan ada masalah mental emosional, misalnya keluhan cemas, sedih, keluhan badan, atau kehilangan tenaga, yang perlu diperiksa.`,
    ],
    saran: ['periksa-klinik', 'dukungan-emosi', 'pantau-suasana-hati'],
    tindakan: ['rujuk-psikolog-7'],
    ringkas: 'keluhan mental emosional (SRQ-20)',
  },
  {
    id: 'srq20-tidak-pasti',
    kondisi: "SRQ-20: 'Tidak pasti' (soal kosong dapat membuat jumlah Ya mencapai 6)",
    berlaku: (h) => h.srq20?.kategori === 'Tidak pasti',
    prioritas: 'Sedang',
    bagian: 'kecenderungan_masalah',
    tema: 'keterbatasan',
    temuan: (h) => [
      `SRQ-20 tidak pasti: ${h.srq20!.total_skor} jawaban Ya, dan soal yang kosong dapat membuatnya mencapai batas 6; tanyakan ulang soal itu kepada ${Orang(h).toLowerCase()}.`,
    ],
    tindakan: ['ulangi-subtes'],
  },
  {
    id: 'srq20-tidak-terindikasi',
    kondisi: 'SRQ-20: kurang dari 6 jawaban Ya, semua dijawab, tanpa tanda validitas dan tanpa butir kritis',
    berlaku: (h) => h.srq20?.kategori === 'Tidak Terindikasi' && !bertanda(h.srq20) && h.srq20.butir_kritis.length === 0,
    prioritas: 'Rendah',
    kekuatan: [
      dua(
        'Anak tidak melaporkan keluhan mental emosional yang mencapai batas skrining SRQ-20.',
        'Tahanan tidak melaporkan keluhan mental emosional yang mencapai batas skrining SRQ-20.',
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
    saran: ['asesmen-psikolog'],
    tindakan: ['rujuk-psikolog-7'],
  },
  {
    id: 'budaya-psikotisisme',
    kondisi: 'Psikotisisme Tinggi dan butir 12, 21, atau 24 dijawab 2 atau lebih',
    berlaku: (h) => trait(h, 'Psychoticism') === 'Tinggi' && BUTIR_BUDAYA_PSIKOTISISME.some((n) => butir(h.pid5, n) >= 2),
    prioritas: 'Rendah',
    bagian: 'gambaran_kepribadian',
    tema: 'persepsi',
    temuan: [
      dua(
        'Catatan budaya: butir tentang melihat hal yang tidak ada, pikiran yang dianggap aneh, atau keadaan yang terasa tidak nyata (butir 12, 21, 24) dapat mencerminkan keyakinan spiritual atau budaya; tanyakan maknanya bagi anak.',
        'Catatan budaya: butir tentang melihat hal yang tidak ada, pikiran yang dianggap aneh, atau keadaan yang terasa tidak nyata (butir 12, 21, 24) dapat mencerminkan keyakinan spiritual atau budaya; tanyakan maknanya bagi tahanan.',
      ),
    ],
  },
  {
    id: 'budaya-detasemen',
    kondisi: 'Detasemen Tinggi dan butir 13 (menghindari pacaran atau hubungan romantis) dijawab 2 atau lebih',
    berlaku: (h) => trait(h, 'Detachment') === 'Tinggi' && butir(h.pid5, BUTIR_BUDAYA_DETASEMEN) >= 2,
    prioritas: 'Rendah',
    bagian: 'gambaran_kepribadian',
    tema: 'relasi',
    temuan: [
      dua(
        'Catatan budaya: butir 13 (menghindari pacaran) ikut menaikkan skor ini; hal itu wajar bagi banyak remaja yang religius dan tidak mungkin di rutan.',
        'Catatan budaya: butir 13 (menghindari hubungan romantis) ikut menaikkan skor ini; hal itu wajar bagi banyak orang yang religius dan sulit dijalani di rutan.',
      ),
    ],
  },
  {
    id: 'pid5-diprorata',
    kondisi: 'PID-5: ada trait yang dihitung dengan satu soal kosong (diprorata)',
    berlaku: (h) => Object.values(h.pid5?.traitScores ?? {}).some((s) => s.diprorata),
    prioritas: 'Rendah',
    bagian: 'gambaran_kepribadian',
    tema: 'keterbatasan',
    temuan: (h) => [
      `Skor ${Object.entries(h.pid5?.traitScores ?? {})
        .filter(([, s]) => s.diprorata)
        .map(([t]) => TRAIT_NAMA[t as TraitKey])
        .join(', ')} dihitung dari 4 dari 5 soal (diprorata).`,
    ],
  },
  {
    id: 'pid5-tidak-dapat-dihitung',
    kondisi: 'PID-5: ada trait yang tidak dapat dihitung (dua soal atau lebih kosong)',
    berlaku: (h) => Object.values(h.pid5?.traitScores ?? {}).some((s) => s.kategori === 'Tidak dapat dihitung'),
    prioritas: 'Sedang',
    bagian: 'gambaran_kepribadian',
    tema: 'keterbatasan',
    temuan: [
      dua(
        'Sebagian trait PID-5 tidak dapat dihitung karena terlalu banyak soal kosong.',
        'Sebagian trait PID-5 tidak dapat dihitung karena terlalu banyak soal kosong.',
      ),
    ],
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
    kondisi: 'PSC-17: skor total >= 15 (Bermasalah)',
    berlaku: (h) => h.psc17?.kategori_total === 'Bermasalah',
    prioritas: 'Tinggi',
    bagian: 'kecenderungan_masalah',
    tema: 'rujukan',
    temuan: [
      dua(
        'Skor total PSC-17 mencapai batas skrining: anak melaporkan cukup banyak keluhan psikososial dan perlu diperiksa tenaga kesehatan jiwa.',
        'Skor total PSC-17 mencapai batas skrining: tahanan melaporkan cukup banyak keluhan psikososial dan perlu diperiksa tenaga kesehatan jiwa.',
      ),
    ],
    saran: ['asesmen-psikolog'],
    tindakan: ['rujuk-psikolog-7'],
    ringkas: 'banyak keluhan psikososial',
  },
  ...domainRules,
  {
    id: 'psc17-tidak-pasti',
    kondisi: "PSC-17: total atau domain 'Tidak pasti' (soal kosong dapat melewati batas)",
    berlaku: (h) =>
      h.psc17 !== null && [h.psc17.kategori_total, ...Object.values(h.psc17.detail).map((d) => d.status)].includes('Tidak pasti'),
    prioritas: 'Sedang',
    bagian: 'kecenderungan_masalah',
    tema: 'keterbatasan',
    temuan: [
      dua(
        'Sebagian hasil PSC-17 tidak pasti: soal yang kosong dapat membuatnya melewati batas; tanyakan ulang soal itu kepada anak.',
        'Sebagian hasil PSC-17 tidak pasti: soal yang kosong dapat membuatnya melewati batas; tanyakan ulang soal itu kepada tahanan.',
      ),
    ],
    tindakan: ['ulangi-subtes'],
  },
  {
    id: 'psc17-tidak-dapat-dihitung',
    kondisi: 'PSC-17: tidak dapat dihitung (4 soal atau lebih kosong)',
    berlaku: (h) => h.psc17?.kategori_total === 'Tidak dapat dihitung',
    prioritas: 'Sedang',
    bagian: 'kecenderungan_masalah',
    tema: 'keterbatasan',
    temuan: [
      dua(
        'PSC-17 tidak dapat dihitung karena terlalu banyak soal kosong.',
        'PSC-17 tidak dapat dihitung karena terlalu banyak soal kosong.',
      ),
    ],
    tindakan: ['ulangi-subtes'],
  },
  {
    id: 'psc17-tidak-bermasalah',
    kondisi: 'PSC-17: total dan ketiga domain Tidak Bermasalah, tanpa tanda validitas',
    berlaku: (h) =>
      h.psc17 !== null &&
      !bertanda(h.psc17) &&
      h.psc17.kategori_total === 'Tidak Bermasalah' &&
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
    tindakan: ['tanya-bunuh-diri', 'rujuk-psikolog-7'],
  },
  {
    id: 'kombinasi-disinhibisi-zat',
    kondisi: 'Disinhibisi Tinggi dan skrining napza atau alkohol = Ya',
    berlaku: (h) => trait(h, 'Disinhibition') === 'Tinggi' && (ya(h, 'napza') || ya(h, 'alkohol')),
    prioritas: 'Sedang',
    bagian: 'kecenderungan_masalah',
    tema: 'kesehatan',
    temuan: [
      dua(
        'Dorongan sesaat yang kuat bersama riwayat napza atau alkohol menambah risiko anak memakai zat kembali: dahulukan untuk rehabilitasi.',
        'Dorongan sesaat yang kuat bersama riwayat napza atau alkohol menambah risiko tahanan memakai zat kembali: dahulukan untuk rehabilitasi.',
      ),
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
    id: 'dukungan-rendah',
    kondisi: 'Dukungan keluarga Rendah',
    berlaku: (h) => h.dukungan?.kategori === 'Rendah',
    prioritas: 'Sedang',
    bagian: 'kecenderungan_masalah',
    tema: 'keluarga',
    temuan: [
      dua(
        'Anak merasakan dukungan keluarga yang rendah: berisiko merasa sendirian di rutan dan kurang didampingi saat pulang.',
        'Tahanan merasakan dukungan keluarga yang rendah: berisiko merasa sendirian di rutan dan kurang didampingi saat bebas.',
      ),
    ],
    saran: ['keluarga-rendah'],
    ringkas: 'dukungan keluarga rendah',
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
    bagian: 'kecenderungan_masalah',
    tema: 'belajar',
    temuan: [
      dua(
        'Pada tes pola gambar anak berada di rentang skor rendah. Sebelum membacanya, periksa waktu habis, soal kosong, pemahaman contoh soal, penglihatan, dan riwayat sekolah anak.',
        'Pada tes pola gambar tahanan berada di rentang skor rendah. Sebelum membacanya, periksa waktu habis, soal kosong, pemahaman contoh soal, penglihatan, dan riwayat sekolah tahanan.',
      ),
    ],
    saran: ['instruksi-singkat', 'dukungan-belajar'],
    ringkas: 'skor pola gambar rendah',
  },

  // ---------------- Faktor risiko lain ----------------
  {
    id: 'skrining-kekerasan-seksual',
    kondisi: 'Skrining riwayat kekerasan seksual terhadap orang lain = Ya',
    berlaku: (h) => ya(h, 'kekerasan_seksual'),
    prioritas: 'Tinggi',
    bagian: 'kecenderungan_masalah',
    tema: 'keselamatan',
    temuan: [
      dua(
        'Ada catatan atau dugaan kekerasan seksual terhadap orang lain.',
        'Ada catatan atau dugaan kekerasan seksual terhadap orang lain.',
      ),
    ],
    saran: ['riwayat-ks'],
    tindakan: ['lindungi-anak-lain'],
    ringkas: 'catatan kekerasan seksual terhadap orang lain',
  },
  {
    id: 'skrining-napza-alkohol',
    kondisi: 'Skrining napza atau alkohol = Ya',
    berlaku: (h) => ya(h, 'napza') || ya(h, 'alkohol'),
    prioritas: 'Sedang',
    bagian: 'kecenderungan_masalah',
    tema: 'kesehatan',
    temuan: (h) => [
      `${Orang(h)} memiliki riwayat ${[ya(h, 'napza') && 'napza', ya(h, 'alkohol') && 'alkohol'].filter(Boolean).join(' dan ')}.`,
    ],
    saran: ['rehabilitasi'],
    tindakan: ['pantau-putus-zat'],
    ringkas: 'riwayat napza atau alkohol',
  },
  {
    id: 'skrining-penyakit-menular',
    kondisi: 'Skrining penyakit menular = Ya',
    berlaku: (h) => ya(h, 'penyakit_menular'),
    prioritas: 'Sedang',
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
    ringkas: 'penyakit menular',
  },
  {
    id: 'skrining-riwayat-lgbt',
    kondisi: 'Skrining riwayat LGBT = Ya (kerentanan, bukan gangguan)',
    berlaku: (h) => ya(h, 'riwayat_lgbt'),
    prioritas: 'Sedang',
    bagian: 'kecenderungan_masalah',
    tema: 'keselamatan',
    temuan: [
      dua(
        'Riwayat LGBT adalah kerentanan, bukan gangguan: anak berisiko dirundung, dilecehkan, atau mengalami kekerasan dari penghuni lain.',
        'Riwayat LGBT adalah kerentanan, bukan gangguan: tahanan berisiko dirundung, dilecehkan, atau mengalami kekerasan dari penghuni lain.',
      ),
    ],
    saran: ['lgbt-aman'],
    tindakan: ['hunian-aman'],
  },

  // ---------------- Ringkasan dan keterbatasan ----------------
  {
    id: 'ringkasan-sedang',
    kondisi: 'Ada hasil tingkat Sedang (trait PID-5, dukungan keluarga, tes pola gambar)',
    berlaku: (h) => hasilSedang(h).length > 0,
    prioritas: 'Rendah',
    bagian: 'gambaran_kepribadian',
    tema: 'keterbatasan',
    temuan: (h) => [`Tingkat sedang (cukup dipantau): ${hasilSedang(h).join(', ')}.`],
  },
  ...validitasRules,
  {
    id: 'tanpa-temuan-tinggi',
    kondisi: 'Tidak ada aturan yang menaikkan prioritas di atas Rendah',
    berlaku: () => false, // set by the engine: see `ATURAN_TANPA_TEMUAN`
    prioritas: 'Rendah',
    tindakan: ['pembinaan-rutin'],
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

/** The Sedang results in one line: trait names, support, the cognitive band. */
function hasilSedang(h: HasilUntukAturan): string[] {
  const nama: string[] = [];
  if (h.pid5)
    for (const [t, s] of Object.entries(h.pid5.traitScores)) if (s.kategori === 'Sedang') nama.push(TRAIT_NAMA[t as TraitKey]);
  if (h.dukungan?.kategori === 'Sedang') nama.push('dukungan keluarga');
  if (h.kognitif?.kategori === 'Sedang') nama.push('tes pola gambar');
  return nama;
}

// -------------------------------------------------------------------------------------------------
// KESIMPULAN — kalimat-kalimat penutup
// -------------------------------------------------------------------------------------------------
/** The summary sentence of the findings (from the rules' `ringkas` phrases). */
export function kalimatRingkasan(frasa: readonly string[]): string {
  if (frasa.length === 0) return 'Ringkasan: skrining ini tidak menemukan hal yang menonjol.';
  const daftar = frasa.length === 1 ? frasa[0] : `${frasa.slice(0, -1).join(', ')}, dan ${frasa.at(-1)}`;
  return `Ringkasan: skrining menemukan ${daftar}.`;
}
