import { SKILL_TYPES, type Skill, type skillBodySchema } from '@performa/contracts/api/competencies';
import { Controller, type FieldError, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCategories, usePeriodOptions } from '../../../api/evaluation-setup.ts';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { IdMultiSelect } from '../../../components/ui/id-multi-select.tsx';
import { IdSelect } from '../../../components/ui/id-select.tsx';
import { RadioChoice } from '../../../components/ui/radio-choice.tsx';
import { useFormDialog } from '../../../components/ui/use-form-dialog.ts';
import { useFieldErrorText } from '../../../lib/forms.ts';
import { skillResolver } from '../api/resolvers.ts';
import { useSaveSkill } from '../api/save-skill.ts';

/** The form holds the body as typed (z.input); its resolver gives the checked body (z.output). */
type Values = z.input<typeof skillBodySchema>;
type Body = z.output<typeof skillBodySchema>;

const FIELDS: readonly Path<Values>[] = ['name', 'description', 'category_id', 'skill_type', 'is_periodic', 'period_ids'];

/** An id as the selects show it (the form may hold its text). */
const idOf = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? null : Number(value));

/** The error of a list field as one field error (the list's own message, e.g. "required"). */
const listError = (error: { type?: unknown; message?: string } | undefined): FieldError | undefined =>
  error?.message ? { type: String(error.type ?? 'validate'), message: error.message } : undefined;

const valuesOf = (skill: Skill | null | undefined): Values => ({
  name: skill?.name ?? '',
  description: skill?.description ?? '',
  category_id: skill?.category?.id ?? null,
  skill_type: skill?.skill_type ?? 'hard',
  is_periodic: skill?.is_periodic ?? false,
  period_ids: skill?.periods.map((p) => p.id) ?? [],
});

/** Creates or changes a competency: name, description, category, hard or soft, organizational or periodic (with its periods). */
export function SkillFormDialog({ skill, onClose }: { skill?: Skill | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const save = useSaveSkill();
  const categories = useCategories('skill');
  const periods = usePeriodOptions();
  const { form, control, errors, dialog } = useFormDialog<Values, Body>(
    { resolver: skillResolver, defaultValues: valuesOf(skill), mode: 'onTouched' },
    FIELDS,
    async (values) => {
      const saved = await save.mutateAsync({ id: skill?.id ?? null, body: { ...values, period_ids: values.is_periodic ? values.period_ids : [] } });
      return t(skill ? 'competencies.form.updated' : 'competencies.form.created', { name: saved.name });
    },
    { onClose, otherErrors: 'toast' },
  );
  const periodic = form.watch('is_periodic');

  return (
    <FormDialog
      {...dialog}
      title={t(skill ? 'competencies.form.editTitle' : 'competencies.form.createTitle')}
      creates={!skill}
      testId="skill-dialog"
      submitTestId="skill-submit"
      cancelTestId="skill-cancel"
    >
      <FormTextField form={form} name="name" label={t('competencies.form.name')} autoFocus required maxLength={200} testId="skill-name" />
      <FormTextField
        form={form}
        name="description"
        label={t('competencies.form.description')}
        multiline
        minRows={2}
        maxLength={2000}
        testId="skill-description"
      />
      <Controller
        control={control}
        name="category_id"
        render={({ field }) => (
          <IdSelect
            label={t('competencies.form.category')}
            value={idOf(field.value)}
            onChange={field.onChange}
            options={categories.data ?? []}
            emptyLabel={t('common.none')}
            error={errorText(errors.category_id)}
            testId="skill-category"
          />
        )}
      />
      <Controller
        control={control}
        name="skill_type"
        render={({ field }) => (
          <RadioChoice
            label={t('competencies.form.type')}
            value={field.value}
            onChange={field.onChange}
            testId="skill-type"
            options={SKILL_TYPES.map((type) => [type, t(`competencies.types.${type}`)] as const)}
          />
        )}
      />
      <Controller
        control={control}
        name="is_periodic"
        render={({ field }) => (
          <RadioChoice
            label={t('competencies.form.kind')}
            value={field.value ? 'periodic' : 'organizational'}
            onChange={(v) => field.onChange(v === 'periodic')}
            testId="skill-kind"
            options={[
              ['organizational', t('competencies.kinds.organizational')],
              ['periodic', t('competencies.kinds.periodic')],
            ]}
          />
        )}
      />
      {periodic && (
        <Controller
          control={control}
          name="period_ids"
          render={({ field }) => (
            <IdMultiSelect
              label={t('competencies.form.periods')}
              value={(field.value ?? []).map(Number)}
              onChange={field.onChange}
              options={periods.data ?? []}
              error={errorText(listError(errors.period_ids))}
              helperText={t('competencies.form.periodsHint')}
              testId="skill-periods"
            />
          )}
        />
      )}
    </FormDialog>
  );
}
