import type { MessageKey } from '@performa/contracts/i18n/translate';
import type { FastifyReply } from 'fastify';
import { AppError } from './errors.ts';

/** A 429 that says how long to wait: in seconds under a minute, else in whole minutes (rounded up); Retry-After in seconds. */
export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(code: string, keys: { minutes: MessageKey; seconds: MessageKey }, waitMs: number) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    super(429, code, seconds < 60 ? keys.seconds : keys.minutes, seconds < 60 ? { seconds } : { minutes: Math.ceil(seconds / 60) });
    this.retryAfterSeconds = seconds;
  }
}

export const tooManySignIns = (waitMs: number) =>
  new RetryLaterError('too_many_attempts', { minutes: 'errors.tooManyAttempts', seconds: 'errors.tooManyAttemptsSeconds' }, waitMs);

export const tooManyRegistrations = (waitMs: number) =>
  new RetryLaterError('too_many_registrations', { minutes: 'errors.tooManyRegistrations', seconds: 'errors.tooManyRegistrationsSeconds' }, waitMs);

export const tooManyResets = (waitMs: number) =>
  new RetryLaterError('too_many_resets', { minutes: 'errors.tooManyResets', seconds: 'errors.tooManyResetsSeconds' }, waitMs);

/** Runs a route's work; a RetryLaterError gets its Retry-After header before the error handler answers it. */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}
