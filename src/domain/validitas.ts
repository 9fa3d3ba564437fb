// How far a saved sub test can be trusted (D12): duration, how many items were answered, and the
// validity flags. Pure functions over what the server keeps of a sub test; generic over instruments
// (an instrument only adds the chance level of a right/wrong test), so every instrument definition,
// the child's four and the detainee battery alike, gets the same flags from the same thresholds.
import type { z } from 'zod';
import type { KodeValiditas } from './kode-validitas';
import type { metaValiditasSchema, tandaValiditasSchema } from './skor/bentuk';

/** More than this share of empty items raises `banyak_kosong` (20 % exactly does not). */
export const VALIDITAS_BATAS_KOSONG = 0.2;
/** A median below this many seconds an item raises `terlalu_cepat` (2.0 exactly does not), unless the instrument sets its own. */
export const VALIDITAS_DETIK_MINIMUM_PER_SOAL = 2;
/** `pola_sama` is judged only when at least this many items were answered (two equal answers say nothing). */
export const VALIDITAS_POLA_SAMA_MIN_DIJAWAB = 5;

export { KODE_VALIDITAS, type KodeValiditas } from './kode-validitas';

export type TandaValiditas = z.infer<typeof tandaValiditasSchema>;

/** Short names of the flags, for badges and the administration record. */
export const LABEL_VALIDITAS: Readonly<Record<KodeValiditas, string>> = {
  waktu_habis: 'Waktu habis',
  diakhiri_petugas: 'Diakhiri petugas',
  berhenti_peserta: 'Dihentikan peserta',
  banyak_kosong: 'Banyak kosong',
  pola_sama: 'Pola jawaban sama',
  terlalu_cepat: 'Terlalu cepat',
  di_bawah_peluang: 'Setara menebak',
};

/** What the validity of one saved sub test is judged from. */
export interface InputValiditas {
  /** Items the child was given (bank size at the time of the sub test). */
  jumlahSoal: number;
  /** Answered items only ({"1": 2, ...}); empty items are absent. */
  jawaban: Readonly<Record<string, number | string>>;
  timedOut: boolean;
  /** Finding 8 (issue 27): ended by staff from Pemantauan (who and why); such a sub test is no time-out. */
  diakhiri?: { oleh: string; alasan: string | null } | null;
  /** D21: the person pressed "Berhenti mengerjakan"; such a sub test is no time-out either. */
  berhentiPeserta?: boolean;
  /** Seconds spent per answered item (see `detikPerSoal`), or null when the time is unknown. */
  detikPerSoal: readonly number[] | null;
  /**
   * Symptom checklists (PID-5, PSC-17, SRQ-20): the value that means "no complaint". Answering it
   * throughout is what a well person does, so it is not pola_sama (CLINICAL.md "Round three"); the
   * interpretation names it as nothing reported instead.
   */
  nilaiTanpaKeluhan?: number;
  /** The instrument's own reading time an item (`detikMinimumPerSoal`); default VALIDITAS_DETIK_MINIMUM_PER_SOAL. */
  detikMinimum?: number;
  /** Right/wrong tests: number right and options per item; the flag compares with blind guessing. */
  peluang?: { benar: number; jumlahPilihan: number };
}

/** The part of D12 that every saved sub test shows beside its score (`metaValiditasSchema`). */
export type MetaValiditas = z.infer<typeof metaValiditasSchema>;

