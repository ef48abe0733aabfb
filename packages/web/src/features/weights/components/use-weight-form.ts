import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { submitErrorMessages } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes.ts';

/**
 * A weights form: the shared schema checks it before sending; the server's field errors go to their
 * fields and its other messages (the sum of the set) are kept to show beside the sum, until the next change.
 */
export function useWeightForm<F extends FieldValues, B>(resolver: Resolver<F, unknown, B>, defaultValues: DefaultValues<F>, fields: readonly Path<F>[]) {
  const { t } = useTranslation();
  const form = useForm<F, unknown, B>({ resolver, defaultValues });
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  // docs/product.md §9.2: leaving the page with unsaved weights asks first.
  useUnsavedChangesGuard(form.formState.isDirty);

  useEffect(() => {
    const subscription = form.watch(() => setServerMessage(null));
    return () => subscription.unsubscribe();
  }, [form]);

  /** Sends the checked body; `save` answers the form's new values (or nothing when the form closes). */
  const submit = (save: (body: B) => Promise<DefaultValues<F> | void>) =>
    form.handleSubmit(async (body) => {
      setServerMessage(null);
      try {
        const next = await save(body);
        if (next) form.reset(next);
        notify.success(t('weights.saved'));
      } catch (error) {
        const rest = submitErrorMessages(error, fields, form.setError);
        if (isApiError(error) && error.fieldErrors) setServerMessage(rest.length ? rest.join(' ') : null);
        else rest.forEach((message) => notify.error(message));
      }
    });

  return { form, serverMessage, submit };
}
