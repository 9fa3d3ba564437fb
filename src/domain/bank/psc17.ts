// PSC-17 (Pediatric Symptom Checklist-17, Gardner et al. 1999; public domain), youth self-report
// wording in Indonesian, first person, mixed-order form: item n below is the official item n, so
// the domain key of instruments.ts (DOMAIN_PSC17_ITEMS) holds.
import { PILIHAN_PSC17 } from '../instrumen/dasar';
import { bankBawaan } from './bawaan';
import type { ItemBank } from './tipe';

export { PETUNJUK_PSC17 } from '../instrumen/psc17';

const PERNYATAAN_PSC17: readonly string[] = [
  'Saya gelisah dan sulit duduk diam.', // 1 atensi
  'Saya merasa sedih atau tidak bahagia.', // 2 internalisasi
  'Saya terlalu banyak melamun.', // 3 atensi
  'Saya menolak berbagi dengan orang lain.', // 4 eksternalisasi
  'Saya sulit memahami perasaan orang lain.', // 5 eksternalisasi
  'Saya merasa tidak punya harapan.', // 6 internalisasi
  'Saya sulit berkonsentrasi.', // 7 atensi
  'Saya berkelahi dengan anak lain.', // 8 eksternalisasi
  'Saya berpikiran buruk tentang diri saya sendiri.', // 9 internalisasi
  'Saya menyalahkan orang lain atas masalah saya.', // 10 eksternalisasi
  'Saya jarang bisa bergembira seperti dulu.', // 11 internalisasi
  'Saya melanggar aturan.', // 12 eksternalisasi
  'Saya bergerak terus seperti digerakkan mesin, sulit berhenti.', // 13 atensi
  'Saya mengejek atau mengganggu orang lain.', // 14 eksternalisasi
  'Saya mencemaskan banyak hal.', // 15 internalisasi
  'Saya mengambil barang yang bukan milik saya.', // 16 eksternalisasi
  'Perhatian saya mudah teralih.', // 17 atensi
];

/** The default PSC-17 bank (17 items, mixed order, options 0-2). */
export const BANK_PSC17_DEFAULT: readonly ItemBank[] = bankBawaan(PERNYATAAN_PSC17, PILIHAN_PSC17);