/** The median of a list of numbers (null for an empty list). */
export function median(xs: readonly number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

const satuDesimal = (x: number) => String(Math.round(x * 10) / 10).replace('.', ',');

/**
 * Seconds spent on each answered item, from the server's clock: an item's time is the time since the
 * previous arrival of answers (or since the sub test opened), shared equally by the items that
 * arrived together in one draft or in the submit. Answers sent offline in one batch therefore count
 * as their average, never as zero; items without a recorded arrival arrived with the submit.
 */
export function detikPerSoal(
  mulaiMs: number,
  selesaiMs: number,
  dijawab: readonly string[],
  kedatanganMs: Readonly<Record<string, number>>,
): Record<string, number> {
  // A save stamped before the start (a server clock set back) counts as no time, never as negative.
  const akhirMs = Math.max(mulaiMs, selesaiMs);
  const waktu = (n: string) => Math.min(Math.max(kedatanganMs[n] ?? akhirMs, mulaiMs), akhirMs);
  const kelompok = new Map<number, string[]>();
  for (const n of dijawab) {
    const t = waktu(n);
    kelompok.set(t, [...(kelompok.get(t) ?? []), n]);
  }
  const hasil: Record<string, number> = {};
  let sebelum = mulaiMs;
  for (const t of [...kelompok.keys()].sort((a, b) => a - b)) {
    const items = kelompok.get(t)!;
    const per = (t - sebelum) / 1000 / items.length;
    for (const n of items) hasil[n] = Math.round(per * 100) / 100;
    sebelum = t;
  }
  return hasil;
}

/** The validity flags of one saved sub test, in the order of KODE_VALIDITAS. */
export function validitasHasil(input: InputValiditas): TandaValiditas[] {
  const { jumlahSoal, jawaban, timedOut, detikPerSoal: detik, peluang } = input;
  const nilai = Object.values(jawaban).map((v) => String(v).trim().toUpperCase());
  const dijawab = nilai.length;
  const kosong = Math.max(0, jumlahSoal - dijawab);
  const tanda: TandaValiditas[] = [];

  if (timedOut && input.diakhiri) {
    tanda.push({
      kode: 'diakhiri_petugas',
      pesan: `Diakhiri petugas (${input.diakhiri.oleh}${input.diakhiri.alasan ? `, alasan: ${input.diakhiri.alasan}` : ''}): jawaban yang sudah diisi disimpan.`,
    });
  } else if (timedOut && input.berhentiPeserta) {
    tanda.push({ kode: 'berhenti_peserta', pesan: 'Dihentikan peserta (menekan Berhenti): jawaban yang sudah diisi disimpan.' });
  } else if (timedOut) {
    tanda.push({ kode: 'waktu_habis', pesan: 'Waktu habis: sub test ditutup otomatis dengan jawaban yang sudah diisi.' });
  }
  if (jumlahSoal > 0 && kosong > VALIDITAS_BATAS_KOSONG * jumlahSoal) {
    tanda.push({ kode: 'banyak_kosong', pesan: `${kosong} dari ${jumlahSoal} soal tidak dijawab (lebih dari 20%).` });
  }
  const tanpaKeluhan = input.nilaiTanpaKeluhan !== undefined && nilai[0] === String(input.nilaiTanpaKeluhan);
  if (dijawab >= VALIDITAS_POLA_SAMA_MIN_DIJAWAB && nilai.every((v) => v === nilai[0]) && !tanpaKeluhan) {
    tanda.push({
      kode: 'pola_sama',
      pesan: peluang
        ? `Semua ${dijawab} jawaban memakai huruf yang sama (${nilai[0]}): soalnya mungkin tidak dikerjakan.`
        : `Semua ${dijawab} jawaban memakai pilihan yang sama: pernyataannya mungkin dijawab tanpa dibaca.`,
    });
  }
  const med = detik ? median(detik) : null;
  const batas = input.detikMinimum ?? VALIDITAS_DETIK_MINIMUM_PER_SOAL;
  if (med !== null && med < batas) {
    tanda.push({
      kode: 'terlalu_cepat',
      pesan: `Separuh soal dijawab dalam waktu kurang dari ${batas} detik (nilai tengah ${satuDesimal(med)} detik): soal kemungkinan tidak dibaca.`,
    });
  }
  // Chance is judged on the items the child attempted: empty items are reported apart (banyak_kosong).
  if (peluang && dijawab > 0 && peluang.jumlahPilihan > 0 && peluang.benar * peluang.jumlahPilihan <= dijawab) {
    tanda.push({
      kode: 'di_bawah_peluang',
      pesan: `${peluang.benar} benar dari ${dijawab} soal yang dijawab: tidak lebih baik daripada menebak (1 dari ${peluang.jumlahPilihan}).`,
    });
  }
  return tanda;
}

/** The D12 meta of a saved sub test from its stored parts. */
export function metaValiditas(input: InputValiditas & { durasiDetik: number | null }): MetaValiditas {
  return {
    durasi_detik: input.durasiDetik,
    jumlah_soal: input.jumlahSoal,
    jumlah_dijawab: Object.keys(input.jawaban).length,
    validitas: validitasHasil(input),
  };
}

/**
 * The "Waktu habis" cell of the administration table and the export: a sub test ended by staff or
 * stopped by the person says so and never reads as a time-out (finding 8 of issue 27, D21).
 */
export function teksWaktuHabis(timedOut: boolean, validitas: readonly TandaValiditas[]): string {
  const akhir = validitas.find((v) => v.kode === 'diakhiri_petugas' || v.kode === 'berhenti_peserta');
  if (akhir) return LABEL_VALIDITAS[akhir.kode];
  return timedOut ? 'Ya' : 'Tidak';
}

/** True when a flag weakens the result (every flag does; kept as a function so rules read plainly). */
export function adaTanda(meta: { validitas?: readonly TandaValiditas[] } | null | undefined): boolean {
  return (meta?.validitas?.length ?? 0) > 0;
}
