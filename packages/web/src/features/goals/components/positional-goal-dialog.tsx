import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { PositionalGoal, PositionalGoalBody } from '@performa/contracts/api/goals';
import { Controller, useForm, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifySubmitError, useFieldErrorText } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { useGoalOptions } from '../api/options.ts';
import { savePositionalGoal } from '../api/positional-goals.ts';
import { positionalGoalResolver } from '../api/resolvers.ts';
import { CategoryField } from './category-field.tsx';
import { FormDialog } from './form-dialog.tsx';
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
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PositionalGoalFormValues>({
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

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await savePositionalGoal(goal?.id ?? null, values as unknown as PositionalGoalBody);
      notify.success(t(goal ? 'goals.positional.updated' : 'goals.positional.created', { name: saved.name }));
      onSaved();
      onClose();
    } catch (error) {
      notifySubmitError(error, FIELDS, setError);
    }
  });

  return (
    <FormDialog
      title={t(goal ? 'goals.positional.editTitle' : 'goals.positional.createTitle')}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={isSubmitting}
      testId="positional-goal-dialog"
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
      <Controller
        control={control}
        name="position_ids"
        render={({ field }) => (
          <Autocomplete
            multiple
            options={positions}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            value={positions.filter((p) => field.value.includes(p.id))}
            onChange={(_, chosen) => field.onChange(chosen.map((p) => p.id))}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('goals.positional.positions')}
                error={Boolean(errors.position_ids)}
                helperText={errorText(errors.position_ids as never)}
                slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'goal-positions' } }}
              />
            )}
          />
        )}
      />
      <CategoryField control={control} error={errors.category_id} />
      <TextField
        {...register('success_criteria')}
        label={t('goals.form.successCriteria')}
        multiline
        minRows={2}
        error={Boolean(errors.success_criteria)}
        helperText={errorText(errors.success_criteria)}
        slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'goal-success-criteria' } }}
      />
      <MeasureFields control={control} register={register} errors={errors} isNumerical={watch('is_numerical')} withActual={false} />
    </FormDialog>
  );
}
