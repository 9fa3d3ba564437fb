import type { Kysely } from 'kysely';
import { AntreanBatch, type DiAntre } from './antrean-batch';
import type { DB } from './schema';

/** Reads of one kind (the checks of a draft): how one is read alone, and how several are read in one query. */
export interface BacaSejenis<K, R> {
  /** Reads one: inside a transaction, and again alone after a batch failed. */
  satu(db: Kysely<DB>, kunci: K): Promise<R>;
  /** Reads several (at least two) in one query: the answers in the order of the keys. */
  semua(db: Kysely<DB>, kunci: K[]): Promise<R[]>;
}

interface Antre<K, R> extends DiAntre<R> {
  kunci: K;
}

/**
 * Reads of one kind that arrive together go as one query, one batch at a time: what arrives while a
 * batch is read goes in the next one. On PostgreSQL each query is a round trip whose socket write and
 * wake-up of a server process cost more than the reading (issue 17: a room of children saving drafts,
 * the largest part of the server's CPU). On SQLite each statement outside a transaction is a read
 * transaction of its own: a lock and an unlock of its read mark in the WAL index and a stat of the
 * database file, three system calls (a row read by its key: 11.6 µs alone, 1.5 µs inside a
 * transaction, on the development machine). A batch goes at the end of the event loop's turn, or at
 * once when its oldest read has waited BATCH_TUNGGU_MS. A batch that fails is read again one by one,
 * so a read fails only by its own fault.
 */
class PembacaBersama<K, R> extends AntreanBatch<Antre<K, R>> {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly jenis: BacaSejenis<K, R>,
  ) {
    super();
  }

  baca(kunci: K): Promise<R> {
    return new Promise((selesai, gagal) => this.antre({ kunci, sejak: performance.now(), selesai, gagal }));
  }

  protected async kirim(batch: Antre<K, R>[]): Promise<void> {
    if (batch.length > 1) {
      try {
        const hasil = await this.jenis.semua(
          this.db,
          batch.map((a) => a.kunci),
        );
        batch.forEach((a, i) => a.selesai(hasil[i]!));
        return;
      } catch {
        // Read again one by one below: each caller gets its own answer or error.
      }
    }
    await Promise.all(
      batch.map(async (a) => {
        try {
          a.selesai(await this.jenis.satu(this.db, a.kunci));
        } catch (error) {
          a.gagal(error);
        }
      }),
    );
  }
}

const pembaca = new WeakMap<Kysely<DB>, WeakMap<BacaSejenis<never, unknown>, PembacaBersama<never, unknown>>>();

/**
 * Reads one key of a kind together with the reads of that kind arriving meanwhile, in one query.
 * Inside a transaction (its own connection and snapshot) the key is read alone.
 */
export function bacaBersama<K, R>(db: Kysely<DB>, jenis: BacaSejenis<K, R>, kunci: K): Promise<R> {
  if (db.isTransaction) return jenis.satu(db, kunci);
  let perJenis = pembaca.get(db);
  if (!perJenis) {
    perJenis = new WeakMap();
    pembaca.set(db, perJenis);
  }
  let p = perJenis.get(jenis as BacaSejenis<never, unknown>) as PembacaBersama<K, R> | undefined;
  if (!p) {
    p = new PembacaBersama(db, jenis);
    perJenis.set(jenis as BacaSejenis<never, unknown>, p as PembacaBersama<never, unknown>);
  }
  return p.baca(kunci);
}
