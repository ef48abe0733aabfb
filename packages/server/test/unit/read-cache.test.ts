import { describe, expect, it } from 'vitest';
import { createReadCache } from '../../src/lib/read-cache.ts';

/** The cache of computed reads (ADR 33): kept while fresh and of the owner's version, computed once at a time, bounded. */
describe('read cache', () => {
  /** The account that reads, and another that writes. */
  const READER = 10;
  const WRITER = 11;
  const counter = () => {
    let n = 0;
    return { compute: async () => ++n, count: () => n };
  };

  it('keeps an answer until it expires, then computes it again', async () => {
    let now = 1_000;
    const cache = createReadCache({ ttlMs: 10_000, maxEntries: 10, now: () => now });
    const c = counter();
    expect(await cache.read(1, READER, 'a', c.compute)).toBe(1);
    now += 9_999;
    expect(await cache.read(1, READER, 'a', c.compute)).toBe(1);
    now += 1;
    expect(await cache.read(1, READER, 'a', c.compute)).toBe(2);
  });

  it('drops every answer of an owner on its write, and only of that owner', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    const one = counter();
    const two = counter();
    await cache.read(1, READER, 'a', one.compute);
    await cache.read(2, READER, 'a', two.compute);
    cache.bump(1);
    expect(await cache.read(1, READER, 'a', one.compute)).toBe(2);
    expect(await cache.read(2, READER, 'a', two.compute)).toBe(1);
  });

  it('does not keep an answer computed across a write: it was read before the write', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    let release!: (value: number) => void;
    const slow = cache.read(1, READER, 'a', () => new Promise<number>((resolve) => (release = resolve)));
    cache.bump(1);
    release(1);
    expect(await slow).toBe(1);
    expect(await cache.read(1, READER, 'a', async () => 2)).toBe(2);
  });

  it('drops every answer of every owner, and a computation under way, when writes may have been missed (ADR 43)', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    const one = counter();
    const two = counter();
    await cache.read(1, READER, 'a', one.compute);
    await cache.read(2, READER, 'a', two.compute);
    let release!: (value: number) => void;
    const slow = cache.read(3, READER, 'a', () => new Promise<number>((resolve) => (release = resolve)));
    cache.bumpAll();
    expect(cache.size()).toBe(0);
    release(1);
    expect(await slow).toBe(1);
    expect(await cache.read(1, READER, 'a', one.compute)).toBe(2);
    expect(await cache.read(2, READER, 'a', two.compute)).toBe(2);
    expect(await cache.read(3, READER, 'a', async () => 2)).toBe(2);
  });

  it('keeps the answers of other persons through a write narrowed to some, and drops the rest of the owner (ADR 46)', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    const figures = counter();
    const mine = counter();
    const theirs = counter();
    await cache.read(1, READER, 'panel', figures.compute);
    await cache.read(1, READER, 'card 7', mine.compute, 7);
    await cache.read(1, READER, 'card 8', theirs.compute, 8);
    cache.bump(1, [7]);
    expect(await cache.read(1, READER, 'panel', figures.compute)).toBe(2);
    expect(await cache.read(1, READER, 'card 7', mine.compute, 7)).toBe(2);
    expect(await cache.read(1, READER, 'card 8', theirs.compute, 8)).toBe(1);
    // A second narrow write, and another of person 8's: each drops its own.
    cache.bump(1, [7]);
    expect(await cache.read(1, READER, 'card 8', theirs.compute, 8)).toBe(1);
    cache.bump(1, [8]);
    expect(await cache.read(1, READER, 'card 8', theirs.compute, 8)).toBe(2);
    expect(await cache.read(1, READER, 'card 7', mine.compute, 7)).toBe(3);
    // A wide write drops every person's.
    cache.bump(1);
    expect(await cache.read(1, READER, 'card 8', theirs.compute, 8)).toBe(3);
  });

  it("does not keep a person's answer computed across a narrow write of that person", async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    let release!: (value: number) => void;
    const slow = cache.read(1, READER, 'card 7', () => new Promise<number>((resolve) => (release = resolve)), 7);
    cache.bump(1, [7]);
    release(1);
    expect(await slow).toBe(1);
    expect(await cache.read(1, READER, 'card 7', async () => 2, 7)).toBe(2);
  });

  it("serves what another account's form save made stale for the grace, then while it is computed anew; drops it at once for the writer (ADR 48)", async () => {
    let now = 1_000;
    const cache = createReadCache({ ttlMs: 60_000, graceMs: 1_000, maxEntries: 10, now: () => now });
    const readers = counter();
    const writers = counter();
    const card = counter();
    await cache.read(1, READER, 'panel', readers.compute);
    await cache.read(1, WRITER, 'panel', writers.compute);
    await cache.read(1, READER, 'card 7', card.compute, 7);
    cache.bump(1, [7], WRITER);
    // The writer reads its write at once; everyone else's answers stay for the grace, counted from the first stale-making write.
    expect(await cache.read(1, WRITER, 'panel', writers.compute)).toBe(2);
    expect(await cache.read(1, READER, 'panel', readers.compute)).toBe(1);
    expect(await cache.read(1, READER, 'card 7', card.compute, 7)).toBe(1);
    now += 600;
    cache.bump(1, [7], WRITER);
    now += 399;
    expect(await cache.read(1, READER, 'panel', readers.compute)).toBe(1);
    expect(readers.count()).toBe(1);
    // Past the grace: the reader is served the stale answer while one computation anew runs; the next reader gets the new one.
    now += 1;
    expect(await cache.read(1, READER, 'panel', readers.compute)).toBe(1);
    expect(await cache.read(1, READER, 'panel', readers.compute)).toBe(2);
    expect(readers.count()).toBe(2);
    expect(await cache.read(1, READER, 'card 7', card.compute, 7)).toBe(1);
    expect(await cache.read(1, READER, 'card 7', card.compute, 7)).toBe(2);
    // Computed anew, it is fresh until the next write.
    now += 5_000;
    expect(await cache.read(1, READER, 'panel', readers.compute)).toBe(2);
    // A wide write, and a narrow one whose writer is unknown, drop at once for everyone.
    cache.bump(1, undefined, WRITER);
    expect(await cache.read(1, READER, 'panel', readers.compute)).toBe(3);
    cache.bump(1, [7]);
    expect(await cache.read(1, READER, 'panel', readers.compute)).toBe(4);
  });

  it('makes a reader wait for the new answer once the write is twice the grace old, and keeps a write made during the computation (ADR 48)', async () => {
    let now = 1_000;
    const failures: unknown[] = [];
    const cache = createReadCache({ ttlMs: 60_000, graceMs: 1_000, maxEntries: 10, now: () => now, onRefreshError: (e) => failures.push(e) });
    let n = 0;
    let release!: () => void;
    const slow = () => new Promise<number>((resolve) => (release = () => resolve(++n)));
    const first = cache.read(1, READER, 'panel', slow);
    release();
    expect(await first).toBe(1);
    // Stale and not read during the grace: the first reader after twice the grace waits for the answer computed anew.
    cache.bump(1, [], WRITER);
    now += 2_000;
    const waiting = cache.read(1, READER, 'panel', slow);
    // A write during that computation: the new answer may not show it, so it is stale from that moment.
    now += 10;
    cache.bump(1, [], WRITER);
    release();
    expect(await waiting).toBe(2);
    expect(await cache.read(1, READER, 'panel', slow)).toBe(2);
    now += 1_000;
    const again = cache.read(1, READER, 'panel', slow);
    release();
    expect(await again).toBe(2);
    expect(await cache.read(1, READER, 'panel', slow)).toBe(3);
    // A computation anew that fails drops the answer, and is told: the next reader computes.
    cache.bump(1, [], WRITER);
    now += 1_000;
    expect(await cache.read(1, READER, 'panel', () => Promise.reject(new Error('down')))).toBe(3);
    await Promise.resolve();
    expect(failures).toEqual([new Error('down')]);
    expect(await cache.read(1, READER, 'panel', async () => 9)).toBe(9);
  });

  it('computes once for every reader that asks while it is being computed', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    const c = counter();
    const answers = await Promise.all([cache.read(1, READER, 'a', c.compute), cache.read(1, READER, 'a', c.compute), cache.read(1, READER, 'a', c.compute)]);
    expect(answers).toEqual([1, 1, 1]);
    expect(c.count()).toBe(1);
  });

  it('does not keep a failure', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.read(1, READER, 'a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read(1, READER, 'a', async () => 'up')).toBe('up');
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 2 });
    const c = counter();
    await cache.read(1, READER, 'a', async () => 'a');
    await cache.read(1, READER, 'b', async () => 'b');
    await cache.read(1, READER, 'a', c.compute); // a kept, and now the most recent
    await cache.read(1, READER, 'c', async () => 'c'); // drops b
    expect(cache.size()).toBe(2);
    expect(await cache.read(1, READER, 'a', c.compute)).toBe('a');
    expect(await cache.read(1, READER, 'b', c.compute)).toBe(1);
  });

  it('keeps nothing with a time of 0', async () => {
    const cache = createReadCache({ ttlMs: 0, maxEntries: 10 });
    const c = counter();
    await cache.read(1, READER, 'a', c.compute);
    expect(await cache.read(1, READER, 'a', c.compute)).toBe(2);
    expect(cache.size()).toBe(0);
  });
});
