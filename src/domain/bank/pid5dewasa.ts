// PID-5-BF, adult form (Krueger, Derringer, Markon, Watson & Skodol; (c) 2013 American Psychiatric
// Association; clinicians may reproduce it without permission for use with their patients).
// Indonesian translation of the 25 items in the official order, so that the trait key (TRAIT_ITEMS)
// holds. Wording for adults: item 1 is about taking risks, item 25 about using others for one's own
// gain; "sendirian" means alone in life, not in a cell.
import { PILIHAN_PID5_DEWASA } from '../instrumen/dasar';
import { bankBawaan } from './bawaan';
import type { ItemBank } from './tipe';

export const HAK_CIPTA_PID5_DEWASA =
  'PID-5-BF Dewasa: Krueger RF, Derringer J, Markon KE, Watson D, Skodol AE. Hak cipta (c) 2013 American Psychiatric Association. Boleh diperbanyak tanpa izin oleh peneliti dan klinisi untuk digunakan bersama pasiennya.';

const PERNYATAAN_PID5_DEWASA: readonly string[] = [
  'Orang lain akan menggambarkan saya sebagai orang yang nekat mengambil risiko.',
  'Saya merasa sering bertindak hanya menuruti dorongan hati.',
  'Walaupun saya tahu itu tidak baik, saya tidak bisa berhenti mengambil keputusan secara gegabah.',
  'Saya sering merasa bahwa apa pun yang saya lakukan tidak ada artinya.',
  'Orang lain memandang saya sebagai orang yang tidak bertanggung jawab.',
  'Saya tidak pandai membuat rencana ke depan.',
  'Pikiran saya sering tidak masuk akal bagi orang lain.',
  'Saya mengkhawatirkan hampir segala hal.',
  'Saya mudah terbawa emosi, sering kali karena hal kecil.',
  'Saya lebih takut menjalani hidup seorang diri daripada hal lain apa pun.',
  'Saya terpaku pada satu cara melakukan sesuatu, bahkan ketika jelas cara itu tidak berhasil.',
  'Saya pernah melihat hal-hal yang sebenarnya tidak ada.',
  'Saya menghindari hubungan yang bersifat romantis.',
  'Saya tidak tertarik untuk berteman.',
  'Saya mudah merasa jengkel oleh berbagai macam hal.',
  'Saya tidak suka terlalu dekat dengan orang lain.',
  'Bukan masalah besar bagi saya bila saya menyakiti perasaan orang lain.',
  'Saya jarang merasa bersemangat tentang apa pun.',
  'Saya sangat ingin diperhatikan orang lain.',
  'Saya sering harus berurusan dengan orang-orang yang menurut saya kurang penting dibandingkan saya.',
  'Saya sering mempunyai pikiran yang masuk akal bagi saya, tetapi dianggap aneh oleh orang lain.',
  'Saya memanfaatkan orang lain untuk mendapatkan apa yang saya inginkan.',
  'Saya sering "melamun kosong", lalu tiba-tiba tersadar bahwa sudah banyak waktu berlalu.',
  'Hal-hal di sekitar saya sering terasa tidak nyata, atau justru lebih nyata dari biasanya.',
  'Mudah bagi saya untuk memanfaatkan orang lain demi keuntungan saya sendiri.',
];

/** The default PID-5-BF adult bank (25 items, official order, options 0-3). */
export const BANK_PID5_DEWASA_DEFAULT: readonly ItemBank[] = bankBawaan(PERNYATAAN_PID5_DEWASA, PILIHAN_PID5_DEWASA);
