import type { FieldError, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useFieldErrorText } from '../../lib/forms.ts';
import { PasswordField } from './password-field.tsx';
import { TextInput, type TextInputProps } from './text-input.tsx';

export type FormInputProps<T extends FieldValues> = Omit<TextInputProps, 'name' | 'error' | 'inputProps' | 'ref'> & {
  register: UseFormRegister<T>;
  name: Path<T>;
  /** The field's error (client check or the server's); its text replaces the helper text. */
  error: FieldError | undefined;
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
export function FormInput<T extends FieldValues>({ register, name, error, testId, maxLength, password = false, helperText, ...props }: FormInputProps<T>) {
  const errorText = useFieldErrorText();
  const Input = password ? PasswordField : TextInput;
  return (
    <Input
      {...register(name)}
      {...props}
      error={Boolean(error)}
      helperText={errorText(error) ?? helperText}
      inputProps={{ maxLength, 'data-testid': testId }}
    />
  );
}
