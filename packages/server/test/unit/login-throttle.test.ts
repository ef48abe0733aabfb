import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLoginThrottle } from '../../src/lib/login-throttle.ts';

describe('login throttle', () => {
  afterEach(() => vi.useRealTimers());

  it('blocks an account after its limit of failures, whatever the case of the name, until the window passes', () => {
    vi.useFakeTimers();
    const throttle = createLoginThrottle({ perAccount: 3, perAddress: 100, windowMinutes: 15 });
    for (let i = 0; i < 3; i++) throttle.recordFailure('Alice', `10.0.0.${i}`);
    expect(throttle.blockedFor('alice', '10.0.0.9')).toBe(15);
    vi.advanceTimersByTime(10 * 60_000);
    expect(throttle.blockedFor('alice', '10.0.0.9')).toBe(5);
    vi.advanceTimersByTime(5 * 60_000 + 1);
    expect(throttle.blockedFor('alice', '10.0.0.9')).toBe(0);
  });

  it('blocks an address across usernames', () => {
    const throttle = createLoginThrottle({ perAccount: 100, perAddress: 2, windowMinutes: 15 });
    throttle.recordFailure('a', '1.2.3.4');
    expect(throttle.blockedFor('c', '1.2.3.4')).toBe(0);
    throttle.recordFailure('b', '1.2.3.4');
    expect(throttle.blockedFor('c', '1.2.3.4')).toBe(15);
    expect(throttle.blockedFor('c', '5.6.7.8')).toBe(0);
  });

  it('forgets an account’s failures after a successful sign-in', () => {
    const throttle = createLoginThrottle({ perAccount: 2, perAddress: 100, windowMinutes: 15 });
    throttle.recordFailure('bob', '1.1.1.1');
    throttle.recordSuccess('bob');
    throttle.recordFailure('bob', '1.1.1.1');
    expect(throttle.blockedFor('bob', '2.2.2.2')).toBe(0);
  });
});
