import { isApiError } from '../../../lib/api-error.ts';
import { i18n } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';

/**
 * A sign-in or reset request over the server's limit (HTTP 429, docs/product.md §7.1): an error toast
 * with the server's wait. True when the error was one (a `useFormSubmit` onError).
 */
export function notifyTooManyRequests(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 429) return false;
  notify.error(error.detail ?? i18n.t('errors.tooManyRequests'));
  return true;
}
