// D22: the psychologist's review of a result, and who may give it. A result is a draft until a
// psychologist confirms or overrides the rules' priority; a result saved after the review (a new sub
// test, changed screening answers) makes it a draft again, since the review no longer covers it.
import type { Prioritas } from './interpretasi';

export type StatusTinjauan = 'draf' | 'ditinjau';

export const LABEL_STATUS_TINJAUAN: Record<StatusTinjauan, string> = { draf: 'Draf', ditinjau: 'Ditinjau' };

/** A review as it was given: the reviewer's name and number as they were then. */
export interface Tinjauan {
  /** The screening round it covers (D20; 1 until rounds exist). */
  ronde: number;
  /** The rules' priority when reviewed. */
  prioritas_sistem: Prioritas;
  /** The priority the psychologist set: the same when confirmed. */
  prioritas: Prioritas;
  /** Why the priority was overridden (null when confirmed). */
  alasan: string | null;
  catatan_klinis: string | null;
  psikolog_nama: string;
  nomor_izin: string;
  ditinjau_at: string;
}

/** The review state of a record's result: Draf or Ditinjau, the last review, and whether results came after it. */
export interface TinjauanHasil {
  status: StatusTinjauan;
  tinjauan: Tinjauan | null;
  /** A result or screening answer arrived after the last review: a draft again. */
  berubah_setelah_tinjauan: boolean;
}

/** Draf or Ditinjau: ditinjau only when the last review came after the last finding (ISO times compare as text). */
export function statusTinjauan(tinjauan: Tinjauan | null, temuanTerakhir: string | null): TinjauanHasil {
  if (!tinjauan) return { status: 'draf', tinjauan: null, berubah_setelah_tinjauan: false };
  const berubah = temuanTerakhir !== null && temuanTerakhir > tinjauan.ditinjau_at;
  return { status: berubah ? 'draf' : 'ditinjau', tinjauan, berubah_setelah_tinjauan: berubah };
}

/** One line for screens and both copies of the report: who reviewed, when, and the priority set. */
export function kalimatTinjauan(t: Tinjauan, waktu: (iso: string) => string): string {
  const siapa = `${t.psikolog_nama} (SIPP/STR ${t.nomor_izin})`;
  return t.prioritas === t.prioritas_sistem
    ? `Ditinjau oleh psikolog ${siapa} pada ${waktu(t.ditinjau_at)}: prioritas ${t.prioritas} dikonfirmasi.`
    : `Ditinjau oleh psikolog ${siapa} pada ${waktu(t.ditinjau_at)}: prioritas diubah dari ${t.prioritas_sistem} (aturan) menjadi ${t.prioritas}. Alasan: ${t.alasan ?? '-'}`;
}

/** A SIPP or STR number as licences print them: letters, digits, spaces, '.', '/', '-', ':' with at least four digits. */
export const POLA_NOMOR_IZIN = /^(?=(?:\D*\d){4})[A-Za-z0-9./:\- ]{4,40}$/;

export const PESAN_NOMOR_IZIN =
  'Nomor SIPP atau STR psikolog wajib diisi: 4-40 karakter berupa huruf, angka, spasi, titik, garis miring, titik dua, atau tanda hubung, dengan paling sedikit 4 angka.';
export const PESAN_BUKAN_PSIKOLOG =
  'Hanya akun asessor yang ditandai admin sebagai psikolog (dengan nomor SIPP atau STR) yang dapat membuka salinan psikolog atau meninjau hasil.';
export const PESAN_ALASAN_WAJIB = 'Alasan wajib diisi bila prioritas diubah dari hasil aturan.';
export const PESAN_TINJAUAN_DISIMPAN = 'Tinjauan psikolog disimpan.';
export const PESAN_PSIKOLOG_DISIMPAN = 'Status psikolog akun asessor disimpan.';

export const TINJAUAN_LIMITS = { alasan: 1000, catatan: 4000, nomorIzin: 40 } as const;

/**
 * The priority a record's follow-up works to: the psychologist's while the review covers every finding
 * (`ditinjau`), the rules' otherwise. A review may lower the rules' priority as well as raise it; a later
 * finding hands the decision back to the rules until the next review.
 */
export function prioritasBerlaku(prioritasAturan: Prioritas, t: TinjauanHasil): Prioritas {
  return t.status === 'ditinjau' && t.tinjauan ? t.tinjauan.prioritas : prioritasAturan;
}
