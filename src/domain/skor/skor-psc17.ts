// PSC-17 scoring (D3): items 0-2; an empty item counts 0, but with 4 or more empty items the
// form is not scored, except that answered items already reaching a cut-off are positive ('minimal'). With fewer empty items a
// result below its cut-off that the empty items (up to 2 points each) could have lifted across it
// reads 'Tidak pasti' (D12): it is neither a problem nor a clear result.
import { DOMAIN_PSC17_ITEMS, DOMAIN_PSC17_KEYS, type DomainPsc17 } from '../instrumen/dasar';
import type { HasilPsc17, SkorDomainPsc17, StatusPsc17 } from './bentuk';
import { jawabanPsc17Schema, type JawabanMasuk } from './jawaban';

export type { HasilPsc17, SkorDomainPsc17, StatusPsc17 };

export const PSC17_JUMLAH_SOAL = 17;
export const PSC17_BATAS_TOTAL = 15;
export const PSC17_BATAS_DOMAIN: Readonly<Record<DomainPsc17, number>> = {
  internalisasi: 5,
  atensi: 7,
  eksternalisasi: 7,
};
/** With this many empty items or more the PSC-17 is not scored. */
export const PSC17_KOSONG_TIDAK_DIHITUNG = 4;

/** The most an empty PSC-17 item could have added. */
export const PSC17_NILAI_MAKS_SOAL = 2;

/** Status of a score against its cut-off when `kosong` items were left empty (counted 0). */
export function statusPsc17(skor: number, batas: number, kosong: number): StatusPsc17 {
  if (skor >= batas) return 'Bermasalah';
  return skor + PSC17_NILAI_MAKS_SOAL * kosong >= batas ? 'Tidak pasti' : 'Tidak Bermasalah';
}

/** Scores PSC-17 answers ({"1": 0..2, ...}); throws a ZodError on invalid input. */
export function skorPsc17(jawaban: JawabanMasuk): HasilPsc17 {
  const j = jawabanPsc17Schema.parse(jawaban);
  const kosong = PSC17_JUMLAH_SOAL - Object.keys(j).length;
  const detail = {} as Record<DomainPsc17, SkorDomainPsc17>;
  if (kosong >= PSC17_KOSONG_TIDAK_DIHITUNG) {
    // Too many blanks to say a scale is clear, but answered items that already reach a cut-off are a
    // positive screen whatever the blanks hold (CLINICAL.md "Round three"): 'Bermasalah', marked minimal.
    let total = 0;
    for (const d of DOMAIN_PSC17_KEYS) {
      const skor = DOMAIN_PSC17_ITEMS[d].reduce((a, n) => a + (j[String(n)] ?? 0), 0);
      total += skor;
      detail[d] = skor >= PSC17_BATAS_DOMAIN[d] ? { status: 'Bermasalah', skor, minimal: true } : { status: 'Tidak dapat dihitung', skor: null };
    }
    return total >= PSC17_BATAS_TOTAL
      ? { detail, total_skor: total, kategori_total: 'Bermasalah', total_minimal: true }
      : { detail, total_skor: null, kategori_total: 'Tidak dapat dihitung' };
  }
  let total = 0;
  for (const d of DOMAIN_PSC17_KEYS) {
    const items = DOMAIN_PSC17_ITEMS[d];
    const skor = items.reduce((a, n) => a + (j[String(n)] ?? 0), 0);
    const kosongDomain = items.filter((n) => j[String(n)] === undefined).length;
    total += skor;
    detail[d] = { status: statusPsc17(skor, PSC17_BATAS_DOMAIN[d], kosongDomain), skor };
  }
  return { detail, total_skor: total, kategori_total: statusPsc17(total, PSC17_BATAS_TOTAL, kosong) };
}
