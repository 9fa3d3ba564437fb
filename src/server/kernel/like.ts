// LIKE with the search text taken literally: its % and _ (and the escape character) are not wildcards.
import { sql, type Expression, type SqlBool } from 'kysely';

/** The LIKE pattern matching `text` anywhere, lower-cased, with `\\` as the escape character. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `lower(column) like %q%` with the wildcards of the search text escaped: case-insensitive on both databases. */
export function contains(column: string, q: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${likePattern(q.trim())} escape '\\'`;
}
