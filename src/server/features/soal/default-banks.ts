import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Loads the default bank of every instrument whose bank is empty (D6). */
export async function seedDefaultBanks(db: Kysely<DB>): Promise<void> {
  void db;
}
