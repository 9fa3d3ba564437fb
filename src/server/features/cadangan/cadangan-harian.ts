import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { DB } from '#server/db/schema.ts';
import type { Settings } from '#server/settings.ts';
import type { Clock } from '#server/time.ts';
import { mulaiBerkalaTercatat, type LogTugas, type TugasBerkala } from '#server/tugas-berkala.ts';
import { buatCadangan, sumberDari, type HasilCadangan } from './cadangan';

const JAM_MS = 60 * 60 * 1000;
/** A backup this recent counts as today's (a little under a day, so hourly checks do not drift). */
const HARIAN_MS = 23 * JAM_MS;
/** The admin is warned when the last backup is older than this. */
export const BATAS_PERINGATAN_MS = 2 * 24 * JAM_MS;
// One lock for every server process of one PostgreSQL database: only its holder makes the backup.
const KUNCI = sql`hashtext('asesmen-abh:cadangan-harian')`;

/** Records a checked backup in the shared log. */
export async function catatCadangan(db: Kysely<DB>, clock: Clock, hasil: HasilCadangan): Promise<void> {
  const berkas = hasil.path.split(/[\\/]/).pop()!;
  await db
    .insertInto('cadangan')
    .values({ at: clock.now().toISOString(), berkas, ukuran: hasil.ukuran, jumlah_baris: hasil.totalBaris })
    .execute();
}

/** The newest recorded backup, if any. */
export async function cadanganTerakhir(db: Kysely<DB>) {
  return db
    .selectFrom('cadangan')
    .select(['at', 'berkas', 'ukuran', 'jumlah_baris'])
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Makes today's backup unless one was made less than a day ago (by this or another process). */
export async function cadanganHarian(database: Database, settings: Settings, clock: Clock): Promise<HasilCadangan | undefined> {
  const jikaPerlu = async (db: Kysely<DB>) => {
    const last = await cadanganTerakhir(db);
    if (last && clock.now().getTime() - new Date(last.at).getTime() < HARIAN_MS) return undefined;
    const hasil = await buatCadangan(sumberDari(settings), settings.BACKUP_DIR, settings.BACKUP_KEEP, clock);
    await catatCadangan(db, clock, hasil);
    return hasil;
  };
  if (database.dialect === 'sqlite') return jikaPerlu(database.db);
  return database.db.connection().execute(async (conn) => {
    const { rows } = await sql<{ ok: boolean }>`select pg_try_advisory_lock(${KUNCI}) as ok`.execute(conn);
    if (!rows[0]?.ok) return undefined;
    try {
      return await jikaPerlu(conn);
    } finally {
      await sql`select pg_advisory_unlock(${KUNCI})`.execute(conn);
    }
  });
}

/**
 * Checks every hour (first shortly after start) whether today's backup is due, and makes it.
 * A failure is logged and tried again at the next check; the server keeps serving.
 */
export function mulaiCadanganHarian(database: Database, settings: Settings, clock: Clock, log: LogTugas): TugasBerkala {
  return mulaiBerkalaTercatat(log, {
    pertamaMs: 5000,
    setiapMs: JAM_MS,
    jalankan: async () => {
      const hasil = await cadanganHarian(database, settings, clock);
      return hasil && { berkas: hasil.path, ukuran: hasil.ukuran, baris: hasil.totalBaris };
    },
    selesai: 'Cadangan harian dibuat',
    gagal: 'Cadangan harian gagal',
    tingkatGagal: 'error',
  });
}
