import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import type { Clock } from '../time';
import { nowIso } from '../time';
import type { DB } from './schema';

export const FIRST_ADMIN_USERNAME = 'admin';

/**
 * Creates the first admin when none exists (D1), with ADMIN_PASSWORD or a random password.
 * Returns the generated password so the caller can print it once; undefined when nothing was generated.
 */
export async function ensureFirstAdmin(db: Kysely<DB>, clock: Clock, adminPassword?: string): Promise<string | undefined> {
  const existing = await db.selectFrom('admin').select('id').limit(1).executeTakeFirst();
  if (existing) return undefined;
  const password = adminPassword ?? randomBytes(12).toString('base64url');
  await db
    .insertInto('admin')
    .values({ username: FIRST_ADMIN_USERNAME, password_hash: await hashPassword(password), created_at: nowIso(clock) })
    .onConflict((oc) => oc.column('username').doNothing())
    .execute();
  return adminPassword ? undefined : password;
}
