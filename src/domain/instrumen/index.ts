// The instruments (D17): every definition, and the only list of them. Everything that differs between
// instruments is read from here; routes and tables that need one entry per instrument are generated
// from INSTRUMENT_KEYS.
import { DUKUNGAN } from './dukungan';
import { KOGNITIF } from './kognitif';
import { PID5 } from './pid5';
import { PID5_DEWASA } from './pid5dewasa';
import { PSC17 } from './psc17';
import { SRQ20 } from './srq20';
import { LABEL_KATEGORI, type KategoriPeserta } from './dasar';
import type { DefinisiInstrumen } from './tipe';

export * from './dasar';
export * from './tipe';

export const INSTRUMEN = {
  pid5: PID5,
  psc17: PSC17,
  dukungan: DUKUNGAN,
  kognitif: KOGNITIF,
  srq20: SRQ20,
  pid5dewasa: PID5_DEWASA,
} as const satisfies Record<string, DefinisiInstrumen>;

export type InstrumentKey = keyof typeof INSTRUMEN;
export type InstrumentKode = (typeof INSTRUMEN)[InstrumentKey]['kode'];
/** The scoring kind of an instrument (how its result is stored, shown and charted). */
export type JenisSkorDari<K extends InstrumentKey> = (typeof INSTRUMEN)[K]['skor']['jenis'];

/** Every instrument key, in the order of the definitions above. */
export const INSTRUMENT_KEYS = Object.keys(INSTRUMEN) as [InstrumentKey, ...InstrumentKey[]];
export const INSTRUMENT_KODES = INSTRUMENT_KEYS.map((k) => INSTRUMEN[k].kode) as [InstrumentKode, ...InstrumentKode[]];

/** The instrument whose items are pictures (the cognitive test): Kelola Gambar, the picture routes and `/uploads/` serve its bank. */
export const INSTRUMEN_GAMBAR: InstrumentKey = INSTRUMENT_KEYS.find((k) => INSTRUMEN[k].soal === 'gambar')!;

/** The child's sub tests in the order of seed-spec section 4. */
export const URUTAN_ANAK = ['pid5', 'psc17', 'dukungan', 'kognitif'] as const satisfies readonly InstrumentKey[];
/** An instrument of the child's default battery. */
export type KunciAnak = (typeof URUTAN_ANAK)[number];

/** The battery of each category until the admin sets one (D17). */
export const BATERAI_BAWAAN: Readonly<Record<KategoriPeserta, readonly InstrumentKey[]>> = {
  anak: URUTAN_ANAK,
  tahanan: ['srq20', 'pid5dewasa', 'dukungan', 'kognitif'],
};

/** A sub test's instructions and essay question as the person of a category reads them (issue 32). */
export function teksUntuk(key: InstrumentKey, kategori: KategoriPeserta): { petunjuk: string; essay: string | null } {
  const def: DefinisiInstrumen = INSTRUMEN[key];
  const beda = def.sapaan?.[kategori];
  return { petunjuk: beda?.petunjuk ?? def.petunjuk, essay: def.essay === null ? null : (beda?.essay ?? def.essay) };
}

/**
 * An answer as its words (issue 32): SRQ-20 'Ya'/'Tidak', a scale's word with its value ('Setuju (4)');
 * the value itself where the instrument has no words for it (a cognitive letter).
 */
export function teksJawaban(key: InstrumentKey, nilai: number | string): string {
  const def: DefinisiInstrumen = INSTRUMEN[key];
  const label = (def.pilihan as readonly { nilai: number | string; label: string }[]).find((p) => String(p.nilai) === String(nilai))?.label;
  if (label === undefined || label === String(nilai)) return String(nilai);
  return def.skor.jenis === 'ya_tidak' ? label : `${label} (${nilai})`;
}

/** The instruments a category's battery may hold, in definition order. */
export function instrumenUntuk(kategori: KategoriPeserta): InstrumentKey[] {
  return INSTRUMENT_KEYS.filter((k) => (INSTRUMEN[k].kategori as readonly string[]).includes(kategori));
}

/** Why a battery cannot be saved (one message per problem), or [] when it can: known, allowed, each once, not empty. */
export function periksaBaterai(kategori: KategoriPeserta, instrumen: readonly string[]): string[] {
  const salah: string[] = [];
  if (instrumen.length === 0) salah.push('Baterai harus berisi minimal satu instrumen.');
  const dilihat = new Set<string>();
  for (const k of instrumen) {
    if (dilihat.has(k)) {
      salah.push(`Instrumen ${k} tercantum lebih dari sekali.`);
      continue;
    }
    dilihat.add(k);
    if (!isInstrumentKey(k)) salah.push(`Instrumen tidak dikenal: ${k}.`);
    else if (!(INSTRUMEN[k].kategori as readonly string[]).includes(kategori)) {
      salah.push(`${INSTRUMEN[k].label} tidak dapat dipakai untuk asesmen ${LABEL_KATEGORI[kategori].toLowerCase()}.`);
    }
  }
  return salah;
}

/** Instrument key ('pid5') for a kode ('PID5-BF'); also accepts the kode without '-BF' ('PID5'), any case. */
export function keyDariKode(kode: string): InstrumentKey | null {
  const k = kode.trim().toUpperCase();
  return INSTRUMENT_KEYS.find((key) => INSTRUMEN[key].kode === k || INSTRUMEN[key].kode.replace(/-BF$/, '') === k) ?? null;
}

/** Instrument kode ('PID5-BF') for a key ('pid5'). */
export function kodeDariKey(key: InstrumentKey): InstrumentKode {
  return INSTRUMEN[key].kode;
}

/** True when the string is one of the instrument keys. */
export function isInstrumentKey(nilai: unknown): nilai is InstrumentKey {
  return typeof nilai === 'string' && (INSTRUMENT_KEYS as readonly string[]).includes(nilai);
}

/** The instrument definition for a key or a kode, or null when unknown. */
export function cariInstrumen(keyAtauKode: string): DefinisiInstrumen | null {
  if (isInstrumentKey(keyAtauKode)) return INSTRUMEN[keyAtauKode];
  const key = keyDariKode(keyAtauKode);
  return key ? INSTRUMEN[key] : null;
}

/** The instrument whose key or page route segment this is ('pid5' or 'pid5bf'), or null. */
export function instrumenDariRute(segmen: string): InstrumentKey | null {
  return INSTRUMENT_KEYS.find((k) => k === segmen || INSTRUMEN[k].ruteAnak === segmen) ?? null;
}

/** Title of a sub test at a place (1-based) of its battery: "Sub Test 1: Inventori Kepribadian (PID-5 BF)". */
export function judulSubtes(key: InstrumentKey, urutan: number): string {
  return `Sub Test ${urutan}: ${INSTRUMEN[key].nama}`;
}

/** Label of the button that leads to the next sub test: "Lanjut ke PSC-17". */
export function tombolLanjutKe(key: InstrumentKey): string {
  return `Lanjut ke ${INSTRUMEN[key].namaPendek}`;
}
