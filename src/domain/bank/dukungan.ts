// Family social support scale: our own 12 statements, all worded positively (1-5, higher = more
// support), covering emotional, practical and reintegration support, followed by the essay question.
import { PILIHAN_DUKUNGAN } from '../instrumen/dasar';
import { bankBawaan } from './bawaan';
import type { ItemBank } from './tipe';

export { PETUNJUK_DUKUNGAN } from '../instrumen/dukungan';

const PERNYATAAN_DUKUNGAN: readonly string[] = [
  'Keluarga saya peduli dengan keadaan saya saat ini.',
  'Saya bisa menceritakan masalah saya kepada anggota keluarga saya.',
  'Keluarga saya berusaha menjenguk atau menghubungi saya.',
  'Keluarga saya memberi saya semangat ketika saya sedang sedih.',
  'Ada anggota keluarga yang bisa saya andalkan ketika saya membutuhkan bantuan.',
  'Keluarga saya akan menerima saya kembali setelah saya keluar.',
  'Saya merasa disayangi oleh keluarga saya.',
  'Keluarga saya membantu memenuhi kebutuhan saya, misalnya pakaian atau perlengkapan sehari-hari.',
  'Keluarga saya mau mendengarkan pendapat saya.',
  'Ada orang dewasa lain di luar keluarga (misalnya guru, tokoh agama, atau tetangga) yang peduli kepada saya.',
  'Keluarga saya percaya bahwa saya bisa berubah menjadi lebih baik.',
  'Keluarga saya mendukung rencana saya untuk masa depan, seperti sekolah atau bekerja.',
];

/** The default support bank (12 items, options 1-5). */
export const BANK_DUKUNGAN_DEFAULT: readonly ItemBank[] = bankBawaan(PERNYATAAN_DUKUNGAN, PILIHAN_DUKUNGAN);
