import type pg from 'pg';
import type { Database } from '../../src/db/client.ts';

/**
 * Counts the statements a test app sends to its database, every round trip at the driver: what drizzle
 * runs on the database and on a transaction, and the BEGIN, COMMIT and ROLLBACK around a transaction,
 * which drizzle's logger never sees: the query of every client the pool hands out is wrapped (a pool's
 * clients keep a wrapper that only counts while a counter is started).
 */
/**
 * The settings of a test app whose statements a test counts: the API rate limit stays on, but sends its batches of hits
 * (ADR 39) only when the app closes, so that none falls into a request's count at a time the test does not choose.
 */
export const COUNTED_APP_ENV = { RATE_LIMIT_FLUSH_MS: '3600000' } as const;

export interface StatementCounter {
  /** The statements (their SQL text, blanks folded) sent since the counter started, in order. */
  readonly statements: readonly string[];
  /** Those of them sent as named (server-side) prepared statements, which pgbouncer in transaction mode cannot keep (docs/deployment.md §4). */
  readonly named: readonly string[];
  /** Runs `work` and returns its result with the statements it sent. */
  during<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }>;
  stop(): void;
}

type Query = (...args: unknown[]) => unknown;

const textOf = (query: unknown): string =>
  typeof query === 'string'
    ? query
    : typeof query === 'object' && query !== null && 'text' in query
      ? String((query as { text: unknown }).text)
      : String(query);

export function countStatements(database: Database): StatementCounter {
  const seen: string[] = [];
  const named: string[] = [];
  const record = (query: unknown) => {
    const text = textOf(query).replace(/\s+/g, ' ').trim();
    seen.push(text);
    if (typeof query === 'object' && query !== null && 'name' in query && query.name) named.push(text);
  };
  // Both databases are reached through a pg pool (the embedded one through its thread, ADR 38).
  const stop = wrapPool((database.db as unknown as { $client: pg.Pool }).$client, record);
  return {
    get statements() {
      return seen;
    },
    get named() {
      return named;
    },
    async during(work) {
      const from = seen.length;
      const result = await work();
      return { result, statements: seen.slice(from) };
    },
    stop,
  };
}

/** Wraps `name` of `target` so that each call records its first argument first; returns the undo. */
function wrap(target: object, name: string, record: (query: unknown) => void): () => void {
  const holder = target as Record<string, Query>;
  const original = holder[name]!;
  holder[name] = function (this: unknown, ...args: unknown[]) {
    record(args[0]);
    return original.apply(this, args);
  };
  return () => {
    holder[name] = original;
  };
}

/** The clients already wrapped, with the counter each reports to now (null: none). */
const poolClients = new WeakMap<pg.PoolClient, { record: ((query: unknown) => void) | null }>();

function wrapPool(pool: pg.Pool, record: (query: unknown) => void): () => void {
  const active = new Set<{ record: ((query: unknown) => void) | null }>();
  const onAcquire = (client: pg.PoolClient) => {
    let slot = poolClients.get(client);
    if (!slot) {
      const created: { record: ((query: unknown) => void) | null } = { record: null };
      slot = created;
      poolClients.set(client, created);
      wrap(client, 'query', (query) => created.record?.(query));
    }
    slot.record = record;
    active.add(slot);
  };
  pool.on('acquire', onAcquire);
  return () => {
    pool.off('acquire', onAcquire);
    for (const slot of active) if (slot.record === record) slot.record = null;
  };
}

/** Statements held on their way to the database (holdStatements). */
export interface HeldStatements {
  /** Resolves once a statement is held (at once when one is held and not passed yet). */
  reached(): Promise<void>;
  /** Lets the held statement go on. */
  pass(): void;
  /** How many statements were held so far. */
  count(): number;
  /** Holds nothing more (a statement held now goes on). */
  stop(): void;
}

/**
 * Holds each statement that `matches` (its text, blanks folded, and values) sent on the app's pool outside a transaction,
 * before it takes a connection, until the test passes it: so that a test can run another request between a request's
 * reads and its write, on either database (the embedded one has a single connection, which a held statement leaves free).
 */
export function holdStatements(database: Database, matches: (text: string, values: readonly unknown[]) => boolean): HeldStatements {
  const pool = (database.db as unknown as { $client: { query: Query } }).$client;
  const original = pool.query;
  let count = 0;
  let stopped = false;
  let waiting: (() => void) | null = null;
  let held: (() => void) | null = null;
  pool.query = function (this: unknown, ...args: unknown[]) {
    const query = args[0];
    const values = (Array.isArray(args[1]) ? args[1] : typeof query === 'object' && query !== null && 'values' in query ? query.values : []) as unknown[];
    if (stopped || !matches(textOf(query).replace(/\s+/g, ' ').trim(), values ?? [])) return original.apply(this, args);
    count += 1;
    return new Promise<void>((resolve) => {
      held = resolve;
      waiting?.();
      waiting = null;
    }).then(() => original.apply(this, args));
  };
  const pass = () => {
    const go = held;
    held = null;
    go?.();
  };
  return {
    reached: () => (held ? Promise.resolve() : new Promise<void>((resolve) => (waiting = resolve))),
    pass,
    count: () => count,
    stop() {
      stopped = true;
      pool.query = original;
      pass();
    },
  };
}
