import { Kysely, type Transaction, type TransactionBuilder } from 'kysely';

// Transactions that the database gives up on, though nothing is wrong with them (issue 28): two
// transactions that lock the same rows in opposite order (PostgreSQL ends one with a deadlock,
// 40P01), a serializable read that another commit made stale (40001), SQLite's snapshot that another
// process wrote past (SQLITE_BUSY_SNAPSHOT: a read transaction cannot become a write one, and waiting
// does not help) or its lock still held after busy_timeout. The whole transaction is run again: its
// first run was rolled back entirely, and every statement in it read what it writes afresh.

/** How many times a transaction runs at most (the first run and the retries). */
export const KALI_TRANSAKSI = 4;

/**
 * A run of a SQLite transaction that lasted this long met a lock its busy handler already waited
 * for (busy_timeout): running it again would only keep the request waiting another 5 s. A stale
 * snapshot, or a read lock that cannot become a write lock, fails at once and is worth another run.
 */
const SQLITE_SUDAH_MENUNGGU_MS = 1000;

/** Whether the database rolled the transaction back for a conflict that a new run may not meet. */
export function bolehDiulang(error: unknown, lamaMs = 0): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  if (code.startsWith('SQLITE_BUSY')) return lamaMs < SQLITE_SUDAH_MENUNGGU_MS;
  return code === '40P01' || code === '40001';
}

/**
 * A wait before the next run, random within a window that doubles each time (full jitter), so that
 * the two transactions that met do not meet again at the same moment.
 */
export const jedaUlang = (ke: number): number => Math.random() * 20 * 2 ** ke;

const tidur = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `jalan` again on a retryable conflict, up to KALI_TRANSAKSI runs in all. */
export async function ulangiBilaBentrok<T>(jalan: () => Promise<T>, jeda: (ke: number) => number = jedaUlang): Promise<T> {
  for (let ke = 1; ; ke++) {
    const mulai = performance.now();
    try {
      return await jalan();
    } catch (error) {
      if (ke >= KALI_TRANSAKSI || !bolehDiulang(error, performance.now() - mulai)) throw error;
      await tidur(jeda(ke));
    }
  }
}

/** The builder whose `execute` runs the whole callback again on a conflict (also after setting its mode). */
function denganUlang<DB>(builder: TransactionBuilder<DB>): TransactionBuilder<DB> {
  const execute = builder.execute.bind(builder);
  const setAccessMode = builder.setAccessMode.bind(builder);
  const setIsolationLevel = builder.setIsolationLevel.bind(builder);
  return Object.assign(builder, {
    execute: <T>(callback: (trx: Transaction<DB>) => Promise<T>) => ulangiBilaBentrok(() => execute(callback)),
    setAccessMode: (mode: Parameters<TransactionBuilder<DB>['setAccessMode']>[0]) => denganUlang(setAccessMode(mode)),
    setIsolationLevel: (level: Parameters<TransactionBuilder<DB>['setIsolationLevel']>[0]) =>
      denganUlang(setIsolationLevel(level)),
  });
}

/**
 * Kysely whose transactions are retried on a conflict (see above). Only `transaction()` changes; a
 * transaction's own callback may therefore run more than once, so it must do nothing but database work.
 */
export class KyselyUlang<DB> extends Kysely<DB> {
  // Callbacks must be database-only and rerunnable: no outer state, waiters, caches, timers or other connections.
  override transaction(): TransactionBuilder<DB> {
    return denganUlang(super.transaction());
  }
}
