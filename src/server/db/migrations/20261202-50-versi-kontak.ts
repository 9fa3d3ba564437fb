import type { Kysely } from 'kysely';
import { kolomVersi } from './bantu';

/**
 * A facility's local contacts are saved as a whole set (D24): the version the admin's form was opened
 * on, and who saved last and when, so that a save from an older set answers 409 instead of removing
 * another admin's contacts without a word (review of session 14's writes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await kolomVersi(db, 'lokasi', 'kontak_', 0);
}
