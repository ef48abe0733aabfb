/** The error and its causes, outermost first (drizzle wraps the driver's error; a few levels at most). */
function* chainOf(error: unknown): Generator<{ code?: string; constraint?: string }> {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    yield current as { code?: string; constraint?: string };
    current = (current as { cause?: unknown }).cause;
  }
}

/** True when a database error is a unique violation (PostgreSQL code 23505), on pg and on PGlite alike. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const e of chainOf(error)) if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
  return false;
}

/**
 * True when PostgreSQL aborted the transaction to resolve a lock conflict: deadlock_detected (40P01), which it
 * reports to one of the transactions of a cycle, or serialization_failure (40001). Running it again is the cure.
 */
export function isLockConflictLoss(error: unknown): boolean {
  for (const e of chainOf(error)) if (e.code === '40P01' || e.code === '40001') return true;
  return false;
}

/** Network errors of a server not (yet) listening or not (yet) known by name, and PostgreSQL's "starting up" (57P03). */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', 'EHOSTUNREACH', '57P03']);

/**
 * True when the database could not be reached at all, as while it starts beside the app (a compose file, a
 * failover): worth trying again. A refused password or a missing database is not (it will not change).
 */
export function isUnreachable(error: unknown): boolean {
  for (const e of chainOf(error)) if (e.code && UNREACHABLE.has(e.code)) return true;
  return false;
}
