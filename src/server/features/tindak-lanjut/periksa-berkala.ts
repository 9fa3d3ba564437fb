// D19: the server's own retry of follow-ups still owed, so that none waits for someone to open
// Beranda: shortly after start (the one-time back-fill after the release that brought it), then every minute.
import { setTimeout as tunggu } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import { nowIso, type Clock } from '#server/time.ts';
import { mulaiBerkalaTercatat, type LogTugas, type TugasBerkala } from '#server/tugas-berkala.ts';
import { periksaTertunda } from './tindak-lanjut-data';

const SETIAP_MS = 60_000;
const BATCH = 100;
/** Between batches the run rests twice as long as the batch took (at least this): about a third of one core. */
const JEDA_MIN_MS = 100;

/**
 * Checks every owed record in batches until none is left, only failures remain, or `lanjut` says stop
 * (the server is closing). A first run after an upgrade has every record owed (measured about 11 ms a
 * record on SQLite at load average 17 on 2 cores): it rests between batches so requests keep the CPU.
 */
export async function periksaSemuaTertunda(
  db: Kysely<DB>,
  clock: Clock,
  lanjut: () => boolean = () => true,
): Promise<{ diperiksa: number; dibuka: number; gagal: number }> {
  const total = { diperiksa: 0, dibuka: 0, gagal: 0 };
  for (;;) {
    const mulai = performance.now();
    const r = await periksaTertunda(db, { sekarang: nowIso(clock), batas: BATCH });
    total.diperiksa += r.diperiksa;
    total.dibuka += r.dibuka;
    total.gagal += r.gagal;
    // A batch that checked nothing (all failed, or none owed) ends this run; the next one retries the failures.
    if (r.diperiksa === 0 || r.diperiksa + r.gagal < BATCH || !lanjut()) return total;
    await tunggu(Math.max(JEDA_MIN_MS, 2 * (performance.now() - mulai)));
    if (!lanjut()) return total;
  }
}

export function mulaiPeriksaTindakLanjut(db: Kysely<DB>, clock: Clock, log: LogTugas): TugasBerkala {
  return mulaiBerkalaTercatat(log, {
    pertamaMs: 3000,
    setiapMs: SETIAP_MS,
    // A long first run stops after its current batch once the server is closing: it closes within its limit.
    jalankan: async (lanjut) => {
      const r = await periksaSemuaTertunda(db, clock, lanjut);
      return r.diperiksa > 0 || r.gagal > 0 ? r : undefined;
    },
    selesai: 'Pemeriksaan tindak lanjut yang tertunda',
    gagal: 'Pemeriksaan tindak lanjut gagal; dicoba lagi',
    tingkatGagal: 'warn',
  });
}
