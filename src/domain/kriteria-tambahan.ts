// D24: a facility's added critical criteria as data: their kinds, limits and words. Light (no rule
// table), so the admin's screen reads the same labels the results quote.
import { PILIHAN_PID5, PILIHAN_PSC17, PILIHAN_SRQ20, SCREENING_LABEL, type ScreeningKey } from './instrumen/dasar';

/** Only the two levels that ask for action within 72 hours may be added (D24: "Kritis or Mendesak"). */
export const PRIORITAS_KRITERIA = ['Kritis', 'Mendesak'] as const;
export type PrioritasKriteria = (typeof PRIORITAS_KRITERIA)[number];

/** The checklists whose single items or totals a facility may make critical, with their sizes. */
export const INSTRUMEN_KRITERIA = { srq20: 20, psc17: 17, pid5: 25 } as const;
export type InstrumenKriteria = keyof typeof INSTRUMEN_KRITERIA;
/** The totals a facility may lower a threshold on (the highest total each can reach). */
export const TOTAL_KRITERIA = { srq20: 20, psc17: 34 } as const satisfies Partial<Record<InstrumenKriteria, number>>;
export type InstrumenTotal = keyof typeof TOTAL_KRITERIA;

export type KriteriaTambahan =
  /** An item answered at `nilai` or above (a lower threshold than a default item is a new criterion too). */
  | { jenis: 'butir'; instrumen: InstrumenKriteria; nomor: number; nilai: number; prioritas: PrioritasKriteria }
  /** A screening answer 'Ya'. */
  | { jenis: 'skrining'; kunci: ScreeningKey; prioritas: PrioritasKriteria }
  /** A total score at `skor` or above (the default thresholds stay as they are). */
  | { jenis: 'total'; instrumen: InstrumenTotal; skor: number; prioritas: PrioritasKriteria };

/** One version of a facility's added criteria, as the rules read it. */
export interface KriteriaBerlaku {
  /** The facility's name, as the result says it. */
  lokasi: string;
  /** The facility's version number (1, 2, ...); 0 is the defaults alone. */
  nomor: number;
  kriteria: readonly KriteriaTambahan[];
}

/**
 * What judges one record: a version, or several, oldest first, each holding only the criteria it
 * judges there (a result keeps the version it was scored under, D24: a PID-5 scored under version 1
 * is read by version 1's PID-5 criteria even after a later sub test was scored under version 2).
 */
export type KriteriaRekam = KriteriaBerlaku | readonly KriteriaBerlaku[] | null;

/** The versions of `k`, oldest first. */
export const daftarKriteria = (k: KriteriaRekam | undefined): readonly KriteriaBerlaku[] =>
  !k ? [] : Array.isArray(k) ? k : [k as KriteriaBerlaku];

export const NAMA_INSTRUMEN_KRITERIA: Readonly<Record<InstrumenKriteria, string>> = { srq20: 'SRQ-20', psc17: 'PSC-17', pid5: 'PID-5' };

/** The options of an instrument's items, by value (PID-5's adult form reads the same). */
const PILIHAN_KRITERIA: Readonly<Record<InstrumenKriteria, readonly { nilai: number; label: string }[]>> = {
  srq20: PILIHAN_SRQ20,
  psc17: PILIHAN_PSC17,
  pid5: PILIHAN_PID5,
};
export const pilihanKriteria = (i: InstrumenKriteria) => PILIHAN_KRITERIA[i];

/** The criterion in words, as the result quotes it: "menjawab 'Ya' pada SRQ-20 butir 16". */
export function labelKriteria(k: KriteriaTambahan): string {
  if (k.jenis === 'skrining') return `menjawab 'Ya' pada skrining ${SCREENING_LABEL[k.kunci]}`;
  if (k.jenis === 'total') return `skor total ${NAMA_INSTRUMEN_KRITERIA[k.instrumen]} ${k.skor} atau lebih`;
  const pilihan = pilihanKriteria(k.instrumen);
  const label = pilihan.find((p) => p.nilai === k.nilai)?.label ?? String(k.nilai);
  const atauLebih = k.nilai < Math.max(...pilihan.map((p) => p.nilai)) ? ' atau lebih' : '';
  return `menjawab '${label}'${atauLebih} pada ${NAMA_INSTRUMEN_KRITERIA[k.instrumen]} butir ${k.nomor}`;
}

/** Two criteria that ask the same thing (a set may hold each once). */
export const kunciKriteria = (k: KriteriaTambahan) =>
  k.jenis === 'skrining' ? `skrining:${k.kunci}` : k.jenis === 'total' ? `total:${k.instrumen}` : `butir:${k.instrumen}:${k.nomor}`;

/** "kriteria tambahan Rutan 1 versi 2": how a result names the rule that decided it (D12). */
export const namaVersiKriteria = (v: Pick<KriteriaBerlaku, 'lokasi' | 'nomor'>) => `kriteria tambahan ${v.lokasi} versi ${v.nomor}`;
