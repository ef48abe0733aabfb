import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@performa/contracts/i18n/languages';
import { translate, type MessageKey } from '@performa/contracts/i18n/translate';
import type { Runner } from '../../db/raw.ts';
import type { Email } from '../../lib/mailer.ts';
import type { AppDeps } from '../deps.ts';

/** The emails the server writes to a person (docs/product.md §2.9): subject and body keys of the shared messages. */
const EMAILS = {
  invite: { subject: 'emails.inviteSubject', body: 'emails.inviteBody' },
  reset: { subject: 'emails.resetSubject', body: 'emails.resetBody' },
  activated: { subject: 'emails.activatedSubject', body: 'emails.activatedBody' },
  // The evaluation cycle (docs/product.md §5.4, §5.5): cards activated, reminders before and after a round's end.
  cardActivated: { subject: 'emails.cardActivatedSubject', body: 'emails.cardActivatedBody' },
  reminder: { subject: 'emails.reminderSubject', body: 'emails.reminderBody' },
  reminderAfter: { subject: 'emails.reminderAfterSubject', body: 'emails.reminderAfterBody' },
  // Calibration closed (docs/product.md §5.7): the round's results are released to the evaluatee.
  resultsReleased: { subject: 'emails.resultsReleasedSubject', body: 'emails.resultsReleasedBody' },
} as const satisfies Record<string, { subject: MessageKey; body: MessageKey }>;

export type EmailKind = keyof typeof EMAILS;

export interface Recipient {
  email: string;
  firstName: string;
  username: string;
  /** The account's own language; null when they never chose one. */
  language: string | null;
}

/** The language an email to this person is written in: their own, else `fallback` (the language of whoever caused it), else English. */
export function emailLanguage(recipient: Pick<Recipient, 'language'>, fallback?: Language | null): Language {
  if (isLanguage(recipient.language)) return recipient.language;
  return fallback ?? DEFAULT_LANGUAGE;
}

/** One email written in the recipient's language (their own, else `fallback`, else English). */
export function accountEmail(recipient: Recipient, kind: EmailKind, params: Record<string, string | number>, fallback?: Language | null): Email {
  const lang = emailLanguage(recipient, fallback);
  const all = { name: recipient.firstName, username: recipient.username, ...params };
  return { to: recipient.email, subject: translate(lang, EMAILS[kind].subject, all), text: translate(lang, EMAILS[kind].body, all) };
}

/** Writes one email in the recipient's language and hands it to the mailer (outbox, then SMTP when configured). */
export async function sendAccountEmail(
  deps: AppDeps,
  runner: Runner,
  recipient: Recipient,
  kind: EmailKind,
  params: Record<string, string | number>,
  fallback?: Language | null,
): Promise<void> {
  await deps.mailer.send(runner, accountEmail(recipient, kind, params, fallback));
}
