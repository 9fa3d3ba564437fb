// Reads of one kind arriving together (issue 17) share one query, yet each caller gets its own answer
// as if read alone, and a read that fails fails no other. A transaction reads alone.
import { describe, expect, it } from 'vitest';
import { createChild } from '../test/factories';
import { testAppForFile } from '../test/harness';
import { bacaBersama, type BacaSejenis } from './baca-bersama';
import { barisDaftar, Daftar, kueriTetap } from './kueri-tetap';

const t = testAppForFile();

const namaSatu = kueriTetap((db, id: number) => db.selectFrom('peserta').select('name').where('id', '=', id));
const namaBanyak = kueriTetap((db, ids: Daftar<number>) =>
  db
    .selectFrom(barisDaftar<{ id: number }>(db, [['id', ids, 'integer']]))
    .innerJoin('peserta', 'peserta.id', 'v.id')
    .select(['v.urutan', 'peserta.name']),
);

/** A child's name by id, counting the batched queries. A key that is no number fails its whole batch, and alone only itself. */
function namaAnak() {
  const panggilan = { semua: 0 };
  const angka = (id: string) => {
    if (!/^\d+$/.test(id)) throw new Error(`bukan id: ${id}`);
    return Number(id);
  };
  const jenis: BacaSejenis<string, string | undefined> = {
    async satu(db, id) {
      return (await namaSatu(db, angka(id)))[0]?.name;
    },
    async semua(db, ids) {
      panggilan.semua++;
      const rows = await namaBanyak(db, new Daftar(ids.map(angka)));
      const hasil: (string | undefined)[] = Array(ids.length).fill(undefined);
      for (const row of rows) hasil[row.urutan - 1] = row.name;
      return hasil;
    },
  };
  return { jenis, panggilan };
}

describe('bacaBersama', () => {
  it('answers each of many reads at once with its own answer, in shared queries', async () => {
    const anak = await Promise.all(
      Array.from({ length: 25 }, (_, i) => createChild(t.database.db, { name: `Baca Bersama ${i}` })),
    );
    const { jenis, panggilan } = namaAnak();
    const ids = [...anak.map((a) => String(a.id)), '999999', String(anak[3]!.id)];
    const hasil = await Promise.all(ids.map((id) => bacaBersama(t.database.db, jenis, id)));
    expect(hasil).toEqual([...anak.map((a) => a.name), undefined, anak[3]!.name]);
    expect(panggilan.semua).toBeGreaterThan(0);
    expect(panggilan.semua).toBeLessThan(ids.length);
  });

  it('fails only the read that fails; the others of its batch are answered', async () => {
    const anak = await Promise.all(Array.from({ length: 6 }, (_, i) => createChild(t.database.db, { name: `Baca Gagal ${i}` })));
    const { jenis, panggilan } = namaAnak();
    // 'bukan angka' is no id: the batch fails, then each is read alone.
    const ids = anak.map((a, i) => (i === 2 ? 'bukan angka' : String(a.id)));
    const hasil = await Promise.allSettled(ids.map((id) => bacaBersama(t.database.db, jenis, id)));
    expect(hasil.map((h) => h.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(hasil.map((h) => (h.status === 'fulfilled' ? h.value : null))).toEqual(anak.map((a, i) => (i === 2 ? null : a.name)));
    // The failing batch was tried first.
    expect(panggilan.semua).toBeGreaterThan(0);
  });

  it('reads inside a transaction on the transaction, alone', async () => {
    const { jenis, panggilan } = namaAnak();
    await t.database.db
      .transaction()
      .execute(async (trx) => {
        const a = await createChild(trx, { name: 'Baca Transaksi' });
        // Only this transaction sees the record yet.
        expect(await Promise.all([bacaBersama(trx, jenis, String(a.id)), bacaBersama(trx, jenis, String(a.id))])).toEqual([
          'Baca Transaksi',
          'Baca Transaksi',
        ]);
        throw new Error('batal');
      })
      .catch((e: unknown) => expect(e).toEqual(new Error('batal')));
    expect(panggilan.semua).toBe(0);
  });
});
