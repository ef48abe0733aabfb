import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/raw.ts';
import { createMemoryCounterStore, type CounterStore } from '../../src/lib/counter-store.ts';
import { createDatabaseCounterStore } from '../../src/lib/counter-store-db.ts';
import { createRedisCounterStore } from '../../src/lib/counter-store-redis.ts';
import { batchedRateLimitCounts } from '../../src/lib/rate-limit-store.ts';
import { LOCAL_POSTGRES, scratchDatabase } from '../helpers/postgres.ts';

/** The machine's PostgreSQL and Redis (CI has both): the shared stores are tested where they run. */
const POSTGRES_URL = LOCAL_POSTGRES;
const REDIS_URL = 'redis://127.0.0.1:6379';
const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);

/** A fresh database on the PostgreSQL server, dropped afterwards. */
async function postgresDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const scratch = await scratchDatabase(POSTGRES_URL, 'performa_counters');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  return {
    database,
    drop: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

interface Subject {
  store: CounterStore;
  database?: Database;
  done(): Promise<void>;
}

const subjects: Record<string, () => Promise<Subject>> = {
  memory: async () => ({ store: createMemoryCounterStore(), done: async () => {} }),
  'database (PGlite)': async () => {
    const database = await openDatabase({ kind: 'pglite', dir: null });
    return { store: createDatabaseCounterStore(database.db), database, done: () => database.close() };
  },
  'database (PostgreSQL)': async () => {
    const { database, drop } = await postgresDatabase();
    return { store: createDatabaseCounterStore(database.db), database, done: drop };
  },
  redis: async () => {
    const prefix = `performa-test-${randomBytes(6).toString('hex')}:`;
    const store = createRedisCounterStore(REDIS_URL, { keyPrefix: prefix });
    return {
      store,
      done: async () => {
        await store.close();
        const redis = new Redis(REDIS_URL);
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      },
    };
  },
};

for (const [name, open] of Object.entries(subjects)) {
  describe(`counter store: ${name}`, () => {
    let subject: Subject;
    let store: CounterStore;
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    }, 60_000);
    afterAll(() => subject.done());

    it('counts hits in a window from the first, then starts again', async () => {
      expect(await store.hit('a', 1000, T0)).toEqual({ count: 1, first: T0, last: T0, expires: T0 + 1000 });
      expect(await store.hit('a', 1000, T0 + 400)).toEqual({ count: 2, first: T0, last: T0 + 400, expires: T0 + 1000 });
      expect(await store.hit('a', 1000, T0 + 999)).toEqual({ count: 3, first: T0, last: T0 + 999, expires: T0 + 1000 });
      expect(await store.hit('a', 5000, T0 + 1000)).toEqual({ count: 1, first: T0 + 1000, last: T0 + 1000, expires: T0 + 6000 });
    });

    it('counts several hits at once, in the window as one hit would, and starts an ended window with them', async () => {
      expect(await store.hit('n', 1000, T0, 3)).toEqual({ count: 3, first: T0, last: T0, expires: T0 + 1000 });
      expect(await store.hit('n', 1000, T0 + 10, 1)).toMatchObject({ count: 4, first: T0 });
      expect(await store.hit('n', 1000, T0 + 20, 5)).toEqual({ count: 9, first: T0, last: T0 + 20, expires: T0 + 1000 });
      expect(await store.hit('n', 1000, T0 + 1000, 2)).toEqual({ count: 2, first: T0 + 1000, last: T0 + 1000, expires: T0 + 2000 });
    });

    it('peeks without counting, in the order asked, with null for missing or ended counters', async () => {
      await store.hit('p1', 1000, T0);
      await store.hit('p2', 100, T0);
      expect(await store.peek(['p2', 'nothing', 'p1'], T0 + 50)).toEqual([
        { count: 1, first: T0, last: T0, expires: T0 + 100 },
        null,
        { count: 1, first: T0, last: T0, expires: T0 + 1000 },
      ]);
      expect(await store.peek(['p2', 'p1'], T0 + 100)).toEqual([null, expect.objectContaining({ count: 1 })]);
      expect(await store.peek([], T0)).toEqual([]);
    });

    it('forgets a counter on reset', async () => {
      await store.hit('r', 60_000, T0);
      await store.reset('r');
      expect(await store.peek(['r'], T0)).toEqual([null]);
      expect((await store.hit('r', 60_000, T0)).count).toBe(1);
      await store.reset('never-counted');
    });

    it('counts concurrent hits atomically', async () => {
      const counts = await Promise.all(Array.from({ length: 40 }, () => store.hit('busy', 60_000, T0)));
      expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    });

    it('keeps keys with any characters apart (IPv6 addresses, names)', async () => {
      await store.hit('login:pair:abc:2001:db8::1', 60_000, T0);
      await store.hit('login:pair:abc:2001:db8::', 60_000, T0);
      const [one, other] = await store.peek(['login:pair:abc:2001:db8::1', 'login:pair:abc:2001:db8::'], T0);
      expect([one?.count, other?.count]).toEqual([1, 1]);
    });

    it('uses the clock when no time is given', async () => {
      // Only Date is faked: the database and Redis clients keep their real timers.
      vi.useFakeTimers({ toFake: ['Date'], now: T0 + 5000 });
      try {
        expect(await store.hit('clock', 60_000)).toEqual({ count: 1, first: T0 + 5000, last: T0 + 5000, expires: T0 + 65_000 });
        vi.setSystemTime(T0 + 65_000);
        expect(await store.peek(['clock'])).toEqual([null]);
      } finally {
        vi.useRealTimers();
      }
    });
  });
}

