// The stored `hasil.skor` JSON of each instrument (seed-spec section 3, written by the save calls with
// the domain's scorers) read back with the domain's score schemas made lenient, so a row of an
// unexpected shape cannot break a list: every field that does not parse reads as "not scored".
// Lists read hundreds of these per page: a row in exactly the shape the scorers write is copied by a
// plain check (`CEPAT`) that gives what zod would; anything else goes through the lenient schema.
import { z } from 'zod';
import {
  DOMAIN_PSC17_KEYS,
  INSTRUMEN,
  KATEGORI_SKOR,
  KATEGORI_SRQ20,
  SKEMA_SKOR,
  STATUS_PSC17,
  TRAIT_KEYS,
  type InstrumentKey,
  type JenisSkor,
  type SkorPerInstrumen,
  type SkorPerJenis,
} from '#domain/index.ts';

/** Anything that is not a plain object reads as an empty one (every field then falls back). */
const objek = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});

/**
 * A score schema that never fails: a field that does not parse takes its fallback (null, absent,
 * 0, '', [], or a category list's last value, its "cannot be read"), an object that is not one
 * reads as an empty one.
 */
function lunak(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const isi = z.object(Object.fromEntries(Object.entries(schema.shape).map(([k, v]) => [k, lunak(v as z.ZodType)])));
    return isi.catch(() => isi.parse({}));
  }
  if (schema instanceof z.ZodNullable) return schema.catch(null);
  if (schema instanceof z.ZodOptional) return schema.catch(undefined);
  if (schema instanceof z.ZodEnum) return schema.catch(schema.options[schema.options.length - 1]!);
  if (schema instanceof z.ZodNumber) return schema.catch(0);
  if (schema instanceof z.ZodString) return schema.catch('');
  if (schema instanceof z.ZodArray) return schema.catch([]);
  throw new Error(`Bentuk skor tanpa cadangan: ${schema.def.type}`);
}

/** The lenient schema of each scoring kind (the instrument's definition names its kind). */
const SCHEMA = Object.fromEntries(Object.entries(SKEMA_SKOR).map(([jenis, s]) => [jenis, lunak(s)])) as {
  [J in JenisSkor]: z.ZodType<SkorPerJenis[J]>;
};

function parseJson(text: string | null): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

// The plain checks: each returns a fresh copy holding only the schema's fields, or undefined when
// anything differs from the scorers' shape (then zod decides, with its fallbacks).
type Rekaman = Record<string, unknown>;
const rekaman = (v: unknown): v is Rekaman => typeof v === 'object' && v !== null && !Array.isArray(v);
const angka = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const angkaAtauNull = (v: unknown): v is number | null => v === null || angka(v);
const salahSatu = <T extends string>(pilihan: readonly T[], v: unknown): v is T => pilihan.includes(v as T);

function cepatTrait(o: Rekaman): SkorPerJenis['trait'] | undefined {
  const sumber = o.traitScores;
  if (!rekaman(sumber) || typeof o.kesimpulan !== 'string') return undefined;
  const traitScores = {} as SkorPerJenis['trait']['traitScores'];
  for (const t of TRAIT_KEYS) {
    const s = sumber[t];
    if (!rekaman(s) || !angkaAtauNull(s.skor) || !salahSatu(KATEGORI_SKOR, s.kategori)) return undefined;
    if (s.diprorata === undefined) traitScores[t] = { skor: s.skor, kategori: s.kategori };
    else if (typeof s.diprorata === 'boolean') traitScores[t] = { skor: s.skor, kategori: s.kategori, diprorata: s.diprorata };
    else return undefined;
  }
  return { traitScores, kesimpulan: o.kesimpulan };
}

function cepatDomain(o: Rekaman): SkorPerJenis['domain'] | undefined {
  const sumber = o.detail;
  if (!rekaman(sumber) || !angkaAtauNull(o.total_skor) || !salahSatu(STATUS_PSC17, o.kategori_total)) return undefined;
  const detail = {} as SkorPerJenis['domain']['detail'];
  for (const d of DOMAIN_PSC17_KEYS) {
    const s = sumber[d];
    if (!rekaman(s) || !salahSatu(STATUS_PSC17, s.status) || !angkaAtauNull(s.skor)) return undefined;
    if (s.minimal === undefined) detail[d] = { status: s.status, skor: s.skor };
    else if (typeof s.minimal === 'boolean') detail[d] = { status: s.status, skor: s.skor, minimal: s.minimal };
    else return undefined;
  }
  if (o.total_minimal === undefined) return { detail, total_skor: o.total_skor, kategori_total: o.kategori_total };
  if (typeof o.total_minimal !== 'boolean') return undefined;
  return { detail, total_skor: o.total_skor, kategori_total: o.kategori_total, total_minimal: o.total_minimal };
}

const cepatRerata = (o: Rekaman): SkorPerJenis['rerata'] | undefined =>
  angkaAtauNull(o.total_skor) && salahSatu(KATEGORI_SKOR, o.kategori) && angkaAtauNull(o.rata_rata)
    ? { total_skor: o.total_skor, kategori: o.kategori, rata_rata: o.rata_rata }
    : undefined;

const cepatKunci = (o: Rekaman): SkorPerJenis['kunci'] | undefined =>
  angka(o.total_skor) && angka(o.jumlah_soal) && angkaAtauNull(o.persen) && salahSatu(KATEGORI_SKOR, o.kategori)
    ? { total_skor: o.total_skor, jumlah_soal: o.jumlah_soal, persen: o.persen, kategori: o.kategori }
    : undefined;

const cepatYaTidak = (o: Rekaman): SkorPerJenis['ya_tidak'] | undefined =>
  angka(o.total_skor) && salahSatu(KATEGORI_SRQ20, o.kategori) && Array.isArray(o.butir_kritis) && o.butir_kritis.every(angka)
    ? { total_skor: o.total_skor, kategori: o.kategori, butir_kritis: [...(o.butir_kritis as number[])] }
    : undefined;

/** The plain check of each scoring kind. */
const CEPAT: { [J in JenisSkor]: (o: Rekaman) => SkorPerJenis[J] | undefined } = {
  trait: cepatTrait,
  domain: cepatDomain,
  rerata: cepatRerata,
  kunci: cepatKunci,
  ya_tidak: cepatYaTidak,
};

/** The stored score of one instrument, every missing or malformed part read as "not scored". */
export function bacaSkor<K extends InstrumentKey>(instrument: K, text: string): SkorPerInstrumen[K] {
  const jenis = INSTRUMEN[instrument].skor.jenis;
  const nilai = objek(parseJson(text));
  return ((rekaman(nilai) ? CEPAT[jenis](nilai) : undefined) ?? SCHEMA[jenis].parse(nilai)) as SkorPerInstrumen[K];
}

/** The same reading through zod alone: what the plain checks must agree with (tests). */
export function bacaSkorZod<K extends InstrumentKey>(instrument: K, text: string): SkorPerInstrumen[K] {
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
