// Scoring by the instrument's definition (D3, D17): the answer schema comes from its options, the
// scorer from its scoring kind. The server calls these; nothing here names an instrument.
import type { InstrumentKey, JenisSkor } from '../instrumen';
import { INSTRUMEN } from '../instrumen';
import { buatSkemaJawabanAngka, buatSkemaJawabanKognitif, type JawabanMasuk } from './jawaban';
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

function buatSkemaJawaban(key: InstrumentKey, n: number) {
  const def = INSTRUMEN[key];
  if (def.soal === 'gambar') return buatSkemaJawabanKognitif(n);
  const nilai = def.pilihan.map((p) => Number(p.nilai));
  return buatSkemaJawabanAngka(n, Math.min(...nilai), Math.max(...nilai));
}

/** Built schemas by instrument and bank size: building one costs more than checking a draft with it. */
const skemaDibuat = new Map<string, ReturnType<typeof buatSkemaJawaban>>();

/**
 * The answer schema of an instrument for a bank of jumlahSoal items (D10): letters for picture
 * questions, else whole numbers between the lowest and highest option value.
 * Built once per instrument and bank size (a schema is reused, never changed).
 */
export function skemaJawaban(key: InstrumentKey, jumlahSoal: number) {
  const n = Math.max(jumlahSoal, 1);
  const id = `${key}:${n}`;
  let skema = skemaDibuat.get(id);
  if (!skema) {
    skema = buatSkemaJawaban(key, n);
    skemaDibuat.set(id, skema);
  }
  return skema;
}
