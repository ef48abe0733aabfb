import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryCounterStore } from '../../src/lib/counter-store.ts';
import { createLoginThrottle, PAIR_MEMORY_MS, pairDelayMs } from '../../src/lib/login-throttle.ts';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
const limits = { perAccount: 10, perAddress: 50, windowMinutes: 15 };
const throttleWith = (overrides: Partial<typeof limits> = {}) => createLoginThrottle(createMemoryCounterStore(), { ...limits, ...overrides });

describe('pair delays', () => {
  it('are free for three failures, then 1 s, 2 s, 4 s … doubling up to the window', () => {
    const delays = Array.from({ length: 16 }, (_, n) => pairDelayMs(n, false, 15 * MINUTE) / 1000);
    expect(delays).toEqual([0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
    expect(pairDelayMs(10_000, false, 15 * MINUTE)).toBe(15 * MINUTE);
  });

  it('start at the first failure while the name is under attack', () => {
    expect([0, 1, 2, 3, 4].map((n) => pairDelayMs(n, true, 15 * MINUTE) / 1000)).toEqual([0, 1, 2, 4, 8]);
  });
});

describe('login throttle', () => {
  afterEach(() => vi.useRealTimers());

  it('holds back one address on one name after three failures, whatever the case of the name, and no one else', async () => {
    const throttle = throttleWith();
    for (let i = 0; i < 3; i++) {
      expect(await throttle.waitMs('Alice', '10.0.0.1', T0 + i)).toBe(0);
      await throttle.recordFailure(i === 1 ? ' ALICE ' : 'Alice', '10.0.0.1', T0 + i);
    }
    expect(await throttle.waitMs('alice', '10.0.0.1', T0 + 2)).toBe(1000);
    expect(await throttle.waitMs('alice', '10.0.0.1', T0 + 500)).toBe(502);
    expect(await throttle.waitMs('alice', '10.0.0.1', T0 + 1002)).toBe(0);
    expect(await throttle.waitMs('alice', '10.0.0.2', T0 + 2)).toBe(0);
    expect(await throttle.waitMs('bob', '10.0.0.1', T0 + 2)).toBe(0);
  });

  it('lets the owner in from another address while an attacker is held back with growing delays (ASVS 6.3)', async () => {
    const throttle = throttleWith();
    const attacker = '203.0.113.7';
    const owner = '198.51.100.20';
    let now = T0;
    const waits: number[] = [];
    // The attacker fails twelve times, each as soon as it is allowed to try again.
    for (let i = 0; i < 12; i++) {
      now += await throttle.waitMs('victim', attacker, now);
      await throttle.recordFailure('victim', attacker, now);
      waits.push(await throttle.waitMs('victim', attacker, now));
    }
    // From the tenth failure on, the name is under attack: the schedule counts from the first failure, not the third.
    // By the twelfth the name's 15-minute window has passed, and the usual schedule applies again.
    expect(waits.map((ms) => ms / 1000)).toEqual([0, 0, 1, 2, 4, 8, 16, 32, 64, 512, 900, 512]);
    // The owner has not failed: no wait, even with the name over its limit of failures.
    expect(await throttle.waitMs('victim', owner, now)).toBe(0);
    // The attacker with the right password, once its delay is over, may try; success forgets its failures.
    const delay = await throttle.waitMs('victim', attacker, now);
    expect(await throttle.waitMs('victim', attacker, now + delay - 1)).toBe(1);
    expect(await throttle.waitMs('victim', attacker, now + delay)).toBe(0);
    await throttle.recordSuccess('victim', attacker);
    expect(await throttle.waitMs('victim', attacker, now + delay)).toBe(0);
  });

  it('holds back, while a name is under attack, every address that failed on it from its first failure on', async () => {
    const throttle = throttleWith({ perAccount: 4 });
    for (let i = 0; i < 4; i++) await throttle.recordFailure('carol', `10.1.0.${i}`, T0);
    expect(await throttle.waitMs('carol', '10.1.0.0', T0)).toBe(1000);
    expect(await throttle.waitMs('carol', '10.1.0.3', T0 + 400)).toBe(600);
    expect(await throttle.waitMs('carol', '10.1.0.9', T0)).toBe(0);
    // Once the name's window has passed, the usual three free failures apply again.
    expect(await throttle.waitMs('carol', '10.1.0.0', T0 + 15 * MINUTE)).toBe(0);
  });

  it('stops an address across names at its limit until its window ends', async () => {
    const throttle = throttleWith({ perAddress: 3 });
    await throttle.recordFailure('a1', '1.2.3.4', T0);
    await throttle.recordFailure('a2', '1.2.3.4', T0 + MINUTE);
    expect(await throttle.waitMs('a4', '1.2.3.4', T0 + MINUTE)).toBe(0);
    await throttle.recordFailure('a3', '1.2.3.4', T0 + 2 * MINUTE);
    expect(await throttle.waitMs('a4', '1.2.3.4', T0 + 2 * MINUTE)).toBe(13 * MINUTE);
    expect(await throttle.waitMs('a4', '5.6.7.8', T0 + 2 * MINUTE)).toBe(0);
    expect(await throttle.waitMs('a4', '1.2.3.4', T0 + 15 * MINUTE)).toBe(0);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const throttle = throttleWith({ perAddress: 2 });
    await throttle.recordFailure('g1', '2001:db8:1:2::1', T0);
    await throttle.recordFailure('g2', '2001:db8:1:2:ffff::9', T0);
    expect(await throttle.waitMs('g3', '2001:db8:1:2::abcd', T0)).toBe(15 * MINUTE);
    expect(await throttle.waitMs('g3', '2001:db8:1:3::1', T0)).toBe(0);
  });

  it('forgets a pair’s failures after a success (only that pair’s) and after a day', async () => {
    const throttle = throttleWith();
    for (let i = 0; i < 3; i++) {
      await throttle.recordFailure('dave', '1.1.1.1', T0);
      await throttle.recordFailure('dave', '2.2.2.2', T0);
    }
    await throttle.recordSuccess('dave', '1.1.1.1');
    expect(await throttle.waitMs('dave', '1.1.1.1', T0)).toBe(0);
    expect(await throttle.waitMs('dave', '2.2.2.2', T0)).toBe(1000);
    await throttle.recordFailure('dave', '1.1.1.1', T0);
    expect(await throttle.waitMs('dave', '1.1.1.1', T0)).toBe(0);

    for (let i = 0; i < 10; i++) await throttle.recordFailure('erin', '3.3.3.3', T0 + i * 60 * MINUTE);
    expect(await throttle.waitMs('erin', '3.3.3.3', T0 + 9 * 60 * MINUTE)).toBe(128_000);
    // A day after its first failure the pair starts again.
    await throttle.recordFailure('erin', '3.3.3.3', T0 + PAIR_MEMORY_MS);
    expect(await throttle.waitMs('erin', '3.3.3.3', T0 + PAIR_MEMORY_MS)).toBe(0);
  });

  it('reads the clock when no time is given (fake timers)', async () => {
    vi.useFakeTimers({ now: T0 });
    const throttle = throttleWith();
    for (let i = 0; i < 4; i++) await throttle.recordFailure('frank', '4.4.4.4');
    expect(await throttle.waitMs('frank', '4.4.4.4')).toBe(2000);
    vi.advanceTimersByTime(1500);
    expect(await throttle.waitMs('frank', '4.4.4.4')).toBe(500);
    vi.advanceTimersByTime(500);
    expect(await throttle.waitMs('frank', '4.4.4.4')).toBe(0);
  });
});
