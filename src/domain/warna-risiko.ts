// Colours follow risk, not the word (D12): 'Tinggi' family support is good news, 'Rendah' support and
// a 'Rendah' cognitive band are needs. Every screen and the PDF colour a category through this one map.
import { INSTRUMEN } from './instrumen';

/** risiko: needs attention (red); waspada: watch (amber); aman: no concern (green); netral: no category (grey). */
export type TingkatRisiko = 'risiko' | 'waspada' | 'aman' | 'netral';

const PETA: Readonly<Record<'naik' | 'turun', Readonly<Record<string, TingkatRisiko>>>> = {
  // Higher is worse: PID-5 traits, PSC-17.
  naik: {
    Tinggi: 'risiko',
    Bermasalah: 'risiko',
    Terindikasi: 'risiko',
    Sedang: 'waspada',
    'Tidak pasti': 'waspada',
    Rendah: 'aman',
    'Tidak Bermasalah': 'aman',
    'Tidak Terindikasi': 'aman',
  },
  // Lower is worse: family support, the cognitive band.
  turun: { Rendah: 'risiko', Sedang: 'waspada', Tinggi: 'aman' },
};

/** Whether a higher category means more risk, by scoring kind: support means and right answers are good when high. */
const ARAH_JENIS: Readonly<Record<string, 'naik' | 'turun'>> = { trait: 'naik', domain: 'naik', rerata: 'turun', kunci: 'turun', ya_tidak: 'naik' };

/** The risk level of a category of a scoring kind ('Tidak dapat dihitung' and unknown words: netral). */
export function tingkatRisikoJenis(jenis: string | undefined, kategori: string | null | undefined): TingkatRisiko {
  const arah = (jenis && ARAH_JENIS[jenis]) || 'naik';
  return (kategori && PETA[arah][kategori]) || 'netral';
}

/** The risk level that colours a category of an instrument ('Tidak dapat dihitung' and unknown words: netral). */
export function tingkatRisiko(instrument: string, kategori: string | null | undefined): TingkatRisiko {
  return tingkatRisikoJenis((INSTRUMEN as Record<string, { skor: { jenis: string } } | undefined>)[instrument]?.skor.jenis, kategori);
}
