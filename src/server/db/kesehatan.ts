import fs from 'node:fs';
import type { Database } from './database';
import { jenisGangguan, type JenisGangguan } from './gangguan';

/** A database that does not answer in this time counts as down: a proxy must hear it promptly. */
export const BATAS_KESEHATAN_MS = 3000;

/**
 * Below this free space on SQLite's disk the server says it is full: a write may still fit in the
 * WAL's old pages while the next checkpoint or a growing table cannot.
 */
export const RUANG_BEBAS_MINIMUM = 10 * 1024 * 1024;

/** The free bytes of the disk that holds a folder (for the unprivileged user), or undefined when unknown. */
export function ruangBebas(folder: string): number | undefined {
  try {
    const s = fs.statfsSync(folder);
    return s.bavail * s.bsize;
  } catch {
    return undefined;
  }
}

/**
 * Whether the database takes writes now (issue 28): one row written (a `select 1` answered while a
 * full disk refused every save), and on SQLite its disk's free space. Undefined when healthy, else
 * the fault. Any error the probe meets that is not a known fault counts as the database being out
 * of reach: health says what a client would meet.
 */
export async function periksaDatabase(database: Database, now: Date): Promise<JenisGangguan | undefined> {
  if (database.dataDir !== undefined) {
    const bebas = ruangBebas(database.dataDir);
    if (bebas !== undefined && bebas < RUANG_BEBAS_MINIMUM) return 'penuh';
  }
  const tulis = database.db
    .updateTable('kesehatan')
    .set({ waktu: now.toISOString() })
    .where('id', '=', 1)
    .execute()
    .then(
      () => undefined,
      (error: unknown) => jenisGangguan(error) ?? ('putus' as const),
    );
  let batas: NodeJS.Timeout | undefined;
  const lewat = new Promise<'putus'>((resolve) => {
    batas = setTimeout(() => resolve('putus'), BATAS_KESEHATAN_MS);
  });
  try {
    return await Promise.race([tulis, lewat]);
  } finally {
    clearTimeout(batas);
  }
}
