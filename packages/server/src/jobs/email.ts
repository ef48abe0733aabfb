import type { JobDefinition } from '../lib/job-queue.ts';
import type { Email } from '../lib/mailer.ts';
import type { AppDeps } from '../services/deps.ts';
import { EMAIL_QUEUE } from '../services/notifications/deliver.ts';

/** Sends one queued email through the mailer (outbox row, then SMTP when configured). */
export const emailJob = (deps: AppDeps): JobDefinition<Email> => ({
  name: EMAIL_QUEUE,
  batchSize: 20,
  queue: { retryLimit: 3, retryDelay: 30, retryBackoff: true },
  run: (email) => deps.mailer.send(deps.db, email),
});
