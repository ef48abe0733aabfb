import { createHmac } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { CounterStore } from './counter-store.ts';

/**
 * Failed sign-ins, counted in the shared counter store (OWASP ASVS 6.3: anti-automation without
 * locking the owner out; ADR 12). Three counters per failure:
 *
 * - the pair (username, address): after FREE_FAILURES failures of one address on one name, that
 *   address waits 1 s, 2 s, 4 s … (doubling, at most the window) after each further failure. The
 *   pair is remembered for PAIR_MEMORY_MS from its first failure; a success forgets it.
 * - the address: LOGIN_MAX_FAILURES_PER_ADDRESS failures across all names in the window stop that
 *   address until its window ends.
 * - the name: after LOGIN_MAX_FAILURES_PER_ACCOUNT failures from anywhere in the window, the name is
 *   under attack and every address that has failed on it waits from its first failure on (the delay
 *   starts at 1 s after one failure). An address that has not failed on it is never held back, so
 *   the owner signs in from their own address.
 *
 * Names are counted as typed (trimmed, lower case), whether an account has them or not, so an
 * unknown name is answered exactly like a known one; they are kept only as a keyed hash. An
 * address is an IPv4 address or an IPv6 /64 (as the rate limit counts them): one host's range.
 */
export interface LoginThrottle {
  /** How long (ms) this address must wait before it may try this name again; 0 when it may try now. */
  waitMs(username: string, address: string, now?: number): Promise<number>;
  recordFailure(username: string, address: string, now?: number): Promise<void>;
  /** Forgets the failures of this name from this address. */
  recordSuccess(username: string, address: string): Promise<void>;
}

export interface LoginLimits {
  perAccount: number;
  perAddress: number;
  windowMinutes: number;
}

/** Failures of one address on one name before the delays begin. */
export const FREE_FAILURES = 3;
/** How long the failures of one address on one name are remembered, from the first. */
export const PAIR_MEMORY_MS = 24 * 60 * 60_000;

/**
 * The delay after the latest of `failures` failures of one address on one name: 0 before the
 * free failures are spent, then 1 s doubling at each failure up to `maxMs`.
 */
export function pairDelayMs(failures: number, underAttack: boolean, maxMs: number): number {
  const free = underAttack ? 1 : FREE_FAILURES;
  if (failures < free) return 0;
  return Math.min(maxMs, 1000 * 2 ** Math.min(failures - free, 40));
}

export function createLoginThrottle(counters: CounterStore, limits: LoginLimits, options: { keySecret?: string } = {}): LoginThrottle {
  const windowMs = limits.windowMinutes * 60_000;
  const name = (username: string) =>
    createHmac('sha256', options.keySecret ?? 'login-throttle')
      .update(username.trim().toLowerCase())
      .digest('base64url')
      .slice(0, 22);
  const keys = (username: string, ip: string) => {
    const n = name(username);
    const address = normalizeIP(ip);
    return { address: `login:address:${address}`, account: `login:account:${n}`, pair: `login:pair:${n}:${address}` };
  };

  return {
    async waitMs(username, address, now = Date.now()) {
      const k = keys(username, address);
      const [byAddress, byAccount, byPair] = await counters.peek([k.address, k.account, k.pair], now);
      const underAttack = (byAccount?.count ?? 0) >= limits.perAccount;
      const addressFree = byAddress && byAddress.count >= limits.perAddress ? byAddress.expires : 0;
      const pairFree = byPair ? byPair.last + pairDelayMs(byPair.count, underAttack, windowMs) : 0;
      return Math.max(0, addressFree - now, pairFree - now);
    },
    async recordFailure(username, address, now = Date.now()) {
      const k = keys(username, address);
      await Promise.all([counters.hit(k.address, windowMs, now), counters.hit(k.account, windowMs, now), counters.hit(k.pair, PAIR_MEMORY_MS, now)]);
    },
    async recordSuccess(username, address) {
      await counters.reset(keys(username, address).pair);
    },
  };
}
