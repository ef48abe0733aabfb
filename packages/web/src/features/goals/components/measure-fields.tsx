import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { subGoalUpdateSchema } from '@performa/contracts/api/goals';
import { Controller, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useTemplates } from '../../../api/evaluation-setup.ts';
import { IdSelect } from '../../../components/ui/id-select.tsx';
import { RadioChoice } from '../../../components/ui/radio-choice.tsx';
import { fieldError, useFieldErrorText } from '../../../lib/forms.ts';
import { fieldErrorOf, idOf } from './format.ts';

/**
 * How a goal, sub goal or positional goal is measured, as the form holds it: the goal schemas' input
 * (numbers as typed text, read by the schema). The actual value: personal goals and sub goals only.
 */
export type MeasureValues = Pick<z.input<typeof subGoalUpdateSchema>, 'weight' | 'is_numerical' | 'target' | 'is_positive' | 'scale_template_id' | 'actual'>;

/** The measure's fields, for the server's field errors; the forms with an actual value add 'actual'. */
export const MEASURE_FIELDS = ['weight', 'is_numerical', 'target', 'is_positive', 'scale_template_id'] as const;

export interface MeasureFieldsProps<T extends MeasureValues, O> {
  /** The goal's form (useFormDialog's): the fields register there and read their errors from it. */
  form: UseFormReturn<T, unknown, O>;
  isNumerical: boolean;
  /** Shows the actual value field (personal goals and sub goals). */
  withActual: boolean;
}

/** Weight; numerical (target, actual, direction) or on a response scale (template). */
export function MeasureFields<T extends MeasureValues, O>({ form, isNumerical, withActual }: MeasureFieldsProps<T, O>) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const templates = useTemplates();
  const { control, register } = form;
  const name = (field: keyof MeasureValues) => field as Path<T>;
  const errorOf = (field: keyof MeasureValues) => fieldError(form, name(field));
  const numberField = (field: 'weight' | 'target' | 'actual', label: string, required: boolean) => (
    <TextField
      {...register(name(field))}
      label={label}
      required={required}
      inputMode="decimal"
      error={Boolean(errorOf(field))}
      helperText={errorText(fieldErrorOf(errorOf(field)))}
      sx={{ flex: 1, minWidth: 120 }}
      slotProps={{ htmlInput: { 'data-testid': `goal-${field}` } }}
    />
  );

  return (
    <>
      {numberField('weight', t('goals.form.weight'), true)}
      <Controller
        control={control}
        name={name('is_numerical')}
        render={({ field }) => (
          <RadioChoice
            label={t('goals.form.kind')}
            value={field.value ? 'numerical' : 'scale'}
            onChange={(v) => field.onChange(v === 'numerical')}
            options={[
              ['numerical', t('goals.form.numerical')],
              ['scale', t('goals.form.scale')],
            ]}
            testId="goal-kind"
          />
        )}
      />
      {isNumerical ? (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            {numberField('target', t('goals.form.target'), true)}
            {withActual && numberField('actual', t('goals.form.actual'), false)}
          </Stack>
          <Controller
            control={control}
            name={name('is_positive')}
            render={({ field }) => (
              <RadioChoice
                label={t('goals.form.direction')}
                value={field.value ? 'higher' : 'lower'}
                onChange={(v) => field.onChange(v === 'higher')}
                options={[
                  ['higher', t('goals.form.higher')],
                  ['lower', t('goals.form.lower')],
                ]}
                testId="goal-direction"
              />
            )}
          />
        </>
      ) : (
        <Controller
          control={control}
          name={name('scale_template_id')}
          render={({ field }) => (
            <IdSelect
              required
              label={t('goals.form.template')}
              value={idOf(field.value as string | number | null | undefined)}
              onChange={field.onChange}
              options={templates.data ?? []}
              error={errorText(errorOf('scale_template_id'))}
              testId="goal-template"
            />
          )}
        />
      )}
    </>
  );
}

/** A saved number as the form's text ('' when there is none). */
export const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The measure of a saved goal as form values (without the actual value: see numberText). */
export function measureValuesOf(
  goal: { weight: number; is_numerical: boolean; target: number | null; is_positive: boolean; scale_template_id: number | null } | null | undefined,
): Required<Omit<MeasureValues, 'actual'>> {
  return {
    weight: numberText(goal?.weight),
    is_numerical: goal?.is_numerical ?? true,
    target: numberText(goal?.target),
    is_positive: goal?.is_positive ?? true,
    scale_template_id: goal?.scale_template_id ?? null,
  };
}
