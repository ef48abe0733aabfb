import type { SubGoal, subGoalUpdateSchema } from '@performa/contracts/api/goals';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { useFormDialog } from '../../../components/ui/use-form-dialog.ts';
import { useCreateSubGoal } from '../api/create-sub-goal.ts';
import { subGoalResolver } from '../api/resolvers.ts';
import { useUpdateSubGoal } from '../api/update-sub-goal.ts';
import { GoalNameField } from './goal-form-dialog.tsx';
import { MEASURE_FIELDS, MeasureFields, measureValuesOf, numberText } from './measure-fields.tsx';

/** The form holds the body as typed (z.input); its resolver gives the checked body (z.output). A new sub goal adds its goal's id. */
type Values = z.input<typeof subGoalUpdateSchema>;
type Body = z.output<typeof subGoalUpdateSchema>;

const FIELDS: readonly Path<Values>[] = ['name', ...MEASURE_FIELDS, 'actual'];

/** Adds or changes a sub goal of a goal: its name, weight and target or scale. */
export function SubGoalDialog({ goalId, subGoal, onClose }: { goalId: number; subGoal: SubGoal | null; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateSubGoal();
  const update = useUpdateSubGoal();
  const { form, dialog } = useFormDialog<Values, Body>(
    {
      resolver: subGoalResolver,
      defaultValues: { name: subGoal?.name ?? '', ...measureValuesOf(subGoal), actual: numberText(subGoal?.actual) },
      mode: 'onTouched',
    },
    FIELDS,
    async (body) => {
      const saved = subGoal ? await update.mutateAsync({ id: subGoal.id, body }) : await create.mutateAsync({ ...body, goal_id: goalId });
      return t('goals.subGoals.saved', { name: saved.name });
    },
    { onClose, otherErrors: 'toast' },
  );

  return (
    <FormDialog {...dialog} title={t(subGoal ? 'goals.subGoals.editTitle' : 'goals.subGoals.createTitle')} testId="sub-goal-dialog">
      <GoalNameField form={form} />
      <MeasureFields form={form} isNumerical={form.watch('is_numerical') !== false} withActual />
    </FormDialog>
  );
}
