import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues, Path, RegisterOptions } from 'react-hook-form';
import { useFieldError, type FieldForm } from '../../lib/forms.ts';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error' | 'slotProps'> & {
  /** The form (useSchemaForm's): the field registers there and shows its error (its text replaces the helper text). */
  form: FieldForm<T>;
  name: Path<T>;
  rules?: RegisterOptions<T, Path<T>>;
  testId: string;
  maxLength?: number;
};

/** A text field of a react-hook-form form: registered, with its error under it (see lib/forms). */
export function FormTextField<T extends FieldValues>({ form, name, rules, testId, maxLength, helperText, ...props }: FormTextFieldProps<T>) {
  const fieldError = useFieldError(form, name, helperText);
  return <TextField {...form.register(name, rules)} {...props} {...fieldError} slotProps={{ htmlInput: { maxLength, 'data-testid': testId } }} />;
}
