import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldErrors, type Path, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTemplates } from '../../../api/evaluation-setup.ts';
import { IdSelect } from '../../../components/ui/id-select.tsx';
import { RadioChoice } from '../../../components/ui/radio-choice.tsx';
import { useFieldErrorText } from '../../../lib/forms.ts';

/** How a goal, sub goal or positional goal is measured, as the form holds it (numbers as typed). */
export interface MeasureValues {
  weight: string;
  is_numerical: boolean;
  target: string;
  is_positive: boolean;
  scale_template_id: number | null;
  /** Personal goals and sub goals only. */
  actual?: string;
}

export const MEASURE_FIELDS = ['weight', 'is_numerical', 'target', 'is_positive', 'scale_template_id', 'actual'] as const;

export interface MeasureFieldsProps<T extends MeasureValues> {
  control: Control<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<MeasureValues>;
  isNumerical: boolean;
  /** Shows the actual value field (personal goals and sub goals). */
  withActual: boolean;
}

/** Weight; numerical (target, actual, direction) or on a response scale (template). */
export function MeasureFields<T extends MeasureValues>({ control, register, errors, isNumerical, withActual }: MeasureFieldsProps<T>) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const templates = useTemplates();
  const name = (field: keyof MeasureValues) => field as Path<T>;
  const numberField = (field: 'weight' | 'target' | 'actual', label: string, required: boolean) => (
    <TextField
      {...register(name(field))}
      label={label}
      required={required}
      inputMode="decimal"
      error={Boolean(errors[field])}
      helperText={errorText(errors[field])}
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
              value={field.value as number | null}
              onChange={field.onChange}
              options={templates.data ?? []}
              error={errorText(errors.scale_template_id)}
              testId="goal-template"
            />
          )}
        />
      )}
    </>
  );
}

/** The measure of a saved goal as form values. */
export function measureValuesOf(
  goal:
    | { weight: number; is_numerical: boolean; target: number | null; is_positive: boolean; scale_template_id: number | null; actual?: number | null }
    | null
    | undefined,
): MeasureValues {
  const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    weight: text(goal?.weight),
    is_numerical: goal?.is_numerical ?? true,
    target: text(goal?.target),
    is_positive: goal?.is_positive ?? true,
    scale_template_id: goal?.scale_template_id ?? null,
    actual: text(goal?.actual),
  };
}
