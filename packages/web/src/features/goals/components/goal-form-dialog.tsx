import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PersonalGoal, personalGoalUpdateSchema } from '@performa/contracts/api/goals';
import { Controller, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFrequencyOptions } from '../../../api/evaluation-setup.ts';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { IdSelect } from '../../../components/ui/id-select.tsx';
import { useFormDialog } from '../../../components/ui/use-form-dialog.ts';
import { fieldError, useFieldErrorText, type FieldForm } from '../../../lib/forms.ts';
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

/** What the goal dialogs' shared fields read from the form: a goal's name, category and success criteria. */
type GoalText = { name: string; category_id?: number | string | null; success_criteria?: string | null };

/** The name of a personal goal, positional goal or sub goal: the first field of their dialogs. */
export function GoalNameField<T extends GoalText>({ form }: { form: FieldForm<T> }) {
  const { t } = useTranslation();
  return <FormTextField form={form} name={'name' as Path<T>} label={t('goals.form.name')} autoFocus required maxLength={300} testId="goal-name" />;
}

/** The category and success criteria of a personal or positional goal (sub goals have neither). */
export function GoalDetailFields<T extends GoalText, O>({ form }: { form: UseFormReturn<T, unknown, O> }) {
  const { t } = useTranslation();
  return (
    <>
      <CategoryField control={form.control} error={fieldError(form, 'category_id' as Path<T>)} />
      <FormTextField
        form={form}
        name={'success_criteria' as Path<T>}
        label={t('goals.form.successCriteria')}
        multiline
        minRows={2}
        maxLength={2000}
        testId="goal-success-criteria"
      />
    </>
  );
}

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
  const { form, control, errors, dialog } = useFormDialog<Values, Body>(
    { resolver: personalGoalResolver, defaultValues: valuesOf(goal), mode: 'onTouched' },
    FIELDS,
    async (body) => {
      const saved = goal
        ? await update.mutateAsync({ id: goal.id, body })
        : await create.mutateAsync({ ...body, employee_id: employeeId, period_id: periodId });
      return t(goal ? 'goals.form.updated' : 'goals.form.created', { name: saved.name });
    },
    { onClose, otherErrors: 'toast' },
  );

  return (
    <FormDialog {...dialog} title={t(goal ? 'goals.form.editTitle' : 'goals.form.createTitle')} testId="goal-dialog">
      <GoalNameField form={form} />
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
      <GoalDetailFields form={form} />
      <MeasureFields form={form} isNumerical={form.watch('is_numerical') !== false} withActual />
    </FormDialog>
  );
}
