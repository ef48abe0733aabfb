import { describe, expect, it } from 'vitest';
import { createReadCache } from '../../src/lib/read-cache.ts';

/** The cache of computed reads (ADR 33): kept while fresh and of the owner's version, computed once at a time, bounded. */
describe('read cache', () => {
  const counter = () => {
    let n = 0;
    return { compute: async () => ++n, count: () => n };
  };

  it('keeps an answer until it expires, then computes it again', async () => {
    let now = 1_000;
    const cache = createReadCache({ ttlMs: 10_000, maxEntries: 10, now: () => now });
    const c = counter();
    expect(await cache.read(1, 'a', c.compute)).toBe(1);
    now += 9_999;
    expect(await cache.read(1, 'a', c.compute)).toBe(1);
    now += 1;
    expect(await cache.read(1, 'a', c.compute)).toBe(2);
  });

  it('drops every answer of an owner on its write, and only of that owner', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    const one = counter();
    const two = counter();
    await cache.read(1, 'a', one.compute);
    await cache.read(2, 'a', two.compute);
    cache.bump(1);
    expect(await cache.read(1, 'a', one.compute)).toBe(2);
    expect(await cache.read(2, 'a', two.compute)).toBe(1);
  });

  it('does not keep an answer computed across a write: it was read before the write', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    let release!: (value: number) => void;
    const slow = cache.read(1, 'a', () => new Promise<number>((resolve) => (release = resolve)));
    cache.bump(1);
    release(1);
    expect(await slow).toBe(1);
    expect(await cache.read(1, 'a', async () => 2)).toBe(2);
  });

  it('drops every answer of every owner, and a computation under way, when writes may have been missed (ADR 43)', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    const one = counter();
    const two = counter();
    await cache.read(1, 'a', one.compute);
    await cache.read(2, 'a', two.compute);
    let release!: (value: number) => void;
    const slow = cache.read(3, 'a', () => new Promise<number>((resolve) => (release = resolve)));
    cache.bumpAll();
    expect(cache.size()).toBe(0);
    release(1);
    expect(await slow).toBe(1);
    expect(await cache.read(1, 'a', one.compute)).toBe(2);
    expect(await cache.read(2, 'a', two.compute)).toBe(2);
    expect(await cache.read(3, 'a', async () => 2)).toBe(2);
  });

  it('keeps the answers of other persons through a write narrowed to some, and drops the rest of the owner (ADR 46)', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    const figures = counter();
    const mine = counter();
    const theirs = counter();
    await cache.read(1, 'panel', figures.compute);
    await cache.read(1, 'card 7', mine.compute, 7);
    await cache.read(1, 'card 8', theirs.compute, 8);
    cache.bump(1, [7]);
    expect(await cache.read(1, 'panel', figures.compute)).toBe(2);
    expect(await cache.read(1, 'card 7', mine.compute, 7)).toBe(2);
    expect(await cache.read(1, 'card 8', theirs.compute, 8)).toBe(1);
    // A second narrow write, and another of person 8's: each drops its own.
    cache.bump(1, [7]);
    expect(await cache.read(1, 'card 8', theirs.compute, 8)).toBe(1);
    cache.bump(1, [8]);
    expect(await cache.read(1, 'card 8', theirs.compute, 8)).toBe(2);
    expect(await cache.read(1, 'card 7', mine.compute, 7)).toBe(3);
    // A wide write drops every person's.
    cache.bump(1);
    expect(await cache.read(1, 'card 8', theirs.compute, 8)).toBe(3);
  });

  it("does not keep a person's answer computed across a narrow write of that person", async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    let release!: (value: number) => void;
    const slow = cache.read(1, 'card 7', () => new Promise<number>((resolve) => (release = resolve)), 7);
    cache.bump(1, [7]);
    release(1);
    expect(await slow).toBe(1);
    expect(await cache.read(1, 'card 7', async () => 2, 7)).toBe(2);
  });

  it('computes once for every reader that asks while it is being computed', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    const c = counter();
    const answers = await Promise.all([cache.read(1, 'a', c.compute), cache.read(1, 'a', c.compute), cache.read(1, 'a', c.compute)]);
    expect(answers).toEqual([1, 1, 1]);
    expect(c.count()).toBe(1);
  });

  it('does not keep a failure', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.read(1, 'a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read(1, 'a', async () => 'up')).toBe('up');
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 2 });
    const c = counter();
    await cache.read(1, 'a', async () => 'a');
    await cache.read(1, 'b', async () => 'b');
    await cache.read(1, 'a', c.compute); // a kept, and now the most recent
    await cache.read(1, 'c', async () => 'c'); // drops b
    expect(cache.size()).toBe(2);
    expect(await cache.read(1, 'a', c.compute)).toBe('a');
    expect(await cache.read(1, 'b', c.compute)).toBe(1);
  });

  it('keeps nothing with a time of 0', async () => {
    const cache = createReadCache({ ttlMs: 0, maxEntries: 10 });
    const c = counter();
    await cache.read(1, 'a', c.compute);
    expect(await cache.read(1, 'a', c.compute)).toBe(2);
    expect(cache.size()).toBe(0);
  });
});
