// The options of a question, as the admin's edit field and the bank files write them. Kept apart
// from format.ts so that a page editing one question does not carry the default banks.
import { INSTRUMEN, INSTRUMENT_KEYS, type InstrumentKey } from '../instruments';

export const PEMISAH_PILIHAN = ';';
/** The longest question text, in a bank file and in the admin's edit field. */
export const MAKS_PANJANG_PERTANYAAN = 1000;

/** Number of options each row must carry, where the scoring fixes it (the instrument's definition). */
export const JUMLAH_PILIHAN_WAJIB: Readonly<Partial<Record<InstrumentKey, number>>> = Object.fromEntries(
  INSTRUMENT_KEYS.flatMap((k) => {
    const n = INSTRUMEN[k].jumlahPilihanWajib;
    return n === null ? [] : [[k, n]];
  }),
);

/** Splits an options text on ';', trims each part and drops empty parts. */
export function pisahPilihan(teks: string): string[] {
  return teks
    .split(PEMISAH_PILIHAN)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Joins options into the text the edit field and the template show. */
export function gabungPilihan(pilihan: readonly string[]): string {
  return pilihan.join('; ');
}

/**
 * The option labels of a stored question (its `pilihan` column, a JSON array): the bank's when they fit
 * the instrument's scale, the definition's otherwise. The sub test shows these and the report's
 * appendix prints them, so the appendix reads what the child read.
 */
export function labelPilihanTersimpan(key: InstrumentKey, pilihanJson: string): string[] {
  const bawaan = INSTRUMEN[key].pilihan.map((p) => p.label);
  let tersimpan: unknown;
  try {
    tersimpan = JSON.parse(pilihanJson);
  } catch {
    return bawaan;
  }
  return Array.isArray(tersimpan) && tersimpan.length === bawaan.length ? tersimpan.map(String) : bawaan;
}
