// D19: the server's own retry of follow-ups still owed, so that none waits for someone to open
// Beranda: shortly after start (the one-time back-fill after the release that brought it), then every minute.
import { setTimeout as tunggu } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { nowIso, type Clock } from '../../time';
import { periksaTertunda } from './tindak-lanjut-data';

const SETIAP_MS = 60_000;
const BATCH = 100;
const JEDA_MS = 100;

/** Checks every owed record in batches (the event loop served between them) until none is left or only failures remain. */
export async function periksaSemuaTertunda(
  db: Kysely<DB>,
  clock: Clock,
): Promise<{ diperiksa: number; dibuka: number; gagal: number }> {
  const total = { diperiksa: 0, dibuka: 0, gagal: 0 };
  for (;;) {
    const r = await periksaTertunda(db, { sekarang: nowIso(clock), batas: BATCH });
    total.diperiksa += r.diperiksa;
    total.dibuka += r.dibuka;
    total.gagal += r.gagal;
    // A batch that checked nothing (all failed, or none owed) ends this run; the next one retries the failures.
    if (r.diperiksa === 0 || r.diperiksa + r.gagal < BATCH) return total;
    // A pause between batches: a first run after an upgrade (every record owed) leaves the CPU to the requests.
    await tunggu(JEDA_MS);
  }
}

export function mulaiPeriksaTindakLanjut(
  db: Kysely<DB>,
  clock: Clock,
  log: FastifyBaseLogger,
  firstDelayMs = 3000,
): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= periksaSemuaTertunda(db, clock)
      .then((r) => {
        if (r.dibuka > 0 || r.gagal > 0) log.info(r, 'Pemeriksaan tindak lanjut yang tertunda');
      })
      .catch((error: unknown) => log.warn({ galat: (error as Error).message }, 'Pemeriksaan tindak lanjut gagal; dicoba lagi'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, firstDelayMs);
  const every = setInterval(run, SETIAP_MS);
  first.unref();
  every.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
