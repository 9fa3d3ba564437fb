// PID-5-BF, Child Age 11-17 (Krueger, Derringer, Markon, Watson & Skodol; (c) 2013 American
// Psychiatric Association). The APA allows clinicians to reproduce it without permission for use
// with their patients. Indonesian translation of the 25 items, in the official order, so that the
// trait key of instruments.ts (TRAIT_ITEMS) holds.
import { PILIHAN_PID5 } from '../instrumen/dasar';
import type { ItemBank } from './tipe';

export const HAK_CIPTA_PID5 =
  'PID-5-BF Anak (usia 11-17): Krueger RF, Derringer J, Markon KE, Watson D, Skodol AE. Hak cipta (c) 2013 American Psychiatric Association. Boleh diperbanyak tanpa izin oleh peneliti dan klinisi untuk digunakan bersama pasiennya.';

export { PETUNJUK_PID5 } from '../instrumen/pid5';

const PERNYATAAN_PID5: readonly string[] = [
  'Orang-orang akan menggambarkan saya sebagai orang yang ceroboh.',
  'Saya merasa bertindak sepenuhnya menurut dorongan hati (tanpa berpikir dulu).',
  'Walaupun saya tahu itu tidak baik, saya tidak bisa berhenti mengambil keputusan secara terburu-buru.',
  'Saya sering merasa bahwa apa pun yang saya lakukan sebenarnya tidak ada artinya.',
  'Orang lain melihat saya sebagai orang yang tidak bertanggung jawab.',
  'Saya tidak pandai membuat rencana ke depan.',
  'Pikiran saya sering tidak masuk akal bagi orang lain.',
  'Saya mengkhawatirkan hampir semua hal.',
  'Saya mudah terbawa emosi, sering kali karena alasan yang sangat kecil.',
  'Saya takut sendirian dalam hidup, lebih dari apa pun.',
  'Saya terpaku pada satu cara dalam melakukan sesuatu, bahkan ketika sudah jelas cara itu tidak berhasil.',
  'Saya pernah melihat hal-hal yang sebenarnya tidak ada.',
  'Saya menghindari hubungan pacaran.',
  'Saya tidak tertarik untuk berteman.',
  'Saya mudah kesal oleh berbagai macam hal.',
  'Saya tidak suka terlalu dekat dengan orang lain.',
  'Bukan masalah besar bagi saya jika saya menyakiti perasaan orang lain.',
  'Saya jarang merasa bersemangat tentang apa pun.',
  'Saya sangat ingin mendapat perhatian.',
  'Saya sering harus berurusan dengan orang-orang yang kurang penting dibandingkan saya.',
  'Saya sering mempunyai pikiran yang masuk akal bagi saya, tetapi menurut orang lain aneh.',
  'Saya memanfaatkan orang lain untuk mendapatkan apa yang saya inginkan.',
  'Saya sering "melamun kosong", lalu tiba-tiba tersadar bahwa sudah banyak waktu berlalu.',
  'Hal-hal di sekitar saya sering terasa tidak nyata, atau justru lebih nyata dari biasanya.',
  'Mudah bagi saya untuk mengambil keuntungan dari orang lain.',
];

/** The default PID-5-BF bank (25 items, official order, options 0-3). */
export const BANK_PID5_DEFAULT: readonly ItemBank[] = PERNYATAAN_PID5.map((pertanyaan, i) => ({
  nomor: i + 1,
  pertanyaan,
  pilihan: PILIHAN_PID5.map((p) => p.label),
}));
