import type { Kysely } from 'kysely';
import type { Dialect } from './db/database';
import type { BalasanTersimpan } from './kernel/balasan-tersimpan';
import type { DB } from './db/schema';
import type { Settings } from './settings';
import type { Clock } from './time';

/** What every feature needs from the running app, handed to each route plugin. */
export interface AppContext {
  db: Kysely<DB>;
  dialect: Dialect;
  settings: Settings;
  clock: Clock;
  /** The lists' replies this process keeps while the database says nothing they show has changed (issue 17). */
  balasan: BalasanTersimpan;
}
