// A job the server runs on its own (the daily backup, the owed follow-ups): first shortly after start,
// then on every tick. A run never overlaps the one before it, a failure is logged by the job and tried
// again at the next tick while the server keeps serving, and stopping waits for the run in progress.

export interface TugasBerkala {
  stop: () => Promise<void>;
}

export function mulaiBerkala(opsi: {
  pertamaMs: number;
  setiapMs: number;
  /** One run; a long one asks `lanjut()` between its steps and ends early once the server is stopping. */
  jalankan: (lanjut: () => boolean) => Promise<void>;
  gagal: (error: Error) => void;
}): TugasBerkala {
  let running: Promise<void> | undefined;
  let berhenti = false;
  const lanjut = () => !berhenti;
  const run = () => {
    running ??= opsi
      .jalankan(lanjut)
      .catch((error: unknown) => opsi.gagal(error as Error))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, opsi.pertamaMs);
  const every = setInterval(run, opsi.setiapMs);
  first.unref();
  every.unref();
  return {
    stop: async () => {
      berhenti = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}

/** The server's log as a job writes to it (Fastify's logger, or a test's). */
export interface LogTugas {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

/**
 * A job that reports in the server's log: a run that did something (`jalankan` answers what) is logged
 * at info with `selesai`; a failure with `gagal`, at `tingkatGagal` (error when it needs someone, warn
 * when the next tick retries it anyway).
 */
export function mulaiBerkalaTercatat(
  log: LogTugas,
  opsi: {
    pertamaMs: number;
    setiapMs: number;
    jalankan: (lanjut: () => boolean) => Promise<object | undefined>;
    selesai: string;
    gagal: string;
    tingkatGagal: 'warn' | 'error';
  },
): TugasBerkala {
  return mulaiBerkala({
    pertamaMs: opsi.pertamaMs,
    setiapMs: opsi.setiapMs,
    jalankan: async (lanjut) => {
      const laporan = await opsi.jalankan(lanjut);
      if (laporan) log.info(laporan, opsi.selesai);
    },
    gagal: (error) => log[opsi.tingkatGagal]({ galat: error.message }, opsi.gagal),
  });
}
