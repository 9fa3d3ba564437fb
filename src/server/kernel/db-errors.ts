// What a database error means, the same on SQLite and PostgreSQL.

/** True for a unique-constraint violation of either database (a race between two saves). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  const message = typeof e?.message === 'string' ? e.message : '';
  return code === '23505' || code.startsWith('SQLITE_CONSTRAINT_UNIQUE') || /UNIQUE constraint failed/i.test(message);
}
