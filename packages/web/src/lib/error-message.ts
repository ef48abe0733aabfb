import { isApiError } from './api-error.ts';
import { i18n } from './i18n.ts';

/** The text to show for a failed call: the server's translated detail, or a generic message. */
export function errorMessage(error: unknown, fallbackKey: 'errors.generic' | 'errors.fetchFailed' = 'errors.generic'): string {
  if (isApiError(error)) {
    if (error.detail) return error.detail;
    const firstFieldError = error.fieldErrors && Object.values(error.fieldErrors)[0]?.[0];
    if (firstFieldError) return firstFieldError;
  }
  return i18n.t(fallbackKey);
}

/** The text of a refused action for an alert: every field message of the server, or its one message. */
export function refusalText(error: unknown): string {
  if (isApiError(error) && error.fieldErrors) return Object.values(error.fieldErrors).flat().join(' ');
  return errorMessage(error);
}
