import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

// ─── Shared counters (ADR 12) ────────────────────────────────────────────────────────────────────

/**
 * Shared counters in a fixed window: the login throttle, the registration limit and the API rate
 * limit of every app process (lib/counter-store-db.ts, ADR 12). Times are milliseconds since the
 * epoch, given by the app. Unlogged (edited into the migration): counters are not worth a WAL
 * write per request, and a crash that empties them only forgets recent failures.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    firstAt: bigint('first_at', { mode: 'number' }).notNull(),
    lastAt: bigint('last_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('throttle_counters_expires_idx').on(t.expiresAt)],
);
