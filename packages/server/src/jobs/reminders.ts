import type { AppDeps } from '../services/deps.ts';
import { runScheduledReminders } from '../services/reminders/schedule.ts';
import type { JobDefinition } from '../lib/job-queue.ts';

/** The scheduled reminder check (docs/product.md §5.5): every hour, and once when the workers start. */
export const REMINDER_QUEUE = 'reminders';

export const reminderJob = (deps: AppDeps): JobDefinition => ({
  name: REMINDER_QUEUE,
  cron: '7 * * * *',
  // A check that fails is simply tried again at the next hour; each (round, day) is sent once whatever happens.
  queue: { retryLimit: 1, retryDelay: 60 },
  run: async () => {
    const runs = await runScheduledReminders(deps);
    if (runs.length) deps.logger.info({ runs: runs.length, recipients: runs.reduce((n, r) => n + r.recipients, 0) }, 'reminders sent');
  },
});
