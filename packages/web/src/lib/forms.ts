import type { FieldErrors as ApiFieldErrors } from '@performa/contracts/api/common';
import { useState } from 'react';
import type { FieldError, FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-error.ts';
import { errorMessage } from './error-message.ts';
import { notify } from './toast.ts';

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

/** The rule of a required text field checked in the browser: blanks only count as empty. */
export const REQUIRED_TEXT = { validate: (value: string) => value.trim() !== '' || 'validation.required' };

/**
 * Puts the server's field errors (HTTP 400 `{ field: [message…] }`) next to the fields of the form.
 * Returns the messages of fields the form does not have, to be shown another way.
 */
export function applyServerFieldErrors<T extends FieldValues>(fieldErrors: ApiFieldErrors, fields: readonly Path<T>[], setError: UseFormSetError<T>): string[] {
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

/**
 * What a failed submit leaves to show apart from the fields: the server's field errors are put
 * next to their fields and the messages of fields the form does not have are returned; any other
 * failure is one message (the server's detail or a generic text).
 */
export function submitErrorMessages<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): string[] {
  if (isApiError(error) && error.fieldErrors) return applyServerFieldErrors(error.fieldErrors, fields, setError);
  return [errorMessage(error)];
}

/** Shows a failed submit: field errors next to their fields, every other message as an error toast. */
export function notifySubmitError<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): void {
  submitErrorMessages(error, fields, setError).forEach((message) => notify.error(message));
}

export interface FormSubmitOptions {
  /** Where the messages of no field go: `failure` (shown in the form) or an error toast. */
  otherErrors?: 'failure' | 'toast';
}

/**
 * The submit of a form: validates, runs `save` with the values; a refusal puts the server's field
 * errors on `fields` and the other messages in `failure` (or an error toast). `fields` may be a
 * function for forms whose fields change (rows added and removed).
 */
export function useFormSubmit<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'handleSubmit' | 'setError'>,
  fields: readonly Path<T>[] | (() => readonly Path<T>[]),
  save: (values: T) => Promise<unknown>,
  { otherErrors = 'failure' }: FormSubmitOptions = {},
) {
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
    } catch (error) {
      const rest = submitErrorMessages(error, typeof fields === 'function' ? fields() : fields, form.setError);
      if (otherErrors === 'toast') rest.forEach((message) => notify.error(message));
      else if (rest.length) setFailure(rest.join(' '));
    }
  });
  return { onSubmit, failure };
}
