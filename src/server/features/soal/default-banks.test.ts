import { describe, expect, it } from 'vitest';
import { BANK_KOGNITIF_ITEMS_DEFAULT, GAMBAR_KOGNITIF_DEFAULT, INSTRUMENT_KEYS, bankDefault } from '#domain/index.ts';
import { prepareDatabase } from '#server/db/prepare.ts';
import { testAppForFile } from '#server/test/harness.ts';
import { seedDefaultBanks } from './default-banks';

const t = testAppForFile();

async function stand() {
  const db = t.database.db;
  const soal = await db
    .selectFrom('soal')
    .select(['instrument', 'nomor', 'pertanyaan', 'pilihan', 'gambar', 'kunci'])
    .orderBy('instrument')
    .orderBy('nomor')
    .execute();
  const gambar = await db.selectFrom('gambar').select(['filename', 'mime']).orderBy('filename').execute();
  return { soal, gambar };
}

describe('seedDefaultBanks', () => {
  it('a fresh install carries every default bank and every generated picture', async () => {
    const { soal, gambar } = await stand();
    for (const k of INSTRUMENT_KEYS) {
      expect(soal.filter((s) => s.instrument === k)).toHaveLength(bankDefault(k).length);
    }
    const kog = soal.find((s) => s.instrument === 'kognitif' && s.nomor === 1)!;
    expect(JSON.parse(kog.gambar!)).toEqual(BANK_KOGNITIF_ITEMS_DEFAULT[0].gambar);
    expect(kog.kunci).toBe(BANK_KOGNITIF_ITEMS_DEFAULT[0].kunci);
    expect(JSON.parse(kog.pilihan)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(gambar).toHaveLength(GAMBAR_KOGNITIF_DEFAULT.length);
    expect(new Set(gambar.map((g) => g.mime))).toEqual(new Set(['image/svg+xml']));
    // The worked examples' pictures are stored too (the child's instructions show them).
    expect(gambar.map((g) => g.filename)).toContain('kog-contoh-1-soal.svg');
  });

  it('is idempotent: seeding again (and a full prepare) changes nothing', async () => {
    const sebelum = await stand();
    await seedDefaultBanks(t.database.db);
    await prepareDatabase(t.database, t.clock, 'admin-rahasia-uji');
    expect(await stand()).toEqual(sebelum);
  });

  it('fills only an empty bank and restores only missing pictures; a filled bank is left alone', async () => {
    const db = t.database.db;
    await db
      .updateTable('soal')
      .set({ pertanyaan: 'Diubah admin' })
      .where('instrument', '=', 'psc17')
      .where('nomor', '=', 1)
      .execute();
    await db.deleteFrom('soal').where('instrument', '=', 'dukungan').execute();
    await db.deleteFrom('gambar').where('filename', '=', 'kog-01-A.svg').execute();
    await seedDefaultBanks(db);
    const { soal, gambar } = await stand();
    expect(soal.filter((s) => s.instrument === 'dukungan')).toHaveLength(bankDefault('dukungan').length);
    expect(soal.find((s) => s.instrument === 'psc17' && s.nomor === 1)?.pertanyaan).toBe('Diubah admin');
    expect(gambar.map((g) => g.filename)).toContain('kog-01-A.svg');
    expect(gambar).toHaveLength(GAMBAR_KOGNITIF_DEFAULT.length);
  });
});
