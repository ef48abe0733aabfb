import type { FieldErrors as ApiFieldErrors } from '@performa/contracts/api/common';
import { useCallback, useState } from 'react';
import { get, useForm, type FieldError, type FieldValues, type Path, type UseFormProps, type UseFormReturn, type UseFormSetError } from 'react-hook-form';
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

/**
 * What a field component reads of its form: the `form` of useSchemaForm (or of useForm), whatever
 * its checked values. A field takes `form` and its `name`, and finds its registration and error there.
 */
export type FieldForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'formState'>;

/**
 * The error of a form's field (client check or the server's). Read during render: formState is a
 * proxy, and reading its errors subscribes the form to them, so the field shows each error as it
 * comes and goes (the form's other states, e.g. touched or validating fields, stay unsubscribed).
 */
export function fieldError<T extends FieldValues>(form: Pick<FieldForm<T>, 'formState'>, name: Path<T>): FieldError | undefined {
  return get(form.formState.errors, name) as FieldError | undefined;
}

/** A field's props of its error: `error` and, in place of the helper text, the error's text (see fieldError). */
export function useFieldError<T extends FieldValues, H>(form: FieldForm<T>, name: Path<T>, helperText?: H) {
  const errorText = useFieldErrorText();
  const error = fieldError(form, name);
  return { error: Boolean(error), helperText: errorText(error) ?? helperText };
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

/**
 * Shows a failed submit: field errors next to their fields, every other message as an error toast.
 * Only `useFormSubmit` calls it (ESLint keeps it in lib/): a form submits through that hook.
 */
export function notifySubmitError<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): void {
  submitErrorMessages(error, fields, setError).forEach((message) => notify.error(message));
}

export interface FormSubmitOptions {
  /**
   * Where the messages of no field go: `failure` (shown in the form), an error toast, or `refusal`:
   * the other messages of a refusal with field errors (HTTP 400, e.g. a sum of weights) in `failure`,
   * any other failure as an error toast.
   */
  otherErrors?: 'failure' | 'toast' | 'refusal';
  /**
   * A failure the form answers its own way before the rest (a refused sign-in, a link no longer
   * valid): returns true when it did, and the failure goes no further.
   */
  onError?: (error: unknown) => boolean;
}

/**
 * The submit of a form, the one way every form sends: validates, runs `save` with the checked values;
 * a refusal puts the server's field errors on `fields` and the other messages in `failure` (or an error
 * toast, see `otherErrors`). `fields` may be a function for forms whose fields change (rows added and
 * removed). `clearFailure` takes the message away (e.g. once the user changes the form).
 */
export function useFormSubmit<TFieldValues extends FieldValues, TValues = TFieldValues>(
  form: Pick<UseFormReturn<TFieldValues, unknown, TValues>, 'handleSubmit' | 'setError'>,
  fields: readonly Path<TFieldValues>[] | (() => readonly Path<TFieldValues>[]),
  save: (values: TValues) => Promise<unknown>,
  { otherErrors = 'failure', onError }: FormSubmitOptions = {},
) {
  const [failure, setFailure] = useState<string | null>(null);
  const clearFailure = useCallback(() => setFailure(null), []);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
    } catch (error) {
      if (onError?.(error)) return;
      const formFields = typeof fields === 'function' ? fields() : fields;
      const refused = isApiError(error) && Boolean(error.fieldErrors);
      if (otherErrors === 'toast' || (otherErrors === 'refusal' && !refused)) return notifySubmitError(error, formFields, form.setError);
      const rest = submitErrorMessages(error, formFields, form.setError);
      if (rest.length) setFailure(rest.join(' '));
    }
  });
  return { onSubmit, failure, clearFailure };
}

/**
 * A react-hook-form form that submits through `useFormSubmit`, the way every form of the app starts:
 * `props` make the form (its resolver, usually a zod schema's, its default values, its mode), `fields`,
 * `save` and `options` are those of `useFormSubmit`. Answers the form with what the fields read from it
 * (`register`, `control`, `errors`, `isSubmitting`) and its submit (`onSubmit`, `failure`, `clearFailure`).
 * The form-* fields (components/ui) take `form` itself: `<FormTextField form={form} name="…" …/>`.
 */
export function useSchemaForm<TValues extends FieldValues, TBody = TValues>(
  props: UseFormProps<TValues, unknown, TBody>,
  fields: readonly Path<TValues>[] | (() => readonly Path<TValues>[]),
  save: (values: TBody) => Promise<unknown>,
  options?: FormSubmitOptions,
) {
  const form = useForm<TValues, unknown, TBody>(props);
  const submit = useFormSubmit(form, fields, save, options);
  const { errors, isSubmitting } = form.formState;
  return { form, register: form.register, control: form.control, errors, isSubmitting, ...submit };
}
