import type { PositionalGoal, PositionalGoalBody } from '@performa/contracts/api/goals';
import { Controller, useForm, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { IdMultiSelect } from '../../../components/ui/id-multi-select.tsx';
import { useFieldErrorText, useFormSubmit } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { useGoalOptions } from '../api/options.ts';
import { savePositionalGoal } from '../api/positional-goals.ts';
import { positionalGoalResolver } from '../api/resolvers.ts';
import { CategoryField } from './category-field.tsx';
import { MEASURE_FIELDS, MeasureFields, measureValuesOf, type MeasureValues } from './measure-fields.tsx';

interface PositionalGoalFormValues extends MeasureValues {
  name: string;
  category_id: number | null;
  success_criteria: string;
  position_ids: number[];
}

const FIELDS: readonly Path<PositionalGoalFormValues>[] = ['name', 'category_id', 'success_criteria', 'position_ids', ...MEASURE_FIELDS];

/** Adds or changes a positional goal and the positions it applies to. */
export function PositionalGoalDialog({ goal, onClose, onSaved }: { goal: PositionalGoal | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const positions = useGoalOptions().data?.positions ?? [];
  const form = useForm<PositionalGoalFormValues>({
    resolver: positionalGoalResolver as unknown as Resolver<PositionalGoalFormValues>,
    defaultValues: {
      name: goal?.name ?? '',
      category_id: goal?.category?.id ?? null,
      success_criteria: goal?.success_criteria ?? '',
      position_ids: goal?.positions.map((p) => p.id) ?? [],
      ...measureValuesOf(goal),
    },
    mode: 'onTouched',
  });
  const {
    control,
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit } = useFormSubmit(
    form,
    FIELDS,
    async (values) => {
      const saved = await savePositionalGoal(goal?.id ?? null, values as unknown as PositionalGoalBody);
      notify.success(t(goal ? 'goals.positional.updated' : 'goals.positional.created', { name: saved.name }));
      onSaved();
      onClose();
    },
    { otherErrors: 'toast' },
  );

  return (
    <FormDialog
      title={t(goal ? 'goals.positional.editTitle' : 'goals.positional.createTitle')}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={isSubmitting}
      testId="positional-goal-dialog"
    >
      <FormTextField register={register} name="name" label={t('goals.form.name')} autoFocus required error={errors.name} maxLength={300} testId="goal-name" />
      <Controller
        control={control}
        name="position_ids"
        render={({ field }) => (
          <IdMultiSelect
            label={t('goals.positional.positions')}
            value={field.value}
            onChange={field.onChange}
            options={positions}
            error={errorText(errors.position_ids as never)}
            testId="goal-positions"
          />
        )}
      />
      <CategoryField control={control} error={errors.category_id} />
      <FormTextField
        register={register}
        name="success_criteria"
        label={t('goals.form.successCriteria')}
        multiline
        minRows={2}
        error={errors.success_criteria}
        maxLength={2000}
        testId="goal-success-criteria"
      />
      <MeasureFields control={control} register={register} errors={errors} isNumerical={watch('is_numerical')} withActual={false} />
    </FormDialog>
  );
}
