import type { Clock } from '../time';

export const MAX_FAILURES = 5;
export const LOCK_WINDOW_MS = 15 * 60 * 1000;

interface Entry {
  failures: number[];
  lockedUntil?: number;
}

/**
 * Locks an account after 5 failed attempts in 15 minutes, for 15 minutes (D1).
 * Kept in memory: a restart forgives, which is acceptable for a lockout that only slows guessing.
 */
export class LoginLimiter {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly clock: Clock) {}

  /** Minutes left on the lock of an account, or 0 when it may try. */
  lockedMinutes(key: string): number {
    const entry = this.entries.get(key);
    const now = this.clock.now().getTime();
    if (!entry?.lockedUntil || entry.lockedUntil <= now) return 0;
    return Math.ceil((entry.lockedUntil - now) / 60_000);
  }

  /** Records a failed attempt; locks the account on the fifth within the window. */
  fail(key: string): void {
    const now = this.clock.now().getTime();
    const entry = this.entries.get(key) ?? { failures: [] };
    entry.failures = entry.failures.filter((t) => now - t < LOCK_WINDOW_MS);
    entry.failures.push(now);
    if (entry.failures.length >= MAX_FAILURES) {
      entry.lockedUntil = now + LOCK_WINDOW_MS;
      entry.failures = [];
    }
    this.entries.set(key, entry);
  }

  /** A successful login resets the account's count. */
  succeed(key: string): void {
    this.entries.delete(key);
  }
}
