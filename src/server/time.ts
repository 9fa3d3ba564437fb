/** The server's clock; tests inject their own to move time (D5). */
export interface Clock {
  now: () => Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** ISO-8601 UTC string of a clock's current time, the stored form of every timestamp (D8). */
export const nowIso = (clock: Clock) => clock.now().toISOString();

/** Where a step-proof clock reads time: the wall clock and a monotonic one, in ms. */
export interface SumberWaktu {
  dinding: () => number;
  monoton: () => number;
}

const SUMBER_SISTEM: SumberWaktu = { dinding: () => Date.now(), monoton: () => performance.now() };

/** A difference from the wall clock larger than this is a step of the wall clock, not drift (ms). */
export const AMBANG_LANGKAH_MS = 1000;
/**
 * How fast the clock walks towards a wall clock that stepped: 1% of the time that passes. A sub test
 * of 20 minutes is then measured at most 12 s long or short, inside the 30 s grace of a submit (D5).
 */
export const LAJU_SUSUL = 0.01;

/**
 * The server's clock, proof against steps of the wall clock (issue 28): time passes as the monotonic
 * clock says; small differences from the wall clock (drift, NTP's slewing) are followed at once, but a
 * step (someone sets the clock, a virtual machine resumes) is caught up at 1% of the passing time, so
 * a forward step never closes a child's sub test early and a backward one never gives it an hour more.
 * Never goes backward. It starts at `awal` (the wall clock by default; `jamDatabase` continues the
 * clock the database keeps, so that a step while no process ran is caught too).
 */
export function jamTahanLangkah(sumber: SumberWaktu = SUMBER_SISTEM, awal: number = sumber.dinding()): Clock {
  let mono = sumber.monoton();
  let kini = awal;
  return {
    now() {
      const m = sumber.monoton();
      const lewat = Math.max(0, m - mono);
      const perkiraan = kini + lewat;
      const selisih = sumber.dinding() - perkiraan;
      const baru =
        Math.abs(selisih) <= AMBANG_LANGKAH_MS
          ? perkiraan + selisih
          : perkiraan + Math.sign(selisih) * Math.min(Math.abs(selisih), lewat * LAJU_SUSUL);
      mono = m;
      kini = Math.max(kini, baru);
      return new Date(kini);
    },
  };
}
