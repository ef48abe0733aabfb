import type { FieldErrors as ApiFieldErrors } from '@performa/contracts/api/common';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Server field errors are set with this type: their message is already translated. */
export const SERVER_ERROR = 'server';

/**
 * The text of a form field error: client-side messages are i18n keys of the shared
 * validation messages (the zod schemas of @performa/contracts), server ones are final texts.
 */
export function useFieldErrorText() {
  const { t, i18n } = useTranslation();
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    if (error.type === SERVER_ERROR || !i18n.exists(error.message)) return error.message;
    return t(error.message as never);
  };
}

/**
 * Puts the server's field errors (HTTP 400 `{ field: [message…] }`) next to the fields of the form.
 * Returns the messages of fields the form does not have, to be shown another way.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  fieldErrors: ApiFieldErrors,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string[] {
  const rest: string[] = [];
  let focused = false;
  for (const [field, fieldMessages] of Object.entries(fieldErrors)) {
    const message = fieldMessages.join(' ');
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: SERVER_ERROR, message }, { shouldFocus: !focused });
      focused = true;
    } else {
      rest.push(message);
    }
  }
  return rest;
}
