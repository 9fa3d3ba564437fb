// PID-5-BF, adult form (APA; free for clinicians' use with their patients): 25 items 0-3 with the
// same trait key as the child form (D17). Item texts: bank/pid5dewasa.ts.
import { PESAN_PENGGUNA_TIDAK_DITEMUKAN, PESAN_SIMPAN_PID5 } from '../messages';
import { validasiPid5 } from '../validasi';
import { PILIHAN_PID5_DEWASA } from './dasar';
import type { DefinisiInstrumen } from './tipe';

/** The adult form's worked example (CLINICAL.md "Round three"), like the child form's. */
export const CONTOH_PID5_DEWASA =
  'Contoh: untuk pernyataan "Saya suka makanan pedas", pilih "Sangat sesuai" bila Anda sangat suka makanan pedas, "Cukup sesuai" bila Anda lumayan suka, "Kurang sesuai" bila Anda jarang suka, dan "Sama sekali tidak sesuai dengan saya" bila Anda tidak suka sama sekali.';

export const PETUNJUK_PID5_DEWASA =
  `Berikut ini adalah hal-hal yang mungkin dikatakan orang tentang dirinya sendiri. Pilih jawaban yang paling menggambarkan diri Anda. ${CONTOH_PID5_DEWASA} Tidak ada jawaban yang benar atau salah. Jawaban Anda tidak dipakai dalam perkara Anda dan tidak dipakai untuk menghukum Anda. Jawaban Anda dijaga kerahasiaannya, kecuali bila Anda dalam bahaya: petugas akan membantu Anda.`;

export const PID5_DEWASA = {
  key: 'pid5dewasa',
  kode: 'PID5-BF-DEWASA',
  label: 'PID-5 BF Dewasa',
  namaPendek: 'PID-5 Dewasa',
  nama: 'Inventori Kepribadian Dewasa (PID-5 BF)',
  judul: 'Sub Test 2: Inventori Kepribadian Dewasa (PID-5 BF)',
  judulLaporan: 'PID-5 BF Dewasa: Trait Kepribadian',
  judulGabungan: 'PID-5-BF Dewasa (Kepribadian)',
  namaLaporan: 'PID-5 BF Dewasa',
  jumlahSoal: 25,
  batasWaktuMenit: 20,
  detikMinimumPerSoal: 4,
  ruteAnak: 'pid5dewasa',
  simpanPath: null,
  pilihan: PILIHAN_PID5_DEWASA,
  jumlahPilihanWajib: 4,
  soal: 'teks',
  essay: null,
  petunjuk: PETUNJUK_PID5_DEWASA,
  keteranganPilihan: null,
  pesan: { ...PESAN_SIMPAN_PID5, tanpaPengguna: PESAN_PENGGUNA_TIDAK_DITEMUKAN },
  skor: { jenis: 'trait' },
  kategori: ['tahanan'],
  validasi: (jawaban, n) => validasiPid5(jawaban, n),
} as const satisfies DefinisiInstrumen;
