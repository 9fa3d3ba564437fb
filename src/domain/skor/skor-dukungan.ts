// Family support scoring (D3): total = sum of the 1-5 items; the category comes from the mean
// item score. Decision for empty items (time-out): the mean is taken over the answered items, so an
// unanswered item neither lowers nor raises the band; with no item answered the form is not scored.
// With more than 20 % of the items empty the category is not given (D12): the answered items may
// not stand for the whole scale. The mean is rounded to 2 decimals and that shown value is compared with the thresholds, so a
// displayed 3.67 is always Tinggi and a displayed 2.33 always Rendah.
import { VALIDITAS_BATAS_KOSONG } from '../validitas';
import type { HasilDukungan, KategoriSkor } from './bentuk';
import { bulat2, buatSkemaJawabanDukungan, kategoriBatas, type JawabanMasuk } from './jawaban';

export type { HasilDukungan };

export const DUKUNGAN_BATAS_TINGGI = 3.67;
export const DUKUNGAN_BATAS_SEDANG = 2.34;

export type KategoriDukungan = KategoriSkor;

/** Category of a mean item score: >= 3.67 Tinggi, >= 2.34 Sedang, else Rendah. */
export function kategoriDukungan(rataRata: number | null): KategoriDukungan {
  return kategoriBatas(rataRata, DUKUNGAN_BATAS_TINGGI, DUKUNGAN_BATAS_SEDANG);
}

/** Scores support answers ({"1": 1..5, ...}); jumlahSoal (the bank's size) bounds the item numbers and counts the empty ones; throws a ZodError on invalid input. */
export function skorDukungan(jawaban: JawabanMasuk, jumlahSoal?: number): HasilDukungan {
  const j = buatSkemaJawabanDukungan(jumlahSoal).parse(jawaban);
  const nilai = Object.values(j);
  if (nilai.length === 0) return { total_skor: null, kategori: 'Tidak dapat dihitung', rata_rata: null };
  const total = nilai.reduce((a, b) => a + b, 0);
  const rata = bulat2(total / nilai.length);
  const kosong = Math.max(0, (jumlahSoal ?? nilai.length) - nilai.length);
  const terlaluBanyakKosong = kosong > VALIDITAS_BATAS_KOSONG * (jumlahSoal ?? nilai.length);
  return { total_skor: total, kategori: terlaluBanyakKosong ? 'Tidak dapat dihitung' : kategoriDukungan(rata), rata_rata: rata };
}
