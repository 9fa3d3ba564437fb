// =================================================================================================
// ATURAN INTERPRETASI (D4) — tabel aturan yang dapat dibaca dan diperiksa oleh psikolog.
//
// Cara membaca: setiap aturan punya
//   id        : nama singkat aturan
//   kondisi   : kapan aturan berlaku, dalam bahasa sehari-hari
//   berlaku   : kondisi yang sama dalam bentuk yang dijalankan program
//   prioritas : sumbangan aturan pada prioritas intervensi (Tinggi, Sedang, Rendah)
//   kritis    : (bila ada) kasus kritis: alasan dan tindakan yang harus segera dilakukan petugas
//   lalu kalimat untuk keempat bagian interpretasi:
//     gambaran_kepribadian, kecenderungan_masalah, intervensi, kesimpulan
// Kalimat dari semua aturan yang berlaku disusun menurut urutan tabel ini.
// Bahasa: sebut "anak", jelaskan perilaku dan kebutuhan, tanpa label (bukan "pelaku", "nakal",
// "psikopat"). Semua hasil adalah skrining, bukan diagnosis (kalimat KALIMAT_SKRINING).
// =================================================================================================
import type { DomainPsc17, ScreeningKey, TraitKey } from '../instrumen/dasar';
import type { KategoriDukungan } from '../skor/skor-dukungan';
import type { KategoriKognitif } from '../skor/skor-kognitif';
import type { KategoriPid5 } from '../skor/skor-pid5';
import type { StatusPsc17 } from '../skor/skor-psc17';

export type Prioritas = 'Tinggi' | 'Sedang' | 'Rendah';
export type BagianKey = 'gambaran_kepribadian' | 'kecenderungan_masalah' | 'intervensi' | 'kesimpulan';

export const BAGIAN_KEYS: readonly BagianKey[] = ['gambaran_kepribadian', 'kecenderungan_masalah', 'intervensi', 'kesimpulan'];

export const JUDUL_BAGIAN: Readonly<Record<BagianKey, string>> = {
  gambaran_kepribadian: '1. Gambaran Kepribadian',
  kecenderungan_masalah: '2. Kecenderungan Masalah',
  intervensi: '3. Intervensi Umum bagi Petugas Rutan',
  kesimpulan: '4. Kesimpulan',
};

/** The results the rules read: the four scored instruments and the seven screening answers. */
export interface HasilUntukAturan {
  pid5: { traitScores: Record<TraitKey, { kategori: KategoriPid5; skor: number | null }> };
  psc17: { detail: Record<DomainPsc17, { status: StatusPsc17; skor: number | null }>; kategori_total: StatusPsc17 };
  dukungan: { kategori: KategoriDukungan };
  kognitif: { kategori: KategoriKognitif };
  skrining: Record<ScreeningKey, 'Ya' | 'Tidak'>;
}

export interface Aturan {
  id: string;
  kondisi: string;
  berlaku: (h: HasilUntukAturan) => boolean;
  prioritas: Prioritas;
  kritis?: { alasan: string; tindakan: readonly string[] };
  gambaran_kepribadian?: readonly string[];
  kecenderungan_masalah?: readonly string[];
  intervensi?: readonly string[];
  kesimpulan?: readonly string[];
}

// Small helpers that keep the conditions readable.
const trait = (h: HasilUntukAturan, t: TraitKey) => h.pid5.traitScores[t]?.kategori;
const domain = (h: HasilUntukAturan, d: DomainPsc17) => h.psc17.detail[d]?.status;
const ya = (h: HasilUntukAturan, k: ScreeningKey) => h.skrining[k] === 'Ya';
const jumlahTraitTinggi = (h: HasilUntukAturan) =>
  Object.values(h.pid5.traitScores).filter((s) => s.kategori === 'Tinggi').length;

/** Said once in every interpretation. */
export const KALIMAT_SKRINING =
  'Keempat instrumen ini adalah alat skrining, bukan diagnosis. Hasilnya menggambarkan kecenderungan anak saat ini (kepribadian anak masih berkembang) dan perlu dipastikan melalui asesmen oleh psikolog bila ada hasil yang tinggi. Kategori tes kognitif adalah rentang skor mentah, bukan IQ.';

