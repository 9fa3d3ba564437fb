import { waktuWib } from '#domain/waktu.ts';
import { HttpError } from '../errors';

/**
 * The version an edit was made from (issue 28): optional, so that a client of the spec that sends
 * none still saves as before; our forms always send it.
 */
export const PESAN_VERSI = 'Versi data tidak valid. Muat ulang halaman lalu coba lagi.';

/** What the form needs to offer a reload: the stored version, who changed it and when. */
export interface VersiTersimpan {
  versi: number;
  diubah_oleh: string | null;
  updated_at: string;
}

/**
 * The 409 of a save from an older version: says who changed it and when (in WIB), and that what was
 * typed stays in the form. `apa` names the thing ('Data anak', 'Catatan').
 */
export function sudahDiubah(apa: string, tersimpan: VersiTersimpan): HttpError {
  const oleh = tersimpan.diubah_oleh ?? 'pengguna lain';
  return new HttpError(
    409,
    `${apa} ini sudah diubah oleh ${oleh} pada ${waktuWib(tersimpan.updated_at)} setelah formulir Anda dibuka. ` +
      'Muat data terbaru; isian Anda tetap di formulir.',
    'versi_lama',
    tersimpan,
  );
}
