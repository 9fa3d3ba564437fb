// The limits the server's request schemas enforce and the web's forms say early (maxLength, min,
// hints): one number each, read by both. Plain constants with no dependency beyond the domain's
// leaf modules, so the web may import this module's values without carrying zod or any schema.
import { JAWABAN_ESSAY_MAKS } from '../domain/instrumen/dasar';
import { MAKS_PANJANG_PERTANYAAN } from '../domain/bank/pilihan';
import { PASSWORD_ANAK_MIN, PASSWORD_MAX, PASSWORD_MIN } from '../domain/password';
import { PANJANG_NOMOR_REGISTRASI, RENTANG_USIA } from '../domain/rekam-peserta';
// The minutes an assessor may add: a rule of the sub test's clock (domain), said early by the form.
import { TAMBAH_MENIT_MAKS, TAMBAH_MENIT_TOTAL_MAKS } from '../domain/waktu-subtes';

export {
  JAWABAN_ESSAY_MAKS,
  MAKS_PANJANG_PERTANYAAN,
  PANJANG_NOMOR_REGISTRASI,
  PASSWORD_ANAK_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  RENTANG_USIA,
  TAMBAH_MENIT_MAKS,
  TAMBAH_MENIT_TOTAL_MAKS,
};

/** The search text of every list (`?q=`). */
export const KATA_KUNCI_MAKS = 100;

/** Paging of the lists that can grow (D10): rows per page when not asked, and the most one page holds. */
export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

/** The audit log's pages (`GET /api/audit`) and its action filter. */
export const AUDIT_LIMITS = { perPage: DEFAULT_PER_PAGE, maxPerPage: MAX_PER_PAGE, action: 50 } as const;

/** The admin's and the assessor's login forms. */
export const LOGIN_LIMITS = { username: 100, loginId: 100, password: PASSWORD_MAX } as const;

/** An assessor account (`POST`/`PUT /api/asessors`). */
export const ASESSOR_LIMITS = { name: 200, loginId: 100, passwordMin: PASSWORD_MIN, passwordMax: PASSWORD_MAX } as const;

/** A record (`POST`/`PUT /api/kelola`): texts, the date of birth (YYYY-MM-DD) and the access password (D15). */
export const KELOLA_LIMITS = {
  registrationNo: PANJANG_NOMOR_REGISTRASI,
  name: 200,
  placeOfBirth: 200,
  dateOfBirth: 10,
  passwordMin: PASSWORD_ANAK_MIN,
  passwordMax: PASSWORD_MAX,
} as const;

/** Entering a sub test (`POST /api/peserta/masuk`): the access password and the one-time code (D14). */
export const MASUK_LIMITS = { password: PASSWORD_MAX, kode: 40 } as const;

/** A note on a record (`/api/catatan`). */
export const CATATAN_MAKS = 10000;

/** A question edited by the admin (`PUT /api/soal/{instrument}/{id}`): its text, each option, the options. */
export const SOAL_LIMITS = { pertanyaan: MAKS_PANJANG_PERTANYAAN, pilihan: 300, jumlahPilihan: 20, teksPilihan: 6000 } as const;


/** A follow-up (D19): an action's text and note, a referral's other target, number and outcome, a reason. */
export const TINDAK_LANJUT_LIMITS = {
  tindakan: 500,
  oleh: 200,
  catatan: 1000,
  tujuanLain: 200,
  nomor: 100,
  hasil: 1000,
  alasan: 500,
} as const;
