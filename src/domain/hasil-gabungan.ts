// The shapes a saved result and a child's combined result travel in (seed-spec section 3), shared by
// the server that assembles them and the pages and report that show them: one definition, no drift.
import type { InstrumentKey, JenisSkor, JenisSkorDari, ScreeningKey } from './instrumen';
import type { Interpretasi, Prioritas } from './interpretasi';
import type { SkorPerInstrumen, SkorPerJenis } from './skor/instrumen';
import type { MetaValiditas } from './validitas';

export type { SkorPerInstrumen };

/** Date, time-out mark and the D12 validity meta of a saved result. */
export interface MetaHasil extends MetaValiditas {
  tanggal: string;
  started_at: string | null;
  timed_out: boolean;
  /** The raw answers of the answered items ({"1": 2, ...}), for the item-level appendix. */
  jawaban: Record<string, number | string>;
  /** The version of the bank the answers were given on (issue 11); null for results saved before versions were kept. */
  versi_bank: number | null;
}

/** What a result shows beside its score and meta, by scoring kind: the support scale's essay. */
export interface TambahanPerJenis {
  trait: object;
  domain: object;
  rerata: { jawaban_essay: string | null };
  kunci: object;
  ya_tidak: object;
}

/** A saved result of a scoring kind as the API and the report show it: the stored score and its meta (plus answers where shown). */
export type HasilKeluaranJenis<J extends JenisSkor> = SkorPerJenis[J] & MetaHasil & TambahanPerJenis[J];

/** A saved result of each instrument, by its scoring kind. */
export type HasilKeluaran = { [K in InstrumentKey]: HasilKeluaranJenis<JenisSkorDari<K>> };

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

/** The whole combined view of one child. */
export interface HasilGabungan {
  peserta: {
    id: number;
    registration_no: string;
    name: string;
    age: number;
    place_of_birth: string;
    date_of_birth: string;
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
  /** Keyed by instrument code as seed-spec section 3 says; null when the sub test has no result. */
  hasil: {
    'PID5-BF': HasilKeluaran['pid5'] | null;
    PSC17: HasilKeluaran['psc17'] | null;
    DUKUNGAN: HasilKeluaran['dukungan'] | null;
    KOGNITIF: HasilKeluaran['kognitif'] | null;
  };
  skrining: SkriningGabungan[];
  /** The interpretation, or `{ lengkap: false, pesan, ... }` with the priority so far until all four results exist. */
  interpretasi: Interpretasi;
  catatan: string | null;
  catatan_updated_at: string | null;
}
