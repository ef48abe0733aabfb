import type { Runner } from '../db/raw.ts';
import type { Email } from '../lib/mailer.ts';
import type { AppDeps } from '../services/deps.ts';
import type { JobDefinition } from './queue.ts';

/** Emails written by a transaction and sent after it commits, by a worker (ADR 21). */
export const EMAIL_QUEUE = 'email';

/** Adds the emails to the queue inside the caller's transaction: they are sent exactly when it commits. */
export function enqueueEmails(deps: AppDeps, runner: Runner, emails: readonly Email[]): Promise<void> {
  return deps.jobs.enqueue(runner, EMAIL_QUEUE, emails);
}

/** Sends one queued email through the mailer (outbox row, then SMTP when configured). */
export const emailJob = (deps: AppDeps): JobDefinition<Email> => ({
  name: EMAIL_QUEUE,
  batchSize: 20,
  queue: { retryLimit: 3, retryDelay: 30, retryBackoff: true },
  run: (email) => deps.mailer.send(deps.db, email),
});
