// Text a person types for a name: what the screen shows must be what is stored.

/**
 * Control characters (C0, C1), format characters (zero-width spaces and joiners, right-to-left and
 * other direction overrides and isolates, the byte-order mark, soft hyphen), private-use characters and
 * the line and paragraph separators: invisible or reordering, they let two names that look the same
 * differ, or a name display as something else (a right-to-left override in a list or a PDF).
 */
const TERSEMBUNYI = /[\p{Cc}\p{Cf}\p{Co}\u2028\u2029]/u;

export const PESAN_KARAKTER_TERSEMBUNYI =
  'Tidak boleh berisi karakter kontrol atau karakter tak terlihat (misalnya spasi lebar nol atau pembalik arah teks). Ketik ulang isian ini.';

/** True when `teks` holds a character that is invisible or changes how the text around it displays. */
export function adaKarakterTersembunyi(teks: string): boolean {
  return TERSEMBUNYI.test(teks);
}
