import { z } from 'zod';
import { LANGUAGES, type Language } from './i18n/languages.ts';
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
    if (issue.code === 'too_big' && issue.origin === 'array') return 'validation.tooManyItems';
    return 'validation.invalid';
  },
});

/** A text of at most `max` characters as sent (the limit the OpenAPI document states), stored trimmed. */
export const requiredString = (max = 150) => z.string().max(max, msg('validation.tooLong')).trim().min(1, msg('validation.required'));

export const emailField = () =>
  z
    .string()
    .max(254, msg('validation.email'))
    .trim()
    .min(1, msg('validation.required'))
    .pipe(z.email(msg('validation.email')));

export const PASSWORD_MIN = 8;
export const passwordField = () =>
  z.string().min(1, msg('validation.required')).min(PASSWORD_MIN, msg('validation.passwordMin')).max(256, msg('validation.invalid'));

export const usernameField = () =>
  z
    .string()
    .trim()
    .min(1, msg('validation.required'))
    .regex(/^[\p{L}\p{N}.@+_-]{1,150}$/u, msg('validation.usernameFormat'))
    // What the document promises is what is accepted: the username is trimmed first (blanks and a BOM around it go).
    .meta({ pattern: '^\\s*[\\p{L}\\p{N}.@+_-]{1,150}\\s*$' });

/** An optional text: absent, null or blank all mean "". */
export const optionalString = (max = 300) =>
  z
    .string()
    .max(max, msg('validation.tooLong'))
    .trim()
    .nullish()
    .transform((v) => v ?? '');

/** A label's own text per language (en, az, ru), each optional: a reader without one gets the label as given. */
export type LabelTranslations = Partial<Record<Language, string>>;

/**
 * The translations an admin types beside a label (docs/product.md §3.3, §3.4, §9.1): per language at most
 * `max` characters (the label's own limit), stored trimmed; a blank, null or absent one means none.
 * Absent or null as a whole means none at all ({}); another language's key is dropped.
 */
export const labelTranslations = (max = 200) => {
  const one = z.string().max(max, msg('validation.tooLong')).trim().nullish();
  return z
    .object({ en: one, az: one, ru: one })
    .nullish()
    .transform((given) => {
      const kept: LabelTranslations = {};
      for (const lang of LANGUAGES) {
        const text = given?.[lang];
        if (text) kept[lang] = text;
      }
      return kept;
    });
};

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const blankOrInvalid = (issue: { input?: unknown }) => (blank(issue.input) ? 'validation.required' : 'validation.invalid');

/** Decimal text: digits with a point or a comma, a sign, an exponent as spreadsheets write it ("1.5E-3"). */
const DECIMAL_TEXT = /^\s*-?(\d+[.,]?\d*|[.,]\d+)([eE][-+]?\d+)?\s*$/;

/**
 * The one reading of a decimal typed or imported as text ("12", "0.5", "0,5", ".5", "5.", "1E-3"):
 * its number, null when blank, NaN when it is no decimal. Forms, imports and numberFrom all use it.
 */
export function parseDecimal(text: string): number | null {
  if (text.trim() === '') return null;
  return DECIMAL_TEXT.test(text) ? Number(text.trim().replace(',', '.')) : Number.NaN;
}

/**
 * A number, or its decimal text as forms, files and query strings send it (parseDecimal).
 * Nothing else: `true`, `[]` and "" are no numbers (z.coerce would read them as 1, 0 and 0). Blank is
 * "required", anything else "invalid". The OpenAPI document states both forms.
 */
export const numberFrom = () =>
  z
    .union([z.number(), z.string().regex(DECIMAL_TEXT, { error: blankOrInvalid })], { error: blankOrInvalid })
    // Plain members, converted after the union: the OpenAPI transform drops a union member that transforms.
    .transform((value) => (typeof value === 'string' ? (parseDecimal(value) ?? Number.NaN) : value))
    .pipe(z.number().finite(msg('validation.invalid')));

/** A number that may be left empty: blank text, null or absent are "not given" (null). Otherwise as numberFrom. */
export const optionalNumberFrom = () =>
  z
    .union([z.number(), z.string().regex(new RegExp(`^\\s*$|${DECIMAL_TEXT.source}`), msg('validation.invalid'))], msg('validation.invalid'))
    .nullish()
    .transform((value) => (typeof value === 'string' ? parseDecimal(value) : (value ?? null)))
    .pipe(z.number().finite(msg('validation.invalid')).nullable());

/**
 * The largest id a row can have (a PostgreSQL integer). A larger number is no row's id: it is refused
 * as invalid here, never sent to the database (where it would overflow).
 */
export const MAX_ID = 2_147_483_647;

/** An id: a positive whole number up to MAX_ID, or its text (URLs, query strings, forms). */
export const idField = () => numberFrom().pipe(z.number().int().positive().max(MAX_ID));

/** A reference to another row by id; null or absent means none. */
export const optionalId = () =>
  idField()
    .nullish()
    .transform((v) => v ?? null);
export const requiredId = () => idField();

/** A numeric id in a URL. */
export const idParams = z.object({ id: idField() });

/** Paging of a list: the page number (1-based; bounded so that the offset stays a number the database reads). */
export const MAX_PAGE = 100_000;
export const pageField = () => numberFrom().pipe(z.number().int().min(1).max(MAX_PAGE)).default(1);
/** Rows per page: 1 to 200. */
export const pageSizeField = (fallback: number) => numberFrom().pipe(z.number().int().min(1).max(200)).default(fallback);

/** The dates the app accepts: years 1900 to 2999 (the database refuses year 0; no HR record lies outside). */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2999-12-31';
const isoDate = () => z.iso.date(msg('validation.invalid')).refine((d) => d >= MIN_DATE && d <= MAX_DATE, msg('validation.dateRange'));

/** A calendar date "YYYY-MM-DD". */
export const dateField = () => isoDate();
export const optionalDate = () =>
  isoDate()
    .nullish()
    .transform((v) => v ?? null);

/** A weight or other non-negative number; its text from forms is accepted. */
export const nonNegative = (max = 1_000_000_000) => numberFrom().pipe(z.number().min(0, msg('validation.invalid')).max(max, msg('validation.invalid')));
