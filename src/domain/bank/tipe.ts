import type { HurufKognitif } from '../instrumen/dasar';

/** One question of a bank, as stored and as listed in Kelola Soal. */
export interface ItemBank {
  nomor: number;
  pertanyaan: string;
  pilihan: string[];
}

/** A cognitive question: pertanyaan is the question image's filename, gambar maps letters to option images. */
export interface ItemBankKognitif extends ItemBank {
  gambar: Record<HurufKognitif, string>;
  kunci: HurufKognitif;
}
