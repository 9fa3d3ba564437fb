import fs from 'node:fs';
import { sql, type Kysely } from 'kysely';
import { AMBANG_JEDA_MS, type Jeda } from '#domain/waktu-subtes.ts';
import { jamTahanLangkah, type Clock, type SumberWaktu } from '../time';
import type { DB } from './schema';
import type { Dialect } from './database';

/**
 * Where a process reads time: the wall clock, the machine's monotonic clock counted from its boot
 * (it goes on across processes, unlike performance.now()), and the boot's id (null when unknown).
 */
export interface SumberWaktuMesin extends SumberWaktu {
  boot: () => string | null;
}

function bacaBoot(): string | null {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
  } catch {
    return null;
  }
}

const BOOT = bacaBoot();
const SUMBER_MESIN: SumberWaktuMesin = {
  dinding: () => Date.now(),
  // CLOCK_MONOTONIC on Linux: from the boot, the same for every process of the machine.
  monoton: () => Number(process.hrtime.bigint()) / 1e6,
  boot: () => BOOT,
};

/** How often a process writes its clock to the database and reads the database's clock again. */
export const SIMPAN_JAM_MS = 10_000;
const KUNCI = 'jam';
/** How long a shutdown waits for the clock's last write. */
const HENTI_MAKS_MS = 1000;

export interface JamDatabase {
  clock: Clock;
  /**
   * The time no server ran before this process took the clock up (decision 051), and how many open
   * attempts `saatJeda` gave it to; null when there was none, or another process took it up first.
   */
  jeda: { jeda: Jeda; diberi: number } | null;
  /** Writes the clock's value now (kept only when it is the latest any process wrote). */
  simpan: () => Promise<void>;
  /** Stops the periodic writes, after writing once more. */
  hentikan: () => Promise<void>;
}

/**
 * How far the database's clock is ahead of this process's wall clock (ms), on PostgreSQL: the one
 * clock every server of a database shares, so that a server whose wall clock is wrong or was set
 * still measures a child's time as the others do. SQLite lives on this machine: its clock is ours (0).
 */
async function selisihDatabase(db: Kysely<DB>, dialect: Dialect, sumber: SumberWaktu): Promise<number> {
  if (dialect !== 'postgres') return 0;
  const sebelum = sumber.dinding();
  const { rows } = await sql<{ ms: string | number }>`select extract(epoch from clock_timestamp()) * 1000 as ms`.execute(db);
  const sesudah = sumber.dinding();
  return Number(rows[0]!.ms) - (sebelum + sesudah) / 2;
}

/**
 * Moves the stored clock from `tersimpan` to the end of the pause and gives the pause to the open
 * attempts, in one transaction; nothing when another process moved the clock first (it gave it).
 */
async function ambilJeda(
  db: Kysely<DB>,
  sumber: SumberWaktuMesin,
  tersimpan: number,
  jeda: Jeda,
  saatJeda: (trx: Kysely<DB>, jeda: Jeda) => Promise<number>,
): Promise<JamDatabase['jeda']> {
  return db.transaction().execute(async (trx) => {
    const pindah = await trx
      .updateTable('jam')
      .set({ nilai_ms: jeda.sampai, monoton_ms: sumber.monoton(), boot: sumber.boot() ?? '' })
      .where('kunci', '=', KUNCI)
      .where('nilai_ms', '=', tersimpan)
      .executeTakeFirst();
    if (Number(pindah.numUpdatedRows) !== 1) return null;
    return { jeda, diberi: await saatJeda(trx, jeda) };
  });
}

/**
 * The server's clock, continued from the one the database keeps (issue 28). Within a process it is
 * `jamTahanLangkah`: time passes by the monotonic clock, a step of the wall clock is caught up slowly.
 * Across processes: a process started on the machine's same boot continues the stored clock by the
 * machine's monotonic clock, so a wall clock set forward or back while no process ran neither closes
 * a child's sub test nor gives it time; on PostgreSQL the reference is the database's own clock,
 * shared by every server; and no process starts before the latest value any process wrote. When the
 * database cannot be read, the process starts from its wall clock, as before.
 *
 * A gap between the stored clock and the one this process takes up is time no server ran (at least
 * `AMBANG_JEDA_MS`; after a reboot on SQLite it includes any step of the wall clock forward):
 * `saatJeda` then gives it to the open attempts (decision 051), in the transaction that moves the
 * stored clock on, so that of several processes starting at once only one does.
 */
export async function jamDatabase(
  db: Kysely<DB>,
  dialect: Dialect,
  sumber: SumberWaktuMesin = SUMBER_MESIN,
  saatJeda?: (trx: Kysely<DB>, jeda: Jeda) => Promise<number>,
): Promise<JamDatabase> {
  let selisih = 0;
  let awal: number | undefined;
  let jeda: JamDatabase['jeda'] = null;
  try {
    selisih = await selisihDatabase(db, dialect, sumber);
    const row = await db.selectFrom('jam').selectAll().where('kunci', '=', KUNCI).executeTakeFirst();
    const boot = sumber.boot();
    const rujukan = sumber.dinding() + selisih;
    if (row) {
      const nilai = Number(row.nilai_ms);
      const lewat = sumber.monoton() - Number(row.monoton_ms);
      const sambung = boot !== null && row.boot === boot && lewat >= 0 ? nilai + lewat : rujukan;
      awal = Math.max(sambung, nilai);
      if (saatJeda && awal - nilai >= AMBANG_JEDA_MS) {
        // Not given (the database failed meanwhile): the clock still starts where it should.
        jeda = await ambilJeda(db, sumber, row.nilai_ms, { dari: nilai, sampai: awal }, saatJeda).catch(() => null);
      }
    } else {
      awal = rujukan;
    }
  } catch {
    awal = undefined;
  }
  const clock = jamTahanLangkah({ dinding: () => sumber.dinding() + selisih, monoton: sumber.monoton }, awal);

  const simpan = async () => {
    const nilai = clock.now().getTime();
    const baris = { kunci: KUNCI, nilai_ms: nilai, monoton_ms: sumber.monoton(), boot: sumber.boot() ?? '' };
    await db
      .insertInto('jam')
      .values(baris)
      .onConflict((oc) =>
        oc
          .column('kunci')
          .doUpdateSet({ nilai_ms: baris.nilai_ms, monoton_ms: baris.monoton_ms, boot: baris.boot })
          .where('jam.nilai_ms', '<', nilai),
      )
      .execute();
  };
  const berkala = async () => {
    try {
      selisih = await selisihDatabase(db, dialect, sumber);
      await simpan();
    } catch {
      // The database away for a moment: the clock goes on by itself, written again next time.
    }
  };
  const timer = setInterval(() => void berkala(), SIMPAN_JAM_MS);
  timer.unref();
  void berkala();
  return {
    clock,
    jeda,
    simpan,
    hentikan: async () => {
      clearInterval(timer);
      // A database that is away does not hold a shutdown: the clock is written next start at worst.
      await Promise.race([berkala(), new Promise((r) => setTimeout(r, HENTI_MAKS_MS).unref())]);
    },
  };
}
