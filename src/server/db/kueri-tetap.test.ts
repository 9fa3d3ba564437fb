// kueriTetap builds and compiles a query once per database; each call must still run it with its own
// values, on both databases, as the same query built afresh would.
import { describe, expect, it } from 'vitest';
import { createChild } from '../test/factories';
import { testAppForFile } from '../test/harness';
import { kueriTetap } from './kueri-tetap';

const t = testAppForFile();

describe('kueriTetap', () => {
  let dibangun = 0;
  const cari = kueriTetap((db, location: string, nama: string) => {
    dibangun++;
    return db
      .selectFrom('peserta')
      .select(['registration_no', 'name'])
      .where('location', '=', location)
      .where('name', 'like', nama)
      .orderBy('registration_no');
  });
  const segar = (location: string, nama: string) =>
    t.database.db
      .selectFrom('peserta')
      .select(['registration_no', 'name'])
      .where('location', '=', location)
      .where('name', 'like', nama)
      .orderBy('registration_no')
      .execute();

  it('answers each call with its own values, as the query built afresh, and builds it once', async () => {
    for (const [i, [name, location]] of [
      ['Ani Kueri', 'Rutan 1'],
      ['Budi Kueri', 'Rutan 1'],
      ['Ani Kueri', 'Rutan 2'],
      ['Citra Lain', 'Rutan 2'],
    ].entries()) {
      await createChild(t.database.db, { name, location, registration_no: `KT-${i}` });
    }
    for (const [location, nama] of [
      ['Rutan 1', '%Kueri'],
      ['Rutan 2', '%Kueri'],
      ['Rutan 2', 'Citra%'],
      ['Rutan 3', '%'],
      ['Rutan 1', 'Ani%'],
    ] as const) {
      const rows = await cari(t.database.db, location, nama);
      expect(rows, `${location} ${nama}`).toEqual(await segar(location, nama));
    }
    expect((await cari(t.database.db, 'Rutan 1', '%Kueri')).map((r) => r.name)).toEqual(['Ani Kueri', 'Budi Kueri']);
    expect(dibangun).toBe(1);
  });

  it('runs inside a transaction on the transaction', async () => {
    await t.database.db.transaction().execute(async (trx) => {
      await createChild(trx, { name: 'Dedi Kueri', location: 'Rutan 3', registration_no: 'KT-9' });
      expect((await cari(trx, 'Rutan 3', 'Dedi%')).map((r) => r.registration_no)).toEqual(['KT-9']);
    });
  });

  it('refuses a query that does not take every value as a value', async () => {
    const salah = kueriTetap((db, location: string, _tidakDipakai: number) =>
      db.selectFrom('peserta').select('id').where('location', '=', location),
    );
    await expect(salah(t.database.db, 'Rutan 1', 1)).rejects.toThrow('every value must go into the query');
  });
});