// -------------------------------------------------------------------------------------------------
// ATURAN PRIORITAS
// Prioritas intervensi = prioritas tertinggi di antara aturan yang berlaku.
//   Tinggi : ada kasus kritis, atau berlaku aturan berprioritas Tinggi (mis. total PSC-17
//            bermasalah, Psikotisisme tinggi, dua trait tinggi atau lebih, riwayat kekerasan seksual).
//   Sedang : berlaku aturan berprioritas Sedang (mis. satu trait tinggi, satu domain PSC-17
//            bermasalah, dukungan rendah, kognitif rendah, faktor risiko lain 'Ya').
//   Rendah : selain itu.
// -------------------------------------------------------------------------------------------------
export const PENJELASAN_PRIORITAS =
  'Prioritas intervensi adalah prioritas tertinggi dari aturan yang berlaku: Tinggi bila ada kasus kritis atau aturan berprioritas Tinggi, Sedang bila ada aturan berprioritas Sedang, selain itu Rendah.';

const URUTAN_PRIORITAS: Readonly<Record<Prioritas, number>> = { Rendah: 0, Sedang: 1, Tinggi: 2 };

/** Priority of intervention from the rules that fired (a critical rule always makes it Tinggi). */
export function tentukanPrioritas(aturanBerlaku: readonly Aturan[]): Prioritas {
  let p: Prioritas = 'Rendah';
  for (const a of aturanBerlaku) {
    const ini: Prioritas = a.kritis ? 'Tinggi' : a.prioritas;
    if (URUTAN_PRIORITAS[ini] > URUTAN_PRIORITAS[p]) p = ini;
  }
  return p;
}

/** The conclusion's priority sentence with the follow-up: who sees the child and how soon. */
export const KALIMAT_PRIORITAS: Readonly<Record<Prioritas, string>> = {
  Tinggi:
    'Prioritas intervensi: Tinggi. Anak perlu ditemui psikolog atau tenaga kesehatan jiwa dalam minggu ini (hari ini juga untuk kasus kritis), dan rencana penanganannya dibahas bersama wali rutan dan Pembimbing Kemasyarakatan.',
  Sedang:
    'Prioritas intervensi: Sedang. Tindak lanjuti temuan di atas dalam dua minggu ke depan melalui konseling dan program pembinaan; rujuk ke psikolog bila keluhan menetap atau bertambah.',
  Rendah:
    'Prioritas intervensi: Rendah. Lanjutkan pembinaan rutin dan pemantauan berkala; lakukan skrining ulang bila ada perubahan perilaku atau peristiwa berat yang dialami anak.',
};

