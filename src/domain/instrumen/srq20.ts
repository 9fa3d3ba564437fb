// SRQ-20 (WHO Self-Reporting Questionnaire, 1994; free to use): 20 'Ya'/'Tidak' items about the last
// 30 days, in the official order, in the Indonesian wording of the national health survey
// (Riskesdas). Item texts: bank/srq20.ts; scoring: skor/skor-srq20.ts.
import { PESAN_SIMPAN_PSC17 } from '../messages';
import { validasiSemuaDijawab } from '../validasi';
import { KETERANGAN_PILIHAN_SRQ20, PILIHAN_SRQ20 } from './dasar';
import type { DefinisiInstrumen } from './tipe';

export const PETUNJUK_SRQ20 =
  'Pertanyaan berikut berhubungan dengan keluhan yang mungkin Anda alami dalam 30 hari terakhir. Jawab Ya bila Anda mengalaminya, Tidak bila tidak. Tidak ada jawaban yang benar atau salah. Jawaban Anda tidak dipakai dalam perkara Anda dan tidak dipakai untuk menghukum Anda. Jawaban Anda dijaga kerahasiaannya, kecuali bila Anda dalam bahaya: petugas akan membantu Anda.';

export const SRQ20 = {
  key: 'srq20',
  kode: 'SRQ-20',
  label: 'SRQ-20',
  namaPendek: 'SRQ-20',
  nama: 'Kuesioner Keluhan Kesehatan Jiwa (SRQ-20)',
  judul: 'Sub Test 1: Kuesioner Keluhan Kesehatan Jiwa (SRQ-20)',
  judulLaporan: 'SRQ-20: Keluhan Mental Emosional',
  judulGabungan: 'SRQ-20 (Keluhan Mental Emosional)',
  namaLaporan: 'SRQ-20',
  jumlahSoal: 20,
  batasWaktuMenit: 10,
  detikMinimumPerSoal: 2,
  ruteAnak: 'srq20',
  simpanPath: null,
  pilihan: PILIHAN_SRQ20,
  jumlahPilihanWajib: 2,
  soal: 'teks',
  essay: null,
  petunjuk: PETUNJUK_SRQ20,
  keteranganPilihan: KETERANGAN_PILIHAN_SRQ20,
  pesan: PESAN_SIMPAN_PSC17,
  skor: { jenis: 'ya_tidak' },
  kategori: ['tahanan'],
  validasi: (jawaban, n) => validasiSemuaDijawab(jawaban, n),
} as const satisfies DefinisiInstrumen;
