// How easily a new admin or assessor password is guessed (issue 29): zxcvbn-ts with its common-password
// and word lists instead of a hand-written list. Server only: the lists would weigh down the web's pages.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { masalahPassword, PESAN_PASSWORD_UMUM } from '#domain/password.ts';

/**
 * The lowest zxcvbn score accepted (0-4): 3 is "safely unguessable" (about 10^8 guesses or more); with
 * argon2id and the login's lock that is far beyond an online attack. "Password1!", "qwertyuiop1",
 * "12345678901" score 1; "rahasia123" 2; three unrelated words with a digit score 4.
 */
export const SKOR_PASSWORD_MIN = 3;

// Words of this application a guesser tries first.
const KATA_APLIKASI = ['asesmen', 'abh', 'rutan', 'asessor', 'asesor', 'tahanan', 'anak', 'admin', 'sandi', 'katasandi', 'rahasia', 'indonesia'];

let penaksir: ZxcvbnFactory | undefined;
// Built on first use: the lists take a moment to load, and most processes never set a password.
const taksir = () => (penaksir ??= new ZxcvbnFactory({ dictionary: { ...dictionary, aplikasi: KATA_APLIKASI }, graphs: adjacencyGraphs }));

/** Why a new admin or assessor password is refused (length, spaces, or too easy to guess), or null (D15). */
export function masalahPasswordBaru(password: string): string | null {
  const dasar = masalahPassword(password);
  if (dasar) return dasar;
  return taksir().check(password).score < SKOR_PASSWORD_MIN ? PESAN_PASSWORD_UMUM : null;
}
