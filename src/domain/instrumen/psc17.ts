// PSC-17, youth self-report, mixed-order form: 17 items 0-2, three domains and a total (D3).
// Item texts: bank/psc17.ts.
import { PESAN_SIMPAN_PSC17 } from '../messages';
import { validasiPsc17 } from '../validasi';
import { PILIHAN_PSC17 } from './dasar';
import type { DefinisiInstrumen } from './tipe';

export const PETUNJUK_PSC17 =
  'Bacalah setiap pernyataan tentang perasaan dan perilakumu dalam sebulan terakhir. Pilih jawaban yang paling sesuai: Tidak Pernah, Kadang-kadang, atau Sering. Tidak ada jawaban yang benar atau salah. Seperti tadi, jawabanmu dirahasiakan, kecuali kalau kamu dalam bahaya: petugas akan bertindak supaya kamu aman.';

export const PSC17 = {
  key: 'psc17',
  kode: 'PSC17',
  label: 'PSC-17',
  namaPendek: 'PSC-17',
  nama: 'Daftar Periksa Psikososial (PSC-17)',
  judul: 'Sub Test 2: Daftar Periksa Psikososial (PSC-17)',
  judulLaporan: 'PSC-17: Daftar Periksa Psikososial',
  judulGabungan: 'PSC-17 (Psikososial)',
  namaLaporan: 'PSC-17',
  jumlahSoal: 17,
  batasWaktuMenit: 15,
  detikMinimumPerSoal: 2,
  ruteAnak: 'psc17',
  simpanPath: '/api/simpan-hasil-psc17',
  pilihan: PILIHAN_PSC17,
  jumlahPilihanWajib: 3,
  soal: 'teks',
  essay: null,
  petunjuk: PETUNJUK_PSC17,
  keteranganPilihan: null,
  pesan: PESAN_SIMPAN_PSC17,
  skor: { jenis: 'domain' },
  kategori: ['anak'],
  validasi: (jawaban, n) => validasiPsc17(jawaban, n),
} as const satisfies DefinisiInstrumen;
