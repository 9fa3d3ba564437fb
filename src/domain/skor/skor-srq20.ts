// SRQ-20 scoring (WHO 1994; Riskesdas): the number of 'Ya' answers (value 1). Six or more means a
// mental-emotional problem is indicated. Item 17 (thoughts of ending one's life) answered 'Ya' is a
// critical finding whatever the total. Empty items (time-out) count as neither: when they could lift
// a total below the cut-off to it, the category is 'Tidak pasti'.
import type { HasilSrq20, KategoriSrq20 } from './bentuk';
import { buatSkemaJawabanAngka, type JawabanMasuk } from './jawaban';

export type { HasilSrq20, KategoriSrq20 };

export const SRQ20_JUMLAH_SOAL = 20;
/** 'Ya' answers from which a mental-emotional problem is indicated. */
export const SRQ20_BATAS = 6;
/** Items whose 'Ya' makes the case critical: 17, thoughts of ending one's life. */
export const SRQ20_BUTIR_KRITIS: readonly number[] = [17];

const skema = buatSkemaJawabanAngka(SRQ20_JUMLAH_SOAL, 0, 1);

/** Category of a number of 'Ya' with some items still empty. */
export function kategoriSrq20(ya: number, kosong: number): KategoriSrq20 {
  if (ya >= SRQ20_BATAS) return 'Terindikasi';
  return ya + kosong >= SRQ20_BATAS ? 'Tidak pasti' : 'Tidak Terindikasi';
}

/** Scores SRQ-20 answers ({"1": 0|1, ...}); throws a ZodError on invalid input. */
export function skorSrq20(jawaban: JawabanMasuk): HasilSrq20 {
  const j = skema.parse(jawaban);
  const dijawab = Object.keys(j).length;
  const ya = Object.values(j).filter((v) => v === 1).length;
  return {
    total_skor: ya,
    kategori: kategoriSrq20(ya, SRQ20_JUMLAH_SOAL - dijawab),
    butir_kritis: SRQ20_BUTIR_KRITIS.filter((n) => j[String(n)] === 1),
  };
}
