import { z } from 'zod';
import type { MessageKey } from './i18n/translate.ts';

/**
 * Zod building blocks whose error messages are keys of the shared messages
 * (i18n/messages.ts). The server translates them per request; the web app per UI language.
 */
export const msg = (key: MessageKey) => ({ error: key });

/** A missing value anywhere reports "validation.required"; other type errors "validation.invalid". */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'validation.required';
    if (issue.code === 'invalid_value') return 'validation.invalidChoice';
    if (issue.code === 'too_big' && issue.origin === 'string') return 'validation.tooLong';
    return 'validation.invalid';
  },
});

export const requiredString = (max = 150) =>
  z
    .string()
    .trim()
    .min(1, msg('validation.required'))
    .max(max, msg('validation.tooLong'));

export const emailField = () =>
  z.string().trim().min(1, msg('validation.required')).max(254, msg('validation.email')).pipe(z.email(msg('validation.email')));

export const PASSWORD_MIN = 8;
export const passwordField = () =>
  z.string().min(1, msg('validation.required')).min(PASSWORD_MIN, msg('validation.passwordMin')).max(256, msg('validation.invalid'));

export const usernameField = () =>
  z
    .string()
    .trim()
    .min(1, msg('validation.required'))
    .regex(/^[\p{L}\p{N}.@+_-]{1,150}$/u, msg('validation.usernameFormat'));

/** An optional text: absent, null or blank all mean "". */
export const optionalString = (max = 300) =>
  z
    .string()
    .trim()
    .max(max, msg('validation.tooLong'))
    .nullish()
    .transform((v) => v ?? '');

/** A reference to another row by id; null or absent means none. */
export const optionalId = () => z.coerce.number().int().positive().nullish().transform((v) => v ?? null);
export const requiredId = () => z.coerce.number({ error: 'validation.required' }).int().positive();

/** A numeric id in a URL. */
export const idParams = z.object({ id: z.coerce.number().int().positive() });

/** A calendar date "YYYY-MM-DD". */
export const dateField = () => z.iso.date(msg('validation.invalid'));
export const optionalDate = () => z.iso.date(msg('validation.invalid')).nullish().transform((v) => v ?? null);

/** A weight or other non-negative number; strings from forms are accepted. */
export const nonNegative = (max = 1_000_000_000) => z.coerce.number(msg('validation.invalid')).finite().min(0, msg('validation.invalid')).max(max, msg('validation.invalid'));
