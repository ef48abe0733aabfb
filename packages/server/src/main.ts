import { buildApp, createLogger } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { recomputeStaleProjects } from './services/engine/stale.ts';

/** Starts the server: checks the configuration, opens and migrates the database, listens, stops on SIGTERM. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const started = Date.now();
  const database = await openDatabase(config.database).catch((error: unknown) => {
    logger.fatal({ err: error }, 'the database could not be opened');
    process.exit(1);
  });
  // Results stored under an older scoring rule are recomputed before anyone reads them (ADR 25).
  await recomputeStaleProjects(database.db, logger);
  const { app } = await buildApp(config, database, logger);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  logger.info({ database: database.kind, mode: config.DEPLOYMENT_MODE, ms: Date.now() - started }, `Performa is listening on http://localhost:${config.PORT}`);
}

void main();
