// Each category's battery (D17): the ordered instruments its records take. Stored when the admin sets
// it; until then the domain's default.
import type { Kysely } from 'kysely';
import { BATERAI_BAWAAN, INSTRUMENT_KEYS, isInstrumentKey, type InstrumentKey, type KategoriPeserta } from '#domain/index.ts';
import { kueriTetap } from '#server/db/kueri-tetap.ts';
import type { DB } from '#server/db/schema.ts';

/** A category's stored battery (built once: every combined list asks). */
const BATERAI = kueriTetap((db, kategori: string) => db.selectFrom('baterai').select('instrumen').where('kategori', '=', kategori));

/** The battery of a category, in order. A stored key that is no longer an instrument is skipped. */
export async function findBaterai(db: Kysely<DB>, kategori: KategoriPeserta): Promise<InstrumentKey[]> {
  const [row] = await BATERAI(db, kategori);
  return bateraiDari(kategori, row?.instrumen);
}

/** A category's battery from its stored row's `instrumen` (undefined: no row, the domain's default). */
export function bateraiDari(kategori: KategoriPeserta, instrumen: string | null | undefined): InstrumentKey[] {
  if (instrumen === undefined || instrumen === null) return [...BATERAI_BAWAAN[kategori]];
  try {
    const parsed: unknown = JSON.parse(instrumen);
    const keys = Array.isArray(parsed) ? parsed.filter(isInstrumentKey) : [];
    return keys.length ? keys : [...BATERAI_BAWAAN[kategori]];
  } catch {
    return [...BATERAI_BAWAAN[kategori]];
  }
}

/**
 * What a record's results are read by: the battery, then every other instrument the record (or, for an
 * export's columns, any exported record) has a saved result for. A battery is what the next round
 * takes, never a filter on the past (issue 29 finding 4): a result taken under an earlier battery stays
 * in every view, export, PDF and priority.
 */
export function denganHasil(baterai: readonly InstrumentKey[], berhasil: Iterable<string>): InstrumentKey[] {
  const ada = new Set(berhasil);
  return [...baterai, ...INSTRUMENT_KEYS.filter((k) => ada.has(k) && !baterai.includes(k))];
}

/** Stores a category's battery (already checked by periksaBaterai) as its next version; returns that version. */
export async function updateBaterai(
  db: Kysely<DB>,
  kategori: KategoriPeserta,
  instrumen: readonly InstrumentKey[],
  now: string,
  oleh: string | null,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('baterai')
      .values({ kategori, instrumen: JSON.stringify(instrumen), updated_at: now })
      .onConflict((oc) => oc.column('kategori').doUpdateSet({ instrumen: JSON.stringify(instrumen), updated_at: now }))
      .execute();
    const last = await trx
      .selectFrom('baterai_riwayat')
      .select((eb) => eb.fn.max('versi').as('versi'))
      .where('kategori', '=', kategori)
      .executeTakeFirst();
    const versi = Number(last?.versi ?? 0) + 1;
    await trx.insertInto('baterai_riwayat').values({ kategori, versi, instrumen: JSON.stringify(instrumen), diubah_at: now, diubah_oleh: oleh }).execute();
    return versi;
  });
}

/** A category's battery versions, newest first (each change the admin made). */
export function listRiwayatBaterai(db: Kysely<DB>, kategori: KategoriPeserta) {
  return db.selectFrom('baterai_riwayat').select(['versi', 'instrumen', 'diubah_at', 'diubah_oleh']).where('kategori', '=', kategori).orderBy('versi', 'desc').execute();
}
