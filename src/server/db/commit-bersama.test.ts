// Group commit (issue 17): writes arriving together share a commit, yet each caller is answered only
// once its own write is committed, and one failing write fails no other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { auditUrut } from '../test/factories';
import { koneksiLain } from '../test/koneksi-lain';
import { PerItem, tulisBersama, type TulisSejenis } from './commit-bersama';
import { openDatabase } from './database';

describe('tulisBersama', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const kedua = koneksiLain(() => t);

  const entri = (action: string, i: number) => ({
    at: new Date(Date.UTC(2026, 10, 23, 3, 0, i)).toISOString(),
    role: 'asessor',
    actor_id: 1,
    actor_name: 'Uji',
    action,
    target: `T-${i}`,
    detail: null,
    ip: '127.0.0.1',
  });

  /** Whether another connection sees the entry (committed). */
  const terlihat = async (action: string, i: number): Promise<boolean> => {
    if (kedua.file) return Boolean(kedua.file.prepare('select 1 from audit where action = ? and target = ?').get(action, `T-${i}`));
    const row = await kedua.lain!.db
      .selectFrom('audit')
      .select('id')
      .where('action', '=', action)
      .where('target', '=', `T-${i}`)
      .executeTakeFirst();
    return Boolean(row);
  };

  it('answers each of many writes at once only after its write is committed', async () => {
    const dilihat = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        tulisBersama(t.database.db, (db) => db.insertInto('audit').values(entri('uji.bersama', i)).execute()).then(() =>
          terlihat('uji.bersama', i),
        ),
      ),
    );
    expect(dilihat).toEqual(Array(60).fill(true));
  });

  it('answers a lone write that throws at once with its error', async () => {
    const error = await tulisBersama(t.database.db, () => {
      throw new Error('rusak');
    }).catch((e: unknown) => e);
    expect(error).toEqual(new Error('rusak'));
  });

  it('fails only the write that fails; the others of its batch are stored', async () => {
    const hasil = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        tulisBersama(t.database.db, (db) =>
          i === 4
            ? db
                .insertInto('audit')
                .values({ ...entri('uji.gagal', i), at: null as unknown as string })
                .execute()
            : db.insertInto('audit').values(entri('uji.gagal', i)).execute(),
        ),
      ),
    );
    expect(hasil.map((h) => h.status)).toEqual(Array.from({ length: 10 }, (_, i) => (i === 4 ? 'rejected' : 'fulfilled')));
    const tersimpan = await auditUrut(t.database.db, 'uji.gagal');
    expect(tersimpan.map((r) => r.target)).toEqual(['T-0', 'T-1', 'T-2', 'T-3', 'T-5', 'T-6', 'T-7', 'T-8', 'T-9']);
  });

  /** A kind that inserts its items as one multi-row statement, and counts its calls. */
  const panggilan: number[] = [];
  const auditSekaligus: TulisSejenis<{ action: string; i: number; rusak?: boolean }> = {
    async tulisSemua(db, items) {
      panggilan.push(items.length);
      await db
        .insertInto('audit')
        .values(items.map((x) => ({ ...entri(x.action, x.i), ...(x.rusak ? { at: null as unknown as string } : {}) })))
        .execute();
    },
  };

  it('hands the items of one kind arriving together over at once, in order, each answered after its commit', async () => {
    panggilan.length = 0;
    const dilihat = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        tulisBersama(t.database.db, auditSekaligus, { action: 'uji.sejenis', i }).then(() => terlihat('uji.sejenis', i)),
      ),
    );
    expect(dilihat).toEqual(Array(40).fill(true));
    expect(panggilan).toEqual([40]);
    const tersimpan = await auditUrut(t.database.db, 'uji.sejenis');
    expect(tersimpan.map((r) => r.target)).toEqual(Array.from({ length: 40 }, (_, i) => `T-${i}`));
  });

  it('commits items of a kind and plain writes of one batch together', async () => {
    panggilan.length = 0;
    const semua = await Promise.all([
      tulisBersama(t.database.db, auditSekaligus, { action: 'uji.campur', i: 0 }).then(() => terlihat('uji.campur', 0)),
      tulisBersama(t.database.db, (db) => db.insertInto('audit').values(entri('uji.campur', 1)).execute()).then(() =>
        terlihat('uji.campur', 1),
      ),
      tulisBersama(t.database.db, auditSekaligus, { action: 'uji.campur', i: 2 }).then(() => terlihat('uji.campur', 2)),
    ]);
    expect(semua).toEqual([true, true, true]);
    expect(panggilan).toEqual([2]);
  });

  it('answers each item with its own outcome when the kind tells one (a draft whose attempt was gone, issue 28)', async () => {
    // Odd items find nothing to write to; in a batch with a plain write, and in the one-by-one retry.
    const ganjilKosong: TulisSejenis<{ i: number; rusak?: boolean }, boolean> = {
      async tulisSemua(db, items) {
        const genap = items.filter((x) => x.i % 2 === 0);
        if (genap.length > 0) {
          await db
            .insertInto('audit')
            .values(genap.map((x) => ({ ...entri('uji.per-item', x.i), ...(x.rusak ? { at: null as unknown as string } : {}) })))
            .execute();
        }
        return new PerItem(items.map((x) => x.i % 2 === 0));
      },
    };
    const bersama = await Promise.all([
      ...[0, 1, 2, 3].map((i) => tulisBersama(t.database.db, ganjilKosong, { i })),
      tulisBersama(t.database.db, (db) => db.insertInto('audit').values(entri('uji.per-item', 9)).execute()),
    ]);
    expect(bersama).toEqual([true, false, true, false, undefined]);
    const sendiri = await Promise.allSettled(
      [10, 11, 12].map((i) => tulisBersama(t.database.db, ganjilKosong, { i, rusak: i === 12 })),
    );
    expect(sendiri.map((h) => (h.status === 'fulfilled' ? h.value : 'gagal'))).toEqual([true, false, 'gagal']);
  });

  it('fails only the item that fails; the other items of its kind and batch are stored', async () => {
    panggilan.length = 0;
    const hasil = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        tulisBersama(t.database.db, auditSekaligus, { action: 'uji.sejenis-gagal', i, rusak: i === 6 }),
      ),
    );
    expect(hasil.map((h) => h.status)).toEqual(Array.from({ length: 10 }, (_, i) => (i === 6 ? 'rejected' : 'fulfilled')));
    // Once together, then each item alone.
    expect(panggilan).toEqual([10, ...Array(10).fill(1)]);
    const tersimpan = await auditUrut(t.database.db, 'uji.sejenis-gagal');
    expect(tersimpan.map((r) => r.target)).toEqual(['T-0', 'T-1', 'T-2', 'T-3', 'T-4', 'T-5', 'T-7', 'T-8', 'T-9']);
  });

  it('a batch whose transaction the database ends for a conflict runs again whole: each write stored once, answered from the run that committed', async () => {
    // The first run writes the kind's items, then meets a deadlock (PostgreSQL) or a stale snapshot
    // (SQLite): that run is rolled back and the whole batch runs again (KyselyUlang). Each item's
    // outcome names the run that gave it: a caller told by the rolled-back run would get 'run 1'.
    const runsKind: number[] = [];
    const jenis: TulisSejenis<number, string> = {
      async tulisSemua(db, items) {
        runsKind.push(items.length);
        await db
          .insertInto('audit')
          .values(items.map((i) => entri('uji.ulang', i)))
          .execute();
        return new PerItem(items.map(() => `run ${runsKind.length}`));
      },
    };
    let runs = 0;
    const konflik = Object.assign(new Error('konflik'), {
      code: t.database.dialect === 'postgres' ? '40P01' : 'SQLITE_BUSY_SNAPSHOT',
    });
    // A write held open keeps the writer busy, so that the four below go as one batch on a slow machine too.
    let lepas!: () => void;
    let ditulis!: () => void;
    const sedangDitulis = new Promise<void>((r) => (ditulis = r));
    const ditahan = tulisBersama(t.database.db, () => new Promise<void>((r) => ((lepas = r), ditulis())));
    await sedangDitulis;
    const semua = Promise.all([
      ...[0, 1, 2].map((i) => tulisBersama(t.database.db, jenis, i)),
      tulisBersama(t.database.db, async (db) => {
        await db.insertInto('audit').values(entri('uji.ulang', 3)).execute();
        if (++runs === 1) throw konflik;
      }),
    ]);
    await new Promise((r) => setTimeout(r, 5));
    lepas();
    await ditahan;
    const hasil = await semua;
    expect(hasil).toEqual(['run 2', 'run 2', 'run 2', undefined]);
    // Run together twice, never one by one.
    expect(runsKind).toEqual([3, 3]);
    expect(runs).toBe(2);
    const tersimpan = await auditUrut(t.database.db, 'uji.ulang');
    expect(tersimpan.map((r) => r.target)).toEqual(['T-0', 'T-1', 'T-2', 'T-3']);
    expect(await Promise.all([0, 1, 2, 3].map((i) => terlihat('uji.ulang', i)))).toEqual([true, true, true, true]);
  });

  it('a batch goes once its oldest write has waited 2 ms, without waiting for the end of a long turn of the event loop', async () => {
    // Its own connection: a writer that has not committed yet (no earlier commit's time counts).
    const url = process.env.TEST_DATABASE_URL;
    const sendiri = url ? openDatabase({ url, searchPath: t.database.schema }) : openDatabase({ dataDir: t.dataDir });
    try {
      const urutan: string[] = [];
      const jenis: TulisSejenis<number> = {
        async tulisSemua(db, items) {
          urutan.push(`tulis ${items.join(',')}`);
          await db
            .insertInto('audit')
            .values(items.map((i) => entri('uji.tunggu', i)))
            .execute();
        },
      };
      const sibukSelama = (ms: number) => {
        const sampai = performance.now() + ms;
        while (performance.now() < sampai) {
          // a turn of the event loop busy with other requests
        }
      };
      // A short turn: the writes wait for its end (the immediate queued before them runs first).
      setImmediate(() => urutan.push('giliran berikut'));
      const awal = performance.now();
      await Promise.all([tulisBersama(sendiri.db, jenis, 1), tulisBersama(sendiri.db, jenis, 2)]);
      const lamaCommit = performance.now() - awal;
      expect(urutan).toEqual(['giliran berikut', 'tulis 1,2']);
      // A long turn: the write that comes after the first one waited 2 ms (and four commits' time)
      // sends the batch at once.
      urutan.length = 0;
      setImmediate(() => urutan.push('giliran berikut'));
      const pertama = tulisBersama(sendiri.db, jenis, 3);
      sibukSelama(Math.max(3, 4 * lamaCommit + 1));
      const kedua = tulisBersama(sendiri.db, jenis, 4);
      await Promise.all([pertama, kedua]);
      expect(urutan[0]).toBe('tulis 3,4');
      expect(await Promise.all([1, 2, 3, 4].map((i) => terlihat('uji.tunggu', i)))).toEqual([true, true, true, true]);
      // After a slow commit (a slow disk: here 40 ms), a batch waits four commits' time: 5 ms is not enough.
      const lambat: TulisSejenis<number> = {
        async tulisSemua(db, items) {
          await new Promise((r) => setTimeout(r, 40));
          return jenis.tulisSemua(db, items);
        },
      };
      await tulisBersama(sendiri.db, lambat, 5);
      urutan.length = 0;
      setImmediate(() => urutan.push('giliran berikut'));
      const p6 = tulisBersama(sendiri.db, jenis, 6);
      sibukSelama(5);
      await Promise.all([p6, tulisBersama(sendiri.db, jenis, 7)]);
      expect(urutan).toEqual(['giliran berikut', 'tulis 6,7']);
    } finally {
      await sendiri.destroy();
    }
  });
});
