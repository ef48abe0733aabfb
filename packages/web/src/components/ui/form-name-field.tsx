import type { FieldValues, Path, RegisterOptions } from 'react-hook-form';
import type { FieldForm } from '../../lib/forms.ts';
import { FormTextField } from './form-text-field.tsx';

export interface FormNameFieldProps<T extends FieldValues, N extends Path<T>> {
  /** The form (useSchemaForm's) the field registers in and reads its error from. */
  form: FieldForm<T>;
  name: N;
  /** Checks in the browser (e.g. REQUIRED_TEXT of lib/forms), for a form without a resolver. */
  rules?: RegisterOptions<T, N>;
  label: string;
  testId: string;
}

/** The name of what a FormDialog creates or renames (a category, a department…): its first field, focused, at most 200 characters. */
export function FormNameField<T extends FieldValues, N extends Path<T>>({ form, name, rules, label, testId }: FormNameFieldProps<T, N>) {
  return (
    <FormTextField
      form={form}
      name={name}
      // The rules of this one field: FormTextField takes those of any field of the form.
      rules={rules as RegisterOptions<T, Path<T>> | undefined}
      autoFocus
      fullWidth
      label={label}
      maxLength={200}
      testId={testId}
    />
  );
}
