import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types as pgliteTypes, type ParserOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/**
 * How numbers arrive in raw reads (ADR 27): int8 (count(*), sum of integers) and numeric (weights,
 * ratings, scores, sum of numerics) as JS numbers on both drivers, decided here once. Ids and counts stay
 * far below 2^53; numeric values are the ones the code converted with Number() anyway. Dates and times
 * stay the strings drizzle asks for.
 */
const NUMBER_PARSERS = {
  [pgliteTypes.INT8]: Number,
  [pgliteTypes.NUMERIC]: Number,
} satisfies ParserOptions;

// node-postgres: drizzle passes its own getTypeParser with every statement (dates, times, intervals and
// numeric[] as text) and falls back to the driver's global table for every other type, so that global
// table is where int8 and numeric become numbers. It is process-wide: pg-boss's own pool reads them so
// too, and coerces them with Number() itself.
for (const [oid, parse] of Object.entries(NUMBER_PARSERS)) pg.types.setTypeParser(Number(oid), parse);

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the job queue (pg-boss, ADR 21) reaches the same database: the PGlite instance itself, or the server's URL. */
  jobStore: JobStore;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type JobStore = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

/**
 * Where the data lives. An in-memory PGlite (dir null) may start from `image`, a data folder dumped by
 * dumpImage (the tests start every app from one image of the migrated schema instead of migrating again).
 */
export type DatabaseTarget = { kind: 'pglite'; dir: string | null; image?: Blob } | { kind: 'postgres'; url: string };

const migrationsFolder = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../migrations');

/** Opens the database and applies the committed migrations (a no-op when already applied). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection closed by the server (restart, failover, an administrator) must not crash the
    // process: the pool drops that client and opens a new one on the next query.
    pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    try {
      await migratePg(db as never, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', jobStore: { kind: 'postgres', url: target.url }, ping: () => ping(db), close: once(() => pool.end()) };
  }

  const release = target.dir ? lockDirectory(target.dir) : () => {};
  try {
    // PGlite merges these instance parsers with the ones drizzle passes with every statement.
    const parsers = NUMBER_PARSERS;
    const client = target.dir
      ? await PGlite.create(target.dir, { parsers })
      : await PGlite.create(target.image ? { loadDataDir: target.image, parsers } : { parsers });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    // PGlite runs no autovacuum: refresh the planner's statistics at every start.
    await client.exec('analyze');
    return {
      db,
      kind: 'pglite',
      jobStore: { kind: 'pglite', client },
      ping: () => ping(db),
      close: once(async () => {
        await client.close();
        release();
      }),
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** The data folder of an open PGlite database as an uncompressed tar image (for DatabaseTarget's `image`). */
export async function dumpImage(database: Database): Promise<Blob> {
  if (database.jobStore.kind !== 'pglite') throw new Error('Only a PGlite database has an image.');
  return database.jobStore.client.dumpDataDir('none');
}

/** Closing twice is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => (closing ??= close());
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** PGlite takes no lock of its own: a second process on the same folder would corrupt it. */
function lockDirectory(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(path.dirname(dir), `${path.basename(dir)}.lock`);
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new Error(`The data folder ${dir} is in use by process ${pid}. Stop it first, or set DATA_DIR to another folder.`);
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
