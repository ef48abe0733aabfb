import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/raw.ts';
import type { Counter, CounterStore } from './counter-store.ts';

/** A row of throttle_counters; the bigint times (epoch milliseconds) arrive as numbers (db/raw.ts). */
interface Row {
  key?: string;
  count: number;
  first_at: number;
  last_at: number;
  expires_at: number;
}

const toCounter = (row: Row): Counter => ({ count: row.count, first: row.first_at, last: row.last_at, expires: row.expires_at });

/** How many expired rows one sweep removes at most. */
const SWEEP_ROWS = 1000;

/**
 * Counters in the `throttle_counters` table, shared by every process on the same database.
 * One statement per hit (or per batch of hits): an upsert that starts the window again when it has ended. Now and then
 * (every `sweepEveryMs` in this process) the same statement also deletes expired rows of other
 * keys, skipping rows another process holds, so the table stays the size of the live counters
 * without a timer of its own.
 */
export function createDatabaseCounterStore(db: Db, options: { sweepEveryMs?: number } = {}): CounterStore {
  const sweepEveryMs = options.sweepEveryMs ?? 60_000;
  let lastSweep = -Infinity;

  return {
    kind: 'database',
    async hit(key, windowMs, now = Date.now(), hits = 1) {
      const sweep = now - lastSweep >= sweepEveryMs || now < lastSweep;
      if (sweep) lastSweep = now;
      const expires = now + windowMs;
      const upsert = sql`
        insert into throttle_counters as c (key, count, first_at, last_at, expires_at)
        values (${key}, ${hits}, ${now}, ${now}, ${expires})
        on conflict (key) do update set
          count = case when c.expires_at <= ${now} then excluded.count else c.count + excluded.count end,
          first_at = case when c.expires_at <= ${now} then excluded.first_at else c.first_at end,
          expires_at = case when c.expires_at <= ${now} then excluded.expires_at else c.expires_at end,
          last_at = excluded.last_at
        returning count, first_at, last_at, expires_at`;
      const statement = sweep
        ? sql`with swept as (
            delete from throttle_counters
            where expires_at <= ${now}
              and key in (
                select key from throttle_counters
                where expires_at <= ${now} and key <> ${key}
                order by expires_at
                limit ${SWEEP_ROWS}
                for update skip locked
              )
          )
          ${upsert}`
        : upsert;
      const [row] = await rowsOf<Row>(db, statement);
      return toCounter(row!);
    },
    async peek(keys, now = Date.now()) {
      if (keys.length === 0) return [];
      const list = sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      );
      const rows = await rowsOf<Row>(
        db,
        sql`select key, count, first_at, last_at, expires_at from throttle_counters where key in (${list}) and expires_at > ${now}`,
      );
      const byKey = new Map(rows.map((row) => [row.key!, toCounter(row)]));
      return keys.map((key) => byKey.get(key) ?? null);
    },
    async reset(key) {
      await db.execute(sql`delete from throttle_counters where key = ${key}`);
    },
    async close() {},
  };
}
