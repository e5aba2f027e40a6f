/** Whether a statement failed on a unique index or key, on PostgreSQL (`pg`) or SQLite (`better-sqlite3`). */
export function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
