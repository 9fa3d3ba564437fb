// Each category's battery (D17): the ordered instruments its records take. Stored when the admin sets
// it; until then the domain's default.
import type { Kysely } from 'kysely';
import { BATERAI_BAWAAN, isInstrumentKey, type InstrumentKey, type KategoriPeserta } from '../../../domain';
import { kueriTetap } from '../../db/kueri-tetap';
import type { DB } from '../../db/schema';

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

/** Stores a category's battery (already checked by periksaBaterai). */
export async function updateBaterai(
  db: Kysely<DB>,
  kategori: KategoriPeserta,
  instrumen: readonly InstrumentKey[],
  now: string,
): Promise<void> {
  await db
    .insertInto('baterai')
    .values({ kategori, instrumen: JSON.stringify(instrumen), updated_at: now })
    .onConflict((oc) => oc.column('kategori').doUpdateSet({ instrumen: JSON.stringify(instrumen), updated_at: now }))
    .execute();
}
