import type { AppDeps } from '../services/deps.ts';
import { dataExportCleanupJob, dataExportJob } from './data-export.ts';
import { emailJob } from './email.ts';
import { packageReminderJob } from './package-reminders.ts';
import { reminderJob } from './reminders.ts';

/** Every kind of job the app runs (ADR 21). */
export function registerJobs(deps: AppDeps): void {
  deps.jobs.define(emailJob(deps));
  deps.jobs.define(reminderJob(deps));
  deps.jobs.define(packageReminderJob(deps));
  deps.jobs.define(dataExportJob(deps));
  deps.jobs.define(dataExportCleanupJob(deps));
}
