import type { Logger } from 'pino';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { isUnreachable } from '../db/errors.ts';
import { recomputeStaleProjects } from '../services/engine/stale.ts';

/** How long a stopping process keeps answering on open connections (closing each after its answer) before it stops listening. */
const DRAIN_MS = 1000;

/**
 * One server process (ADR 36): opens and migrates the database (on PostgreSQL under the deployment's
 * migration lock, so that only one process of several migrates), builds the app and listens. SIGTERM
 * and SIGINT stop it gracefully: it takes no new connection, answers the requests in flight, lets the
 * running job finish, closes the database, and exits 0 (1 when SHUTDOWN_TIMEOUT_SECONDS ran out).
 */
export async function runServerProcess(config: Config, logger: Logger): Promise<void> {
  const started = Date.now();
  const database = await openWhenReachable(config, logger).catch((error: unknown) => {
    logger.fatal({ err: error }, 'the database could not be opened');
    process.exit(1);
  });
  const { app } = await buildApp(config, database, logger);
  // The embedded database's thread died (ADR 38): nothing can be answered any more; the supervisor starts the process again.
  void database.lost?.then(() => {
    logger.fatal('the embedded database stopped: exiting');
    process.exit(1);
  });

  let stopping = false;
  // While draining, every answer closes its connection: a client keeping connections open learns from the
  // answer itself that the next request needs a new one (which reaches another process), instead of
  // finding the connection closed under a request it just sent.
  app.server.prependListener('request', (_request, response) => {
    if (stopping) response.setHeader('Connection', 'close');
  });
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: draining the open connections, then finishing the requests in flight and the running job');
    const timer = setTimeout(() => {
      logger.error({ seconds: config.SHUTDOWN_TIMEOUT_SECONDS }, 'stopping took too long: exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000).unref();
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    await app.close();
    await database.close();
    clearTimeout(timer);
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  // A rolling restart is the primary's (WEB_CONCURRENCY > 1); a lone process ignores SIGHUP instead of dying.
  process.on('SIGHUP', () => logger.warn('SIGHUP ignored: a rolling restart needs WEB_CONCURRENCY above 1 (the primary restarts its processes)'));

  await app.listen({ port: config.PORT, host: config.HOST });
  logger.info(
    {
      database: database.kind,
      mode: config.DEPLOYMENT_MODE,
      node: process.version,
      ms: Date.now() - started,
      rssMb: Math.round(process.memoryUsage().rss / 2 ** 20),
    },
    `Performa is listening on http://localhost:${config.PORT}`,
  );
}

/**
 * Opens (and migrates) the database. A PostgreSQL that cannot be reached yet, as one started beside the app by a
 * compose file, is tried again for DATABASE_WAIT_SECONDS; anything else (a refused password, a failed migration)
 * stops the start at once.
 */
async function openWhenReachable(config: Config, logger: Logger) {
  // Results stored under an older scoring rule are recomputed before anyone reads them (ADR 25), once.
  const prepare = (db: Parameters<typeof recomputeStaleProjects>[0]) => recomputeStaleProjects(db, logger).then(() => {});
  const deadline = Date.now() + config.DATABASE_WAIT_SECONDS * 1000;
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase(config.database, prepare);
    } catch (error) {
      if (config.database.kind !== 'postgres' || !isUnreachable(error) || Date.now() >= deadline) throw error;
      logger.warn({ err: error, attempt }, 'the database cannot be reached yet: trying again');
      await new Promise((resolve) => setTimeout(resolve, Math.min(500 * attempt, 5000)));
    }
  }
}
