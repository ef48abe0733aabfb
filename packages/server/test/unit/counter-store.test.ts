import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/raw.ts';
import { createMemoryCounterStore, type CounterStore } from '../../src/lib/counter-store.ts';
import { createDatabaseCounterStore } from '../../src/lib/counter-store-db.ts';
import { createRedisCounterStore } from '../../src/lib/counter-store-redis.ts';
import { counterRateLimitStore } from '../../src/lib/rate-limit-store.ts';
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

describe('rate limit store over the counter store', () => {
  afterEach(() => vi.useRealTimers());
  const call = <T>(run: (cb: (error: Error | null, result?: T) => void) => void) =>
    new Promise<T | undefined>((resolve, reject) => run((error, result) => (error ? reject(error) : resolve(result))));

  it('counts per key with the time left in the window, reads without counting, and keeps route stores apart', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const Store = counterRateLimitStore(createMemoryCounterStore());
    const store = new Store({});
    expect(await call((cb) => store.incr('1.2.3.4', cb, 60_000, 3))).toEqual({ current: 1, ttl: 60_000 });
    vi.setSystemTime(T0 + 1500);
    expect(await call((cb) => store.incr('1.2.3.4', cb, 60_000, 3))).toEqual({ current: 2, ttl: 58_500 });
    const reader = store as unknown as { read(key: string, cb: (e: Error | null, r?: unknown) => void): void };
    expect(await call((cb) => reader.read('1.2.3.4', cb))).toEqual({ current: 2, ttl: 58_500 });
    expect(await call((cb) => reader.read('5.6.7.8', cb))).toEqual({ current: 0, ttl: 0 });
    const child = store.child({ routeInfo: { method: 'POST', url: '/api/token/' } } as never);
    expect(await call((cb) => child.incr('1.2.3.4', cb, 60_000, 3))).toMatchObject({ current: 1 });
  });

  it('passes a store failure to the plugin (which then lets the request through)', async () => {
    const broken = { ...createMemoryCounterStore(), hit: () => Promise.reject(new Error('store down')) };
    const store = new (counterRateLimitStore(broken))({});
    await expect(call((cb) => store.incr('1.2.3.4', cb, 60_000, 3))).rejects.toThrow('store down');
  });
});
