// The plain reading of stored scores (issue 17) must give exactly what the zod schemas give, for
// every instrument, on the scorers' own output and on every kind of damaged row.
import { describe, expect, it } from 'vitest';
import { INSTRUMEN, INSTRUMENT_KEYS, skorInstrumen, type InstrumentKey } from '#domain/index.ts';
import { bacaSkor, bacaSkorZod } from './skor-tersimpan';

/** A small deterministic random source, so that a failure can be replayed. */
function acak(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/** Stored scores the scorers write for random answers (some items left empty) of one instrument. */
function skorAcak(key: InstrumentKey, r: () => number): unknown[] {
  const def = INSTRUMEN[key];
  const n = def.jumlahSoal ?? 20;
  const kunci = Array.from({ length: n }, (_, i) => def.pilihan[i % def.pilihan.length]!.nilai);
  const out: unknown[] = [];
  for (let k = 0; k < 30; k++) {
    const jawaban: Record<string, number | string> = {};
    for (let i = 1; i <= n; i++) if (r() > 0.1 * (k % 4)) jawaban[String(i)] = def.pilihan[Math.floor(r() * def.pilihan.length)]!.nilai;
    out.push(skorInstrumen(key, jawaban, { jumlahSoal: n, kunci: kunci.map(String) }));
  }
  return out;
}

const RUSAK: unknown[] = [null, 'x', 1.5, -3, true, false, [], [1, 'a'], {}, { a: 1 }, 'Tinggi', 'Bermasalah'];

/** Every copy of `v` with one value somewhere replaced (or removed, or a key added). */
function rusakkan(v: unknown, r: () => number): unknown[] {
  if (v === null || typeof v !== 'object') return [];
  const hasil: unknown[] = [];
  const entries = Object.entries(v as Record<string, unknown>);
  for (const [k, isi] of entries) {
    const ganti = (baru: unknown) => (Array.isArray(v) ? v.map((x, i) => (String(i) === k ? baru : x)) : { ...v, [k]: baru });
    hasil.push(ganti(RUSAK[Math.floor(r() * RUSAK.length)]));
    if (!Array.isArray(v)) {
      const { [k]: _hilang, ...tanpa } = v as Record<string, unknown>;
      hasil.push(tanpa);
    }
    for (const dalam of rusakkan(isi, r)) hasil.push(ganti(dalam));
  }
  if (!Array.isArray(v)) hasil.push({ ...v, tambahan: 1 });
  return hasil;
}

describe('bacaSkor', () => {
  it('reads every stored score exactly as the zod schema does, damaged or not', () => {
    const r = acak(17);
    let dibaca = 0;
    for (const key of INSTRUMENT_KEYS) {
      const teks: string[] = ['', 'bukan json', 'null', '[]', '7', '"x"', '{}'];
      for (const skor of skorAcak(key, r)) {
        teks.push(JSON.stringify(skor));
        for (const rusak of rusakkan(skor, r)) teks.push(JSON.stringify(rusak));
      }
      // A number too large for a double parses to Infinity, which zod refuses.
      teks.push(JSON.stringify(skorAcak(key, r)[0]).replace(/("total_skor":)[-0-9.]+/, '$11e999'));
      for (const t of teks) {
        const cepat = bacaSkor(key, t);
        const zod = bacaSkorZod(key, t);
        expect(cepat, `${key} ${t}`).toStrictEqual(zod);
        expect(JSON.stringify(cepat)).toBe(JSON.stringify(zod));
        dibaca += 1;
      }
    }
    expect(dibaca).toBeGreaterThan(1000);
  });

  it('gives each reader its own copy (a list may mark a copy without changing another)', () => {
    const teks = JSON.stringify(skorInstrumen('pid5', { '1': 1 }, { jumlahSoal: 25, kunci: [] }));
    const a = bacaSkor('pid5', teks);
    const b = bacaSkor('pid5', teks);
    a.traitScores.Antagonism.diprorata = true;
    expect(b.traitScores.Antagonism.diprorata).toBeUndefined();
  });
});
