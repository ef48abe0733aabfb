import cluster from 'node:cluster';
import { createLogger } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { runPrimary } from './runtime/cluster.ts';
import { runServerProcess } from './runtime/server-process.ts';

/**
 * The process entry (`npm start` runs its compiled form, dist/main.js; ADR 35): checks the
 * configuration, then runs one server process, or the primary of WEB_CONCURRENCY of them (ADR 36).
 */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

// Stack traces name the TypeScript sources (the build writes source maps), also in cluster workers.
process.setSourceMapsEnabled(true);
const config = configOrExit();
const logger = createLogger(config);
if (cluster.isPrimary && config.workers > 1) runPrimary(config, logger);
else void runServerProcess(config, logger);
