// Texts of the default banks as earlier versions seeded them, where a clinical reading corrected
// them (issue 11, CLINICAL.md). An install whose stored item still reads exactly the old text never
// had it edited by an admin, so the update replaces it with today's default; an admin's own text is
// left alone. The meaning each corrected item must keep is pinned in teks-bank.test.ts.
import type { InstrumentKey } from '../instruments';

export interface TeksLama {
  instrument: InstrumentKey;
  nomor: number;
  lama: string;
}

export const TEKS_LAMA: readonly TeksLama[] = [
  { instrument: 'pid5', nomor: 1, lama: 'Orang-orang akan menggambarkan saya sebagai orang yang ceroboh.' },
  { instrument: 'pid5', nomor: 2, lama: 'Saya merasa bertindak sepenuhnya menurut dorongan hati (tanpa berpikir dulu).' },
  { instrument: 'pid5', nomor: 9, lama: 'Saya mudah terbawa emosi, sering kali karena alasan yang sangat kecil.' },
  { instrument: 'pid5', nomor: 10, lama: 'Saya takut sendirian dalam hidup, lebih dari apa pun.' },
  { instrument: 'pid5', nomor: 15, lama: 'Saya mudah kesal oleh berbagai macam hal.' },
  {
    instrument: 'pid5',
    nomor: 20,
    lama: 'Saya sering harus berurusan dengan orang-orang yang kurang penting dibandingkan saya.',
  },
  {
    instrument: 'pid5',
    nomor: 23,
    lama: 'Saya sering "melamun kosong", lalu tiba-tiba tersadar bahwa sudah banyak waktu berlalu.',
  },
  { instrument: 'pid5', nomor: 25, lama: 'Mudah bagi saya untuk mengambil keuntungan dari orang lain.' },
  { instrument: 'psc17', nomor: 9, lama: 'Saya merasa diri saya tidak berharga atau sering menyalahkan diri sendiri.' },
  { instrument: 'psc17', nomor: 11, lama: 'Saya merasa kurang bisa bersenang-senang dibanding biasanya.' },
  { instrument: 'psc17', nomor: 14, lama: 'Saya suka mengejek atau mengganggu orang lain.' },
  { instrument: 'psc17', nomor: 15, lama: 'Saya sering merasa khawatir.' },
  // Round three (issue 27, CLINICAL.md "Default bank wording"): the texts of the default banks before it.
  { instrument: 'pid5', nomor: 2, lama: 'Saya merasa apa pun yang saya lakukan hanya menuruti dorongan sesaat, tanpa berpikir dulu.' },
  { instrument: 'pid5', nomor: 11, lama: 'Saya terpaku pada satu cara dalam melakukan sesuatu, bahkan ketika sudah jelas cara itu tidak berhasil.' },
  { instrument: 'pid5', nomor: 20, lama: 'Saya sering harus berurusan dengan orang-orang yang tidak sepenting saya.' },
  { instrument: 'pid5dewasa', nomor: 19, lama: 'Saya sangat haus akan perhatian.' },
  { instrument: 'psc17', nomor: 4, lama: 'Saya tidak mau berbagi dengan orang lain.' },
  { instrument: 'psc17', nomor: 11, lama: 'Saya tidak bisa bergembira seperti biasanya.' },
  { instrument: 'psc17', nomor: 12, lama: 'Saya tidak mematuhi aturan.' },
];

/** The PID-5 option labels as earlier versions seeded them on every item. */
export const PILIHAN_PID5_LAMA: readonly string[] = [
  'Sangat Tidak Benar atau Sering Tidak Benar',
  'Kadang-kadang atau Agak Tidak Benar',
  'Kadang-kadang atau Agak Benar',
  'Sangat Benar atau Sering Benar',
];

export interface PilihanLama {
  instrument: InstrumentKey;
  pilihan: readonly string[];
}

/**
 * Round three (issue 27, CLINICAL.md "Default bank wording"): the option labels the default banks carried
 * before it, on every item of the bank. An item whose options read one of these word for word gets
 * today's default labels (migration 20261129-10); an admin's own labels are left alone.
 */
export const PILIHAN_LAMA: readonly PilihanLama[] = [
  {
    instrument: 'pid5',
    pilihan: [
      'Sangat Tidak Benar atau Sering Tidak Benar',
      'Kurang Benar: Kadang-kadang atau Agak Tidak Benar',
      'Cukup Benar: Kadang-kadang atau Agak Benar',
      'Sangat Benar atau Sering Benar',
    ],
  },
  { instrument: 'pid5', pilihan: PILIHAN_PID5_LAMA },
  {
    instrument: 'pid5dewasa',
    pilihan: [
      'Sangat tidak benar atau sering tidak benar',
      'Agak tidak benar atau kadang-kadang tidak benar',
      'Agak benar atau kadang-kadang benar',
      'Sangat benar atau sering benar',
    ],
  },
  { instrument: 'dukungan', pilihan: ['Sangat Tidak Setuju', 'Tidak Setuju', 'Netral', 'Setuju', 'Sangat Setuju'] },
];