describe('database counter store: clean-up', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dir: null });
  }, 60_000);
  afterAll(() => database.close());

  const keys = async () => (await rowsOf<{ key: string }>(database.db, sql`select key from throttle_counters order by key`)).map((r) => r.key);

  it('deletes expired rows of other keys inside a hit, now and then, and keeps live ones', async () => {
    const store = createDatabaseCounterStore(database.db, { sweepEveryMs: 60_000 });
    await store.hit('old-1', 1000, T0); // the first hit sweeps (nothing yet)
    await store.hit('old-2', 1000, T0);
    await store.hit('live', 10 * 60_000, T0);
    await store.hit('other', 1000, T0 + 30_000); // not yet time to sweep
    expect(await keys()).toEqual(['live', 'old-1', 'old-2', 'other']);
    await store.hit('trigger', 1000, T0 + 60_000);
    expect(await keys()).toEqual(['live', 'trigger']);
  });
});

describe('the API rate limit, counted in batches (ADR 39)', () => {
  afterEach(() => vi.useRealTimers());
  type Answer = { current: number; ttl: number };
  interface Store {
    incr(key: string, cb: (e: Error | null, r?: Answer) => void, timeWindow: number, max: number): void;
    read(key: string, cb: (e: Error | null, r?: Answer) => void): void;
    child(options: unknown): Store;
  }
  const answerOf = (run: (cb: (error: Error | null, result?: Answer) => void) => void) =>
    new Promise<Answer | undefined>((resolve, reject) => run((error, result) => (error ? reject(error) : resolve(result))));
  /** A process's rate limit over `counters`; its timer is far off, so the tests flush by hand. */
  const processOver = (counters: CounterStore) => {
    const counts = batchedRateLimitCounts(counters, { flushEveryMs: 3_600_000 });
    const store = new (counts.store as unknown as new (options: unknown) => Store)({});
    return { counts, store, hit: (key: string) => answerOf((cb) => store.incr(key, cb, 60_000, 3)) };
  };

  it('answers from memory with the time left in the window, and sends one combined hit per key when it flushes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const counters = createMemoryCounterStore();
    const one = processOver(counters);
    expect(await one.hit('1.2.3.4')).toEqual({ current: 1, ttl: 60_000 });
    vi.setSystemTime(T0 + 1500);
    expect(await one.hit('1.2.3.4')).toEqual({ current: 2, ttl: 58_500 });
    expect(await one.hit('5.6.7.8')).toEqual({ current: 1, ttl: 60_000 });
    expect(await counters.peek(['rate:1.2.3.4'])).toEqual([null]);
    await one.counts.flush();
    // The window is the one this process began: from the first hit.
    expect(await counters.peek(['rate:1.2.3.4', 'rate:5.6.7.8'])).toEqual([
      { count: 2, first: T0, last: T0, expires: T0 + 60_000 },
      { count: 1, first: T0 + 1500, last: T0 + 1500, expires: T0 + 61_500 },
    ]);
    await one.counts.flush();
    expect((await counters.peek(['rate:1.2.3.4']))[0]?.count).toBe(2);
    expect(await answerOf((cb) => one.store.read('1.2.3.4', cb))).toEqual({ current: 2, ttl: 58_500 });
    expect(await answerOf((cb) => one.store.read('9.9.9.9', cb))).toEqual({ current: 0, ttl: 0 });
    const child = one.store.child({ routeInfo: { method: 'POST', url: '/api/token/' } });
    expect(await answerOf((cb) => child.incr('1.2.3.4', cb, 60_000, 3))).toMatchObject({ current: 1 });
    await one.counts.close();
    expect((await counters.peek(['rate:POST/api/token/:1.2.3.4']))[0]?.count).toBe(1);
  });

  it('holds the limit across processes: each answers from what the store said plus its own hits not yet sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const counters = createMemoryCounterStore();
    const [one, two] = [processOver(counters), processOver(counters)];
    for (let i = 1; i <= 3; i++) expect((await one.hit('a'))?.current).toBe(i);
    await one.counts.flush();
    expect((await two.hit('a'))?.current).toBe(1);
    await two.counts.flush();
    // Two has heard of one's three hits: its second hit is the fifth.
    expect((await two.hit('a'))?.current).toBe(5);
    // One has not heard of two's yet (the hit they may pass over the limit within an interval), until its next flush answers the count of both.
    expect((await one.hit('a'))?.current).toBe(4);
    await one.counts.flush();
    expect((await one.hit('a'))?.current).toBe(6);
    await two.counts.flush();
    expect((await two.hit('a'))?.current).toBe(7);
    // The window ends for both: counting starts again.
    vi.setSystemTime(T0 + 60_000);
    expect(await one.hit('a')).toEqual({ current: 1, ttl: 60_000 });
    await Promise.all([one.counts.close(), two.counts.close()]);
    expect((await counters.peek(['rate:a']))[0]).toMatchObject({ count: 1, first: T0 + 60_000 });
  });

  it('keeps counting while the store fails, and sends the kept hits once it answers', async () => {
    const counters = createMemoryCounterStore();
    let down = true;
    const flaky: CounterStore = { ...counters, hit: (...args) => (down ? Promise.reject(new Error('store down')) : counters.hit(...args)) };
    const one = processOver(flaky);
    await one.hit('b');
    await one.counts.flush();
    expect((await one.hit('b'))?.current).toBe(2);
    down = false;
    await one.counts.flush();
    expect((await counters.peek(['rate:b']))[0]?.count).toBe(2);
    expect((await one.hit('b'))?.current).toBe(3);
    await one.counts.close();
  });

  it('flushes on its own after the interval', async () => {
    const counters = createMemoryCounterStore();
    const counts = batchedRateLimitCounts(counters, { flushEveryMs: 10 });
    const store = new (counts.store as unknown as new (options: unknown) => Store)({});
    await answerOf((cb) => store.incr('c', cb, 60_000, 3));
    await vi.waitFor(async () => expect((await counters.peek(['rate:c']))[0]?.count).toBe(1));
    await counts.close();
  });
});
