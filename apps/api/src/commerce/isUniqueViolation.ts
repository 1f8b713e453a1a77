/**
 * Whether a database error is a unique-constraint violation (SQLSTATE 23505), on PostgreSQL and PGlite.
 * @example
 * try { await insert(); } catch (error) { if (isUniqueViolation(error)) throw conflict; throw error; }
 */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
