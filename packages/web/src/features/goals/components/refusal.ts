import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';

/** The text of a refused action for an alert: the server's field messages, or its one message. */
export function refusalText(error: unknown): string {
  if (isApiError(error) && error.fieldErrors) return Object.values(error.fieldErrors).flat().join(' ');
  return errorMessage(error);
}
