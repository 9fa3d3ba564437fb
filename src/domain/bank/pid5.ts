// PID-5-BF, Child Age 11-17 (Krueger, Derringer, Markon, Watson & Skodol; (c) 2013 American
// Psychiatric Association). The APA allows clinicians to reproduce it without permission for use
// with their patients. Indonesian translation of the 25 items, in the official order, so that the
// trait key of instruments.ts (TRAIT_ITEMS) holds.
import { PILIHAN_PID5 } from '../instrumen/dasar';
import { bankBawaan } from './bawaan';
import type { ItemBank } from './tipe';

export const HAK_CIPTA_PID5 =
  'PID-5-BF Anak (usia 11-17): Krueger RF, Derringer J, Markon KE, Watson D, Skodol AE. Hak cipta (c) 2013 American Psychiatric Association. Boleh diperbanyak tanpa izin oleh peneliti dan klinisi untuk digunakan bersama pasiennya.';

export { PETUNJUK_PID5 } from '../instrumen/pid5';

const PERNYATAAN_PID5: readonly string[] = [
  'Orang lain menganggap saya nekat: berani mengambil risiko tanpa memikirkan bahayanya.',
  'Saya sering bertindak tanpa berpikir dulu, hanya ikut keinginan saat itu.',
  'Walaupun saya tahu itu tidak baik, saya tidak bisa berhenti mengambil keputusan secara terburu-buru.',
  'Saya sering merasa bahwa apa pun yang saya lakukan sebenarnya tidak ada artinya.',
  'Orang lain melihat saya sebagai orang yang tidak bertanggung jawab.',
  'Saya tidak pandai membuat rencana ke depan.',
  'Pikiran saya sering tidak masuk akal bagi orang lain.',
  'Saya mengkhawatirkan hampir semua hal.',
  'Perasaan saya mudah meluap, sering kali hanya karena hal sepele.',
  'Hal yang paling saya takutkan adalah tidak punya siapa-siapa dalam hidup saya.',
  'Saya tetap memakai satu cara, walaupun sudah jelas cara itu tidak berhasil.',
  'Saya pernah melihat hal-hal yang sebenarnya tidak ada.',
  'Saya menghindari hubungan pacaran.',
  'Saya tidak tertarik untuk berteman.',
  'Saya gampang kesal karena macam-macam hal.',
  'Saya tidak suka terlalu dekat dengan orang lain.',
  'Bukan masalah besar bagi saya jika saya menyakiti perasaan orang lain.',
  'Saya jarang merasa bersemangat tentang apa pun.',
  'Saya sangat ingin mendapat perhatian.',
  'Saya sering harus berhadapan dengan orang-orang yang sebenarnya tidak sepenting saya.',
  'Saya sering mempunyai pikiran yang masuk akal bagi saya, tetapi menurut orang lain aneh.',
  'Saya memanfaatkan orang lain untuk mendapatkan apa yang saya inginkan.',
  'Saya sering bengong tanpa sadar, lalu tiba-tiba tersadar bahwa sudah lama waktu berlalu.',
  'Hal-hal di sekitar saya sering terasa tidak nyata, atau justru lebih nyata dari biasanya.',
  'Mudah bagi saya untuk memperalat orang lain demi kepentingan saya sendiri.',
];

/** The default PID-5-BF bank (25 items, official order, options 0-3). */
export const BANK_PID5_DEFAULT: readonly ItemBank[] = bankBawaan(PERNYATAAN_PID5, PILIHAN_PID5);
