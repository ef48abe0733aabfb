/** True when a database error is a unique violation (PostgreSQL code 23505), on pg and on PGlite alike. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: string; constraint?: string; cause?: unknown };
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
    current = e.cause;
  }
  return false;
}

/**
 * True when PostgreSQL aborted the transaction to resolve a lock conflict: deadlock_detected (40P01), which it
 * reports to one of the transactions of a cycle, or serialization_failure (40001). Running it again is the cure.
 */
export function isLockConflictLoss(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: string }).code;
    if (code === '40P01' || code === '40001') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
