// Family social support scale: 1-5 agreement items (the bank decides how many) and an essay (D3).
// Item texts: bank/dukungan.ts.
import { PESAN_SIMPAN_PSC17 } from '../messages';
import { validasiDukungan } from '../validasi';
import { PERTANYAAN_ESSAY_DUKUNGAN, PILIHAN_DUKUNGAN } from './dasar';
import type { DefinisiInstrumen } from './tipe';

/** The child's instructions ("kamu"); each category gets its own (CLINICAL.md "Round three"). */
export const PETUNJUK_DUKUNGAN =
  'Bacalah setiap pernyataan tentang keluarga dan orang-orang dekatmu. Pilih seberapa setuju kamu dengan pernyataan itu, dari Sangat Tidak Setuju sampai Sangat Setuju. Kalau kamu tidak yakin, pilih Ragu-ragu. Di akhir, tuliskan harapanmu untuk masa depan. Tidak ada jawaban yang benar atau salah.';

/** The same scale as an adult reads it (D17): "Anda", never the child's "kamu"; told like every adult form that the answers are not used in their case. */
export const PETUNJUK_DUKUNGAN_DEWASA =
  'Bacalah setiap pernyataan tentang keluarga dan orang-orang dekat Anda. Pilih seberapa setuju Anda dengan pernyataan itu, dari Sangat Tidak Setuju sampai Sangat Setuju. Bila Anda tidak yakin, pilih Ragu-ragu. Di akhir, tuliskan harapan Anda untuk masa depan. Tidak ada jawaban yang benar atau salah. Jawaban Anda tidak dipakai dalam perkara Anda dan tidak dipakai untuk menghukum Anda.';

/** The essay question as a child reads it; the definition's `essay` is the adult's (and the report's). */
export const PERTANYAAN_ESSAY_DUKUNGAN_ANAK = 'Apa harapanmu untuk masa depan?';

export const DUKUNGAN = {
  key: 'dukungan',
  kode: 'DUKUNGAN',
  label: 'Social Family Support',
  namaPendek: 'Dukungan',
  nama: 'Dukungan Sosial Keluarga',
  judul: 'Sub Test 3: Dukungan Sosial Keluarga',
  judulLaporan: 'Dukungan Sosial Keluarga',
  judulGabungan: 'Dukungan Sosial Keluarga',
  namaLaporan: 'Dukungan Sosial Keluarga',
  jumlahSoal: null,
  batasWaktuMenit: 5,
  detikMinimumPerSoal: 2,
  ruteAnak: 'dukungan',
  simpanPath: '/api/simpan-hasil-dukungan',
  pilihan: PILIHAN_DUKUNGAN,
  jumlahPilihanWajib: 5,
  soal: 'teks',
  essay: PERTANYAAN_ESSAY_DUKUNGAN,
  petunjuk: PETUNJUK_DUKUNGAN,
  sapaan: { anak: { essay: PERTANYAAN_ESSAY_DUKUNGAN_ANAK }, tahanan: { petunjuk: PETUNJUK_DUKUNGAN_DEWASA } },
  keteranganPilihan: null,
  pesan: PESAN_SIMPAN_PSC17,
  skor: { jenis: 'rerata' },
  kategori: ['anak', 'tahanan'],
  validasi: (jawaban, n, essay) => validasiDukungan(jawaban, n, essay),
} as const satisfies DefinisiInstrumen;
