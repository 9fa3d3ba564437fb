// What the PDF report shows about one record (a child's or a detainee's): the same content as the
// combined detail on screen (seed-spec section 2), already scored and interpreted, keyed by the
// record's battery. The route fills it from the combined-results loader of the hasil feature; tests
// build it straight from the domain's scorers.
import type { RincianPersetujuan } from '../persetujuan/persetujuan-data';
import type { Perbandingan } from '../ronde/ronde-data';
import type { CatatanTindakLanjut } from './laporan-tindak-lanjut';
import type { JenisKontak } from '#domain/kontak-lokasi.ts';
import type {
  InstrumentKey,
  Interpretasi,
  KategoriPeserta,
  MetaValiditas,
  ScreeningKey,
  SkorPerInstrumen,
  TinjauanHasil,
} from '#domain/index.ts';

/**
 * D22: the officer's copy (the default: what staff must act on, no item answers, no LGBT status) or the
 * clinician's copy (everything, with the item appendix; psychologist accounts only).
 */
export type Salinan = 'petugas' | 'psikolog';

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
  /** The bank version answered (issue 11), when known. */
  versi_bank?: number | null;
  /** The essay answer of a scale with an essay question (the support scale). */
  jawaban_essay?: string | null;
}

/** The saved sub test of each instrument, by key (absent or null when not done). */
export type HasilLaporan = { [K in InstrumentKey]?: SubTestTersimpan<SkorPerInstrumen[K]> | null };

export interface LaporanModel {
  /** The record's category (D17): the words of the headings (never "anak" for a detainee). */
  kategori: KategoriPeserta;
  /** The category's battery in order: which sections the report has, in which order. */
  baterai: InstrumentKey[];
  /** The Rutan the record belongs to (header). */
  rutan: string;
  /** When the report is made (ISO UTC), shown in WIB in the header. */
  dibuatPada: string;
  peserta: {
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
  hasil: HasilLaporan;
  /** `buatInterpretasi` over the battery's results and the screening answers. */
  interpretasi: Interpretasi;
  /** The note of the combined view (table `catatan`); shown when non-empty. */
  catatan: string | null;
  /** The assessor's answers when the record's person is a victim of sexual violence (null = not asked). */
  kekerasan_seksual?: { baru: 'Ya' | 'Tidak' | null; pelaku_satu_fasilitas: 'Ya' | 'Tidak' | null };
  /** D21: the consent on file and the person's own assent, each in a sentence (absent: not read). */
  persetujuan?: { persetujuan: string; kesediaan: string } | null;
  /** D21: the same in full, for the clinician's copy's own section (absent: not read; null: neither on file). */
  persetujuan_rinci?: RincianPersetujuan | null;
  /** D19: the record's follow-ups with their actions, referrals and history, in both copies (absent: not read). */
  tindak_lanjut?: CatatanTindakLanjut[];
  /** D24: the facility's local contacts, printed beside the follow-ups' actions in both copies (absent: not read). */
  kontak?: { jenis: JenisKontak; label: string; nama: string; telepon: string; keterangan: string | null; guna: string }[];
  /** D20: this round beside the previous one (absent or without `sebelum`: a single round, no section). */
  perbandingan?: Perbandingan | null;
  /** The questions of each bank, for the appendix of item answers (absent in a model without banks). */
  soal?: Partial<Record<InstrumentKey, SoalLampiran[]>>;
  /** Which copy (D22); absent: the officer's. */
  salinan?: Salinan;
  /** The psychologist who downloads the clinician's copy (its cover names them). */
  pengunduh?: { name: string; nomor_izin: string } | null;
  /** D22: Draf or Ditinjau, and the review (absent: not read). */
  tinjauan?: TinjauanHasil;
  /** What the record knows of the person (issue 27 Build 7); absent or null when not recorded. */
  orang?: { jenis_kelamin: string | null; pendidikan: string | null; bahasa: string | null; tanggal_masuk: string | null };
}

/** One question of a bank as the appendix shows it. */
export interface SoalLampiran {
  nomor: number;
  pertanyaan: string;
  /** Option labels by value (PID-5 0-3, PSC-17 0-2, support 1-5, SRQ-20 0-1). */
  pilihan: Record<string, string>;
  /** Cognitive answer key (A-F). */
  kunci: string | null;
}

/** The saved sub test of one instrument of the model, typed by its key. */
export function subTest<K extends InstrumentKey>(model: LaporanModel, key: K): SubTestTersimpan<SkorPerInstrumen[K]> | null {
  return (model.hasil[key] ?? null) as SubTestTersimpan<SkorPerInstrumen[K]> | null;
}

/** The sub tests of the battery that have a saved result, in the order they are taken. */
export function subTestAda(model: LaporanModel): InstrumentKey[] {
  return model.baterai.filter((k) => model.hasil[k]);
}

/** The sub tests of the battery that have no saved result, in the order they are taken. */
export function subTestBelumAda(model: LaporanModel): InstrumentKey[] {
  return model.baterai.filter((k) => !model.hasil[k]);
}
