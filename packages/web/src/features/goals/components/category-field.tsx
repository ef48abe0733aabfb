import { Controller, type Control, type FieldError, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../../api/evaluation-setup.ts';
import { IdSelect } from '../../../components/ui/id-select.tsx';
import { useFieldErrorText } from '../../../lib/forms.ts';
import { idOf } from './format.ts';

/** The goal category of a goal form (or none). */
export function CategoryField<T extends { category_id?: number | string | null }, O>({
  control,
  error,
}: {
  control: Control<T, unknown, O>;
  error: FieldError | undefined;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const categories = useCategories('goal');
  return (
    <Controller
      control={control}
      name={'category_id' as Path<T>}
      render={({ field }) => (
        <IdSelect
          label={t('goals.form.category')}
          value={idOf(field.value as string | number | null | undefined)}
          onChange={field.onChange}
          options={categories.data ?? []}
          emptyLabel={t('common.none')}
          error={errorText(error)}
          testId="goal-category"
        />
      )}
    />
  );
}
