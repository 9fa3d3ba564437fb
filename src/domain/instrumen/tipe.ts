// The shape of one instrument's definition (D17). A definition is the only place that knows an
// instrument: the sub-test pages, the save calls, the scorer, the result screens, the report and the
// exports all read it. Adding an instrument is one module beside this file, its default bank and its
// interpretation rules.
import type { HasilValidasi, JawabanForm } from '../validasi';
import type { KategoriPeserta, PilihanJawaban } from './dasar';

/**
 * How answers are scored, and with that how a result is stored, shown, charted and exported:
 * - `trait`: PID-5-BF traits (mean of 5 items each, 0-3), a bar chart of the five traits;
 * - `domain`: PSC-17 domains and total against cut-offs, a bar chart of the domains;
 * - `rerata`: a sum with a band from the mean item score (support scale), the answers listed;
 * - `kunci`: answers against a key from the bank (cognitive), number correct and its band;
 * - `ya_tidak`: the number of 'Ya' against a cut-off, with critical items (SRQ-20).
 */
export type JenisSkor = 'trait' | 'domain' | 'rerata' | 'kunci' | 'ya_tidak';

/** Texts of a sub test (seed-spec section 8). */
export interface PesanInstrumen {
  /** After a successful save. */
  berhasil: string;
  /** When the server refused the answers. */
  gagalDitolak: string;
  /** When the server could not be reached. */
  gagalJaringan: string;
  /** When the page finds no participant to save for. */
  tanpaPengguna: string;
}

export interface DefinisiInstrumen {
  /** Key in URLs of the API, in the database and in the banks: 'pid5'. */
  key: string;
  /** Code of the combined result and the banks: 'PID5-BF'. */
  kode: string;
  /** Name in the admin's instrument selector (Kelola Soal). */
  label: string;
  /** Short name: the "Lanjut ke ..." button, the export columns. */
  namaPendek: string;
  /** Name after "Sub Test n: " on the participant's page. */
  nama: string;
  /** Title of the sub test at its place in the default battery: judulSubtes(key, place). */
  judul: string;
  /** Section title of the report. */
  judulLaporan: string;
  /** Title of its block in the combined view on screen. */
  judulGabungan: string;
  /** Name in the report's administration record: "Sub Test n (...)". */
  namaLaporan: string;
  /** Fixed number of items (the scoring key needs them all), or null when the bank decides. */
  jumlahSoal: number | null;
  batasWaktuMenit: number;
  /**
   * D12 terlalu_cepat: a median below this many seconds an item means the items were likely not read
   * (CLINICAL.md "Round three": a weak reader needs 4-6 s a PID-5 item, a pattern item 8 s or more).
   */
  detikMinimumPerSoal: number;
  /** Route segment of the sub test's page (/asesmen/{ruteAnak}/{id}); the API accepts it beside the key. */
  ruteAnak: string;
  /** The child's save call of seed-spec section 7, or null (detainee instruments save by key). */
  simpanPath: string | null;
  /** Answer options; their `nilai` are the values `jawaban` carries (D10). */
  pilihan: readonly PilihanJawaban[];
  /** Options every bank row must have, or null when the options are pictures. */
  jumlahPilihanWajib: number | null;
  /** `teks`: a statement with options; `gambar`: a picture with pictured options A-F and worked examples. */
  soal: 'teks' | 'gambar';
  /** The essay question after the items, or null. */
  essay: string | null;
  /** Instructions on the sub test's page (a child's, in "kamu", when the instrument serves both categories). */
  petunjuk: string;
  /**
   * Words that differ by whom they address (issue 32): "kamu" to a child, "Anda" to an adult. A
   * category without an entry reads `petunjuk` and `essay` as they are; see `teksUntuk`.
   */
  sapaan?: Partial<Record<KategoriPeserta, { petunjuk?: string; essay?: string }>>;
  /** A line shown beside the options of every item (what an answer means), or null. */
  keteranganPilihan: string | null;
  pesan: PesanInstrumen;
  skor: { jenis: JenisSkor };
  /** The categories of records whose battery may hold it (a child form is not for adults, and the reverse). */
  kategori: readonly KategoriPeserta[];
  /** The spec's completeness check of the form before submit (section 5). */
  validasi: (jawaban: JawabanForm, jumlahSoal: number, essay: string | null | undefined) => HasilValidasi;
}
