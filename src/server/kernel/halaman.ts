// A list's page taken by its ids first (issue 33): the rows an offset skips are read from an index as
// ids, and only the page's rows get their columns (subqueries, joins, wide text).
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';

/** The page as `pageOf` gives it: no limit means the whole list. */
export interface Potongan {
  limit?: number;
  offset: number;
}

/**
 * The rows of `baris` (the columns, the caller's scope, the list's order) whose ids the page of
 * `urutanId` holds: the list's filters and search, its order, and the id column alone. With the offset
 * on whole rows PostgreSQL computed every column for each skipped row: the records page of a facility
 * of 2,030 ran each column's subquery 1,950 times for page 40 (835 ms; 4.6 ms so). `urutanId` must order
 * by a unique key last (the id), so that a page never repeats or drops a row of its neighbour. Without a
 * limit (the spec's plain array) every id of `urutanId` is taken.
 */
export function halamanIdDulu<DB, TB extends keyof DB, O>(
  baris: SelectQueryBuilder<DB, TB, O>,
  kolomId: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query whose one column is the id
  urutanId: SelectQueryBuilder<any, any, any>,
  { limit, offset }: Potongan,
): SelectQueryBuilder<DB, TB, O> {
  const ids = limit === undefined ? urutanId : urutanId.limit(limit).offset(offset);
  return baris.where(sql<SqlBool>`${sql.ref(kolomId)} in ${ids}`);
}
