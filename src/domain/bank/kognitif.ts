import { HURUF_KOGNITIF, type HurufKognitif } from '../instrumen/dasar';
import { BANK_KOGNITIF_DEFAULT, CONTOH_KOGNITIF, berkasGambarKognitif, type ItemKognitif } from '../kognitif';
import type { ItemBankKognitif } from './tipe';

/** A generated cognitive item as a bank row (image filenames and key). */
export function keItemBankKognitif(item: ItemKognitif): ItemBankKognitif {
  const gambar = {} as Record<HurufKognitif, string>;
  for (const h of HURUF_KOGNITIF) gambar[h] = item.namaFile[h];
  return { nomor: item.nomor, pertanyaan: item.namaFile.soal, pilihan: [...HURUF_KOGNITIF], gambar, kunci: item.kunci };
}

/** The default cognitive bank as bank rows. */
export const BANK_KOGNITIF_ITEMS_DEFAULT: readonly ItemBankKognitif[] = BANK_KOGNITIF_DEFAULT.map(keItemBankKognitif);

/** Every default image (items and worked examples): filename and SVG text, for seeding the image store. */
export const GAMBAR_KOGNITIF_DEFAULT: readonly { namaFile: string; svg: string }[] = berkasGambarKognitif([
  ...CONTOH_KOGNITIF,
  ...BANK_KOGNITIF_DEFAULT,
]);
