import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@performa/contracts/i18n/languages';
import { translate, type MessageKey } from '@performa/contracts/i18n/translate';
import type { Runner } from '../../db/raw.ts';
import type { AppDeps } from '../deps.ts';

/** The emails the server writes to a person (docs/product.md §2.9): subject and body keys of the shared messages. */
const EMAILS = {
  invite: { subject: 'emails.inviteSubject', body: 'emails.inviteBody' },
  reset: { subject: 'emails.resetSubject', body: 'emails.resetBody' },
  activated: { subject: 'emails.activatedSubject', body: 'emails.activatedBody' },
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

/** Writes one email in the recipient's language and hands it to the mailer (outbox, then SMTP when configured). */
export async function sendAccountEmail(
  deps: AppDeps,
  runner: Runner,
  recipient: Recipient,
  kind: EmailKind,
  params: Record<string, string | number>,
  fallback?: Language | null,
): Promise<void> {
  const lang = emailLanguage(recipient, fallback);
  const all = { name: recipient.firstName, username: recipient.username, ...params };
  await deps.mailer.send(runner, { to: recipient.email, subject: translate(lang, EMAILS[kind].subject, all), text: translate(lang, EMAILS[kind].body, all) });
}
