/** The server's clock; tests inject their own to move time (D5). */
export interface Clock {
  now: () => Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** ISO-8601 UTC string of a clock's current time, the stored form of every timestamp (D8). */
export const nowIso = (clock: Clock) => clock.now().toISOString();
