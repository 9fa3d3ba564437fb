// The server's clock against steps of the wall clock (issue 28): time follows the monotonic clock;
// drift is followed, a step is caught up slowly, and the clock never goes backward.
import { describe, expect, it } from 'vitest';
import { jamTahanLangkah, LAJU_SUSUL } from './time';

function sumber() {
  const s = { dinding: Date.parse('2026-11-27T03:00:00.000Z'), monoton: 5_000 };
  const jalan = (ms: number) => {
    s.dinding += ms;
    s.monoton += ms;
  };
  return { s, jalan, jam: jamTahanLangkah({ dinding: () => s.dinding, monoton: () => s.monoton }) };
}

describe('jamTahanLangkah', () => {
  it('tells the wall clock while it only runs (and follows its drift)', () => {
    const { s, jalan, jam } = sumber();
    const awal = jam.now().getTime();
    jalan(60_000);
    expect(jam.now().getTime()).toBe(awal + 60_000);
    s.dinding += 300; // drift, NTP slewing
    jalan(1000);
    expect(jam.now().getTime()).toBe(awal + 61_300);
  });

  it('a wall clock set forward one hour: a minute later, the minute and 1% of it', () => {
    const { s, jalan, jam } = sumber();
    const awal = jam.now().getTime();
    s.dinding += 3_600_000;
    jalan(60_000);
    expect(jam.now().getTime()).toBe(awal + 60_000 * (1 + LAJU_SUSUL));
  });

  it('a wall clock set back one hour: never backward, slower by at most 1%', () => {
    const { s, jalan, jam } = sumber();
    const awal = jam.now().getTime();
    s.dinding -= 3_600_000;
    const sesudah = jam.now().getTime();
    expect(sesudah).toBe(awal);
    jalan(60_000);
    expect(jam.now().getTime()).toBe(awal + 60_000 * (1 - LAJU_SUSUL));
  });

  it('catches up with a stepped wall clock in the end', () => {
    const { s, jalan, jam } = sumber();
    s.dinding += 10_000;
    for (let i = 0; i < 2000; i++) jalan(1000);
    expect(jam.now().getTime()).toBe(s.dinding);
  });
});
