import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss, type ConstructorOptions, type DrizzleTransactionLike, type Job, type QueueOptions } from 'pg-boss';
import type { Logger } from 'pino';
import type { JobStore } from '../db/client.ts';
import type { Runner } from '../db/raw.ts';

/**
 * The job queue in the database (ADR 21): pg-boss with a pool of its own on the app's database (the
 * embedded one through its thread, ADR 38). Jobs are added inside the caller's transaction, so a job exists exactly when the work that
 * asked for it committed. With JOBS=on the process runs the workers and the schedule; with JOBS=off it
 * only adds jobs, and `runReady` runs what is ready (the tests drive the queue this way).
 */

/** What one kind of job does. A throw fails the job: it is retried (queue options), then kept as failed. */
export interface JobDefinition<T extends object = object> {
  name: string;
  run(data: T): Promise<void>;
  queue?: QueueOptions;
  /** Jobs fetched together by one worker. */
  batchSize?: number;
  /** A cron expression (UTC): a job of this queue is added on this schedule, and once when the workers start. */
  cron?: string;
}

export interface JobQueue {
  /** Declares a kind of job; before `start`. */
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Installs or migrates pg-boss's schema and the queues; with `work`, starts the workers and the schedules. */
  start(options: { work: boolean }): Promise<void>;
  /** Stops the workers (waiting for the jobs in hand) and pg-boss's own connections. Harmless twice. */
  stop(): Promise<void>;
  /** Adds jobs inside the caller's transaction (one statement per call, whatever their number). */
  enqueue<T extends object>(runner: Runner, name: string, items: readonly T[]): Promise<void>;
  /** Runs every job that is ready now, in this process, until none is left; answers how many ran. */
  runReady(): Promise<number>;
}

/** pg-boss's tables live in their own schema, outside the app's migrations. */
const SCHEMA = 'pgboss';

/** The first job of a scheduled queue when the workers start: one per quarter hour for the deployment, however many processes start (ADR 36). */
const STARTUP_SLOT_SECONDS = 15 * 60;

/** `stopTimeoutMs`: how long `stop` waits for the jobs in hand. */
export function createJobQueue(store: JobStore, logger: Logger, { stopTimeoutMs = 5000 }: { stopTimeoutMs?: number } = {}): JobQueue {
  const definitions = new Map<string, JobDefinition>();
  let boss: PgBoss | null = null;
  let stopping: Promise<void> | null = null;

  const started = (): PgBoss => {
    if (!boss) throw new Error('the job queue is not started');
    return boss;
  };

  async function runJobs(definition: JobDefinition, jobs: Array<Job<object>>) {
    for (const job of jobs) await definition.run(job.data);
  }

  return {
    define(definition) {
      definitions.set(definition.name, definition as unknown as JobDefinition);
    },

    async start({ work }) {
      if (boss) return;
      const instance = new PgBoss({
        ...(store.connection as ConstructorOptions),
        max: 3,
        backend: 'postgres',
        schema: SCHEMA,
        // Without workers this process only adds jobs: no maintenance, no cron pass, no registry row.
        supervise: work,
        schedule: work,
        registerInstance: work,
        openTelemetry: { enabled: false },
      });
      // pg-boss reports its own trouble (a lost connection, a slow maintenance) as events: logged, never thrown.
      instance.on('error', (error) => logger.error({ code: (error as { code?: string }).code, message: error.message }, 'job queue error'));
      instance.on('warning', (warning) => logger.warn({ message: warning.message }, 'job queue warning'));
      await instance.start();
      for (const definition of definitions.values()) await instance.createQueue(definition.name, definition.queue ?? {});
      boss = instance;
      if (!work) return;
      for (const definition of definitions.values()) {
        await instance.work<object>(definition.name, { batchSize: definition.batchSize ?? 1 }, (jobs) => runJobs(definition, jobs));
        if (definition.cron) {
          await instance.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
          // Several processes (and hosts) start together: the slot's singleton keeps this job to one.
          await instance.send(definition.name, {}, { singletonKey: 'startup', singletonSeconds: STARTUP_SLOT_SECONDS });
        }
      }
    },

    stop() {
      stopping ??= (async () => {
        if (!boss) return;
        await boss.stop({ graceful: true, timeout: stopTimeoutMs });
        boss = null;
      })();
      return stopping;
    },

    async enqueue(runner, name, items) {
      if (items.length === 0) return;
      const db = fromDrizzle(runner as unknown as DrizzleTransactionLike, sql);
      await started().insert(
        name,
        items.map((data) => ({ data: data as object })),
        { db },
      );
    },

    async runReady() {
      const instance = started();
      let ran = 0;
      for (const definition of definitions.values()) {
        for (;;) {
          const jobs = await instance.fetch<object>(definition.name, { batchSize: 100 });
          if (jobs.length === 0) break;
          const done: string[] = [];
          for (const job of jobs) {
            try {
              await definition.run(job.data);
              done.push(job.id);
            } catch (error) {
              await instance.fail(definition.name, job.id, { message: (error as Error).message });
            }
            ran += 1;
          }
          if (done.length) await instance.complete(definition.name, done);
        }
      }
      return ran;
    },
  };
}
