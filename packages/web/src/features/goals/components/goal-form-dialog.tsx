import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PersonalGoal, personalGoalUpdateSchema } from '@performa/contracts/api/goals';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFrequencyOptions } from '../../../api/evaluation-setup.ts';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { IdSelect } from '../../../components/ui/id-select.tsx';
import { useFieldErrorText, useFormSubmit } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { useCreatePersonalGoal } from '../api/create-personal-goal.ts';
import { personalGoalResolver } from '../api/resolvers.ts';
import { useUpdatePersonalGoal } from '../api/update-personal-goal.ts';
import { CategoryField } from './category-field.tsx';
import { idOf } from './format.ts';
import { MEASURE_FIELDS, MeasureFields, measureValuesOf, numberText } from './measure-fields.tsx';

/**
 * The form holds the goal as typed (the update schema's z.input); its resolver gives the checked
 * goal (z.output). A new goal adds the employee and the period.
 */
type Values = z.input<typeof personalGoalUpdateSchema>;
type Body = z.output<typeof personalGoalUpdateSchema>;

const FIELDS: readonly Path<Values>[] = ['name', 'category_id', 'frequency_id', 'deadline', 'success_criteria', ...MEASURE_FIELDS, 'actual'];

const valuesOf = (goal: PersonalGoal | null): Values => ({
  name: goal?.name ?? '',
  category_id: goal?.category?.id ?? null,
  frequency_id: goal?.frequency?.id ?? null,
  deadline: goal?.deadline ?? null,
  success_criteria: goal?.success_criteria ?? '',
  ...measureValuesOf(goal),
  actual: numberText(goal?.actual),
});

export interface GoalFormDialogProps {
  employeeId: number;
  periodId: number;
  /** The goal to change; null adds one. */
  goal: PersonalGoal | null;
  onClose: () => void;
}

/**
 * Adds or changes a personal goal: name, category, round (or every round), deadline, success
 * criteria, weight and measure. The server's refusals (a weight sum over 100, a taken name, a deadline
 * outside the period) appear on their fields.
 */
export function GoalFormDialog({ employeeId, periodId, goal, onClose }: GoalFormDialogProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const rounds = useFrequencyOptions(periodId);
  const create = useCreatePersonalGoal();
  const update = useUpdatePersonalGoal();
  const form = useForm<Values, unknown, Body>({ resolver: personalGoalResolver, defaultValues: valuesOf(goal), mode: 'onTouched' });
  const {
    control,
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit } = useFormSubmit(
    form,
    FIELDS,
    async (body) => {
      const saved = goal
        ? await update.mutateAsync({ id: goal.id, body })
        : await create.mutateAsync({ ...body, employee_id: employeeId, period_id: periodId });
      notify.success(t(goal ? 'goals.form.updated' : 'goals.form.created', { name: saved.name }));
      onClose();
    },
    { otherErrors: 'toast' },
  );

  return (
    <FormDialog
      title={t(goal ? 'goals.form.editTitle' : 'goals.form.createTitle')}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={isSubmitting}
      testId="goal-dialog"
    >
      <FormTextField register={register} name="name" label={t('goals.form.name')} autoFocus required error={errors.name} maxLength={300} testId="goal-name" />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <Controller
          control={control}
          name="frequency_id"
          render={({ field }) => (
            <IdSelect
              label={t('goals.form.round')}
              value={idOf(field.value)}
              onChange={field.onChange}
              options={rounds.data ?? []}
              emptyLabel={t('goals.form.everyRound')}
              showEmpty
              error={errorText(errors.frequency_id)}
              sx={{ flex: 1 }}
              testId="goal-round"
            />
          )}
        />
        <Controller
          control={control}
          name="deadline"
          render={({ field }) => (
            <TextField
              type="date"
              label={t('goals.form.deadline')}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value || null)}
              error={Boolean(errors.deadline)}
              helperText={errorText(errors.deadline)}
              sx={{ flex: 1 }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'goal-deadline' } }}
            />
          )}
        />
      </Stack>
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
      <MeasureFields control={control} register={register} errors={errors} isNumerical={watch('is_numerical') !== false} withActual />
    </FormDialog>
  );
}
