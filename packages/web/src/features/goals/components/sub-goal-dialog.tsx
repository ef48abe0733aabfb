import TextField from '@mui/material/TextField';
import type { SubGoal, SubGoalUpdate } from '@performa/contracts/api/goals';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifySubmitError, useFieldErrorText } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { subGoalResolver } from '../api/resolvers.ts';
import { saveSubGoal } from '../api/sub-goals.ts';
import { FormDialog } from './form-dialog.tsx';
import { MEASURE_FIELDS, MeasureFields, measureValuesOf, type MeasureValues } from './measure-fields.tsx';

interface SubGoalFormValues extends MeasureValues {
  name: string;
}

const FIELDS: readonly Path<SubGoalFormValues>[] = ['name', ...MEASURE_FIELDS];

/** Adds or changes a sub goal of a goal: its name, weight and target or scale. */
export function SubGoalDialog({ goalId, subGoal, onClose, onSaved }: { goalId: number; subGoal: SubGoal | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SubGoalFormValues>({
    resolver: subGoalResolver as unknown as Resolver<SubGoalFormValues>,
    defaultValues: { name: subGoal?.name ?? '', ...measureValuesOf(subGoal) },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await saveSubGoal(goalId, subGoal?.id ?? null, values as unknown as SubGoalUpdate);
      notify.success(t('goals.subGoals.saved', { name: saved.name }));
      onSaved();
      onClose();
    } catch (error) {
      notifySubmitError(error, FIELDS, setError);
    }
  });

  return (
    <FormDialog
      title={t(subGoal ? 'goals.subGoals.editTitle' : 'goals.subGoals.createTitle')}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={isSubmitting}
      testId="sub-goal-dialog"
    >
      <TextField
        {...register('name')}
        label={t('goals.form.name')}
        autoFocus
        required
        error={Boolean(errors.name)}
        helperText={errorText(errors.name)}
        slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'goal-name' } }}
      />
      <MeasureFields control={control} register={register} errors={errors} isNumerical={watch('is_numerical')} withActual />
    </FormDialog>
  );
}
