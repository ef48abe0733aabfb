import type { MessageKey } from '@performa/contracts/i18n/translate';

/**
 * Text that PostgreSQL cannot store (ADR 13): the NUL character ("\u0000"), which its text type cannot
 * hold, and a lone UTF-16 surrogate (a "\ud800" escape in JSON, or an XML character reference such as
 * "&#xD800;", without its other half), which is no Unicode character at all: PostgreSQL refuses it in a
 * json value (22P02) and node-postgres writes it into text as U+FFFD, so that something else than what
 * was sent would be stored. A well-formed pair (an emoji) is fine.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type UnstorableText = Extract<MessageKey, 'validation.nullCharacter' | 'validation.loneSurrogate'>;

/** Why a text cannot be stored (the message of its field), or null when it can. */
export function unstorableText(text: string): UnstorableText | null {
  if (text.includes('\u0000')) return 'validation.nullCharacter';
  if (LONE_SURROGATE.test(text)) return 'validation.loneSurrogate';
  return null;
}

/** Whether a text holds a lone surrogate (UTF-8 cannot encode it). */
export const hasLoneSurrogate = (text: string) => LONE_SURROGATE.test(text);
