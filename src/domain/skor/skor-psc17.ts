// PSC-17 scoring (D3): items 0-2; an empty item counts 0, but with 4 or more empty items the
// form is not scored at all (the cut-offs would no longer mean anything).
import { DOMAIN_PSC17_ITEMS, DOMAIN_PSC17_KEYS, type DomainPsc17 } from '../instruments';
import { jawabanPsc17Schema, type JawabanMasuk } from './jawaban';

export const PSC17_JUMLAH_SOAL = 17;
export const PSC17_BATAS_TOTAL = 15;
export const PSC17_BATAS_DOMAIN: Readonly<Record<DomainPsc17, number>> = {
  internalisasi: 5,
  atensi: 7,
  eksternalisasi: 7,
};
/** With this many empty items or more the PSC-17 is not scored. */
export const PSC17_KOSONG_TIDAK_DIHITUNG = 4;

export type StatusPsc17 = 'Bermasalah' | 'Tidak Bermasalah' | 'Tidak dapat dihitung';
export interface SkorDomainPsc17 {
  status: StatusPsc17;
  skor: number | null;
}
export interface HasilPsc17 {
  detail: Record<DomainPsc17, SkorDomainPsc17>;
  total_skor: number | null;
  kategori_total: StatusPsc17;
}

/** Scores PSC-17 answers ({"1": 0..2, ...}); throws a ZodError on invalid input. */
export function skorPsc17(jawaban: JawabanMasuk): HasilPsc17 {
  const j = jawabanPsc17Schema.parse(jawaban);
  const kosong = PSC17_JUMLAH_SOAL - Object.keys(j).length;
  const detail = {} as Record<DomainPsc17, SkorDomainPsc17>;
  if (kosong >= PSC17_KOSONG_TIDAK_DIHITUNG) {
    for (const d of DOMAIN_PSC17_KEYS) detail[d] = { status: 'Tidak dapat dihitung', skor: null };
    return { detail, total_skor: null, kategori_total: 'Tidak dapat dihitung' };
  }
  let total = 0;
  for (const d of DOMAIN_PSC17_KEYS) {
    const skor = DOMAIN_PSC17_ITEMS[d].reduce((a, n) => a + (j[String(n)] ?? 0), 0);
    total += skor;
    detail[d] = { status: skor >= PSC17_BATAS_DOMAIN[d] ? 'Bermasalah' : 'Tidak Bermasalah', skor };
  }
  return { detail, total_skor: total, kategori_total: total >= PSC17_BATAS_TOTAL ? 'Bermasalah' : 'Tidak Bermasalah' };
}
