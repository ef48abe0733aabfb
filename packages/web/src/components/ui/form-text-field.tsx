import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldError, FieldValues, Path, RegisterOptions, UseFormRegister } from 'react-hook-form';
import { useFieldErrorText } from '../../lib/forms.ts';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error' | 'slotProps'> & {
  register: UseFormRegister<T>;
  name: Path<T>;
  rules?: RegisterOptions<T, Path<T>>;
  /** The field's error (client check or the server's); its text replaces the helper text. */
  error: FieldError | undefined;
  testId: string;
  maxLength?: number;
};

/** A text field of a react-hook-form form: registered, with its error under it (see lib/forms). */
export function FormTextField<T extends FieldValues>({ register, name, rules, error, testId, maxLength, helperText, ...props }: FormTextFieldProps<T>) {
  const errorText = useFieldErrorText();
  return (
    <TextField
      {...register(name, rules)}
      {...props}
      error={Boolean(error)}
      helperText={errorText(error) ?? helperText}
      slotProps={{ htmlInput: { maxLength, 'data-testid': testId } }}
    />
  );
}
