// The password rule of D15, shared by the server (which decides) and the forms (which say it early).

/** Admins and assessors: at least this many characters. */
export const PASSWORD_MIN = 10;
/** A child's access password (typed by the child on a shared device): at least this many characters. */
export const PASSWORD_ANAK_MIN = 6;
export const PASSWORD_MAX = 200;

/** A password a guesser would find early; the server decides it (an estimator, `server/auth/kekuatan-password.ts`). */
export const PESAN_PASSWORD_UMUM = 'Password terlalu umum dan mudah ditebak. Pilih password lain.';

/**
 * The rules of a new admin or assessor password a form can say early (D15): length, not only spaces.
 * Whether it is easy to guess is the server's to say (`masalahPasswordBaru`), with a word list too
 * large for the web's bundle.
 */
export function masalahPassword(password: string): string | null {
  if (password.trim().length === 0) return 'Password tidak boleh hanya berisi spasi.';
  if (password.length < PASSWORD_MIN) return `Password minimal ${PASSWORD_MIN} karakter.`;
  if (password.length > PASSWORD_MAX) return `Password maksimal ${PASSWORD_MAX} karakter.`;
  return null;
}

/** Why a child's access password is refused, or null (D15: at least 6 characters, not only spaces). */
export function masalahPasswordAnak(password: string): string | null {
  if (password.trim().length === 0) return 'Password akses tidak boleh hanya berisi spasi.';
  if (password.length < PASSWORD_ANAK_MIN) return `Password minimal ${PASSWORD_ANAK_MIN} karakter.`;
  if (password.length > PASSWORD_MAX) return `Password akses maksimal ${PASSWORD_MAX} karakter.`;
  return null;
}
