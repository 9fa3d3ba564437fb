// Scoring by the instrument's definition (D3, D17): the answer schema comes from its options, the
// scorer from its scoring kind. The server calls these; nothing here names an instrument.
import type { InstrumentKey, JenisSkor } from '../instrumen';
import { HURUF_KOGNITIF, INSTRUMEN } from '../instrumen';
import { buatSkemaJawabanAngka, buatSkemaJawabanKognitif, nomorSoalSah, type JawabanMasuk } from './jawaban';
import type { SkorPerJenis } from './bentuk';
import { skorDukungan } from './skor-dukungan';
import { skorKognitif } from './skor-kognitif';
import { skorPid5 } from './skor-pid5';
import { skorPsc17 } from './skor-psc17';
import { skorSrq20 } from './skor-srq20';

export type { SkorPerJenis };

/** The stored score of each instrument, from its scoring kind. */
export type SkorPerInstrumen = { [K in InstrumentKey]: SkorPerJenis[(typeof INSTRUMEN)[K]['skor']['jenis']] };

/** What a scorer may need beyond the answers: the bank's size and (cognitive) its keys in question order. */
export interface KonteksSkor {
  jumlahSoal: number;
  kunci: readonly string[];
}

const PENILAI: { [J in JenisSkor]: (jawaban: JawabanMasuk, konteks: KonteksSkor) => SkorPerJenis[J] } = {
  trait: (j) => skorPid5(j),
  domain: (j) => skorPsc17(j),
  rerata: (j, k) => skorDukungan(j, k.jumlahSoal),
  kunci: (j, k) => skorKognitif(j, k.kunci),
  ya_tidak: (j) => skorSrq20(j),
};

/** Scores answers with the instrument's scorer; throws a ZodError on invalid input. */
export function skorInstrumen<K extends InstrumentKey>(key: K, jawaban: JawabanMasuk, konteks: KonteksSkor): SkorPerInstrumen[K] {
  const jenis: JenisSkor = INSTRUMEN[key].skor.jenis;
  return PENILAI[jenis](jawaban, konteks) as SkorPerInstrumen[K];
}

/** The values an instrument's answers take: letters for picture questions, else whole numbers in a range. */
function nilaiJawaban(key: InstrumentKey): { huruf: true } | { huruf: false; min: number; maks: number } {
  const def = INSTRUMEN[key];
  if (def.soal === 'gambar') return { huruf: true };
  const nilai = def.pilihan.map((p) => Number(p.nilai));
  return { huruf: false, min: Math.min(...nilai), maks: Math.max(...nilai) };
}

function buatSkemaJawaban(key: InstrumentKey, n: number) {
  const nilai = nilaiJawaban(key);
  return nilai.huruf ? buatSkemaJawabanKognitif(n) : buatSkemaJawabanAngka(n, nilai.min, nilai.maks);
}

/** Built schemas by instrument and bank size: building one costs more than checking a draft with it. */
const skemaDibuat = new Map<string, ReturnType<typeof buatSkemaJawaban>>();

/**
 * The answer schema of an instrument for a bank of jumlahSoal items (D10): letters for picture
 * questions, else whole numbers between the lowest and highest option value.
 * Built once per instrument and bank size (a schema is reused, never changed).
 */
export function skemaJawaban(key: InstrumentKey, jumlahSoal: number): ReturnType<typeof buatSkemaJawaban> {
  const n = Math.max(jumlahSoal, 1);
  const id = `${key}:${n}`;
  let skema = skemaDibuat.get(id);
  if (!skema) {
    skema = buatSkemaJawaban(key, n);
    skemaDibuat.set(id, skema);
  }
  return skema;
}

/**
 * The answers as `skemaJawaban(key, jumlahSoal).parse(jawaban)` gives them (or its ZodError). Answers
 * already in their normal form (a plain object, every key a question number of the bank, every value
 * a whole number in range or, for picture questions, a letter A-F) are taken as they are: that is
 * what the schema returns for them. Anything else goes through the schema. (Issue 17: the schema
 * was a sixth of a draft save's own work; `jawaban.test.ts` compares both ways.)
 */
export function parseJawabanInstrumen(key: InstrumentKey, jumlahSoal: number, jawaban: unknown): Record<string, number | string> {
  const n = Math.max(jumlahSoal, 1);
  if (jawaban !== null && typeof jawaban === 'object' && Object.getPrototypeOf(jawaban) === Object.prototype) {
    const nilai = nilaiJawaban(key);
    const hasil: Record<string, number | string> = {};
    let normal = true;
    for (const [k, v] of Object.entries(jawaban)) {
      const sah = nilai.huruf
        ? typeof v === 'string' && (HURUF_KOGNITIF as readonly string[]).includes(v)
        : typeof v === 'number' && Number.isInteger(v) && v >= nilai.min && v <= nilai.maks;
      if (!sah || !nomorSoalSah(k, n)) {
        normal = false;
        break;
      }
      hasil[k] = v;
    }
    if (normal) return hasil;
  }
  return skemaJawaban(key, n).parse(jawaban);
}
