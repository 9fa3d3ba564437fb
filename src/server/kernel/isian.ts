// Text fields a request carries, each named in its own messages ("Alasan pindah wajib diisi."): the
// forms of every feature say the same rule in the same words.
import { z } from 'zod';
import { adaKarakterTersembunyi, PESAN_KARAKTER_TERSEMBUNYI } from '#domain/teks.ts';

/** Where a field needs more than one character, how many and how to ask for them. */
export interface PanjangMin {
  panjang: number;
  pesan: string;
}

/** Required text: trimmed, at least one character (or `min`), at most `maks`. Notes may span lines. */
export function teksWajib(label: string, maks: number, min?: PanjangMin) {
  return z
    .string({ message: `${label} wajib diisi.` })
    .trim()
    .min(min?.panjang ?? 1, min?.pesan ?? `${label} wajib diisi.`)
    .max(maks, `${label} maksimal ${maks} karakter.`);
}

/**
 * Required one-line text (a name, a number, a reason printed in a history): as `teksWajib`, and no
 * character that hides or reorders the text around it (`domain/teks.ts`).
 */
export function teksSebaris(label: string, maks: number, min?: PanjangMin) {
  return teksWajib(label, maks, min).refine((v) => !adaKarakterTersembunyi(v), `${label}: ${PESAN_KARAKTER_TERSEMBUNYI}`);
}

/** Optional text: absent, null or blank reads as null. */
export function teksBoleh(label: string, maks: number) {
  return z
    .string({ message: `${label} harus berupa teks.` })
    .trim()
    .max(maks, `${label} maksimal ${maks} karakter.`)
    .nullish()
    .transform((v) => v || null);
}
