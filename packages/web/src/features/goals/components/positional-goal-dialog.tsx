import type { PositionalGoal, positionalGoalBodySchema } from '@performa/contracts/api/goals';
import { Controller, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { useFormDialog } from '../../../components/ui/use-form-dialog.ts';
import { IdMultiSelect } from '../../../components/ui/id-multi-select.tsx';
import { useFieldErrorText } from '../../../lib/forms.ts';
import { useCreatePositionalGoal } from '../api/create-positional-goal.ts';
import { useGoalOptions } from '../api/get-goal-options.ts';
import { positionalGoalResolver } from '../api/resolvers.ts';
import { useUpdatePositionalGoal } from '../api/update-positional-goal.ts';
import { fieldErrorOf } from './format.ts';
import { GoalDetailFields, GoalNameField } from './goal-form-dialog.tsx';
import { MEASURE_FIELDS, MeasureFields, measureValuesOf } from './measure-fields.tsx';

/** The form holds the body as typed (z.input); its resolver gives the checked body (z.output). */
type Values = z.input<typeof positionalGoalBodySchema>;
type Body = z.output<typeof positionalGoalBodySchema>;

const FIELDS: readonly Path<Values>[] = ['name', 'category_id', 'success_criteria', 'position_ids', ...MEASURE_FIELDS];

/** Adds or changes a positional goal and the positions it applies to. */
export function PositionalGoalDialog({ goal, onClose }: { goal: PositionalGoal | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const positions = useGoalOptions().data?.positions ?? [];
  const create = useCreatePositionalGoal();
  const update = useUpdatePositionalGoal();
  const { form, control, errors, dialog } = useFormDialog<Values, Body>(
    {
      resolver: positionalGoalResolver,
      defaultValues: {
        name: goal?.name ?? '',
        category_id: goal?.category?.id ?? null,
        success_criteria: goal?.success_criteria ?? '',
        position_ids: goal?.positions.map((p) => p.id) ?? [],
        ...measureValuesOf(goal),
      },
      mode: 'onTouched',
    },
    FIELDS,
    async (body) => {
      const saved = goal ? await update.mutateAsync({ id: goal.id, body }) : await create.mutateAsync(body);
      return t(goal ? 'goals.positional.updated' : 'goals.positional.created', { name: saved.name });
    },
    { onClose, otherErrors: 'toast' },
  );

  return (
    <FormDialog {...dialog} title={t(goal ? 'goals.positional.editTitle' : 'goals.positional.createTitle')} testId="positional-goal-dialog">
      <GoalNameField form={form} />
      <Controller
        control={control}
        name="position_ids"
        render={({ field }) => (
          <IdMultiSelect
            label={t('goals.positional.positions')}
            value={(field.value ?? []).map(Number)}
            onChange={field.onChange}
            options={positions}
            error={errorText(fieldErrorOf(errors.position_ids))}
            testId="goal-positions"
          />
        )}
      />
      <GoalDetailFields form={form} />
      <MeasureFields form={form} isNumerical={form.watch('is_numerical') !== false} withActual={false} />
    </FormDialog>
  );
}
