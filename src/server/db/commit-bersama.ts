import type { Kysely } from 'kysely';
import type { DB } from './schema';

type Tulis = (db: Kysely<DB>) => Promise<unknown>;

/**
 * Group commit: small writes that arrive together (drafts of a room of children, audit entries of
 * reads) go into one transaction, so a hundred requests at once cost a few durable commits instead of
 * a hundred. Each caller is answered only after the commit that holds its write, so every
 * acknowledged write survives a power cut as before (SQLite `synchronous=FULL`, PostgreSQL's commit).
 * A write that fails does not fail the others: the batch is then written again one by one.
 */
class PenulisBersama {
  private antrean: { tulis: Tulis; selesai: () => void; gagal: (error: unknown) => void }[] = [];
  /** A batch is being committed: what arrives meanwhile waits for it and goes in the next one. */
  private sibuk = false;
  private terjadwal = false;

  constructor(private readonly db: Kysely<DB>) {}

  tulis(tulis: Tulis): Promise<void> {
    return new Promise((selesai, gagal) => {
      this.antrean.push({ tulis, selesai, gagal });
      this.jadwalkan();
    });
  }

  private jadwalkan(): void {
    if (this.terjadwal || this.sibuk || this.antrean.length === 0) return;
    this.terjadwal = true;
    // The writes of the requests handled in this turn of the event loop join the batch.
    setImmediate(() => {
      this.terjadwal = false;
      this.sibuk = true;
      void this.kirim().finally(() => {
        this.sibuk = false;
        this.jadwalkan();
      });
    });
  }

  private async kirim(): Promise<void> {
    const batch = this.antrean;
    this.antrean = [];
    if (batch.length === 1) {
      const w = batch[0]!;
      // Through a promise, so that even a write that throws at once answers its caller.
      await Promise.resolve()
        .then(() => w.tulis(this.db))
        .then(w.selesai, w.gagal);
      return;
    }
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const { tulis } of batch) await tulis(trx);
      });
      for (const w of batch) w.selesai();
    } catch {
      for (const w of batch) {
        try {
          await w.tulis(this.db);
          w.selesai();
        } catch (error) {
          w.gagal(error);
        }
      }
    }
  }
}

const penulis = new WeakMap<Kysely<DB>, PenulisBersama>();

/** Runs a small write in the next group commit of this database; resolves once it is committed. */
export function tulisBersama(db: Kysely<DB>, tulis: Tulis): Promise<void> {
  let p = penulis.get(db);
  if (!p) {
    p = new PenulisBersama(db);
    penulis.set(db, p);
  }
  return p.tulis(tulis);
}
