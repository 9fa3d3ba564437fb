import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** A record of the Rutan by registration number, with its note when it has one. */
export function findCatatan(db: Kysely<DB>, location: string, registrationNo: string) {
  return db
    .selectFrom('peserta as p')
    .leftJoin('catatan as c', 'c.peserta_id', 'p.id')
    .select(['p.id', 'p.registration_no', 'c.id as catatan_id', 'c.catatan', 'c.updated_at'])
    .where('p.registration_no', '=', registrationNo)
    .where('p.location', '=', location)
    .executeTakeFirst();
}

/** A record's first note; a second one at the same moment fails on the unique key. */
export async function insertCatatan(db: Kysely<DB>, pesertaId: number, catatan: string, now: string): Promise<void> {
  await db.insertInto('catatan').values({ peserta_id: pesertaId, catatan, created_at: now, updated_at: now }).execute();
}

/** Replaces a note's text. */
export async function updateCatatan(db: Kysely<DB>, id: number, catatan: string, now: string): Promise<void> {
  await db.updateTable('catatan').set({ catatan, updated_at: now }).where('id', '=', id).execute();
}
