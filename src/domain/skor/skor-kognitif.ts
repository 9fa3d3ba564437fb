// Cognitive scoring (D3): one point per answer equal to the key; an empty answer is wrong.
// The band comes from the share correct: >= 70 % Tinggi, >= 40 % Sedang, else Rendah.
import { HURUF_KOGNITIF, type HurufKognitif } from '../instrumen/dasar';
import type { HasilKognitif, KategoriSkor } from './bentuk';
import { buatSkemaJawabanKognitif, type JawabanMasuk } from './jawaban';

export type { HasilKognitif };

export const KOGNITIF_BATAS_TINGGI_PERSEN = 70;
export const KOGNITIF_BATAS_SEDANG_PERSEN = 40;
export const CATATAN_KOGNITIF =
  'Kategori kognitif adalah rentang skor mentah pada soal pola gambar buatan sistem ini, bukan skor IQ dan bukan diagnosis kemampuan intelektual.';

export type KategoriKognitif = KategoriSkor;

/** Category from the number correct out of jumlahSoal (compared exactly, without rounding). */
export function kategoriKognitif(benar: number, jumlahSoal: number): KategoriKognitif {
  if (jumlahSoal <= 0) return 'Tidak dapat dihitung';
  if (benar * 100 >= KOGNITIF_BATAS_TINGGI_PERSEN * jumlahSoal) return 'Tinggi';
  if (benar * 100 >= KOGNITIF_BATAS_SEDANG_PERSEN * jumlahSoal) return 'Sedang';
  return 'Rendah';
}

/** Scores cognitive answers ({"1": "A", ...}) against the keys in question order (kunci[0] = question 1). */
export function skorKognitif(jawaban: JawabanMasuk, kunci: readonly string[]): HasilKognitif {
  const kunciBersih = kunci.map((k, i) => {
    const h = String(k).trim().toUpperCase();
    if (!(HURUF_KOGNITIF as readonly string[]).includes(h)) throw new Error(`Kunci soal ${i + 1} tidak valid: ${k}`);
    return h as HurufKognitif;
  });
  const j = buatSkemaJawabanKognitif(Math.max(kunciBersih.length, 1)).parse(jawaban);
  const benar = kunciBersih.filter((k, i) => j[String(i + 1)] === k).length;
  const n = kunciBersih.length;
  return {
    total_skor: benar,
    jumlah_soal: n,
    persen: n > 0 ? Math.round((benar * 1000) / n) / 10 : null,
    kategori: kategoriKognitif(benar, n),
  };
}
