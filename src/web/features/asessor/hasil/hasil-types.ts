// Shapes of the results API as the assessor's pages read them (seed-spec section 3).
import type { DomainPsc17, InstrumentKey, ScreeningKey, TraitKey } from '../../../../domain/instruments';
import type { Interpretasi } from '../../../../domain/interpretasi';

export type Kategori = 'Tinggi' | 'Sedang' | 'Rendah' | 'Tidak dapat dihitung';
export type StatusPsc17 = 'Bermasalah' | 'Tidak Bermasalah' | 'Tidak dapat dihitung';

export interface MetaHasil {
  tanggal: string;
  started_at: string | null;
  timed_out: boolean;
}

export interface SkorPid5 extends MetaHasil {
  traitScores: Record<TraitKey, { skor: number | null; kategori: Kategori }>;
  kesimpulan: string;
}
export interface SkorPsc17 extends MetaHasil {
  detail: Record<DomainPsc17, { status: StatusPsc17; skor: number | null }>;
  total_skor: number | null;
  kategori_total: StatusPsc17;
}
export interface SkorDukungan extends MetaHasil {
  jawaban: Record<string, number | string>;
  total_skor: number | null;
  kategori: Kategori;
  rata_rata: number | null;
  jawaban_essay: string | null;
}
export interface SkorKognitif extends MetaHasil {
  jawaban: Record<string, number | string>;
  total_skor: number;
  jumlah_soal: number;
  persen: number | null;
  kategori: Kategori;
}

export interface SkorPerInstrumen {
  pid5: SkorPid5;
  psc17: SkorPsc17;
  dukungan: SkorDukungan;
  kognitif: SkorKognitif;
}

export type HasilRow<K extends InstrumentKey = InstrumentKey> = SkorPerInstrumen[K] & {
  id: number;
  peserta_id: number;
  registration_no: string;
  name: string;
};

export interface GabunganRow {
  id: number;
  registration_no: string;
  name: string;
  selesai: InstrumentKey[];
  ada_catatan: boolean;
}

/** The interpretation travels as the domain builds it (D4); one type, no drift. */
export type { Interpretasi };

export interface GabunganDetail {
  peserta: {
    id: number;
    registration_no: string;
    name: string;
    age: number;
    place_of_birth: string;
    date_of_birth: string;
    location: string;
    assesor_id: number | null;
    asessor_login_id: string | null;
    asessor_name: string | null;
  };
  hasil: {
    'PID5-BF': SkorPid5 | null;
    PSC17: SkorPsc17 | null;
    DUKUNGAN: SkorDukungan | null;
    KOGNITIF: SkorKognitif | null;
  };
  skrining: { key: ScreeningKey; label: string; jawaban: 'Ya' | 'Tidak'; risiko: string; tinggi: boolean }[];
  interpretasi: Interpretasi;
  catatan: string | null;
  catatan_updated_at: string | null;
}
