// What the PDF report shows about one child: the same content as the combined detail on screen
// (seed-spec section 2), already scored and interpreted. The route fills it from the combined-results
// loader of the hasil feature; tests build it straight from the domain's scorers.
import {
  URUTAN_ANAK,
  type MetaValiditas,
  type HasilDukungan,
  type HasilKognitif,
  type HasilPid5,
  type HasilPsc17,
  type InstrumentKey,
  type KunciAnak,
  type Interpretasi,
  type ScreeningKey,
} from '../../../domain';

/** One saved sub test: its score in the shape of seed-spec section 3 and when/how it closed. */
export interface SubTestTersimpan<S> {
  skor: S;
  /** Closed by the time limit (D5): submitted with what was answered. */
  timed_out: boolean;
  started_at: string | null;
  submitted_at: string | null;
  /** D12: duration, items given and answered, validity flags. */
  meta: MetaValiditas;
  /** The answered items, for the appendix. */
  jawaban: Record<string, number | string>;
  /** The bank version the child answered (issue 11), when known. */
  versi_bank?: number | null;
}

export interface LaporanModel {
  /** The Rutan the record belongs to (header). */
  rutan: string;
  /** When the report is made (ISO UTC), shown in WIB in the header. */
  dibuatPada: string;
  anak: {
    registration_no: string;
    name: string;
    age: number;
    place_of_birth: string;
    /** YYYY-MM-DD */
    date_of_birth: string;
  };
  /** The responsible assessor, or null when the account no longer exists. */
  asessor: { name: string; assesor_id: string } | null;
  /** The seven screening answers ('Ya' / 'Tidak'). */
  skrining: Record<ScreeningKey, string>;
  hasil: {
    pid5: SubTestTersimpan<HasilPid5> | null;
    psc17: SubTestTersimpan<HasilPsc17> | null;
    dukungan: (SubTestTersimpan<HasilDukungan> & { jawaban_essay: string | null }) | null;
    kognitif: SubTestTersimpan<HasilKognitif> | null;
  };
  /** `buatInterpretasi` over the four results and the screening answers. */
  interpretasi: Interpretasi;
  /** The note of the combined view (table `catatan`); shown when non-empty. */
  catatan: string | null;
  /** The assessor's answers when the child is a victim of sexual violence (null = not asked). */
  kekerasan_seksual?: { baru: 'Ya' | 'Tidak' | null; pelaku_satu_fasilitas: 'Ya' | 'Tidak' | null };
  /** The questions of each bank, for the appendix of item answers (absent in a model without banks). */
  soal?: Partial<Record<InstrumentKey, SoalLampiran[]>>;
}

/** One question of a bank as the appendix shows it. */
export interface SoalLampiran {
  nomor: number;
  pertanyaan: string;
  /** Option labels by value (PID-5 0-3, PSC-17 0-2, support 1-5). */
  pilihan: Record<string, string>;
  /** Cognitive answer key (A-F). */
  kunci: string | null;
}

/** The sub tests that have no saved result, in the order the child takes them. */
export function subTestBelumAda(model: LaporanModel): KunciAnak[] {
  return URUTAN_ANAK.filter((k) => !model.hasil[k]);
}
