import type { FieldValues, Path } from 'react-hook-form';
import { useFieldError, type FieldForm } from '../../lib/forms.ts';
import { PasswordField } from './password-field.tsx';
import { TextInput, type TextInputProps } from './text-input.tsx';

export type FormInputProps<T extends FieldValues> = Omit<TextInputProps, 'name' | 'error' | 'inputProps' | 'ref'> & {
  /** The form (useSchemaForm's): the field registers there and shows its error (its text replaces the helper text). */
  form: FieldForm<T>;
  name: Path<T>;
  testId: string;
  maxLength: number;
  /** A password (PasswordField, with its show/hide button) rather than a text. */
  password?: boolean;
};

/**
 * A TextInput (or PasswordField) of a react-hook-form form: registered, with its error under it (see
 * lib/forms). FormTextField's like for the sign-in pages and the password form, which do without
 * MUI's TextField.
 */
export function FormInput<T extends FieldValues>({ form, name, testId, maxLength, password = false, helperText, ...props }: FormInputProps<T>) {
  const fieldError = useFieldError(form, name, helperText);
  const Input = password ? PasswordField : TextInput;
  return <Input {...form.register(name)} {...props} {...fieldError} inputProps={{ maxLength, 'data-testid': testId }} />;
}
