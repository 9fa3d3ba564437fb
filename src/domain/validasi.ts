// Completeness checks of the child's forms before submit (seed-spec section 5), with the spec's
// exact messages. These check only that every question is answered; value ranges are checked by
// the zod schemas in skor/jawaban.ts.
import { TRAIT_ITEMS, TRAIT_KEYS, TRAIT_NAMA, type TraitKey } from './instrumen/dasar';
import {
  PESAN_ESSAY_BELUM_DIISI,
  PESAN_HARAP_ISI_SEBELUM_SUBMIT,
  PESAN_HARAP_ISI_SEMUA,
  PESAN_SEMUA_SOAL_WAJIB,
  PESAN_TERLALU_BANYAK_KOSONG,
} from './messages';

/** Any answer map as held by a form: empty means missing, null, undefined or blank. */
export type JawabanForm = Readonly<Record<string, number | string | null | undefined>>;

/** More than this many empty items in one trait makes the trait an error. */
export const PID5_MAKS_KOSONG_PER_TRAIT = 2;

export interface TraitError {
  trait: TraitKey;
  nama: string;
  nomor: number[];
  pesan: string;
}

export interface HasilValidasi {
  valid: boolean;
  /** The whole alert text (lines joined by '\n'), or null when valid. */
  pesan: string | null;
  /** The alert's lines, for a list in the UI. */
  baris: string[];
  /** Unanswered question numbers, ascending. */
  kosong: number[];
}

export interface HasilValidasiPid5 extends HasilValidasi {
  traitError: TraitError[];
}

export interface HasilValidasiDukungan extends HasilValidasi {
  essayKosong: boolean;
}

function terisi(v: number | string | null | undefined): boolean {
  if (v === null || v === undefined) return false;
  if (typeof v === 'string') return v.trim() !== '';
  return Number.isFinite(v);
}

/** Question numbers 1..jumlahSoal without an answer. */
export function nomorKosong(jawaban: JawabanForm, jumlahSoal: number): number[] {
  const hasil: number[] = [];
  for (let n = 1; n <= jumlahSoal; n++) if (!terisi(jawaban[String(n)])) hasil.push(n);
  return hasil;
}

function hasil<T extends object>(baris: string[], kosong: number[], extra: T): HasilValidasi & T {
  return { valid: baris.length === 0, pesan: baris.length ? baris.join('\n') : null, baris, kosong, ...extra };
}

/** Checks the PID-5-BF form: every question answered; lists traits with more than 2 empty items. */
export function validasiPid5(jawaban: JawabanForm, jumlahSoal = 25): HasilValidasiPid5 {
  const kosong = nomorKosong(jawaban, jumlahSoal);
  const traitError: TraitError[] = [];
  for (const trait of TRAIT_KEYS) {
    const nomor = TRAIT_ITEMS[trait].filter((n) => kosong.includes(n));
    if (nomor.length > PID5_MAKS_KOSONG_PER_TRAIT) {
      traitError.push({ trait, nama: TRAIT_NAMA[trait], nomor, pesan: `${PESAN_TERLALU_BANYAK_KOSONG} ${nomor.join(', ')}` });
    }
  }
  const baris: string[] = [];
  if (kosong.length) {
    baris.push(PESAN_HARAP_ISI_SEMUA, `Nomor yang belum diisi: ${kosong.join(', ')}`);
    for (const e of traitError) baris.push(`${e.nama}: ${e.pesan}`);
  }
  return hasil(baris, kosong, { traitError });
}

/** Checks a form whose every question must be answered (PSC-17, SRQ-20). */
export function validasiSemuaDijawab(jawaban: JawabanForm, jumlahSoal: number): HasilValidasi {
  const kosong = nomorKosong(jawaban, jumlahSoal);
  const baris = kosong.length ? [PESAN_HARAP_ISI_SEMUA, `Nomor yang belum diisi: ${kosong.join(', ')}`] : [];
  return hasil(baris, kosong, {});
}

/** Checks the PSC-17 form: every question answered. */
export function validasiPsc17(jawaban: JawabanForm, jumlahSoal = 17): HasilValidasi {
  return validasiSemuaDijawab(jawaban, jumlahSoal);
}

/** Checks the support form: every question answered and the essay not blank. */
export function validasiDukungan(
  jawaban: JawabanForm,
  jumlahSoal: number,
  essay: string | null | undefined,
): HasilValidasiDukungan {
  const kosong = nomorKosong(jawaban, jumlahSoal);
  const essayKosong = !essay || essay.trim() === '';
  const baris: string[] = [];
  if (kosong.length || essayKosong) {
    baris.push(PESAN_HARAP_ISI_SEBELUM_SUBMIT);
    if (kosong.length) baris.push(`Nomor yang belum diisi: ${kosong.join(', ')}`);
    if (essayKosong) baris.push(PESAN_ESSAY_BELUM_DIISI);
  }
  return hasil(baris, kosong, { essayKosong });
}

/** Checks the cognitive form: the number of answers must equal the number of questions. */
export function validasiKognitif(jawaban: JawabanForm, jumlahSoal: number): HasilValidasi {
  const kosong = nomorKosong(jawaban, jumlahSoal);
  return hasil(kosong.length ? [PESAN_SEMUA_SOAL_WAJIB] : [], kosong, {});
}
