// The shapes a saved result and a combined result travel in (seed-spec section 3), shared by the
// server that assembles them and the pages and report that show them: one definition, no drift.
import {
  INSTRUMEN,
  type InstrumentKey,
  type JenisSkor,
  type JenisSkorDari,
  type KategoriPeserta,
  type ScreeningKey,
} from './instrumen';
import type { Interpretasi, Prioritas } from './interpretasi';
import type { TinjauanHasil } from './tinjauan';
import type { z } from 'zod';
import type { metaHasilSchema, SKEMA_SKOR_KELUARAN } from './skor/bentuk';
import type { SkorPerInstrumen } from './skor/instrumen';

export type { SkorPerInstrumen };

/** Date, time-out mark and the D12 validity meta of a saved result (`metaHasilSchema`). */
export type MetaHasil = z.infer<typeof metaHasilSchema>;

/** A saved result of a scoring kind as the API and the report show it: the stored score (with the support scale's essay) and its meta. */
export type HasilKeluaranJenis<J extends JenisSkor> = z.infer<(typeof SKEMA_SKOR_KELUARAN)[J]> & MetaHasil;

/** A saved result of each instrument, by its scoring kind. */
export type HasilKeluaran = { [K in InstrumentKey]: HasilKeluaranJenis<JenisSkorDari<K>> };

/**
 * The combined result's `hasil`: keyed by each instrument's code (seed-spec section 3: 'PID5-BF', 'PSC17',
 * 'DUKUNGAN', 'KOGNITIF' for a child), one entry per instrument of the record's battery, null when that
 * sub test has no result.
 */
export type HasilPerKode = { [K in InstrumentKey as (typeof INSTRUMEN)[K]['kode']]?: HasilKeluaran[K] | null };

/** One instrument's result of a combined result's `hasil`, by instrument key; null when missing or not in the battery. */
export function hasilInstrumen<K extends InstrumentKey>(hasil: HasilPerKode, key: K): HasilKeluaran[K] | null {
  return ((hasil as Record<string, unknown>)[INSTRUMEN[key].kode] ?? null) as HasilKeluaran[K] | null;
}

/** One screening answer with its risk label, as the combined view shows it. */
export interface SkriningGabungan {
  key: ScreeningKey;
  /** The domain's label, e.g. 'Napza'. */
  label: string;
  jawaban: 'Ya' | 'Tidak';
  /** 'Risiko Tinggi' for 'Ya' (shown red), else 'Risiko Rendah' (green). */
  risiko: string;
  tinggi: boolean;
}

/** Who a record is, as the combined view and the exports name the person. */
export interface IdentitasPeserta {
  id: number;
  registration_no: string;
  name: string;
  age: number;
  place_of_birth: string;
  date_of_birth: string;
  /** What the record knows of the person (issue 27 Build 7); null on records made before. */
  jenis_kelamin: string | null;
  pendidikan: string | null;
  bahasa: string | null;
  /** YYYY-MM-DD */
  tanggal_masuk: string | null;
}

const KOLOM_IDENTITAS_PESERTA = [
  'id',
  'registration_no',
  'name',
  'age',
  'place_of_birth',
  'date_of_birth',
  'jenis_kelamin',
  'pendidikan',
  'bahasa',
  'tanggal_masuk',
] as const satisfies readonly (keyof IdentitasPeserta)[];

/** The identity fields of a row that carries more. */
export const identitasPeserta = (p: IdentitasPeserta): IdentitasPeserta =>
  Object.fromEntries(KOLOM_IDENTITAS_PESERTA.map((k) => [k, p[k]])) as unknown as IdentitasPeserta;

/** The whole combined view of one record (a child's or a detainee's). */
export interface HasilGabungan {
  /** The record's category (D17): which battery, which words (never "anak" for a detainee). */
  kategori: KategoriPeserta;
  /** The category's battery in order (Kelola Soal): the instruments `hasil` holds, in the order to show them. */
  baterai: InstrumentKey[];
  peserta: IdentitasPeserta & {
    location: string;
    /** asessor.id of the responsible assessor (null once that account is deleted). */
    assesor_id: number | null;
    /** The responsible assessor's login id (asessor.assesor_id) and name. */
    asessor_login_id: string | null;
    asessor_name: string | null;
    /** The assessor's answers when the child is a victim of sexual violence (null = not asked). */
    kekerasan_seksual_baru: 'Ya' | 'Tidak' | null;
    pelaku_satu_fasilitas: 'Ya' | 'Tidak' | null;
  };
  /** D12: the priority with its follow-up time and the first actions (the same as in `interpretasi`). */
  prioritas: Prioritas;
  tenggat: string;
  tindakan_utama: string[];
  /** Keyed by instrument code as seed-spec section 3 says, one entry per instrument of `baterai`; null when the sub test has no result. */
  hasil: HasilPerKode;
  skrining: SkriningGabungan[];
  /** The interpretation, or `{ lengkap: false, pesan, ... }` with the priority so far until every battery result exists. */
  interpretasi: Interpretasi;
  catatan: string | null;
  catatan_updated_at: string | null;
  /** D22: Draf or Ditinjau, with the psychologist's last review of the current round. */
  tinjauan: TinjauanHasil;
}
