import type { Kysely } from 'kysely';
import { GAMBAR_KOGNITIF_DEFAULT, INSTRUMENT_KEYS, bankDefault } from '#domain/index.ts';
import type { DB } from '#server/db/schema.ts';
import { lockSeeding, insertSoal } from './soal-data';

const MIME_SVG = 'image/svg+xml';

/**
 * Loads the default bank of every instrument whose bank is empty (D6), records version 1 of every
 * bank that has no version yet, and stores every default
 * cognitive picture (items and worked examples) that the image table lacks. Safe to run at every start.
 */
export async function seedDefaultBanks(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockSeeding(trx);
    const ada = new Set((await trx.selectFrom('gambar').select('filename').execute()).map((r) => r.filename));
    const baru = GAMBAR_KOGNITIF_DEFAULT.filter((g) => !ada.has(g.namaFile));
    const now = new Date().toISOString();
    for (let i = 0; i < baru.length; i += 50) {
      await trx
        .insertInto('gambar')
        .values(
          baru
            .slice(i, i + 50)
            .map((g) => ({ filename: g.namaFile, mime: MIME_SVG, data: Buffer.from(g.svg, 'utf8'), created_at: now })),
        )
        .onConflict((oc) => oc.column('filename').doNothing())
        .execute();
    }
    for (const instrument of INSTRUMENT_KEYS) {
      const terisi = await trx.selectFrom('soal').select('id').where('instrument', '=', instrument).limit(1).executeTakeFirst();
      if (!terisi) await insertSoal(trx, instrument, bankDefault(instrument));
      // Version 1 is the bank as first seeded; every later change raises it (issue 11).
      await trx
        .insertInto('bank_versi')
        .values({ instrument, versi: 1, diubah_at: null })
        .onConflict((oc) => oc.column('instrument').doNothing())
        .execute();
    }
  });
}
