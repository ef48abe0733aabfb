import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/raw.ts';
import { migratedImage } from '../helpers/migrated.ts';

/**
 * The embedded database in a thread of its own (ADR 38): the event loop moves while PGlite runs a
 * statement, a failing statement or a lost connection leaves it answering, and a data folder reopens
 * with what was written.
 */
let database: Database;
const poolOf = (d: Database) => (d.db as unknown as { $client: pg.Pool }).$client;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dir: null, image: await migratedImage() });
});
afterAll(() => database.close());

describe('the embedded database in its own thread (ADR 38)', () => {
  it('keeps the event loop moving and the health check answering while a long statement runs', async () => {
    const order: string[] = [];
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const long = rowsOf<{ n: number }>(database.db, sql`select count(*) as n from generate_series(1, 5000000)`).then((rows) => {
      order.push('long statement');
      return rows;
    });
    // Once the statement runs, the thread says so, and the health check answers without queueing behind it.
    while (order.length === 0 && !(await Promise.race([long.then(() => true), new Promise((r) => setTimeout(() => r(false), 20))]))) {
      const up = await database.ping();
      order.push(`ping ${up}`);
      if (up) break;
    }
    const ticksDuring = ticks;
    const [row] = await long;
    clearInterval(timer);
    expect(row!.n).toBe(5_000_000);
    expect(order[0]).toBe('ping true');
    expect(order.at(-1)).toBe('long statement');
    expect(ticksDuring).toBeGreaterThan(0);
  });

  it('answers the health check at once while a transaction is open between two of its statements (a recompute, say)', async () => {
    const client = await poolOf(database).connect();
    try {
      await client.query('begin');
      await client.query('select 1');
      // The transaction holds the backend, idle: a query of another connection would wait until it ends.
      const answered = await Promise.race([database.ping(), new Promise((resolve) => setTimeout(() => resolve('waiting behind the transaction'), 2000))]);
      expect(answered).toBe(true);
      await client.query('commit');
    } finally {
      client.release();
    }
    expect(await database.ping()).toBe(true);
  });

  it('answers the health check without waiting for a long statement that took the backend just before its own', async () => {
    const client = await poolOf(database).connect();
    try {
      // Sent first: the thread serves it before the health check's `select 1`, which was sent while nothing held the backend.
      const long = client.query('select count(*) from generate_series(1, 5000000)').then(() => 'long statement');
      const answered = await Promise.race([database.ping().then((up) => `ping ${up}`), long]);
      expect(answered).toBe('ping true');
      await long;
    } finally {
      client.release();
    }
  });

  it('answers the health check while every connection of the pool is out, without waiting for one', async () => {
    const pool = poolOf(database);
    // Each connection taken and idle (none runs a statement): a query now would wait for one to come back.
    const taken = await Promise.all(Array.from({ length: pool.options.max ?? 0 }, () => pool.connect()));
    try {
      expect(taken.length).toBeGreaterThan(0);
      expect(pool.idleCount).toBe(0);
      const answered = await Promise.race([database.ping(), new Promise((resolve) => setTimeout(() => resolve('waiting for a connection'), 5000))]);
      expect(answered).toBe(true);
      expect(pool.waitingCount).toBe(0);
    } finally {
      for (const client of taken) client.release();
    }
    expect(await database.ping()).toBe(true);
  });

  it('answers on after statements that fail, each error with its code, and keeps a failed transaction to its connection', async () => {
    await expect(database.db.execute(sql.raw('selec 1'))).rejects.toMatchObject({ cause: { code: '42601' } });
    await expect(database.db.execute(sql`select 1 / 0`)).rejects.toMatchObject({ cause: { code: '22012' } });
    await database.db.execute(sql`create table probe (id int primary key)`);
    await database.db.execute(sql`insert into probe values (1)`);
    await expect(database.db.execute(sql`insert into probe values (1)`)).rejects.toMatchObject({ cause: { code: '23505' } });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe values (2)`);
        await tx.execute(sql`insert into probe values (2)`);
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    const rows = await rowsOf<{ id: number }>(database.db, sql`select id from probe order by id`);
    expect(rows.map((r) => r.id)).toEqual([1]);
    expect(await database.ping()).toBe(true);
  });

  it('rolls back the transaction of a connection lost midway; the next connection goes on', async () => {
    await database.db.execute(sql`create table lost (id int)`);
    const client = await poolOf(database).connect();
    await client.query('begin');
    await client.query('insert into lost values (1)');
    // The connection goes away inside its transaction (its process part crashed, say).
    client.release(new Error('gone'));
    const rows = await rowsOf<{ n: number }>(database.db, sql`select count(*) as n from lost`);
    expect(rows[0]!.n).toBe(0);
  });

  it('serves transactions of several connections one after the other, each whole', async () => {
    await database.db.execute(sql`create table turns (who int, step int)`);
    await Promise.all(
      [1, 2, 3].map((who) =>
        database.db.transaction(async (tx) => {
          for (let step = 0; step < 5; step += 1) {
            await tx.execute(sql`insert into turns values (${who}, ${step})`);
            await new Promise((resolve) => setImmediate(resolve));
          }
        }),
      ),
    );
    const rows = await rowsOf<{ who: number }>(database.db, sql`select who from turns order by ctid`);
    // Each transaction's five rows together: no statement of another connection came between them.
    const runs = rows.map((r) => r.who).filter((who, i, all) => i === 0 || all[i - 1] !== who);
    expect(runs).toHaveLength(3);
    expect(rows).toHaveLength(15);
  });

  it('reopens a data folder with what was written, after a restart', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'performa-embedded-')), 'pglite');
    const first = await openDatabase({ kind: 'pglite', dir });
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();
    const second = await openDatabase({ kind: 'pglite', dir });
    try {
      const rows = await rowsOf<{ note: string }>(second.db, sql`select note from kept`);
      expect(rows).toEqual([{ note: 'still here' }]);
    } finally {
      await second.close();
    }
  });
});
