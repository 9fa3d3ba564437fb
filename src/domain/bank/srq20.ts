// SRQ-20 (WHO Self-Reporting Questionnaire, 1994; free to use), the 20 items in the official WHO order
// in the Indonesian wording of the national basic health research (Riskesdas), asked about the last
// 30 days and answered Ya/Tidak. Item 17 stays item 17: it is the critical one (skor/skor-srq20.ts).
import { PILIHAN_SRQ20 } from '../instrumen/dasar';
import { bankBawaan } from './bawaan';
import type { ItemBank } from './tipe';

export const SUMBER_SRQ20 =
  "SRQ-20: World Health Organization (1994), A User's Guide to the Self Reporting Questionnaire. Versi bahasa Indonesia sebagaimana dipakai Riset Kesehatan Dasar (Riskesdas) Kementerian Kesehatan RI.";

const PERTANYAAN_SRQ20: readonly string[] = [
  'Apakah Anda sering menderita sakit kepala?', // 1
  'Apakah Anda tidak nafsu makan?', // 2
  'Apakah Anda sulit tidur?', // 3
  'Apakah Anda mudah takut?', // 4
  'Apakah tangan Anda gemetar?', // 5
  'Apakah Anda merasa tegang, cemas, atau khawatir?', // 6
  'Apakah pencernaan Anda terganggu atau buruk?', // 7
  'Apakah Anda sulit untuk berpikir jernih?', // 8
  'Apakah Anda merasa tidak bahagia?', // 9
  'Apakah Anda menangis lebih sering?', // 10
  'Apakah Anda merasa sulit untuk menikmati kegiatan sehari-hari?', // 11
  'Apakah Anda sulit untuk mengambil keputusan?', // 12
  'Apakah pekerjaan Anda sehari-hari terganggu?', // 13
  'Apakah Anda tidak mampu melakukan hal-hal yang bermanfaat dalam hidup?', // 14
  'Apakah Anda kehilangan minat pada berbagai hal?', // 15
  'Apakah Anda merasa tidak berharga?', // 16
  'Apakah Anda mempunyai pikiran untuk mengakhiri hidup?', // 17 (critical)
  'Apakah Anda merasa lelah sepanjang waktu?', // 18
  'Apakah Anda mengalami rasa tidak enak di perut?', // 19
  'Apakah Anda mudah lelah?', // 20
];

/** The default SRQ-20 bank (20 items, WHO order, options Tidak/Ya = 0/1). */
export const BANK_SRQ20_DEFAULT: readonly ItemBank[] = bankBawaan(PERTANYAAN_SRQ20, PILIHAN_SRQ20);
