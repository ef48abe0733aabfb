import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import { startPgliteThread, type PgliteThread } from './pglite-thread.ts';
import * as schema from './schema.ts';

/**
 * How numbers arrive in raw reads (ADR 27): int8 (count(*), sum of integers) and numeric (weights,
 * ratings, scores, sum of numerics) as JS numbers, decided here once for both databases, which the same
 * driver reads (the embedded one through its thread, ADR 38). Ids and counts stay far below 2^53;
 * numeric values are the ones the code converted with Number() anyway. Dates and times stay the strings
 * drizzle asks for: drizzle passes its own getTypeParser with every statement (dates, times, intervals and
 * numeric[] as text) and falls back to the driver's global table for every other type, so that global
 * table is where int8 and numeric become numbers. It is process-wide: pg-boss's own pool reads them so
 * too, and coerces them with Number() itself.
 */
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The server's address (PostgreSQL only): where a connection of a process's own reaches it (db/write-notices.ts). */
  url?: string;
  /** Where the job queue (pg-boss, ADR 21) reaches the same database with a pool of its own. */
  jobStore: JobStore;
  /** The embedded database's data folder as an image (PGlite only). */
  image?: () => Promise<Blob>;
  /** Settles if the embedded database's thread ends without being closed (never for a server, whose connections the pool replaces). */
  lost?: Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The databases whose connections keep named statements (ADR 45: the hot statements planned once, db/raw.ts rowsOf):
 * PostgreSQL, unless DATABASE_PREPARED_STATEMENTS=off (a pooler in transaction mode that does not keep them); never the
 * embedded database, whose connections share one backend, where one's named statement would clash with another's.
 * Marked on drizzle's session options, which a transaction's session shares with its database's.
 */
const namedStatementSessions = new WeakSet<object>();

/** drizzle's session of a database or transaction (its options mark where named statements are kept). */
interface Session {
  options: object;
  prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: false): { execute(): Promise<unknown> };
}
export const sessionOf = (runner: Db | Tx) => (runner as unknown as { session: Session }).session;

/** Whether the connections of `runner` keep named statements. */
export const keepsNamedStatements = (runner: Db | Tx): boolean => namedStatementSessions.has(sessionOf(runner).options);

/** How to open a connection to the database: the server's URL, or the embedded database's thread. */
type PoolOptions = Pick<pg.PoolConfig, 'connectionString' | 'stream' | 'user' | 'database'>;
export interface JobStore {
  connection: PoolOptions;
}

/**
 * Where the data lives. An in-memory PGlite (dir null) may start from `image`, a data folder dumped by
 * dumpImage (the tests start every app from one image of the migrated schema instead of migrating again).
 */
export type DatabaseTarget =
  | { kind: 'pglite'; dir: string | null; image?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number; /** Default true (config DATABASE_PREPARED_STATEMENTS, ADR 45). */ namedStatements?: boolean };

/** What runs once after the migrations, before the database is handed out (under the same lock on PostgreSQL). */
type Prepare = (db: Db) => Promise<void>;

/**
 * The deployment's one migration lock (ADR 36): several processes and hosts start together, one
 * migrates (and prepares), the others wait, then find nothing left to do. A transaction-scoped advisory
 * lock, held by a transaction left open meanwhile, so that it also holds through a pooler in
 * transaction mode (a session lock would be released with the pooler's connection).
 */
const MIGRATION_LOCK = 0x7065_7266; // "perf"

/** The connections' setting that plans a named statement once for all values of its parameters (ADR 47). */
const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

/** Connections to the embedded database's thread: it has one backend, so more would only queue there instead of in the pool. */
const PGLITE_CONNECTIONS = 4;

