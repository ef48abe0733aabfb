import type { JobDefinition } from '../lib/job-queue.ts';
import { DATA_EXPORT_QUEUE, runDataExport } from '../services/data-export/build.ts';
import { cleanupDataExports } from '../services/data-export/exports.ts';
import type { AppDeps } from '../services/deps.ts';

/**
 * The whole project's data export (docs/product.md §6.7): the build of one export, added to the queue by
 * the request that starts it, and the hourly cleanup that expires exports and deletes their files.
 */

/** The scheduled cleanup's queue. */
export const DATA_EXPORT_CLEANUP_QUEUE = 'data-export-cleanup';

export const dataExportJob = (deps: AppDeps): JobDefinition<{ id: number }> => ({
  name: DATA_EXPORT_QUEUE,
  // A build records its own failure (state failed); a retry is for a host lost while it ran, which starts it over.
  // A large project takes minutes: it is given an hour before the queue counts it as lost.
  queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 3600 },
  run: ({ id }) => runDataExport(deps, id),
});

export const dataExportCleanupJob = (deps: AppDeps): JobDefinition => ({
  name: DATA_EXPORT_CLEANUP_QUEUE,
  cron: '23 * * * *',
  queue: { retryLimit: 1, retryDelay: 60 },
  run: async () => {
    const done = await cleanupDataExports(deps);
    if (done.expired || done.lost || done.deleted) deps.logger.info(done, 'data exports cleaned up');
  },
});
