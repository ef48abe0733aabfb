import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';

/**
 * The primary of WEB_CONCURRENCY server processes sharing one port (ADR 36). It serves nothing itself:
 * it starts the workers (each a whole server process, runtime/server-process.ts), starts a new one when
 * one dies, and passes signals on:
 * - SIGTERM / SIGINT: every worker stops gracefully, then the primary exits;
 * - SIGHUP: a rolling restart, one worker at a time: the new one listens before the old one stops, so
 *   the port never goes unserved (after an upgrade of the code, say).
 * A worker that exits before it ever listened stops the whole start (a bad configuration or an
 * unreachable database would otherwise restart forever).
 */
export function runPrimary(config: Config, logger: Logger): void {
  let stopping = false;
  let restarting = false;
  const listening = new WeakSet<Worker>();
  /** Workers being replaced or stopped on purpose: their exit is no crash. */
  const leaving = new WeakSet<Worker>();

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.once('listening', () => listening.add(worker));
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping || leaving.has(worker)) return;
    if (!listening.has(worker)) {
      logger.fatal({ pid: worker.process.pid, code }, 'a server process stopped before it listened: stopping');
      void stopAll(1);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'a server process died: starting another in a second');
    setTimeout(() => {
      if (!stopping) fork();
    }, 1000).unref();
  });

  const workers = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);

  const stopWorker = async (worker: Worker) => {
    leaving.add(worker);
    const exited = once(worker, 'exit');
    worker.process.kill('SIGTERM');
    await exited;
  };

  async function stopAll(code: number) {
    if (stopping) return;
    stopping = true;
    logger.info({ workers: workers().length }, 'stopping every server process');
    await Promise.all(workers().map(stopWorker));
    process.exit(code);
  }

  async function rollingRestart() {
    if (restarting || stopping) return;
    restarting = true;
    logger.info('rolling restart: replacing the server processes one at a time');
    try {
      for (const old of workers()) {
        if (stopping) break;
        const fresh = fork();
        const [event] = await Promise.race([once(fresh, 'listening').then(() => ['listening']), once(fresh, 'exit').then(() => ['exit'])]);
        if (event === 'exit') {
          logger.error('rolling restart: a new server process did not start; the old ones keep serving');
          break;
        }
        await stopWorker(old);
      }
    } finally {
      restarting = false;
    }
    logger.info('rolling restart done');
  }

  process.on('SIGTERM', () => void stopAll(0));
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGHUP', () => void rollingRestart());

  logger.info({ workers: config.workers }, `starting ${config.workers} server processes on port ${config.PORT}`);
  for (let i = 0; i < config.workers; i += 1) fork();
}
