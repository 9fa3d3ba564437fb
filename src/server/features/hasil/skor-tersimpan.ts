// The stored `hasil.skor` JSON of each instrument (seed-spec section 3, written by the save calls with
// the domain's scorers) read back with zod, so a row of an unexpected shape cannot break a list.
import { z } from 'zod';
import {
  DOMAIN_PSC17_KEYS,
  INSTRUMEN,
  TRAIT_KEYS,
  type InstrumentKey,
  type JenisSkor,
  type SkorPerInstrumen,
  type SkorPerJenis,
} from '../../../domain';

const TIDAK = 'Tidak dapat dihitung' as const;
/** Anything that is not a plain object reads as an empty one (every field then falls back). */
const objek = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});

const skorTrait = z
  .object({
    skor: z.number().nullable().catch(null),
    kategori: z.enum(['Tinggi', 'Sedang', 'Rendah', TIDAK]).catch(TIDAK),
    diprorata: z.boolean().optional().catch(undefined),
  })
  .catch({ skor: null, kategori: TIDAK });

export const skorPid5Schema = z.object({
  traitScores: z.preprocess(
    objek,
    z.object(Object.fromEntries(TRAIT_KEYS.map((t) => [t, skorTrait])) as Record<(typeof TRAIT_KEYS)[number], typeof skorTrait>),
  ),
  kesimpulan: z.string().catch(''),
});

const domainPsc17 = z
  .object({
    status: z.enum(['Bermasalah', 'Tidak Bermasalah', 'Tidak pasti', TIDAK]).catch(TIDAK),
    skor: z.number().nullable().catch(null),
  })
  .catch({ status: TIDAK, skor: null });

export const skorPsc17Schema = z.object({
  detail: z.preprocess(
    objek,
    z.object(
      Object.fromEntries(DOMAIN_PSC17_KEYS.map((d) => [d, domainPsc17])) as Record<
        (typeof DOMAIN_PSC17_KEYS)[number],
        typeof domainPsc17
      >,
    ),
  ),
  total_skor: z.number().nullable().catch(null),
  kategori_total: z.enum(['Bermasalah', 'Tidak Bermasalah', 'Tidak pasti', TIDAK]).catch(TIDAK),
});

export const skorDukunganSchema = z.object({
  total_skor: z.number().nullable().catch(null),
  kategori: z.enum(['Tinggi', 'Sedang', 'Rendah', TIDAK]).catch(TIDAK),
  rata_rata: z.number().nullable().catch(null),
});

export const skorKognitifSchema = z.object({
  total_skor: z.number().catch(0),
  jumlah_soal: z.number().catch(0),
  persen: z.number().nullable().catch(null),
  kategori: z.enum(['Tinggi', 'Sedang', 'Rendah', TIDAK]).catch(TIDAK),
});

export const skorSrq20Schema = z.object({
  total_skor: z.number().catch(0),
  kategori: z.enum(['Terindikasi', 'Tidak Terindikasi', 'Tidak pasti']).catch('Tidak pasti'),
  butir_kritis: z.array(z.number()).catch([]),
});

/** The stored score's schema of each scoring kind (the instrument's definition names its kind). */
const SCHEMA: { [J in JenisSkor]: z.ZodType<SkorPerJenis[J]> } = {
  trait: skorPid5Schema,
  domain: skorPsc17Schema,
  rerata: skorDukunganSchema,
  kunci: skorKognitifSchema,
  ya_tidak: skorSrq20Schema,
};

function parseJson(text: string | null): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** The stored score of one instrument, every missing or malformed part read as "not scored". */
export function bacaSkor<K extends InstrumentKey>(instrument: K, text: string): SkorPerInstrumen[K] {
  return SCHEMA[INSTRUMEN[instrument].skor.jenis].parse(objek(parseJson(text))) as SkorPerInstrumen[K];
}

/** The stored raw answers (`{"1": 2, ...}`). */
export function bacaJawaban(text: string): Record<string, number | string> {
  const value = parseJson(text);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, number | string> = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === 'number' || typeof v === 'string') out[k] = v;
  return out;
}

/** The stored seconds per answered item (`{"1": 3.2, ...}`), or null when none were kept. */
export function bacaDetikPerSoal(text: string | null): number[] | null {
  if (!text) return null;
  const value = parseJson(text);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const detik = Object.values(value).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  return detik.length ? detik : null;
}
