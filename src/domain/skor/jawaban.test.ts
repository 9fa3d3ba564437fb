// parseJawabanInstrumen takes answers already in their normal form as they are, without zod: it must
// give exactly what the instrument's answer schema gives, for every input, or the schema's error.
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { INSTRUMENT_KEYS, type InstrumentKey } from '../instrumen';
import { parseJawabanInstrumen, skemaJawaban } from './instrumen';

/** What the schema makes of the input: its output, or its issues. */
function lewatSkema(key: InstrumentKey, n: number, jawaban: unknown) {
  const r = skemaJawaban(key, n).safeParse(jawaban);
  return r.success ? { data: r.data } : { issues: r.error.issues };
}

function lewatFungsi(key: InstrumentKey, n: number, jawaban: unknown) {
  try {
    return { data: parseJawabanInstrumen(key, n, jawaban) };
  } catch (error) {
    if (error instanceof ZodError) return { issues: error.issues };
    throw error;
  }
}

function sama(key: InstrumentKey, n: number, jawaban: unknown) {
  const harapan = lewatSkema(key, n, jawaban);
  const hasil = lewatFungsi(key, n, jawaban);
  expect(hasil, `${key} ${n} ${JSON.stringify(jawaban)}`).toStrictEqual(harapan);
  if (harapan.data) expect(Object.keys(hasil.data!)).toEqual(Object.keys(harapan.data));
}

const KUNCI_ANEH = ['0', '01', '1.0', '+1', ' 1', '1 ', '1e1', '-1', '', 'x', '__proto__', 'constructor', '٣', '999999999999999999999'];
const NILAI_ANEH: unknown[] = [
  null,
  '',
  ' ',
  '2',
  ' 3 ',
  '3.0',
  '-0',
  '0x1',
  1.5,
  -0,
  -1,
  4,
  5,
  6,
  Number.MAX_SAFE_INTEGER,
  'a',
  'f',
  ' A',
  'A ',
  'G',
  'AB',
  true,
  [],
  {},
  ['A'],
];

describe('parseJawabanInstrumen gives what the answer schema gives', () => {
  it('for every instrument, on normal answers, empty ones, odd keys and odd values', () => {
    for (const key of INSTRUMENT_KEYS) {
      for (const n of [0, 1, 3, 17, 25]) {
        const normal = Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i + 1), key === 'kognitif' ? 'ABCDEF'[i % 6]! : i % 2]));
        sama(key, n, normal);
        sama(key, n, {});
        for (const k of [...KUNCI_ANEH, String(n), String(n + 1)]) sama(key, n, { ...normal, [k]: key === 'kognitif' ? 'A' : 1 });
        for (const v of NILAI_ANEH) {
          sama(key, n, { '1': v });
          sama(key, n, { ...normal, '1': v });
        }
      }
    }
  });

  it('for inputs that are not plain objects', () => {
    const tanpaPrototipe = Object.assign(Object.create(null) as object, { '1': 1 });
    const bukanObjek: unknown[] = [null, undefined, 1, 'x', [], [1, 2], new Date(0), tanpaPrototipe, new Map([['1', 1]])];
    for (const key of INSTRUMENT_KEYS) for (const v of bukanObjek) sama(key, 25, v);
    // A JSON body's own "__proto__" key is an ordinary key.
    for (const key of INSTRUMENT_KEYS) sama(key, 25, JSON.parse('{"1": 1, "__proto__": 1}'));
  });

  it('for many random answer sets', () => {
    let benih = 17;
    const acak = (n: number) => {
      benih = (benih * 1103515245 + 12345) % 2 ** 31;
      return benih % n;
    };
    const pilihan: unknown[] = [0, 1, 2, 3, 4, 5, -1, 2.5, '1', ' 2', '', null, 'A', 'b', 'F', 'G', ' C '];
    for (let i = 0; i < 3000; i++) {
      const key = INSTRUMENT_KEYS[acak(INSTRUMENT_KEYS.length)]!;
      const n = 1 + acak(30);
      const jawaban: Record<string, unknown> = {};
      const banyak = acak(8);
      for (let j = 0; j < banyak; j++) {
        const k = acak(10) === 0 ? KUNCI_ANEH[acak(KUNCI_ANEH.length)]! : String(1 + acak(n + 2));
        jawaban[k] = acak(3) === 0 ? pilihan[acak(pilihan.length)] : key === 'kognitif' ? 'ABCDEF'[acak(6)] : acak(6);
      }
      sama(key, n, jawaban);
    }
  });
});
