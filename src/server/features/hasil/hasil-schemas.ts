// Reply shapes of the results API (seed-spec sections 3 and 7): plain schemas without transforms,
// so that they serialize and document cleanly.
import { z } from 'zod';
import {
  DOMAIN_PSC17_KEYS,
  INSTRUMEN,
  INSTRUMENT_KEYS,
  KATEGORI_PESERTA,
  KODE_VALIDITAS,
  PRIORITAS_KEYS,
  SCREENING_KEYS,
  TRAIT_KEYS,
  type InstrumentKey,
  type JenisSkor,
  type Prioritas,
} from '../../../domain';

const kategori = z.enum(['Tinggi', 'Sedang', 'Rendah', 'Tidak dapat dihitung']);
const statusPsc17 = z.enum(['Bermasalah', 'Tidak Bermasalah', 'Tidak pasti', 'Tidak dapat dihitung']);
const jawaban = z.record(z.string(), z.union([z.number(), z.string()]));

const skorTrait = z.object({ skor: z.number().nullable(), kategori, diprorata: z.boolean().optional() });
const traitScores = z.object(
  Object.fromEntries(TRAIT_KEYS.map((t) => [t, skorTrait])) as Record<(typeof TRAIT_KEYS)[number], typeof skorTrait>,
);
const detailPsc17 = z.object(
  Object.fromEntries(DOMAIN_PSC17_KEYS.map((d) => [d, z.object({ status: statusPsc17, skor: z.number().nullable() })])) as Record<
    (typeof DOMAIN_PSC17_KEYS)[number],
    z.ZodObject<{ status: typeof statusPsc17; skor: z.ZodNullable<z.ZodNumber> }>
  >,
);

/** When a result was saved, whether its sub test closed on time-out (D5), and how far it can be trusted (D12). */
const meta = {
  tanggal: z.string(),
  started_at: z.string().nullable(),
  timed_out: z.boolean(),
  jawaban,
  durasi_detik: z.number().nullable(),
  jumlah_soal: z.number(),
  jumlah_dijawab: z.number(),
  validitas: z.array(z.object({ kode: z.enum(KODE_VALIDITAS), pesan: z.string() })),
  /** The bank version the answers were given on (issue 11); null before versions were kept. */
  versi_bank: z.number().nullable(),
};

export const skorPid5Out = z.object({ traitScores, kesimpulan: z.string() });
export const skorPsc17Out = z.object({ detail: detailPsc17, total_skor: z.number().nullable(), kategori_total: statusPsc17 });
export const skorDukunganOut = z.object({
  total_skor: z.number().nullable(),
  kategori,
  rata_rata: z.number().nullable(),
  jawaban_essay: z.string().nullable(),
});
export const skorKognitifOut = z.object({
  total_skor: z.number(),
  jumlah_soal: z.number(),
  persen: z.number().nullable(),
  kategori,
});

export const skorSrq20Out = z.object({
  total_skor: z.number(),
  kategori: z.enum(['Terindikasi', 'Tidak Terindikasi', 'Tidak pasti']),
  butir_kritis: z.array(z.number()),
});

const listBase = { id: z.number(), peserta_id: z.number(), registration_no: z.string(), name: z.string(), ...meta };
/** What every row of a result list carries beside its scores (the web's HasilRow, through the contract). */
export const hasilRowDasar = z.object(listBase);

/** The reply shape of a result by scoring kind (the instrument's definition names its kind). */
const SKOR_OUT = {
  trait: skorPid5Out,
  domain: skorPsc17Out,
  rerata: skorDukunganOut,
  kunci: skorKognitifOut,
  ya_tidak: skorSrq20Out,
} as const satisfies Record<JenisSkor, z.ZodObject>;

/** One row of an instrument's results list. */
export function hasilRow(instrument: InstrumentKey) {
  return SKOR_OUT[INSTRUMEN[instrument].skor.jenis].extend(listBase);
}

const instrumentKey = z.enum(INSTRUMENT_KEYS);
const prioritas = z.enum(PRIORITAS_KEYS as [Prioritas, ...Prioritas[]]);

/** One row of the combined list: which sub tests are done, whether a note exists. */
export const gabunganRow = z.object({
  id: z.number(),
  registration_no: z.string(),
  name: z.string(),
  selesai: z.array(instrumentKey),
  /** The category's battery in order (what `selesai` counts against). */
  baterai: z.array(instrumentKey),
  ada_catatan: z.boolean(),
  /** The same priority as the child's combined result (from what exists so far). */
  prioritas,
});

const kritis = z.object({ aktif: z.boolean(), alasan: z.array(z.string()), tindakan: z.array(z.string()) });
const kelompok = z.array(z.object({ tema: z.string(), judul: z.string(), kalimat: z.array(z.string()) }));
const tindakLanjut = {
  /** Whom the sentences speak of (D17): the record's category. */
  kategori: z.enum(KATEGORI_PESERTA),
  prioritas,
  tenggat: z.string(),
  batas_jam: z.number().nullable(),
  tindakan_utama: z.array(z.string()),
  kritis,
  aturanTerpakai: z.array(z.string()),
};

const interpretasi = z.union([
  z.object({ lengkap: z.literal(false), pesan: z.string(), ...tindakLanjut }),
  z.object({
    lengkap: z.literal(true),
    ...tindakLanjut,
    batasan: z.array(z.string()),
    kekuatan: z.array(z.string()),
    bagian: z.object({
      gambaran_kepribadian: kelompok,
      kecenderungan_masalah: kelompok,
      intervensi: kelompok,
      kesimpulan: z.array(z.string()),
    }),
  }),
]);

/** The combined detail of one record (the same model the PDF report prints). */
export const gabunganDetail = z.object({
  kategori: z.enum(KATEGORI_PESERTA),
  /** The category's battery in order: the instruments `hasil` holds. */
  baterai: z.array(instrumentKey),
  peserta: z.object({
    id: z.number(),
    registration_no: z.string(),
    name: z.string(),
    age: z.number(),
    place_of_birth: z.string(),
    date_of_birth: z.string(),
    location: z.string(),
    assesor_id: z.number().nullable(),
    asessor_login_id: z.string().nullable(),
    asessor_name: z.string().nullable(),
    kekerasan_seksual_baru: z.enum(['Ya', 'Tidak']).nullable(),
    pelaku_satu_fasilitas: z.enum(['Ya', 'Tidak']).nullable(),
  }),
  prioritas,
  tenggat: z.string(),
  tindakan_utama: z.array(z.string()),
  /** Keyed by instrument code (seed-spec section 3), one entry per sub test of the record's battery (null when not done). */
  hasil: z.object(
    Object.fromEntries(INSTRUMENT_KEYS.map((k) => [INSTRUMEN[k].kode, SKOR_OUT[INSTRUMEN[k].skor.jenis].extend(meta).nullable().optional()])),
  ),
  skrining: z.array(
    z.object({
      key: z.enum(SCREENING_KEYS),
      label: z.string(),
      jawaban: z.enum(['Ya', 'Tidak']),
      risiko: z.string(),
      tinggi: z.boolean(),
    }),
  ),
  interpretasi,
  catatan: z.string().nullable(),
  catatan_updated_at: z.string().nullable(),
});
