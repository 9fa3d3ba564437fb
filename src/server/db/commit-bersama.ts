import type { Kysely } from 'kysely';
import { AntreanBatch, BATCH_TUNGGU_MS, type DiAntre } from './antrean-batch';
import type { DB } from './schema';

type Tulis = (db: Kysely<DB>) => Promise<unknown>;

/**
 * What a kind's `tulisSemua` returns when its items' callers must learn more than "committed": the
 * outcome of each item, in the items' order (a draft whose attempt was gone wrote nothing: its caller
 * must not be told it was stored, issue 28). Each caller gets its own item's outcome after the commit.
 */
export class PerItem<R> {
  constructor(readonly hasil: readonly R[]) {}
}

/**
 * Writes of one kind that one statement carries together (the drafts of a room of children): the
 * items of a batch are handed over at once, in their order of arrival.
 */
export interface TulisSejenis<T, R = void> {
  /** Writes the items (at least one) as one statement, so that they are stored all or none. */
  tulisSemua(db: Kysely<DB>, items: T[]): Promise<PerItem<R> | unknown>;
}

interface Antre extends DiAntre<unknown> {
  tulis: Tulis | { jenis: TulisSejenis<unknown, unknown>; item: unknown };
}

/** A part of a batch: one write, or the items of one kind together. */
interface Bagian {
  tulis: Tulis;
  antre: Antre[];
}

/** Answers the callers of a part once its write is committed: each with its item's outcome, if told. */
function jawab(antre: Antre[], hasil: unknown): void {
  for (const [i, a] of antre.entries()) a.selesai(hasil instanceof PerItem ? (hasil as PerItem<unknown>).hasil[i] : undefined);
}

/** The batch as parts in order of first arrival: each plain write alone, the items of one kind together. */
function bagianDari(batch: Antre[]): Bagian[] {
  const bagian: Bagian[] = [];
  const sejenis = new Map<TulisSejenis<unknown, unknown>, { items: unknown[]; antre: Antre[] }>();
  for (const a of batch) {
    const t = a.tulis;
    if (typeof t === 'function') {
      bagian.push({ tulis: t, antre: [a] });
      continue;
    }
    let kumpulan = sejenis.get(t.jenis);
    if (!kumpulan) {
      const baru = { items: [] as unknown[], antre: [] as Antre[] };
      bagian.push({ tulis: (db) => t.jenis.tulisSemua(db, baru.items), antre: baru.antre });
      sejenis.set(t.jenis, baru);
      kumpulan = baru;
    }
    kumpulan.items.push(t.item);
    kumpulan.antre.push(a);
  }
  return bagian;
}

/** A write of its own: a plain write, or one item of a kind written alone. */
const sendiri = (a: Antre): Tulis => {
  const t = a.tulis;
  return typeof t === 'function' ? t : (db) => t.jenis.tulisSemua(db, [t.item]);
};

/**
 * Group commit: small writes that arrive together (drafts of a room of children, audit entries of
 * reads) go into one transaction, so a hundred requests at once cost a few durable commits instead of
 * a hundred. Each caller is answered only after the commit that holds its write, so every
 * acknowledged write survives a power cut as before (SQLite `synchronous=FULL`, PostgreSQL's commit).
 * Writes of one kind (`TulisSejenis`) of a batch go as one statement. A write that fails does not fail
 * the others: the batch is then written again one by one.
 */
class PenulisBersama extends AntreanBatch<Antre> {
  /** How long the last batch that was stored whole took to write and commit, in ms. */
  private lamaCommit = 0;

  constructor(private readonly db: Kysely<DB>) {
    super();
  }

  tulis(tulis: Antre['tulis']): Promise<unknown> {
    return new Promise((selesai, gagal) => this.antre({ tulis, sejak: performance.now(), selesai, gagal }));
  }

  /** At least four commits' time, so that a slow disk still commits seldom. */
  protected override tungguMs(): number {
    return Math.max(BATCH_TUNGGU_MS, 4 * this.lamaCommit);
  }

  protected async kirim(batch: Antre[]): Promise<void> {
    const bagian = bagianDari(batch);
    const awal = performance.now();
    try {
      let hasil: unknown[];
      if (bagian.length === 1) {
        // One statement (or one caller's write) needs no transaction of ours; through a promise, so
        // that even a write that throws at once answers its callers.
        hasil = [await Promise.resolve().then(() => bagian[0]!.tulis(this.db))];
      } else {
        hasil = await this.db.transaction().execute(async (trx) => {
          const semua: unknown[] = [];
          for (const { tulis } of bagian) semua.push(await tulis(trx));
          return semua;
        });
      }
      // The commit's own time, before any caller goes on with its answer.
      this.lamaCommit = performance.now() - awal;
      for (const [i, b] of bagian.entries()) jawab(b.antre, hasil[i]);
      return;
    } catch (error) {
      if (batch.length === 1) return batch[0]!.gagal(error);
      // Written again one by one below.
    }
    for (const a of batch) {
      try {
        jawab([a], await sendiri(a)(this.db));
      } catch (error) {
        a.gagal(error);
      }
    }
  }
}

const penulis = new WeakMap<Kysely<DB>, PenulisBersama>();

/**
 * Runs a small write in the next group commit of this database; resolves once it is committed. With a
 * kind (`TulisSejenis`) the item is written together with the other items of that kind in the batch,
 * and resolves with the item's outcome when the kind tells one (`PerItem`), else undefined.
 */
export function tulisBersama(db: Kysely<DB>, tulis: Tulis): Promise<void>;
export function tulisBersama<T, R>(db: Kysely<DB>, jenis: TulisSejenis<T, R>, item: T): Promise<R | undefined>;
export async function tulisBersama<T, R>(db: Kysely<DB>, tulis: Tulis | TulisSejenis<T, R>, item?: T): Promise<R | undefined> {
  let p = penulis.get(db);
  if (!p) {
    p = new PenulisBersama(db);
    penulis.set(db, p);
  }
  return (await p.tulis(typeof tulis === 'function' ? tulis : { jenis: tulis as TulisSejenis<unknown, unknown>, item })) as
    R | undefined;
}
