import type { Clock } from '../time';

export const MAX_FAILURES = 5;
export const LOCK_WINDOW_MS = 15 * 60 * 1000;

interface Entry {
  failures: number[];
  lockedUntil?: number;
}

const ADDRESS_WINDOW_MS = 60 * 1000;

/**
 * Locks an account after 5 failed attempts in 15 minutes, for 15 minutes, and limits the login
 * attempts of one address a minute, across the admin, assessor and child logins (D1).
 * Kept in memory: a restart forgives, which is acceptable for limits that only slow guessing.
 */
export class LoginLimiter {
  private readonly entries = new Map<string, Entry>();
  private readonly addresses = new Map<string, { start: number; count: number }>();

  constructor(private readonly clock: Clock) {}

  /** Counts an attempt from an address; the seconds it must wait when over `perMinute`, else 0. */
  addressWait(address: string, perMinute: number): number {
    const now = this.clock.now().getTime();
    if (this.addresses.size > 10_000) {
      for (const [key, value] of this.addresses) if (now - value.start >= ADDRESS_WINDOW_MS) this.addresses.delete(key);
    }
    let entry = this.addresses.get(address);
    if (!entry || now - entry.start >= ADDRESS_WINDOW_MS) {
      entry = { start: now, count: 0 };
      this.addresses.set(address, entry);
    }
    entry.count += 1;
    return entry.count > perMinute ? Math.ceil((entry.start + ADDRESS_WINDOW_MS - now) / 1000) : 0;
  }

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
