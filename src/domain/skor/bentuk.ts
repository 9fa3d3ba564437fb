// The shapes a score travels in (seed-spec section 3), written once as zod schemas: the stored score
// of each scoring kind, what a result shows beside it, and the meta of a saved result. The domain's
// types are inferred from them; the server builds its replies and its reading of stored rows from
// them. Modules the web app loads import only types from here, so no schema reaches its bundle.
import { z } from 'zod';
import { DOMAIN_PSC17_KEYS, TRAIT_KEYS } from '../instrumen/dasar';
import type { JenisSkor } from '../instrumen/tipe';
import { KODE_VALIDITAS } from '../kode-validitas';

/** The band of a PID-5, support or cognitive score. The last value is what a score that cannot be read shows. */
export const KATEGORI_SKOR = ['Tinggi', 'Sedang', 'Rendah', 'Tidak dapat dihitung'] as const;
export type KategoriSkor = (typeof KATEGORI_SKOR)[number];
/** The status of a PSC-17 domain or total (D12: 'Tidak pasti' when empty items could cross the cut-off). The last value as above. */
export const STATUS_PSC17 = ['Bermasalah', 'Tidak Bermasalah', 'Tidak pasti', 'Tidak dapat dihitung'] as const;
export type StatusPsc17 = (typeof STATUS_PSC17)[number];
/** The SRQ-20 category. The last value as above. */
export const KATEGORI_SRQ20 = ['Terindikasi', 'Tidak Terindikasi', 'Tidak pasti'] as const;
export type KategoriSrq20 = (typeof KATEGORI_SRQ20)[number];

/** An object with the same schema under each key. */
function perKunci<K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) {
  return z.object(Object.fromEntries(keys.map((k) => [k, schema])) as Record<K, S>);
}

const kategori = z.enum(KATEGORI_SKOR);
const statusPsc17 = z.enum(STATUS_PSC17);

export const skorTraitSchema = z.object({
  skor: z.number().nullable(),
  kategori,
  /** True when one item was empty and the score was prorated (D12); absent otherwise. */
  diprorata: z.boolean().optional(),
});
export const hasilPid5Schema = z.object({ traitScores: perKunci(TRAIT_KEYS, skorTraitSchema), kesimpulan: z.string() });

export const skorDomainPsc17Schema = z.object({
  status: statusPsc17,
  skor: z.number().nullable(),
  /** True when too many items were empty but the answered ones already reach the cut-off: the score is a minimum. */
  minimal: z.boolean().optional(),
});
export const hasilPsc17Schema = z.object({
  detail: perKunci(DOMAIN_PSC17_KEYS, skorDomainPsc17Schema),
  total_skor: z.number().nullable(),
  kategori_total: statusPsc17,
  /** As `minimal` for the total. */
  total_minimal: z.boolean().optional(),
});

export const hasilDukunganSchema = z.object({
  total_skor: z.number().nullable(),
  kategori,
  /** Mean item score over the answered items, 2 decimals. */
  rata_rata: z.number().nullable(),
});

export const hasilKognitifSchema = z.object({
  total_skor: z.number(),
  jumlah_soal: z.number(),
  /** Share correct in percent, 1 decimal; null without questions. */
  persen: z.number().nullable(),
  kategori,
});

export const hasilSrq20Schema = z.object({
  /** Number of 'Ya' answers. */
  total_skor: z.number(),
  kategori: z.enum(KATEGORI_SRQ20),
  /** Critical items answered 'Ya' (item 17). */
  butir_kritis: z.array(z.number()),
});

export type SkorTrait = z.infer<typeof skorTraitSchema>;
export type HasilPid5 = z.infer<typeof hasilPid5Schema>;
export type SkorDomainPsc17 = z.infer<typeof skorDomainPsc17Schema>;
export type HasilPsc17 = z.infer<typeof hasilPsc17Schema>;
export type HasilDukungan = z.infer<typeof hasilDukunganSchema>;
export type HasilKognitif = z.infer<typeof hasilKognitifSchema>;
export type HasilSrq20 = z.infer<typeof hasilSrq20Schema>;

/** The stored score's schema of each scoring kind (the instrument's definition names its kind). */
export const SKEMA_SKOR = {
  trait: hasilPid5Schema,
  domain: hasilPsc17Schema,
  rerata: hasilDukunganSchema,
  kunci: hasilKognitifSchema,
  ya_tidak: hasilSrq20Schema,
} as const satisfies Record<JenisSkor, z.ZodObject>;

/** The stored score of each scoring kind. */
export type SkorPerJenis = { [J in JenisSkor]: z.infer<(typeof SKEMA_SKOR)[J]> };

/** A result's score as shown, by scoring kind: the stored score plus the support scale's essay. */
export const SKEMA_SKOR_KELUARAN = {
  ...SKEMA_SKOR,
  rerata: hasilDukunganSchema.extend({ jawaban_essay: z.string().nullable() }),
} as const satisfies Record<JenisSkor, z.ZodObject>;

export const tandaValiditasSchema = z.object({ kode: z.enum(KODE_VALIDITAS), pesan: z.string() });

/** The part of D12 that every saved sub test shows beside its score. */
export const metaValiditasSchema = z.object({
  /** Open to submit by the server's clock; null for a result saved without a start time. */
  durasi_detik: z.number().nullable(),
  jumlah_soal: z.number(),
  jumlah_dijawab: z.number(),
  validitas: z.array(tandaValiditasSchema),
});

/** When a result was saved, whether its sub test closed on time-out (D5), and how far it can be trusted (D12). */
export const metaHasilSchema = z.object({
  tanggal: z.string(),
  started_at: z.string().nullable(),
  timed_out: z.boolean(),
  /** The raw answers of the answered items ({"1": 2, ...}), for the item-level appendix. */
  jawaban: z.record(z.string(), z.union([z.number(), z.string()])),
  ...metaValiditasSchema.shape,
  /** The version of the bank the answers were given on (issue 11); null for results saved before versions were kept. */
  versi_bank: z.number().nullable(),
});
