// PID-5-BF, child form (ages 11-17): 25 items 0-3, five traits (D3). Item texts: bank/pid5.ts.
import { PESAN_SIMPAN_PID5 } from '../messages';
import { validasiPid5 } from '../validasi';
import { PILIHAN_PID5 } from './dasar';
import type { DefinisiInstrumen } from './tipe';

/**
 * What the child is told about confidentiality (CLINICAL.md): kept confidential, never a promise of
 * secrecy that staff would break for the child's safety.
 */
export const KERAHASIAAN_ANAK =
  'Jawabanmu dirahasiakan: hanya petugas yang menangani asesmenmu yang membacanya, dan jawabanmu tidak dipakai untuk menghukummu. Ada satu pengecualian: kalau jawabanmu menunjukkan bahwa kamu dalam bahaya, misalnya ingin menyakiti diri sendiri atau disakiti orang lain, petugas akan bertindak dan mencari bantuan supaya kamu aman.';

/** One worked example of the four options (CLINICAL.md "Round three"), on a statement with nothing at stake. */
export const CONTOH_PID5_ANAK =
  'Contoh: untuk pernyataan "Saya suka makanan pedas", pilih "Sangat sesuai" kalau kamu sangat suka makanan pedas, "Cukup sesuai" kalau kamu lumayan suka, "Kurang sesuai" kalau kamu jarang suka, dan "Sama sekali tidak sesuai dengan saya" kalau kamu tidak suka sama sekali.';

export const PETUNJUK_PID5 = `Berikut ini adalah daftar hal yang mungkin dikatakan orang tentang dirinya sendiri. Kami ingin tahu bagaimana kamu menggambarkan dirimu. Tidak ada jawaban yang benar atau salah. Jawablah sejujur mungkin. Bacalah setiap pernyataan dengan teliti, lalu pilih jawaban yang paling menggambarkan dirimu. ${CONTOH_PID5_ANAK} ${KERAHASIAAN_ANAK}`;

export const PID5 = {
  key: 'pid5',
  kode: 'PID5-BF',
  label: 'PID-5 BF',
  namaPendek: 'PID-5',
  nama: 'Inventori Kepribadian (PID-5 BF)',
  judul: 'Sub Test 1: Inventori Kepribadian (PID-5 BF)',
  judulLaporan: 'PID-5 BF: Trait Kepribadian',
  judulGabungan: 'PID-5-BF (Kepribadian)',
  namaLaporan: 'PID-5 BF',
  jumlahSoal: 25,
  batasWaktuMenit: 20,
  detikMinimumPerSoal: 4,
  ruteAnak: 'pid5bf',
  simpanPath: '/api/simpan-hasil-pid5',
  pilihan: PILIHAN_PID5,
  jumlahPilihanWajib: 4,
  soal: 'teks',
  essay: null,
  petunjuk: PETUNJUK_PID5,
  keteranganPilihan: null,
  pesan: PESAN_SIMPAN_PID5,
  skor: { jenis: 'trait' },
  kategori: ['anak'],
  validasi: (jawaban, n) => validasiPid5(jawaban, n),
} as const satisfies DefinisiInstrumen;
