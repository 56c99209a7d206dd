/**
 * A unique index (or primary key) refused the row, on either dialect: better-sqlite3 names the
 * constraint kind in `code`, PostgreSQL gives SQLSTATE 23505. Matching codes, never the message
 * text, so a column or value that happens to contain "unique" cannot be mistaken for one.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
