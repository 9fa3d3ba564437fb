// Entry codes (D14): what an assessor gives a child instead of handing over their own device.

/** The letters and digits of a code: no look-alikes (0/O, 1/I/L), so it reads out and types back safely. */
export const HURUF_KODE_MASUK = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PANJANG_KODE_MASUK = 8;
export const BERLAKU_KODE_MASUK_MENIT = 30;

export const PESAN_KODE_SALAH = 'Kode masuk salah atau sudah tidak berlaku. Minta kode baru kepada asessor.';
export const PESAN_KODE_ATAU_PASSWORD = 'Masukkan kode masuk dari asessor atau password akses anak.';

/** A code as typed (any case, spaces or dashes between groups) in its stored form: 'abcd-efgh' -> 'ABCDEFGH'. */
export function normalisasiKode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

/** True when the text can be a code at all (right length, only the code's characters). */
export function bentukKodeValid(kode: string): boolean {
  return kode.length === PANJANG_KODE_MASUK && [...kode].every((c) => HURUF_KODE_MASUK.includes(c));
}

/** A code in two groups of four, easier to read aloud: 'ABCDEFGH' -> 'ABCD EFGH'. */
export function formatKode(kode: string): string {
  return `${kode.slice(0, 4)} ${kode.slice(4)}`;
}
