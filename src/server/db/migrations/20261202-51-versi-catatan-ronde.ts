import type { Kysely } from 'kysely';
import { kolomVersi } from './bantu';

/**
 * A round's note is edited from the version the assessor read, who saved it last and when (review of
 * session 14's writes): a save from an older version answers 409 instead of replacing a colleague's note.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await kolomVersi(db, 'ronde', '', 1);
}
