import type { JobDefinition } from '../lib/job-queue.ts';
import type { AppDeps } from '../services/deps.ts';
import { runPackageReminders } from '../services/payments/reminders.ts';

/** The package-end reminders (docs/product.md §1.4; ADR 34): every hour, and once when the workers start. */
export const PACKAGE_REMINDER_QUEUE = 'package-reminders';

export const packageReminderJob = (deps: AppDeps): JobDefinition => ({
  name: PACKAGE_REMINDER_QUEUE,
  cron: '13 * * * *',
  // A check that fails is simply tried again at the next hour; each (payment, day) is sent once whatever happens.
  queue: { retryLimit: 1, retryDelay: 60 },
  run: async () => {
    const runs = await runPackageReminders(deps);
    if (runs.length) deps.logger.info({ companies: runs.length, recipients: runs.reduce((n, r) => n + r.recipients, 0) }, 'package reminders sent');
  },
});
