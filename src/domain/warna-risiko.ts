// Colours follow risk, not the word (D12): 'Tinggi' family support is good news, 'Rendah' support and
// a 'Rendah' cognitive band are needs. Every screen and the PDF colour a category through this one map.
import type { InstrumentKey } from './instruments';

/** risiko: needs attention (red); waspada: watch (amber); aman: no concern (green); netral: no category (grey). */
export type TingkatRisiko = 'risiko' | 'waspada' | 'aman' | 'netral';

const PETA: Readonly<Record<'naik' | 'turun', Readonly<Record<string, TingkatRisiko>>>> = {
  // Higher is worse: PID-5 traits, PSC-17.
  naik: { Tinggi: 'risiko', Bermasalah: 'risiko', Sedang: 'waspada', 'Tidak pasti': 'waspada', Rendah: 'aman', 'Tidak Bermasalah': 'aman' },
  // Lower is worse: family support, the cognitive band.
  turun: { Rendah: 'risiko', Sedang: 'waspada', Tinggi: 'aman' },
};

/** Whether a higher category means more risk, per instrument. */
const ARAH: Readonly<Record<InstrumentKey, 'naik' | 'turun'>> = { pid5: 'naik', psc17: 'naik', dukungan: 'turun', kognitif: 'turun' };

/** The risk level that colours a category of an instrument ('Tidak dapat dihitung' and unknown words: netral). */
export function tingkatRisiko(instrument: string, kategori: string | null | undefined): TingkatRisiko {
  const arah = (ARAH as Record<string, 'naik' | 'turun' | undefined>)[instrument] ?? 'naik';
  return (kategori && PETA[arah][kategori]) || 'netral';
}
