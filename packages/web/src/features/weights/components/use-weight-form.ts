import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes.ts';

/**
 * A weights form: the shared schema checks it before sending; the server's field errors go to their
 * fields and its other messages (the sum of the set) are kept to show beside the sum, until the next
 * change; any other failure is an error toast. `save` sends the checked body and answers the form's
 * new values (or nothing when the form closes).
 */
export function useWeightForm<F extends FieldValues, B>(
  resolver: Resolver<F, unknown, B>,
  defaultValues: DefaultValues<F>,
  fields: readonly Path<F>[],
  save: (body: B) => Promise<DefaultValues<F> | void>,
) {
  const { t } = useTranslation();
  const form = useForm<F, unknown, B>({ resolver, defaultValues });
  // docs/product.md §9.2: leaving the page with unsaved weights asks first.
  useUnsavedChangesGuard(form.formState.isDirty);

  const { onSubmit, failure, clearFailure } = useFormSubmit(
    form,
    fields,
    async (body) => {
      const next = await save(body);
      if (next) form.reset(next);
      notify.success(t('weights.saved'));
    },
    { otherErrors: 'refusal' },
  );

  useEffect(() => {
    const subscription = form.watch(() => clearFailure());
    return () => subscription.unsubscribe();
  }, [form, clearFailure]);

  return { form, serverMessage: failure, onSubmit };
}
