// Issue 27 Build 9: the round-three wording of the default banks reaches installs whose items still read
// an earlier default word for word, with a new bank version; an admin's own text stays.
import { describe, expect, it } from 'vitest';
import { bankDefault, TEKS_LAMA, type InstrumentKey } from '../../../domain';
import { up } from '../../db/migrations/20261128-11-teks-bank-ronde-tiga';
import { testAppForFile } from '../../test/harness';

const t = testAppForFile();
const lama = (instrument: InstrumentKey, nomor: number) => TEKS_LAMA.filter((x) => x.instrument === instrument && x.nomor === nomor).at(-1)!.lama;

describe('migration 20261128-11 (default bank wording, round three)', () => {
  it('replaces untouched old defaults, keeps an admin text, raises each changed bank once, and does nothing the second time', async () => {
    const db = t.database.db;
    const soal = (instrument: InstrumentKey, nomor: number) =>
      db.updateTable('soal').where('instrument', '=', instrument).where('nomor', '=', nomor);
    await soal('pid5', 2).set({ pertanyaan: lama('pid5', 2) }).execute();
    await soal('psc17', 12).set({ pertanyaan: lama('psc17', 12) }).execute();
    await soal('psc17', 4).set({ pertanyaan: 'Teks milik admin.' }).execute();
    await soal('pid5dewasa', 19).set({ pertanyaan: lama('pid5dewasa', 19) }).execute();
    const versi = async () =>
      Object.fromEntries((await db.selectFrom('bank_versi').select(['instrument', 'versi']).execute()).map((r) => [r.instrument, Number(r.versi)]));
    const sebelum = await versi();
    const v = (k: string) => sebelum[k] ?? 1;

    await up(db as never);
    const teks = async (instrument: InstrumentKey, nomor: number) =>
      (await db.selectFrom('soal').select('pertanyaan').where('instrument', '=', instrument).where('nomor', '=', nomor).executeTakeFirstOrThrow()).pertanyaan;
    expect(await teks('pid5', 2)).toBe('Saya sering bertindak tanpa berpikir dulu, hanya ikut keinginan saat itu.');
    expect(await teks('psc17', 12)).toBe('Saya melanggar aturan.');
    expect(await teks('pid5dewasa', 19)).toBe(bankDefault('pid5dewasa')[18].pertanyaan);
    expect(await teks('psc17', 4)).toBe('Teks milik admin.');
    const sesudah = await versi();
    expect(sesudah).toMatchObject({ pid5: v('pid5') + 1, psc17: v('psc17') + 1, pid5dewasa: v('pid5dewasa') + 1 });
    expect(sesudah.srq20 ?? 1).toBe(v('srq20'));

    await up(db as never);
    expect(await versi()).toEqual(sesudah);
  });
});
