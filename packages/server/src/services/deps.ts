import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { CounterStore } from '../lib/counter-store.ts';
import type { JobQueue } from '../lib/job-queue.ts';
import type { LoginThrottle } from '../lib/login-throttle.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { ReadCache } from '../lib/read-cache.ts';
import type { TokenSigner } from '../lib/tokens.ts';
import type { WriteNotices } from '../db/write-notices.ts';

/** What service operations may use besides the caller's context. Built once in app.ts. */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  tokens: TokenSigner;
  /** Shared counters (database or Redis): the login throttle, the registration limit and the API rate limit count here. */
  counters: CounterStore;
  throttle: LoginThrottle;
  logger: Logger;
  /**
   * The time the services go by (evaluation dates inside a round, reminder days). Real time in the app;
   * a test sets `deps.clock.now` to move it.
   */
  clock: Clock;
  /** The job queue in the database (ADR 21): emails and reminders are added to it inside the transaction that causes them. */
  jobs: JobQueue;
  /** Computed reads (dashboards, reports) kept briefly and dropped by any write of the company (ADR 33; services/cached-read.ts). */
  reads: ReadCache;
  /** Writes told to the other processes of the deployment (ADR 43), set once the app listens for theirs; silent until then and on the command line. */
  notices: WriteNotices;
}

export interface Clock {
  now(): Date;
}

/** Today's date (YYYY-MM-DD, UTC) by the clock. */
export const todayOf = (clock: Clock): string => clock.now().toISOString().slice(0, 10);
