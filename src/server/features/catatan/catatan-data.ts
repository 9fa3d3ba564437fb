import { sql, type Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';

/** A record of the Rutan by registration number, with its note when it has one. */
export function findCatatan(db: Kysely<DB>, location: string, registrationNo: string) {
  return db
    .selectFrom('peserta as p')
    .leftJoin('catatan as c', 'c.peserta_id', 'p.id')
    .select(['p.id', 'p.registration_no', 'c.id as catatan_id', 'c.catatan', 'c.updated_at', 'c.versi', 'c.diubah_oleh'])
    .where('p.registration_no', '=', registrationNo)
    .where('p.location', '=', location)
    .executeTakeFirst();
}

/** A record's first note; a second one at the same moment fails on the unique key. */
export async function insertCatatan(
  db: Kysely<DB>,
  pesertaId: number,
  catatan: string,
  now: string,
  oleh: string | null,
): Promise<void> {
  await db
    .insertInto('catatan')
    .values({ peserta_id: pesertaId, catatan, created_at: now, updated_at: now, diubah_oleh: oleh })
    .execute();
}

/**
 * Replaces a note's text and raises its version, only while it is still at `versi` (when given):
 * false when another edit came first (issue 28).
 */
export async function updateCatatan(
  db: Kysely<DB>,
  id: number,
  catatan: string,
  now: string,
  oleh: string | null,
  versi: number | undefined,
): Promise<boolean> {
  let query = db
    .updateTable('catatan')
    .set({ catatan, updated_at: now, diubah_oleh: oleh, versi: sql<number>`versi + 1` })
    .where('id', '=', id);
  if (versi !== undefined) query = query.where('versi', '=', versi);
  const { numUpdatedRows } = await query.executeTakeFirst();
  return numUpdatedRows > 0n;
}
