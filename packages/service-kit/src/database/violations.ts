/** PostgreSQL's SQLSTATE for a unique_violation. */
const uniqueViolation = '23505';

/** PostgreSQL's SQLSTATE for a foreign_key_violation. */
const foreignKeyViolation = '23503';

/**
 * Whether a failed query carries this SQLSTATE: on the error itself (pg's
 * DatabaseError, and TypeORM's QueryFailedError, which copies the driver's
 * fields) or on the driver error TypeORM wraps.
 */
function hasSqlState(error: unknown, state: string): boolean {
  if (typeof error !== 'object' || error === null) {
    return false;
  }
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } };
  return candidate.code === state || candidate.driverError?.code === state;
}

/** Whether a query failed because a row with the same unique key exists (two writers raced). */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, uniqueViolation);
}

/** Whether a query failed because the row it refers to does not exist (deleted meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, foreignKeyViolation);
}