/** Opens the database and applies the committed migrations (a no-op when already applied), then `prepare`. */
export async function openDatabase(target: DatabaseTarget, prepare?: Prepare): Promise<Database> {
  if (target.kind === 'postgres') {
    const named = target.namedStatements !== false;
    // The named statements are the few hot ones (ADR 45): each connection plans them once, for every value of their
    // parameters (ADR 47). Left to PostgreSQL's choice, the recompute of one evaluatee was planned anew at every run (4 ms,
    // where its run takes 0.7 ms; its generic plan runs as fast), because the generic plan's estimated cost stays above
    // a custom plan's. Every other statement goes unnamed, and an unnamed statement is planned for its values whatever
    // this setting. Sent when connecting, without a statement of its own (options given in DATABASE_URL replace it).
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10, ...(named ? { options: GENERIC_PLANS } : {}) });
    // An idle connection closed by the server (restart, failover, an administrator) must not crash the
    // process: the pool drops that client and opens a new one on the next query.
    pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Planned once where the connections keep named statements (ADR 45); the embedded database below never marks them.
    if (named) namedStatementSessions.add(sessionOf(db).options);
    try {
      await migrateOnce(pool, async () => {
        await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
        await prepare?.(db);
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: 'postgres',
      url: target.url,
      jobStore: { connection: { connectionString: target.url } },
      ping: () => ping(db),
      close: once(() => pool.end()),
    };
  }

  // PGlite runs in a thread of its own (ADR 38), reached through the same driver as a server.
  const release = target.dir ? lockDirectory(target.dir) : () => {};
  let thread: PgliteThread | null = null;
  try {
    thread = await startPgliteThread({ dir: target.dir, image: target.image });
    const running = thread;
    const connection: PoolOptions = { stream: () => running.stream() as never, user: 'postgres', database: 'postgres' };
    // One backend: more connections only queue in the thread instead of in the pool.
    const pool = new pg.Pool({ ...connection, max: PGLITE_CONNECTIONS });
    pool.on('error', (error) => console.error('embedded database connection lost:', error.message));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
    await prepare?.(db);
    // PGlite runs no autovacuum: refresh the planner's statistics at every start.
    await pool.query('analyze');
    return {
      db,
      kind: 'pglite',
      jobStore: { connection },
      // While a statement runs, or a transaction is open between two of its statements, the thread is busy, not down:
      // the health check does not queue behind it. Nor behind the pool: with every connection out (a long transaction
      // and others waiting for the backend), a live thread is serving them.
      ping: async () =>
        running.alive() && (running.held() || (pool.idleCount === 0 && pool.totalCount >= PGLITE_CONNECTIONS) || (await pingThread(running, db))),
      image: () => running.dumpImage(),
      lost: running.lost,
      close: once(async () => {
        await pool.end();
        await running.close();
        release();
      }),
    };
  } catch (error) {
    await thread?.close();
    release();
    throw error;
  }
}

/** The data folder of an open PGlite database as an uncompressed tar image (for DatabaseTarget's `image`). */
export async function dumpImage(database: Database): Promise<Blob> {
  if (!database.image) throw new Error('Only an embedded database has an image.');
  return database.image();
}

/** Runs `work` while this process holds the migration lock; `work` uses other connections of the pool. */
async function migrateOnce(pool: pg.Pool, work: () => Promise<void>): Promise<void> {
  const holder = await pool.connect();
  try {
    await holder.query('begin');
    await holder.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await work();
    await holder.query('commit');
  } catch (error) {
    await holder.query('rollback').catch(() => {});
    throw error;
  } finally {
    holder.release();
  }
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

/** How often a health check waiting for its `select 1` looks whether another statement took the backend first. */
const HELD_POLL_MS = 10;

/**
 * `select 1` on the embedded database's thread, or true as soon as the thread is seen holding the backend meanwhile: a
 * statement of another connection that took the backend just before this one says as much as the answer would, without
 * waiting for it to end (a recompute's runs for seconds).
 */
async function pingThread(running: PgliteThread, db: Db): Promise<boolean> {
  const answer = ping(db);
  for (;;) {
    const answered = await Promise.race([answer, new Promise<null>((resolve) => setTimeout(() => resolve(null), HELD_POLL_MS))]);
    if (answered !== null) return answered;
    if (!running.alive()) return false;
    if (running.held()) return true;
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
