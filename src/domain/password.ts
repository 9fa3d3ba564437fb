// The password rule of D15, shared by the server (which decides) and the forms (which say it early).

/** Admins and assessors: at least this many characters. */
export const PASSWORD_MIN = 10;
/** A child's access password (typed by the child on a shared device): at least this many characters. */
export const PASSWORD_ANAK_MIN = 6;
export const PASSWORD_MAX = 200;

// Passwords of 10 characters or more that appear at the top of leaked-password lists, and local
// favourites. Compared without case and surrounding spaces.
const UMUM = new Set(
  [
    '1234567890', '12345678910', '123456789a', 'a123456789', '0123456789', '9876543210', '1111111111', '0000000000',
    '1234567890a', '12345678900', '123123123123', '1q2w3e4r5t', '1q2w3e4r5t6y', 'q1w2e3r4t5', 'qwertyuiop',
    'qwerty12345', 'qwerty123456', 'qwertyuiop123', 'asdfghjkl1', 'asdfghjkl;', 'zxcvbnm123', '1qaz2wsx3edc',
    'password12', 'password123', 'password1234', 'password12345', 'passw0rd123', 'p@ssw0rd123', 'p@ssword123',
    'iloveyou123', 'princess123', 'sunshine123', 'football123', 'basketball', 'basketball1', 'superman123',
    'welcome123', 'welcome1234', 'letmein1234', 'administrator', 'admin12345', 'admin123456', 'adminadmin',
    'administrator1', 'changeme123', 'rahasia123', 'rahasia1234', 'rahasiaku1', 'bismillah1', 'bismillah123',
    'indonesia1', 'indonesia123', 'indonesia45', 'merdeka1945', 'jakarta123', 'sayangku123', 'cintaku123',
    'asessor123', 'asessor1234', 'asesor12345', 'password asesmen', 'asesmen123', 'asesmen12345', 'rutan12345',
    'passwordku1', 'katasandi1', 'katasandi123', 'kata sandi123', 'abcdefghij', 'abcdefghij1', 'abc1234567',
    'aaaaaaaaaa', 'zzzzzzzzzz', 'qqqqqqqqqq', 'monkey12345', 'dragon12345', 'master12345', 'shadow12345',
  ].map((p) => p.toLowerCase()),
);

/** Why a new admin or assessor password is refused, or null when it is acceptable (D15). */
export function masalahPassword(password: string): string | null {
  if (password.trim().length === 0) return 'Password tidak boleh hanya berisi spasi.';
  if (password.length < PASSWORD_MIN) return `Password minimal ${PASSWORD_MIN} karakter.`;
  if (password.length > PASSWORD_MAX) return `Password maksimal ${PASSWORD_MAX} karakter.`;
  const biasa = password.trim().toLowerCase();
  if (UMUM.has(biasa) || /^(.)\1+$/.test(biasa)) {
    return 'Password terlalu umum dan mudah ditebak. Pilih password lain.';
  }
  return null;
}

/** Why a child's access password is refused, or null (D15: at least 6 characters, not only spaces). */
export function masalahPasswordAnak(password: string): string | null {
  if (password.trim().length === 0) return 'Password akses tidak boleh hanya berisi spasi.';
  if (password.length < PASSWORD_ANAK_MIN) return `Password minimal ${PASSWORD_ANAK_MIN} karakter.`;
  if (password.length > PASSWORD_MAX) return `Password akses maksimal ${PASSWORD_MAX} karakter.`;
  return null;
}
