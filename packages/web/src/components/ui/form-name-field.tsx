import type { FieldError, FieldValues, Path, RegisterOptions, UseFormRegister } from 'react-hook-form';
import { FormTextField } from './form-text-field.tsx';

export interface FormNameFieldProps<T extends FieldValues, N extends Path<T>> {
  register: UseFormRegister<T>;
  name: N;
  /** Checks in the browser (e.g. REQUIRED_TEXT of lib/forms), for a form without a resolver. */
  rules?: RegisterOptions<T, N>;
  label: string;
  error: FieldError | undefined;
  testId: string;
}

/** The name of what a FormDialog creates or renames (a category, a department…): its first field, focused, at most 200 characters. */
export function FormNameField<T extends FieldValues, N extends Path<T>>({ register, name, rules, label, error, testId }: FormNameFieldProps<T, N>) {
  return (
    <FormTextField
      register={register}
      name={name}
      // The rules of this one field: FormTextField takes those of any field of the form.
      rules={rules as RegisterOptions<T, Path<T>> | undefined}
      autoFocus
      fullWidth
      label={label}
      error={error}
      maxLength={200}
      testId={testId}
    />
  );
}
