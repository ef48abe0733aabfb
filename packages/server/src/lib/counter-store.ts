/**
 * Counters in a fixed window, shared by every app process that uses the same store: the login
 * throttle, the registration limit and the API rate limit count through one of these (ADR 12).
 * Implementations: the database (counter-store-db.ts, the default), Redis (counter-store-redis.ts,
 * with REDIS_URL) and memory (below: one process only, for unit tests).
 *
 * Times are milliseconds since the epoch and come from the caller (`now`, Date.now() by default),
 * so that fake clocks drive every rule; the processes' clocks are assumed to agree within a second.
 */
export interface Counter {
  /** Hits since `first`. */
  count: number;
  /** When the window began (the first hit). */
  first: number;
  /** The latest hit. */
  last: number;
  /** When the window ends: `first` + the window given at the first hit. */
  expires: number;
}

export interface CounterStore {
  readonly kind: 'database' | 'redis' | 'memory';
  /**
   * Counts `hits` (1 by default) of `key` at `now`. A counter whose window has ended starts again at `hits`, with a window
   * of `windowMs` from `now`. More than one: the API rate limit sends what a process counted in a short interval at once (ADR 39).
   */
  hit(key: string, windowMs: number, now?: number, hits?: number): Promise<Counter>;
  /** The live counters of these keys, in order (null where there is none or its window has ended); counts nothing. */
  peek(keys: readonly string[], now?: number): Promise<(Counter | null)[]>;
  /** Forgets a counter. */
  reset(key: string): Promise<void>;
  /** Releases the store's own connections (the database store shares the app's database: nothing to do). */
  close(): Promise<void>;
}

/** A counter store in this process's memory: for unit tests, and a reference for the shared ones. */
export function createMemoryCounterStore(): CounterStore {
  const counters = new Map<string, Counter>();
  const live = (key: string, now: number) => {
    const counter = counters.get(key);
    return counter && counter.expires > now ? counter : null;
  };
  return {
    kind: 'memory',
    async hit(key, windowMs, now = Date.now(), hits = 1) {
      const current = live(key, now);
      const next = current ? { ...current, count: current.count + hits, last: now } : { count: hits, first: now, last: now, expires: now + windowMs };
      counters.set(key, next);
      if (counters.size > 100_000) for (const [k, c] of counters) if (c.expires <= now) counters.delete(k);
      return { ...next };
    },
    async peek(keys, now = Date.now()) {
      return keys.map((key) => {
        const counter = live(key, now);
        return counter ? { ...counter } : null;
      });
    },
    async reset(key) {
      counters.delete(key);
    },
    async close() {},
  };
}
