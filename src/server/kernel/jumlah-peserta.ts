// How many records a facility holds: the counts the database keeps per facility and category
// (`peserta_jumlah`, ADR 022), or counted over a search.
import type { Kysely } from 'kysely';
import { kueriTetap } from '../db/kueri-tetap';
import type { DB } from '../db/schema';
import { pesertaDiLokasi } from './cari-peserta';

/**
 * The count the database keeps of a Rutan's records (of one category, when given): a query of its own,
 * or a column of a page's query, so that the page reads its total with its rows (issue 17).
 */
export function jumlahTersimpan(db: Kysely<DB>, location: string, kategori?: string) {
  const kept = db
    .selectFrom('peserta_jumlah')
    .select((eb) => eb.fn.sum<number | string | null>('jumlah').as('jumlah'))
    .where('location', '=', location);
  return kategori ? kept.where('kategori', '=', kategori) : kept;
}
/** The kept counts of a Rutan, and of one category in it (built once: every list page asks). */
const JUMLAH_TERSIMPAN = kueriTetap((db, location: string) => jumlahTersimpan(db, location));
const JUMLAH_TERSIMPAN_KATEGORI = kueriTetap((db, location: string, kategori: string) => jumlahTersimpan(db, location, kategori));

/**
 * The total of a page without a search text whose rows carry the kept count (`jumlah`, from
 * `jumlahTersimpan`); a page that came back empty asks for it apart.
 */
export async function totalHalaman(
  db: Kysely<DB>,
  location: string,
  kategori: string | undefined,
  rows: readonly { jumlah: number | string | null }[],
): Promise<number> {
  return rows.length > 0 ? Number(rows[0]!.jumlah ?? 0) : jumlahPeserta(db, location, undefined, kategori);
}

/**
 * How many children of a Rutan (of one category, when given) match the search text: without one,
 * the count the database keeps per Rutan and category; with one, counted over the Rutan's records.
 */
export async function jumlahPeserta(db: Kysely<DB>, location: string, q?: string, kategori?: string): Promise<number> {
  if (!q?.trim()) {
    const [row] = kategori ? await JUMLAH_TERSIMPAN_KATEGORI(db, location, kategori) : await JUMLAH_TERSIMPAN(db, location);
    return Number(row?.jumlah ?? 0);
  }
  const counted = await pesertaDiLokasi(db, location, q, kategori)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(counted.total);
}
