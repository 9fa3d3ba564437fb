// Cognitive picture-pattern test: letters A-F against the bank's key, with two worked examples (D3, D6).
// Items and pictures: kognitif/generator.ts and bank/kognitif.ts.
import { PESAN_SIMPAN_KOGNITIF } from '../messages';
import { validasiKognitif } from '../validasi';
import { PILIHAN_KOGNITIF } from './dasar';
import type { DefinisiInstrumen } from './tipe';

export const PETUNJUK_KOGNITIF =
  'Setiap soal menunjukkan 6 kotak gambar yang mengikuti sebuah pola. Kotak ke-7 dan ke-8 masih kosong (tanda tanya). Pilih satu pasangan gambar (A sampai F) yang paling tepat untuk mengisi kotak ke-7 dan ke-8 sehingga polanya berlanjut. Soal-soal terakhir berbentuk kotak 3 × 3: lihat perubahan ke kanan dan ke bawah, lalu pilih satu gambar untuk kotak yang bertanda tanya. Soal makin lama makin sulit. Hanya ada satu jawaban yang benar.';

export const KOGNITIF = {
  key: 'kognitif',
  kode: 'KOGNITIF',
  label: 'Cognitive Test Subtest III',
  namaPendek: 'Kognitif',
  nama: 'Tes Kognitif (Pola Gambar)',
  judul: 'Sub Test 4: Tes Kognitif (Pola Gambar)',
  judulLaporan: 'Tes Kognitif (Pola Gambar)',
  judulGabungan: 'Tes Kognitif',
  namaLaporan: 'Tes Kognitif',
  jumlahSoal: null,
  batasWaktuMenit: 15,
  detikMinimumPerSoal: 8,
  ruteAnak: 'kognitif',
  simpanPath: '/api/simpan-hasil-kognitif',
  pilihan: PILIHAN_KOGNITIF,
  jumlahPilihanWajib: null,
  soal: 'gambar',
  essay: null,
  petunjuk: PETUNJUK_KOGNITIF,
  keteranganPilihan: null,
  pesan: PESAN_SIMPAN_KOGNITIF,
  skor: { jenis: 'kunci' },
  kategori: ['anak', 'tahanan'],
  validasi: (jawaban, n) => validasiKognitif(jawaban, n),
} as const satisfies DefinisiInstrumen;
