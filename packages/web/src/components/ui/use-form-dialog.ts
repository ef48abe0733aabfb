import type { FieldValues, Path, UseFormProps } from 'react-hook-form';
import { useSubmitAction } from '../../hooks/use-submit-action.ts';
import { useSchemaForm, type FormSubmitOptions } from '../../lib/forms.ts';
import { notify } from '../../lib/toast.ts';
import type { FormDialogProps } from './form-dialog.tsx';

/** What a FormDialog takes from its form's submit: `<FormDialog {...dialog} title=… testId=…>`. */
export type FormDialogSubmit = Pick<FormDialogProps, 'onSubmit' | 'onClose' | 'busy' | 'failure'>;

/**
 * The form of a FormDialog that saves something and closes (`useSchemaForm` with the dialog's part):
 * `save` sends the checked values and answers the text of the success toast; once it has, the dialog
 * shows the toast and closes. Answers the form (see useSchemaForm) and `dialog`, FormDialog's part.
 */
export function useFormDialog<TValues extends FieldValues, TBody = TValues>(
  props: UseFormProps<TValues, unknown, TBody>,
  fields: readonly Path<TValues>[] | (() => readonly Path<TValues>[]),
  save: (values: TBody) => Promise<string>,
  { onClose, ...options }: FormSubmitOptions & { onClose: () => void },
) {
  const form = useSchemaForm<TValues, TBody>(
    props,
    fields,
    async (values) => {
      notify.success(await save(values));
      onClose();
    },
    options,
  );
  const dialog: FormDialogSubmit = { onSubmit: form.onSubmit, onClose, busy: form.isSubmitting, failure: form.failure };
  return { ...form, dialog };
}

/**
 * The same for a FormDialog that is no react-hook-form form (its own state and checks, over
 * `useSubmitAction`): `action` answers the text of the success toast, then the dialog closes; or
 * nothing when it sent nothing (a missing choice it showed itself), and the dialog stays.
 */
export function useActionDialog(action: () => Promise<string | void>, onClose: () => void, toMessage?: (error: unknown) => string) {
  const { onSubmit, busy, failure } = useSubmitAction(async () => {
    const done = await action();
    if (typeof done !== 'string') return;
    notify.success(done);
    onClose();
  }, toMessage);
  const dialog: FormDialogSubmit = { onSubmit, onClose, busy, failure };
  return dialog;
}
