import type { MessageKey } from '@performa/contracts/i18n/translate';

/**
 * The typed error taxonomy. Services throw these; the error handler (plugins/errors.ts)
 * maps them to HTTP once and translates the message for the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    /** Extra members of the answer (e.g. the row errors of a refused import). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

/** Field-level refusal: HTTP 400 `{ field: [message…] }`. Messages are keys of the shared messages. */
export class FieldError extends Error {
  constructor(
    readonly fields: Record<string, MessageKey[]>,
    /**
     * Values of the messages' {{placeholders}} (e.g. the bounds of normOutOfScale). A number is an amount, written with
     * the reader's separators (plugins/errors.ts: 112.5 reads 112,5 in az and ru); give an id or a name as text.
     */
    readonly params: Record<string, string | number> = {},
  ) {
    super('field_errors');
  }
}

/** A message to show: a key of the shared messages and the values of its {{placeholders}} (a number is an amount, as in FieldError). */
export interface Message {
  key: MessageKey;
  params?: Record<string, string | number>;
}

export const notFound = () => new AppError(404, 'not_found', 'errors.notFound');
export const forbidden = () => new AppError(403, 'forbidden', 'errors.forbidden');
export const packageInactive = () => new AppError(403, 'package_inactive', 'errors.packageInactive');
export const notAuthenticated = () => new AppError(401, 'not_authenticated', 'errors.notAuthenticated');
export const tokenInvalid = () => new AppError(401, 'token_not_valid', 'errors.tokenInvalid');
export const loginFailed = () => new AppError(401, 'no_active_account', 'errors.loginFailed');
