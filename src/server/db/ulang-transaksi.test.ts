// Transactions the database gives up on for a conflict run again (issue 28): on PostgreSQL two
// transactions deleting several results in opposite order deadlock (40P01, one of them is ended); on
// SQLite a second connection (another server process) writes past a transaction's snapshot, which
// then cannot write (SQLITE_BUSY_SNAPSHOT). Before the retry one of the two failed (a 503 for its
// assessor); now both commit and every row is gone.
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { createChild } from '../test/factories';
import { createHasil } from '../test/hasil-factories';
import { testAppForFile } from '../test/harness';
import { bolehDiulang, KALI_TRANSAKSI } from './ulang-transaksi';

const t = testAppForFile();

/** A point both transactions must reach before either goes on (only the first run of each waits). */
function titikTemu(n: number) {
  let sampai = 0;
  let lepas!: () => void;
  const semua = new Promise<void>((r) => (lepas = r));
  return () => {
    if (++sampai === n) lepas();
    return semua;
  };
}

/** Results of children of two Rutan in turn: a delete in one Rutan takes none of the other's counter rows. */
async function hasilBaru(jumlah: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < jumlah; i++) {
    const child = await createChild(t.database.db, { location: i < jumlah / 2 ? 'Rutan 1' : 'Rutan 2' });
    ids.push((await createHasil(t.database.db, child.id, 'pid5')).id);
  }
  return ids;
}

describe('a transaction that meets a conflict runs again', () => {
  it('two transactions deleting results in opposite order (PostgreSQL) or past each other (SQLite) both commit', async () => {
    const ids = await hasilBaru(4);
    const [a, b, c, d] = ids as [number, number, number, number];
    const db = t.database.db;
    const jalan = { satu: 0, dua: 0 };
    if (t.database.dialect === 'postgres') {
      const temu = titikTemu(2);
      const hapus = (nama: 'satu' | 'dua', urutan: number[][]) =>
        db.transaction().execute(async (trx) => {
          jalan[nama]++;
          await trx.deleteFrom('hasil').where('id', 'in', urutan[0]!).execute();
          await temu();
          await trx.deleteFrom('hasil').where('id', 'in', urutan[1]!).execute();
        });
      const hasil = await Promise.allSettled([
        hapus('satu', [
          [a, b],
          [c, d],
        ]),
        hapus('dua', [
          [c, d],
          [a, b],
        ]),
      ]);
      expect(hasil.map((h) => h.status)).toEqual(['fulfilled', 'fulfilled']);
      // PostgreSQL ended exactly one of them for the deadlock; that one ran again.
      expect(jalan.satu + jalan.dua).toBe(3);
    } else {
      // Another server process on the same file: its own connection.
      const lain = openDatabase({ dataDir: t.dataDir! });
      try {
        const dibaca = titikTemu(2);
        const ditulis = titikTemu(2);
        const baca = db.transaction().execute(async (trx) => {
          jalan.satu++;
          await trx.selectFrom('hasil').select('id').where('id', 'in', [a, b]).execute();
          void dibaca();
          await ditulis();
          await trx.deleteFrom('hasil').where('id', 'in', [a, b]).execute();
        });
        await dibaca();
        // Committed while the first transaction holds its (now stale) snapshot.
        await lain.db.deleteFrom('hasil').where('id', 'in', [c, d]).execute();
        void ditulis();
        await baca;
        expect(jalan.satu).toBe(2);
      } finally {
        await lain.destroy();
      }
    }
    expect(await db.selectFrom('hasil').select('id').where('id', 'in', ids).execute()).toEqual([]);
  });

  it(`gives up after ${KALI_TRANSAKSI} runs and runs an ordinary error once`, async () => {
    const [id] = await hasilBaru(1);
    let runs = 0;
    const konflik = Object.assign(new Error('deadlock detected'), {
      code: t.database.dialect === 'postgres' ? '40P01' : 'SQLITE_BUSY_SNAPSHOT',
    });
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        runs++;
        await trx.deleteFrom('hasil').where('id', '=', id!).execute();
        throw konflik;
      }),
    ).rejects.toBe(konflik);
    expect(runs).toBe(KALI_TRANSAKSI);
    // Every run was rolled back: the row is still there.
    expect(await t.database.db.selectFrom('hasil').select('id').where('id', '=', id!).execute()).toHaveLength(1);

    runs = 0;
    const biasa = new Error('bukan konflik');
    await expect(
      t.database.db.transaction().execute(async () => {
        runs++;
        throw biasa;
      }),
    ).rejects.toBe(biasa);
    expect(runs).toBe(1);
  });

  it('does not run again a SQLite transaction whose busy handler already waited for the lock', () => {
    const sibuk = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    expect(bolehDiulang(sibuk, 20)).toBe(true);
    expect(bolehDiulang(sibuk, 5000)).toBe(false);
    // PostgreSQL finds a deadlock only after deadlock_timeout (1 s): run again however long it took.
    expect(bolehDiulang(Object.assign(new Error('deadlock detected'), { code: '40P01' }), 1200)).toBe(true);
  });
});
