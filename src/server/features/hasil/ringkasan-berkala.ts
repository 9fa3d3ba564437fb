// Issue 33: the combined list's kept summaries brought up to date by the server itself, a minute after
// start (a new build makes every one stale, db/prepare.ts) and then every minute, so that pages first
// seen after an upgrade read their priorities instead of computing them while the assessor waits. Not
// at once: the first minute's requests (a login wave, the start's own checks) keep the CPU, and with
// 10,000 records a first run beside requests took over a minute at load 13 (`npm run bench`'s reads
// alone measured their CPU with it; after a minute the bench's view by priority has kept them all).
import { setTimeout as tunggu } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/database.ts';
import { mulaiBerkala, type TugasBerkala } from '#server/tugas-berkala.ts';
import { segarkanRingkasan } from './gabungan-data';

const SETIAP_MS = 60_000;
/** A combined page's worth: about 10 ms of CPU on SQLite with 10,000 records. */
const BATCH = 50;
/** Between batches the run rests twice as long as the batch took (at least this): about a third of one core. */
const JEDA_MIN_MS = 20;

/** Computes every stale summary in batches, newest records first, until none is left or `lanjut` says stop; gives how many records it looked at. */
export async function segarkanSemuaRingkasan(database: Database, lanjut: () => boolean = () => true): Promise<number> {
  let dilihat = 0;
  let sebelum: number | undefined;
  for (;;) {
    const mulai = performance.now();
    const batch = await segarkanRingkasan(database.db, database.dialect, BATCH, sebelum);
    if (batch === undefined) return dilihat;
    dilihat += batch.dilihat;
    if (!lanjut()) return dilihat;
    sebelum = batch.terakhir;
    await tunggu(Math.max(JEDA_MIN_MS, 2 * (performance.now() - mulai)));
    if (!lanjut()) return dilihat;
  }
}

/**
 * SQLite only: a facility's own server, whose records (10,000-100,000) are done within a minute at a
 * third of a core. A country's PostgreSQL (a million records) would spend that third for an hour after
 * each upgrade: there a page computes its summaries on its first view, as before.
 */
export function mulaiSegarkanRingkasan(database: Database, log: FastifyBaseLogger, firstDelayMs = SETIAP_MS): TugasBerkala | undefined {
  if (database.dialect !== 'sqlite') return undefined;
  return mulaiBerkala({
    pertamaMs: firstDelayMs,
    setiapMs: SETIAP_MS,
    jalankan: async (lanjut) => {
      const n = await segarkanSemuaRingkasan(database, lanjut);
      if (n > 0) log.info({ dilihat: n }, 'Ringkasan hasil gabungan diperbarui');
    },
    gagal: (error) => log.warn({ galat: error.message }, 'Pembaruan ringkasan hasil gabungan gagal; dicoba lagi'),
  });
}
