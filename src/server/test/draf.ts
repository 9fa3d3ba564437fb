import type { Kysely } from 'kysely';
import { tulisBersama } from '../db/commit-bersama';
import type { DB } from '../db/schema';
import { drafBersama, type Draf } from '../features/asesmen/asesmen-data';

/**
 * A draft written as the draft route writes it (its declaration's `bersama`: the group commit with
 * the drafts arriving together); true when its attempt was still there to take it.
 */
export async function tulisDraf(db: Kysely<DB>, draf: Draf): Promise<boolean> {
  return (await tulisBersama(db, drafBersama, draf)) === true;
}
