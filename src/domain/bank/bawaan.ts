import type { PilihanJawaban } from '../instrumen/dasar';
import type { ItemBank } from './tipe';

/** A default text bank: the statements in order, numbered from 1, each with the instrument's option labels. */
export function bankBawaan(pernyataan: readonly string[], pilihan: readonly PilihanJawaban[]): readonly ItemBank[] {
  return pernyataan.map((pertanyaan, i) => ({ nomor: i + 1, pertanyaan, pilihan: pilihan.map((p) => p.label) }));
}
