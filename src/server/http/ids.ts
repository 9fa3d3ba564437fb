import { z } from 'zod';

/** The largest id an integer column holds on both databases (PostgreSQL int4). */
export const MAX_ID = 2_147_483_647;
/** No row has this id (ids start at 1): what an id beyond int4 becomes. */
const NO_ROW = 0;

/**
 * A row id in a path, query or body: a positive whole number. One beyond what the column holds
 * names no row, so it becomes an id that is simply not found (404, or whatever the route answers for
 * an unknown id), never a database error (issue 10).
 */
export function rowId(message = 'ID tidak valid.') {
  return z.coerce
    .number({ message })
    .int(message)
    .positive(message)
    .transform((id) => (id > MAX_ID ? NO_ROW : id));
}

/** `{id}` path parameters. */
export const idParams = z.object({ id: rowId() });
