// Zod schemas for the answers a child sends (D10): an object keyed by the 1-based question number
// as a string. Values outside the instrument's range are rejected, never scored. Empty values
// (null, '') mean "not answered" and are dropped, so drafts and timed-out forms parse too.
import { z } from 'zod';
import { HURUF_KOGNITIF, JAWABAN_ESSAY_MAKS, type HurufKognitif } from '../instrumen/dasar';
import type { KategoriSkor } from './bentuk';

/** What may arrive from a client or a draft. */
export type JawabanMasuk = Record<string, number | string | null>;
/** Normalised numeric answers: only answered items, values within range. */
export type JawabanAngka = Record<string, number>;
/** Normalised cognitive answers: only answered items, upper-case letters A-F. */
export type JawabanHuruf = Record<string, HurufKognitif>;

const NOMOR_SOAL = /^[1-9]\d*$/;
const BATAS_SOAL_TERBUKA = 500;

function kosong(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

/** A question number as an answer's key: 1..jumlahSoal, written without a sign or leading zero. */
export function nomorSoalSah(k: string, jumlahSoal: number): boolean {
  return NOMOR_SOAL.test(k) && Number(k) <= jumlahSoal;
}

function skemaKunci(jumlahSoal: number) {
  return z.string().refine((k) => nomorSoalSah(k, jumlahSoal), {
    error: (iss) => `Nomor soal tidak valid: "${String(iss.input)}" (harus 1-${jumlahSoal})`,
  });
}

function skemaNilaiAngka(min: number, maks: number) {
  return z.union([z.number(), z.string(), z.null()]).transform((v, ctx): number | null => {
    if (kosong(v)) return null;
    const n = typeof v === 'number' ? v : /^\s*-?\d+\s*$/.test(v as string) ? Number(v) : Number.NaN;
    if (!Number.isInteger(n) || n < min || n > maks) {
      ctx.addIssue({ code: 'custom', message: `Nilai jawaban harus bilangan bulat ${min}-${maks}` });
      return z.NEVER;
    }
    return n;
  });
}

const skemaNilaiHuruf = z.union([z.string(), z.null()]).transform((v, ctx): HurufKognitif | null => {
  if (kosong(v)) return null;
  const h = (v as string).trim().toUpperCase();
  if (!(HURUF_KOGNITIF as readonly string[]).includes(h)) {
    ctx.addIssue({ code: 'custom', message: 'Jawaban harus salah satu huruf A-F' });
    return z.NEVER;
  }
  return h as HurufKognitif;
});

function buangKosong<T>(rec: Record<string, T | null>): Record<string, T> {
  const hasil: Record<string, T> = {};
  for (const [k, v] of Object.entries(rec)) if (v !== null) hasil[String(Number(k))] = v;
  return hasil;
}

/** Schema for numeric answers with item numbers 1..jumlahSoal and values min..maks. */
export function buatSkemaJawabanAngka(jumlahSoal: number, min: number, maks: number) {
  return z.record(skemaKunci(jumlahSoal), skemaNilaiAngka(min, maks)).transform((r) => buangKosong<number>(r));
}

/** Schema for cognitive answers (letters A-F) with item numbers 1..jumlahSoal. */
export function buatSkemaJawabanKognitif(jumlahSoal: number = BATAS_SOAL_TERBUKA) {
  return z.record(skemaKunci(jumlahSoal), skemaNilaiHuruf).transform((r) => buangKosong<HurufKognitif>(r));
}

/** Schema for support-scale answers (1-5) with item numbers 1..jumlahSoal. */
export function buatSkemaJawabanDukungan(jumlahSoal: number = BATAS_SOAL_TERBUKA) {
  return buatSkemaJawabanAngka(jumlahSoal, 1, 5);
}

export const jawabanPid5Schema = buatSkemaJawabanAngka(25, 0, 3);
export const jawabanPsc17Schema = buatSkemaJawabanAngka(17, 0, 2);
/** Support answers with any positive item number; use buatSkemaJawabanDukungan(n) when the bank size is known. */
export const jawabanDukunganSchema = buatSkemaJawabanDukungan();
/** Cognitive answers with any positive item number; use buatSkemaJawabanKognitif(n) when the bank size is known. */
export const jawabanKognitifSchema = buatSkemaJawabanKognitif();

/** Essay answer of the support scale: trimmed, at most JAWABAN_ESSAY_MAKS characters. */
export const jawabanEssaySchema = z
  .string()
  .trim()
  .max(JAWABAN_ESSAY_MAKS, `Jawaban essay terlalu panjang (maksimal ${JAWABAN_ESSAY_MAKS} karakter)`);

/** The band of a score against two cut-offs: >= tinggi Tinggi, >= sedang Sedang, else Rendah; null cannot be scored. */
export function kategoriBatas(skor: number | null, tinggi: number, sedang: number): KategoriSkor {
  if (skor === null) return 'Tidak dapat dihitung';
  if (skor >= tinggi) return 'Tinggi';
  if (skor >= sedang) return 'Sedang';
  return 'Rendah';
}

/** Rounds to 2 decimals, the precision every score is stored and compared at. */
export function bulat2(x: number): number {
  return Math.round((x + Number.EPSILON) * 100) / 100;
}
