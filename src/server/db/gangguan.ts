// Faults of the database itself (issue 28): PostgreSQL gone or restarting, a connection ended by the
// server, SQLite's disk full or unreadable. They are not bugs of a request: the request gets a 503 in
// Indonesian that says what is wrong, the log says it once, and the next request tries again.

export const PESAN_DATABASE_PUTUS = 'Database tidak dapat dihubungi. Coba lagi dalam beberapa saat.';
export const PESAN_PENYIMPANAN_PENUH = 'Penyimpanan server penuh. Data belum dapat disimpan; hubungi petugas.';

/** `putus`: the database cannot be reached or used now; `penuh`: its disk is full. */
export type JenisGangguan = 'putus' | 'penuh';

/** Node's socket and file errors that mean the database is out of reach. */
const KODE_PUTUS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // SQLite: the file or its folder cannot be read or written (a lost mount), or stays locked.
  'SQLITE_CANTOPEN',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_READONLY',
  'SQLITE_NOTADB',
]);

/** node-postgres' own messages for a connection that is gone or never came (they carry no code). */
const PESAN_PG_PUTUS =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end)/;

/**
 * What kind of database fault an error is, or undefined for any other error. PostgreSQL's SQLSTATE
 * class 08 (connection), 57P01-57P03 (shut down, crashed, starting up), 53300 (too many
 * connections); 53100 is its disk full. SQLite's SQLITE_FULL and Node's ENOSPC are a full disk.
 */
export function jenisGangguan(error: unknown): JenisGangguan | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === '53100') return 'penuh';
    if (KODE_PUTUS.has(code) || code.startsWith('SQLITE_IOERR') || code.startsWith('08')) return 'putus';
    if (code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') return 'putus';
  }
  if (PESAN_PG_PUTUS.test(error.message)) return 'putus';
  // better-sqlite3 on a closed database (a server being shut down or a test that closed it).
  if (error instanceof TypeError && /database connection is not open/i.test(error.message)) return 'putus';
  return undefined;
}

export const pesanGangguan = (jenis: JenisGangguan) => (jenis === 'penuh' ? PESAN_PENYIMPANAN_PENUH : PESAN_DATABASE_PUTUS);

/** How often one kind of fault is written to the log while it lasts. */
const JEDA_CATAT_MS = 60_000;

/**
 * Writes a fault to the log once a minute at most per kind, as one line without a stack: a full disk
 * under a room of children saving used to log a stack for each of 1,871 requests. The line after a
 * quiet minute says how many more there were meanwhile.
 */
export class CatatanGangguan {
  private readonly terakhir = new Map<JenisGangguan, { waktu: number; lagi: number }>();

  constructor(
    private readonly tulis: (info: Record<string, unknown>, pesan: string) => void,
    private readonly sekarang: () => number = () => performance.now(),
  ) {}

  catat(jenis: JenisGangguan, error: Error): void {
    const now = this.sekarang();
    const t = this.terakhir.get(jenis);
    if (t && now - t.waktu < JEDA_CATAT_MS) {
      t.lagi++;
      return;
    }
    this.terakhir.set(jenis, { waktu: now, lagi: 0 });
    const code = (error as { code?: unknown }).code;
    this.tulis(
      {
        gangguan: jenis,
        code: typeof code === 'string' ? code : undefined,
        sebab: error.message,
        sejakCatatanLalu: t?.lagi ?? 0,
      },
      jenis === 'penuh' ? 'Penyimpanan database penuh' : 'Database tidak dapat dihubungi',
    );
  }
}
