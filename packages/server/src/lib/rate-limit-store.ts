import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Logger } from 'pino';
import type { CounterStore } from './counter-store.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store over the shared counter store, so that every app process counts
 * the same requests of an address: one hit per request, in a fixed window from the first.
 * A route with a rate limit of its own gets its own keys (method and URL, as the plugin's stores do).
 */
export function counterRateLimitStore(counters: CounterStore, logger?: Logger): FastifyRateLimitStoreCtor {
  let lastWarning = 0;
  const warn = (error: unknown) => {
    // The plugin lets the request through on a store error (skipOnError): say so, once a minute at most.
    const now = Date.now();
    if (now - lastWarning < 60_000) return;
    lastWarning = now;
    logger?.warn({ err: error }, 'the rate limit store failed: requests pass unlimited until it answers');
  };

  class CounterRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'rate:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      const now = Date.now();
      counters.hit(this.prefix + key, timeWindow, now).then(
        (counter) => callback(null, { current: counter.count, ttl: Math.max(0, counter.expires - now) }),
        (error: Error) => {
          warn(error);
          callback(error);
        },
      );
    }

    /** The plugin's `{ increment: false }` reads. */
    read(key: string, callback: Callback) {
      const now = Date.now();
      counters.peek([this.prefix + key], now).then(
        ([counter]) => callback(null, counter ? { current: counter.count, ttl: Math.max(0, counter.expires - now) } : { current: 0, ttl: 0 }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { method?: string | string[]; url?: string; routeInfo?: { method?: string | string[]; url?: string } }) {
      const route = routeOptions.routeInfo ?? routeOptions;
      return new CounterRateLimitStore(null, `${this.prefix}${String(route.method)}${route.url ?? ''}:`);
    }
  }
  return CounterRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
