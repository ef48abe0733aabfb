import type { FieldError } from 'react-hook-form';

/** An id as a form holds it (the schemas' input also allows its text) as the value of a select: a number or null. */
export const idOf = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

/**
 * The error of a field whose value is not a plain type (a number typed as text, whose schema input is
 * unknown; a list of ids) as the error of one field, for useFieldErrorText.
 */
export const fieldErrorOf = (error: Partial<FieldError> | undefined): FieldError | undefined =>
  error?.type === undefined ? undefined : { ...error, type: error.type };
