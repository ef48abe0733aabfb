import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Logger } from 'pino';
import type { CounterStore } from './counter-store.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What this process knows of one key's window. */
interface Tally {
  windowMs: number;
  /** The count the shared store answered last (0 before it has answered in this window). */
  seen: number;
  /** When the window ends: the store's answer, or this process's guess from its first hit until then. */
  expires: number;
  /** Hits not sent yet, and when the first of them came. */
  pending: number;
  pendingSince: number;
  /** Hits sent whose answer has not come back. */
  sending: number;
}

export interface RateLimitCounts {
  /** The store class for @fastify/rate-limit's `store` option. */
  readonly store: FastifyRateLimitStoreCtor;
  /** Sends the hits not sent yet, one increment per key; resolves when the store has answered them. */
  flush(): Promise<void>;
  /** Stops the timer and sends what is left (the app's close, before the counter store closes). */
  close(): Promise<void>;
}

/**
 * The API rate limit over the shared counter store (ADR 12), counted in batches (ADR 39): each request is
 * answered from this process's memory, the count the store answered last plus the hits not yet sent, and the
 * hits go to the store at most every `flushEveryMs`, one combined increment per key, whose answer (what every
 * process has sent) becomes the count seen. So the limit holds across processes to within what they count in
 * one interval, for one statement per key and interval instead of one per request. The login throttle and the
 * registration limit count exactly, hit by hit, through the store itself.
 * A route with a rate limit of its own gets its own keys (method and URL, as the plugin's stores do).
 */
export function batchedRateLimitCounts(counters: CounterStore, options: { flushEveryMs: number; logger?: Logger }): RateLimitCounts {
  const tallies = new Map<string, Tally>();
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> | null = null;
  let closed = false;

  let lastWarning = 0;
  const warn = (error: unknown) => {
    // Requests go on being counted here; the hits wait for the next flush. Said once a minute at most.
    const now = Date.now();
    if (now - lastWarning < 60_000) return;
    lastWarning = now;
    options.logger?.warn({ err: error }, 'the rate limit store failed: each process limits on its own count until it answers');
  };

  /** The key's tally in its live window: after the end of a window a hit starts the next one (the unsent hits of the ended one are dropped). */
  const tallyOf = (key: string, windowMs: number, now: number): Tally => {
    let tally = tallies.get(key);
    if (!tally || tally.expires <= now) {
      tally = { windowMs, seen: 0, expires: now + windowMs, pending: 0, pendingSince: now, sending: 0 };
      tallies.set(key, tally);
    }
    return tally;
  };
  const answer = (tally: Tally, now: number) => ({ current: tally.seen + tally.sending + tally.pending, ttl: Math.max(0, tally.expires - now) });

  /** Sends the key's unsent hits; on a failure they are kept for the next flush (meanwhile this process limits on its own count). */
  async function send(key: string, tally: Tally) {
    const hits = tally.pending;
    const since = tally.pendingSince;
    tally.pending = 0;
    tally.sending += hits;
    try {
      // Counted at the time of the first of them, so that a window they open starts where this process's began; never
      // later than now, for a clock set back (tests): the store judges other keys' windows by it too (its sweep).
      const counter = await counters.hit(key, tally.windowMs, Math.min(since, Date.now()), hits);
      // An answer for a window that has ended meanwhile says nothing of the next one.
      if (tallies.get(key) === tally && counter.expires > Date.now()) {
        tally.seen = counter.count;
        tally.expires = counter.expires;
      }
    } catch (error) {
      tally.pending += hits;
      tally.pendingSince = since;
      throw error;
    } finally {
      tally.sending -= hits;
    }
  }

  async function sendAll() {
    try {
      for (const [key, tally] of tallies) {
        // A window that has ended is forgotten, with any hits of it not sent (they count for nothing now).
        if (tally.expires <= Date.now()) tallies.delete(key);
        else if (tally.pending > 0) await send(key, tally);
      }
    } catch (error) {
      // The store does not answer: the other keys wait for the next flush rather than for its time-outs one by one.
      warn(error);
    }
  }

  function startTimer() {
    if (timer || closed) return;
    timer = setTimeout(() => void flush(), options.flushEveryMs);
    // A process with nothing else to do is not kept alive for its counts (close() sends them).
    timer.unref();
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    // One flush at a time, the keys one after the other; a flush asked for meanwhile runs after it.
    const current: Promise<void> = (flushing ?? Promise.resolve()).then(sendAll).finally(() => {
      if (flushing === current) flushing = null;
      for (const tally of tallies.values()) if (tally.pending > 0) return startTimer();
    });
    flushing = current;
    return current;
  }

  class CounterRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'rate:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      const now = Date.now();
      const tally = tallyOf(this.prefix + key, timeWindow, now);
      if (tally.pending === 0) tally.pendingSince = now;
      tally.pending += 1;
      startTimer();
      callback(null, answer(tally, now));
    }

    /** The plugin's `{ increment: false }` reads: what this process knows, as incr answers. */
    read(key: string, callback: Callback) {
      const now = Date.now();
      const tally = tallies.get(this.prefix + key);
      callback(null, tally && tally.expires > now ? answer(tally, now) : { current: 0, ttl: 0 });
    }

    child(routeOptions: { method?: string | string[]; url?: string; routeInfo?: { method?: string | string[]; url?: string } }) {
      const route = routeOptions.routeInfo ?? routeOptions;
      return new CounterRateLimitStore(null, `${this.prefix}${String(route.method)}${route.url ?? ''}:`);
    }
  }

  return {
    store: CounterRateLimitStore as unknown as FastifyRateLimitStoreCtor,
    flush,
    async close() {
      closed = true;
      await flush();
    },
  };
}