// -------------------------------------------------------------------------------------------------
// TABEL ATURAN
// -------------------------------------------------------------------------------------------------
export const ATURAN: readonly Aturan[] = [
  // ---------------- Kasus kritis (selalu di urutan pertama) ----------------
  {
    id: 'skrining-self-harm',
    kondisi: 'Skrining self harm (menyakiti diri) = Ya',
    berlaku: (h) => ya(h, 'self_harm'),
    prioritas: 'Tinggi',
    kritis: {
      alasan: 'Anak dilaporkan pernah menyakiti diri sendiri: ada risiko menyakiti diri atau bunuh diri.',
      tindakan: [
        'Jangan biarkan anak sendirian; tempatkan anak di ruang yang mudah diawasi dan tingkatkan pengawasan.',
        'Singkirkan benda yang dapat dipakai untuk melukai diri (benda tajam, tali, ikat pinggang, obat).',
        'Tanyakan langsung dan dengan tenang apakah saat ini anak mempunyai pikiran untuk menyakiti diri atau mengakhiri hidup.',
        'Rujuk anak ke psikolog atau layanan kesehatan pada hari yang sama.',
      ],
    },
    kecenderungan_masalah: ['Anak memiliki riwayat menyakiti diri sendiri. Ini adalah risiko keselamatan yang paling utama.'],
    intervensi: [
      'Dahulukan keselamatan anak: jangan biarkan anak sendirian, singkirkan benda berbahaya, tingkatkan pengawasan, dan rujuk ke psikolog atau layanan kesehatan hari ini juga.',
      'Setelah anak aman, susun rencana keselamatan bersama anak dan psikolog, lalu pantau secara berkala.',
    ],
    kesimpulan: ['Kasus kritis: riwayat menyakiti diri memerlukan tindakan pengamanan dan rujukan pada hari yang sama.'],
  },
  {
    id: 'skrining-korban-kekerasan-seksual',
    kondisi: 'Skrining korban kekerasan seksual = Ya',
    berlaku: (h) => ya(h, 'korban_kekerasan_seksual'),
    prioritas: 'Tinggi',
    kritis: {
      alasan: 'Anak dilaporkan pernah menjadi korban kekerasan seksual: ada risiko trauma dan risiko menjadi korban kembali.',
      tindakan: [
        'Pastikan anak tidak dapat dijangkau oleh pihak yang mungkin menyakitinya, termasuk di kamar hunian.',
        'Tangani dengan cara yang peka trauma: jangan meminta anak menceritakan kejadian berulang kali.',
        'Rujuk ke layanan psikologis dan laporkan ke UPTD PPA setempat; bila kejadiannya baru, segera bawa anak ke layanan kesehatan.',
      ],
    },
    kecenderungan_masalah: [
      'Anak pernah mengalami kekerasan seksual. Pengalaman ini dapat menimbulkan trauma, rasa takut, sulit tidur, atau sulit percaya kepada orang lain.',
    ],
    intervensi: [
      'Tempatkan anak di hunian yang aman dan terlindung dari kemungkinan kekerasan berulang.',
      'Rujuk anak ke psikolog dan UPTD PPA, dan jaga kerahasiaan informasi ini.',
    ],
    kesimpulan: ['Kasus mendesak: anak korban kekerasan seksual membutuhkan perlindungan dan rujukan segera.'],
  },

  // ---------------- PID-5-BF: trait tinggi ----------------
  {
    id: 'pid5-afek-negatif-tinggi',
    kondisi: 'PID-5: Afek Negatif (NegativeAffect) Tinggi (skor rata-rata >= 2)',
    berlaku: (h) => trait(h, 'NegativeAffect') === 'Tinggi',
    prioritas: 'Sedang',
    gambaran_kepribadian: [
      'Afek Negatif tinggi: anak melaporkan sering merasakan emosi negatif yang kuat, seperti cemas, sedih, khawatir, merasa bersalah, malu, atau marah, dan emosinya mudah berubah.',
    ],
    kecenderungan_masalah: [
      'Anak berisiko mengalami kecemasan atau suasana hati yang menurun, mudah tersinggung, dan sulit menenangkan diri saat tertekan. Tekanan emosi yang berat dapat mendorong perilaku menyakiti diri.',
    ],
    intervensi: [
      'Beri dukungan emosional: dengarkan anak dengan tenang, akui perasaannya, dan hindari bentakan atau ancaman.',
      'Jaga rutinitas harian yang teratur; beri tahu anak lebih dulu bila ada perubahan jadwal atau kamar.',
      'Perhatikan tanda menyakiti diri (luka, menarik diri tiba-tiba, ucapan putus asa) dan laporkan segera; rujuk anak ke psikolog untuk konseling.',
    ],
  },
  {
    id: 'pid5-detasemen-tinggi',
    kondisi: 'PID-5: Detasemen (Detachment) Tinggi (skor rata-rata >= 2)',
    berlaku: (h) => trait(h, 'Detachment') === 'Tinggi',
    prioritas: 'Sedang',
    gambaran_kepribadian: [
      'Detasemen tinggi: anak cenderung menarik diri dari pergaulan, menjaga jarak secara emosional, dan jarang menunjukkan rasa senang atau semangat.',
    ],
    kecenderungan_masalah: [
      'Anak berisiko terisolasi di dalam rutan dan sulit meminta bantuan; kesedihan atau depresi dapat tidak terlihat oleh petugas.',
    ],
    intervensi: [
      'Ajak anak secara perlahan dan tanpa paksaan ke kegiatan kelompok kecil, misalnya olahraga, keterampilan, atau ibadah.',
      'Tunjuk satu petugas tetap yang dipercaya anak untuk menyapa dan berbicara dengannya secara rutin.',
      'Perhatikan tanda depresi (pola tidur atau makan berubah, tidak mau beraktivitas) dan rujuk ke psikolog bila muncul.',
    ],
  },
  {
    id: 'pid5-antagonisme-tinggi',
    kondisi: 'PID-5: Antagonisme (Antagonism) Tinggi (skor rata-rata >= 2)',
    berlaku: (h) => trait(h, 'Antagonism') === 'Tinggi',
    prioritas: 'Sedang',
    gambaran_kepribadian: [
      'Antagonisme tinggi: anak melaporkan kecenderungan mendahulukan kepentingan sendiri, kurang peka terhadap perasaan orang lain, ingin diperhatikan, atau memanfaatkan orang lain untuk mencapai keinginannya.',
    ],
    kecenderungan_masalah: [
      'Anak berisiko terlibat konflik, menekan atau memanfaatkan anak lain, dan melanggar aturan bila merasa diuntungkan.',
    ],
    intervensi: [
      'Terapkan aturan yang jelas dan konsisten, dengan konsekuensi yang sudah diketahui anak sebelumnya.',
      'Awasi interaksi anak dengan anak yang lebih muda atau lebih lemah.',
      'Ikutkan anak dalam program empati dan pengelolaan marah; beri pujian ketika anak bersikap jujur atau menolong.',
    ],
  },
  {
    id: 'pid5-disinhibisi-tinggi',
    kondisi: 'PID-5: Disinhibisi (Disinhibition) Tinggi (skor rata-rata >= 2)',
    berlaku: (h) => trait(h, 'Disinhibition') === 'Tinggi',
    prioritas: 'Sedang',
    gambaran_kepribadian: [
      'Disinhibisi tinggi: anak cenderung bertindak menurut dorongan sesaat tanpa memikirkan akibatnya, sulit membuat rencana, dan kurang memenuhi tanggung jawab.',
    ],
    kecenderungan_masalah: [
      'Anak berisiko melanggar aturan secara spontan, mengambil risiko, mudah terbawa ajakan teman, dan menggunakan napza atau alkohol.',
    ],
    intervensi: [
      'Beri struktur yang jelas: jadwal harian, tugas kecil yang bertahap, dan pengingat.',
      'Beri konsekuensi yang segera, konsisten, dan sepadan, serta pujian langsung untuk perilaku yang baik.',
      'Latih keterampilan mengendalikan dorongan (berhenti, berpikir, baru bertindak) dan pantau tanda penggunaan zat.',
    ],
  },
  {
    id: 'pid5-psikotisisme-tinggi',
    kondisi: 'PID-5: Psikotisisme (Psychoticism) Tinggi (skor rata-rata >= 2)',
    berlaku: (h) => trait(h, 'Psychoticism') === 'Tinggi',
    prioritas: 'Tinggi',
    gambaran_kepribadian: [
      'Psikotisisme tinggi: anak melaporkan pengalaman, pikiran, atau persepsi yang tidak biasa, misalnya melihat hal yang tidak ada, merasa keadaan sekitar tidak nyata, atau sering "melamun kosong".',
    ],
    kecenderungan_masalah: [
      'Pengalaman seperti ini dapat membuat anak bingung, sulit dipahami orang lain, dan rentan dimanfaatkan atau diejek; penyebabnya perlu diperiksa oleh tenaga ahli.',
    ],
    intervensi: [
      'Rujuk anak ke psikolog atau psikiater untuk pemeriksaan lebih lanjut.',
      'Berbicaralah dengan tenang, singkat, dan jelas; jangan menertawakan atau membantah pengalaman anak dengan keras.',
      'Lindungi anak dari pemanfaatan dan perundungan oleh anak lain.',
    ],
  },
  {
    id: 'pid5-dua-trait-tinggi-atau-lebih',
    kondisi: 'PID-5: dua trait atau lebih berkategori Tinggi',
    berlaku: (h) => jumlahTraitTinggi(h) >= 2,
    prioritas: 'Tinggi',
    kesimpulan: [
      'Anak memiliki lebih dari satu trait kepribadian yang tinggi, sehingga kebutuhannya lebih kompleks dan perlu asesmen lanjutan oleh psikolog.',
    ],
  },

  // ---------------- PID-5-BF: trait sedang ----------------
  {
    id: 'pid5-afek-negatif-sedang',
    kondisi: 'PID-5: Afek Negatif Sedang (skor rata-rata 1 sampai di bawah 2)',
    berlaku: (h) => trait(h, 'NegativeAffect') === 'Sedang',
    prioritas: 'Rendah',
    gambaran_kepribadian: [
      'Afek Negatif sedang: anak kadang merasakan cemas, sedih, atau mudah kesal, tetapi belum pada tingkat tinggi.',
    ],
  },
  {
    id: 'pid5-detasemen-sedang',
    kondisi: 'PID-5: Detasemen Sedang (skor rata-rata 1 sampai di bawah 2)',
    berlaku: (h) => trait(h, 'Detachment') === 'Sedang',
    prioritas: 'Rendah',
    gambaran_kepribadian: [
      'Detasemen sedang: anak agak berhati-hati dan menjaga jarak dalam bergaul, tetapi masih dapat terlibat dengan orang lain.',
    ],
  },
  {
    id: 'pid5-antagonisme-sedang',
    kondisi: 'PID-5: Antagonisme Sedang (skor rata-rata 1 sampai di bawah 2)',
    berlaku: (h) => trait(h, 'Antagonism') === 'Sedang',
    prioritas: 'Rendah',
    gambaran_kepribadian: [
      'Antagonisme sedang: anak kadang mendahulukan kepentingannya sendiri dalam hubungan dengan orang lain.',
    ],
  },
  {
    id: 'pid5-disinhibisi-sedang',
    kondisi: 'PID-5: Disinhibisi Sedang (skor rata-rata 1 sampai di bawah 2)',
    berlaku: (h) => trait(h, 'Disinhibition') === 'Sedang',
    prioritas: 'Rendah',
    gambaran_kepribadian: [
      'Disinhibisi sedang: anak kadang bertindak terburu-buru, tetapi masih dapat mengikuti aturan bila diarahkan.',
    ],
  },
  {
    id: 'pid5-psikotisisme-sedang',
    kondisi: 'PID-5: Psikotisisme Sedang (skor rata-rata 1 sampai di bawah 2)',
    berlaku: (h) => trait(h, 'Psychoticism') === 'Sedang',
    prioritas: 'Rendah',
    gambaran_kepribadian: [
      'Psikotisisme sedang: anak kadang mengalami pikiran atau persepsi yang tidak biasa; perhatikan bila hal ini bertambah.',
    ],
  },
  {
    id: 'pid5-tidak-ada-trait-tinggi',
    kondisi: 'PID-5: semua trait dapat dihitung dan tidak ada yang Tinggi',
    berlaku: (h) => Object.values(h.pid5.traitScores).every((s) => s.kategori === 'Sedang' || s.kategori === 'Rendah'),
    prioritas: 'Rendah',
    gambaran_kepribadian: [
      'Tidak ada trait kepribadian yang tinggi. Ini merupakan kekuatan: anak tidak menunjukkan kecenderungan kepribadian yang menonjol ke arah bermasalah.',
    ],
  },
  {
    id: 'pid5-tidak-dapat-dihitung',
    kondisi: 'PID-5: ada trait yang tidak dapat dihitung (dua soal atau lebih kosong)',
    berlaku: (h) => Object.values(h.pid5.traitScores).some((s) => s.kategori === 'Tidak dapat dihitung'),
    prioritas: 'Rendah',
    gambaran_kepribadian: [
      'Sebagian trait PID-5 tidak dapat dihitung karena terlalu banyak soal yang kosong; bila memungkinkan, ulangi sub test ini bersama anak.',
    ],
  },

  // ---------------- PSC-17 ----------------
  {
    id: 'psc17-total-bermasalah',
    kondisi: 'PSC-17: skor total >= 15 (Bermasalah)',
    berlaku: (h) => h.psc17.kategori_total === 'Bermasalah',
    prioritas: 'Tinggi',
    kecenderungan_masalah: [
      'Skor total PSC-17 berada pada kategori Bermasalah: anak menunjukkan cukup banyak keluhan psikososial dibandingkan anak seusianya.',
    ],
    intervensi: ['Jadwalkan pemeriksaan oleh psikolog atau tenaga kesehatan jiwa untuk anak.'],
  },
  {
    id: 'psc17-internalisasi-bermasalah',
    kondisi: 'PSC-17: skor internalisasi >= 5 (Bermasalah)',
    berlaku: (h) => domain(h, 'internalisasi') === 'Bermasalah',
    prioritas: 'Sedang',
    kecenderungan_masalah: [
      'Internalisasi bermasalah: anak menunjukkan keluhan seperti sedih, putus asa, merasa tidak berharga, banyak khawatir, atau kurang bisa bersenang-senang (masalah jenis cemas dan depresi).',
    ],
    intervensi: [
      'Sediakan waktu rutin untuk berbicara empat mata dengan anak, dan rujuk ke konselor atau psikolog untuk penanganan kecemasan dan suasana hati.',
    ],
  },
  {
    id: 'psc17-atensi-bermasalah',
    kondisi: 'PSC-17: skor atensi >= 7 (Bermasalah)',
    berlaku: (h) => domain(h, 'atensi') === 'Bermasalah',
    prioritas: 'Sedang',
    kecenderungan_masalah: [
      'Atensi bermasalah: anak sulit memusatkan perhatian, mudah teralih, banyak melamun, atau sulit diam (masalah perhatian dan hiperaktivitas).',
    ],
    intervensi: [
      'Beri instruksi pendek satu per satu, minta anak mengulanginya, dan bagi tugas menjadi bagian-bagian kecil.',
      'Sediakan kegiatan fisik yang terarah, dan pertimbangkan pemeriksaan gangguan pemusatan perhatian oleh tenaga ahli.',
    ],
  },
  {
    id: 'psc17-eksternalisasi-bermasalah',
    kondisi: 'PSC-17: skor eksternalisasi >= 7 (Bermasalah)',
    berlaku: (h) => domain(h, 'eksternalisasi') === 'Bermasalah',
    prioritas: 'Sedang',
    kecenderungan_masalah: [
      'Eksternalisasi bermasalah: anak menunjukkan perilaku seperti berkelahi, tidak mematuhi aturan, menyalahkan orang lain, mengejek, atau mengambil barang milik orang lain (masalah perilaku).',
    ],
    intervensi: [
      'Tetapkan aturan dan konsekuensi yang jelas, konsisten, dan tidak mempermalukan anak.',
      'Ikutkan anak dalam pelatihan pengelolaan marah dan penyelesaian masalah; beri penguatan untuk setiap perilaku positif.',
    ],
  },
  {
    id: 'psc17-tidak-bermasalah',
    kondisi: 'PSC-17: total dan ketiga domain Tidak Bermasalah',
    berlaku: (h) =>
      h.psc17.kategori_total === 'Tidak Bermasalah' &&
      Object.values(h.psc17.detail).every((d) => d.status === 'Tidak Bermasalah'),
    prioritas: 'Rendah',
    kecenderungan_masalah: [
      'Hasil PSC-17 tidak menunjukkan masalah psikososial yang menonjol, baik pada internalisasi, atensi, maupun eksternalisasi.',
    ],
  },
  {
    id: 'psc17-tidak-dapat-dihitung',
    kondisi: 'PSC-17: tidak dapat dihitung (4 soal atau lebih kosong)',
    berlaku: (h) => h.psc17.kategori_total === 'Tidak dapat dihitung',
    prioritas: 'Rendah',
    kecenderungan_masalah: [
      'PSC-17 tidak dapat dihitung karena terlalu banyak soal yang kosong; bila memungkinkan, ulangi sub test ini bersama anak.',
    ],
  },

  // ---------------- Kombinasi ----------------
  {
    id: 'kombinasi-afek-negatif-dan-internalisasi',
    kondisi: 'Afek Negatif Tinggi dan internalisasi PSC-17 Bermasalah',
    berlaku: (h) => trait(h, 'NegativeAffect') === 'Tinggi' && domain(h, 'internalisasi') === 'Bermasalah',
    prioritas: 'Tinggi',
    kecenderungan_masalah: [
      'Afek Negatif yang tinggi bersama keluhan internalisasi menunjukkan tekanan emosional yang cukup berat.',
    ],
    intervensi: [
      'Tanyakan dengan lembut dan langsung apakah anak pernah berpikir untuk menyakiti diri, dan rujuk anak ke psikolog dalam minggu ini.',
    ],
  },
  {
    id: 'kombinasi-disinhibisi-dan-zat',
    kondisi: 'Disinhibisi Tinggi dan skrining napza atau alkohol = Ya',
    berlaku: (h) => trait(h, 'Disinhibition') === 'Tinggi' && (ya(h, 'napza') || ya(h, 'alkohol')),
    prioritas: 'Sedang',
    kecenderungan_masalah: [
      'Kecenderungan bertindak impulsif bersama riwayat napza atau alkohol meningkatkan risiko anak menggunakan zat kembali.',
    ],
    intervensi: ['Dahulukan anak untuk program rehabilitasi dan pelatihan pengendalian dorongan.'],
  },

  // ---------------- Dukungan sosial keluarga ----------------
  {
    id: 'dukungan-tinggi',
    kondisi: 'Dukungan keluarga Tinggi (rata-rata >= 3,67)',
    berlaku: (h) => h.dukungan.kategori === 'Tinggi',
    prioritas: 'Rendah',
    gambaran_kepribadian: [
      'Anak merasakan dukungan keluarga yang tinggi. Ini adalah kekuatan penting bagi pemulihan anak dan kembalinya anak ke masyarakat.',
    ],
    intervensi: [
      'Libatkan keluarga dalam rencana intervensi dan reintegrasi anak, misalnya melalui kunjungan dan komunikasi rutin.',
    ],
  },
  {
    id: 'dukungan-sedang',
    kondisi: 'Dukungan keluarga Sedang (rata-rata 2,34 sampai di bawah 3,67)',
    berlaku: (h) => h.dukungan.kategori === 'Sedang',
    prioritas: 'Rendah',
    gambaran_kepribadian: ['Anak merasakan dukungan keluarga pada tingkat sedang.'],
    intervensi: [
      'Perkuat hubungan anak dengan keluarga melalui kunjungan dan komunikasi rutin, dan kenali anggota keluarga yang paling dapat diandalkan anak.',
    ],
  },
  {
    id: 'dukungan-rendah',
    kondisi: 'Dukungan keluarga Rendah (rata-rata di bawah 2,34)',
    berlaku: (h) => h.dukungan.kategori === 'Rendah',
    prioritas: 'Sedang',
    kecenderungan_masalah: [
      'Anak merasakan dukungan keluarga yang rendah, sehingga berisiko merasa sendirian selama di rutan dan kurang mendapat pendampingan ketika kembali ke masyarakat.',
    ],
    intervensi: [
      'Fasilitasi kunjungan atau komunikasi dengan keluarga bila hal itu aman bagi anak.',
      'Libatkan Pembimbing Kemasyarakatan (Bapas) sejak awal dalam merencanakan kepulangan anak.',
      'Bantu anak menemukan orang dewasa lain yang dapat dipercaya, misalnya wali, guru, tokoh agama, atau pendamping.',
    ],
  },
  {
    id: 'dukungan-tidak-dapat-dihitung',
    kondisi: 'Dukungan keluarga tidak dapat dihitung (tidak ada soal yang dijawab)',
    berlaku: (h) => h.dukungan.kategori === 'Tidak dapat dihitung',
    prioritas: 'Rendah',
    gambaran_kepribadian: [
      'Dukungan keluarga tidak dapat dihitung karena tidak ada soal yang dijawab; tanyakan langsung kepada anak tentang keluarganya.',
    ],
  },

  // ---------------- Kognitif ----------------
  {
    id: 'kognitif-tinggi',
    kondisi: 'Kognitif Tinggi (>= 70% benar)',
    berlaku: (h) => h.kognitif.kategori === 'Tinggi',
    prioritas: 'Rendah',
    gambaran_kepribadian: [
      'Pada tes pola gambar, anak berada pada rentang skor tinggi: kemampuan menalar polanya baik. Kekuatan ini dapat dimanfaatkan dalam kegiatan pendidikan dan pelatihan keterampilan.',
    ],
  },
  {
    id: 'kognitif-sedang',
    kondisi: 'Kognitif Sedang (40% sampai di bawah 70% benar)',
    berlaku: (h) => h.kognitif.kategori === 'Sedang',
    prioritas: 'Rendah',
    gambaran_kepribadian: ['Pada tes pola gambar, anak berada pada rentang skor sedang.'],
    intervensi: ['Berikan kegiatan belajar yang sesuai dengan kemampuan anak, dengan umpan balik yang jelas.'],
  },
  {
    id: 'kognitif-rendah',
    kondisi: 'Kognitif Rendah (di bawah 40% benar)',
    berlaku: (h) => h.kognitif.kategori === 'Rendah',
    prioritas: 'Sedang',
    kecenderungan_masalah: [
      'Pada tes pola gambar, anak berada pada rentang skor rendah; anak mungkin lebih lambat memahami instruksi yang panjang atau abstrak.',
    ],
    intervensi: [
      'Gunakan instruksi yang singkat dan konkret, lalu pastikan anak memahaminya dengan meminta anak mengulang dengan kata-katanya sendiri.',
      'Beri dukungan tambahan untuk belajar dan membaca, dan pertimbangkan pemeriksaan kesulitan belajar. Skor rendah bukan tanda bahwa anak malas atau tidak berusaha.',
    ],
  },
  {
    id: 'kognitif-tidak-dapat-dihitung',
    kondisi: 'Kognitif tidak dapat dihitung (bank soal kosong)',
    berlaku: (h) => h.kognitif.kategori === 'Tidak dapat dihitung',
    prioritas: 'Rendah',
    gambaran_kepribadian: ['Hasil tes kognitif tidak dapat dihitung.'],
  },

  // ---------------- Faktor risiko skrining lain ----------------
  {
    id: 'skrining-kekerasan-seksual',
    kondisi: 'Skrining riwayat kekerasan seksual terhadap orang lain = Ya',
    berlaku: (h) => ya(h, 'kekerasan_seksual'),
    prioritas: 'Tinggi',
    kecenderungan_masalah: [
      'Anak memiliki riwayat kekerasan seksual terhadap orang lain; diperlukan penanganan khusus agar perilaku ini tidak terulang.',
    ],
    intervensi: [
      'Atur penempatan dan pengawasan yang melindungi anak-anak lain, tanpa mempermalukan anak.',
      'Rujuk anak ke program intervensi khusus oleh psikolog yang berpengalaman menangani perilaku seksual bermasalah pada anak.',
    ],
  },
  {
    id: 'skrining-napza',
    kondisi: 'Skrining napza = Ya',
    berlaku: (h) => ya(h, 'napza'),
    prioritas: 'Sedang',
    kecenderungan_masalah: ['Anak memiliki riwayat penggunaan napza.'],
    intervensi: [
      'Pantau tanda putus zat (gelisah, berkeringat, sulit tidur, nyeri), terutama pada minggu-minggu awal.',
      'Rujuk anak ke layanan kesehatan dan program rehabilitasi napza.',
    ],
  },
  {
    id: 'skrining-alkohol',
    kondisi: 'Skrining alkohol = Ya',
    berlaku: (h) => ya(h, 'alkohol'),
    prioritas: 'Sedang',
    kecenderungan_masalah: ['Anak memiliki riwayat minum alkohol.'],
    intervensi: ['Pantau tanda putus alkohol pada hari-hari awal dan berikan konseling tentang penggunaan alkohol.'],
  },
  {
    id: 'skrining-penyakit-menular',
    kondisi: 'Skrining penyakit menular = Ya',
    berlaku: (h) => ya(h, 'penyakit_menular'),
    prioritas: 'Sedang',
    kecenderungan_masalah: ['Anak dilaporkan memiliki penyakit menular yang memerlukan pengobatan.'],
    intervensi: [
      'Rujuk anak ke layanan kesehatan untuk pemeriksaan dan pengobatan sampai tuntas.',
      'Terapkan pencegahan penularan tanpa mengucilkan anak, dan jaga kerahasiaan status kesehatannya.',
    ],
  },
  {
    id: 'skrining-riwayat-lgbt',
    kondisi: 'Skrining riwayat LGBT = Ya (faktor kerentanan, bukan gangguan)',
    berlaku: (h) => ya(h, 'riwayat_lgbt'),
    prioritas: 'Sedang',
    kecenderungan_masalah: [
      'Informasi ini adalah faktor kerentanan, bukan gangguan atau masalah perilaku: anak berisiko mengalami perundungan, pelecehan, atau kekerasan dari penghuni lain.',
    ],
    intervensi: [
      'Tempatkan anak di hunian yang aman dan awasi kemungkinan perundungan.',
      'Jaga kerahasiaan informasi ini dan perlakukan anak tanpa diskriminasi; jangan memperlakukannya sebagai sesuatu yang harus diobati atau diubah.',
    ],
  },
  {
    id: 'skrining-tanpa-risiko',
    kondisi: 'Ketujuh jawaban skrining = Tidak',
    berlaku: (h) => Object.values(h.skrining).every((v) => v !== 'Ya'),
    prioritas: 'Rendah',
    kecenderungan_masalah: ['Tidak ada faktor risiko yang dilaporkan pada ketujuh pertanyaan skrining.'],
  },
];
