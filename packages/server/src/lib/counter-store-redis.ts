import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Counter, CounterStore } from './counter-store.ts';

/**
 * ARGV[3] hits (1 or more), atomically: a hash per key (count, first, last, expires). The window is judged by the
 * app's `now` (ARGV[1]), not Redis's clock, so that fake clocks work; Redis drops the key itself
 * when the window has ended (PEXPIRE of the time left).
 */
const HIT = `
local now = tonumber(ARGV[1])
local hits = tonumber(ARGV[3])
local v = redis.call('HMGET', KEYS[1], 'count', 'first', 'expires')
local count = tonumber(v[1])
local first = v[2]
local expires = v[3]
if count == nil or tonumber(expires) <= now then
  count = hits
  first = ARGV[1]
  expires = ARGV[2]
else
  count = count + hits
end
redis.call('HSET', KEYS[1], 'count', count, 'first', first, 'last', ARGV[1], 'expires', expires)
redis.call('PEXPIRE', KEYS[1], math.max(1, tonumber(expires) - now))
return {count, first, ARGV[1], expires}
`;

type HitReply = [number, string, string, string];
interface WithHit {
  counterHit(key: string, now: string, expires: string, hits: string): Promise<HitReply>;
}

/**
 * Counters in Redis (REDIS_URL), shared by every process that uses the same Redis and key prefix.
 * The connection opens on first use (a command line that never counts never connects) and gives up
 * on a command after two seconds rather than holding a request.
 */
export function createRedisCounterStore(url: string, options: { keyPrefix: string; logger?: Logger }): CounterStore {
  const redis = new Redis(url, {
    keyPrefix: options.keyPrefix,
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    commandTimeout: 2000,
    connectTimeout: 5000,
  });
  redis.on('error', (error: Error) => options.logger?.warn({ err: error }, 'Redis: %s', error.message));
  redis.defineCommand('counterHit', { numberOfKeys: 1, lua: HIT });
  const withHit = redis as unknown as WithHit;

  return {
    kind: 'redis',
    async hit(key, windowMs, now = Date.now(), hits = 1) {
      const [count, first, last, expires] = await withHit.counterHit(key, String(now), String(now + windowMs), String(hits));
      return { count: Number(count), first: Number(first), last: Number(last), expires: Number(expires) };
    },
    async peek(keys, now = Date.now()) {
      if (keys.length === 0) return [];
      const pipeline = redis.pipeline();
      for (const key of keys) pipeline.hmget(key, 'count', 'first', 'last', 'expires');
      const replies = (await pipeline.exec()) ?? [];
      return replies.map(([error, value]): Counter | null => {
        if (error) throw error;
        const [count, first, last, expires] = (value as (string | null)[]).map((v) => (v === null ? null : Number(v)));
        if (count == null || first == null || last == null || expires == null || expires <= now) return null;
        return { count, first, last, expires };
      });
    },
    async reset(key) {
      await redis.del(key);
    },
    async close() {
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
  };
}
