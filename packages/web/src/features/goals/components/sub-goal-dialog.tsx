import type { SubGoal, SubGoalUpdate } from '@performa/contracts/api/goals';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { useFormSubmit } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { subGoalResolver } from '../api/resolvers.ts';
import { saveSubGoal } from '../api/sub-goals.ts';
import { MEASURE_FIELDS, MeasureFields, measureValuesOf, type MeasureValues } from './measure-fields.tsx';

interface SubGoalFormValues extends MeasureValues {
  name: string;
}

const FIELDS: readonly Path<SubGoalFormValues>[] = ['name', ...MEASURE_FIELDS];

/** Adds or changes a sub goal of a goal: its name, weight and target or scale. */
export function SubGoalDialog({ goalId, subGoal, onClose, onSaved }: { goalId: number; subGoal: SubGoal | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const form = useForm<SubGoalFormValues>({
    resolver: subGoalResolver as unknown as Resolver<SubGoalFormValues>,
    defaultValues: { name: subGoal?.name ?? '', ...measureValuesOf(subGoal) },
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
      const saved = await saveSubGoal(goalId, subGoal?.id ?? null, values as unknown as SubGoalUpdate);
      notify.success(t('goals.subGoals.saved', { name: saved.name }));
      onSaved();
      onClose();
    },
    { otherErrors: 'toast' },
  );

  return (
    <FormDialog
      title={t(subGoal ? 'goals.subGoals.editTitle' : 'goals.subGoals.createTitle')}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={isSubmitting}
      testId="sub-goal-dialog"
    >
      <FormTextField register={register} name="name" label={t('goals.form.name')} autoFocus required error={errors.name} maxLength={300} testId="goal-name" />
      <MeasureFields control={control} register={register} errors={errors} isNumerical={watch('is_numerical')} withActual />
    </FormDialog>
  );
}
