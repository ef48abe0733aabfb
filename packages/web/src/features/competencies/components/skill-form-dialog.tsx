import { SKILL_TYPES, type Skill, type SkillBody } from '@performa/contracts/api/competencies';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCategories, usePeriodOptions } from '../../../api/evaluation-setup.ts';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { IdMultiSelect } from '../../../components/ui/id-multi-select.tsx';
import { IdSelect } from '../../../components/ui/id-select.tsx';
import { RadioChoice } from '../../../components/ui/radio-choice.tsx';
import { useFieldErrorText, useFormSubmit } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { invalidateCompetencies } from '../api/keys.ts';
import { skillResolver } from '../api/resolvers.ts';
import { saveSkill } from '../api/skills.ts';

interface SkillFormValues {
  name: string;
  description: string;
  category_id: number | null;
  skill_type: 'hard' | 'soft';
  is_periodic: boolean;
  period_ids: number[];
}

const FIELDS: readonly Path<SkillFormValues>[] = ['name', 'description', 'category_id', 'skill_type', 'is_periodic', 'period_ids'];

const valuesOf = (skill: Skill | null | undefined): SkillFormValues => ({
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
  const queryClient = useQueryClient();
  const categories = useCategories('skill');
  const periods = usePeriodOptions();
  const form = useForm<SkillFormValues>({ resolver: skillResolver as unknown as Resolver<SkillFormValues>, defaultValues: valuesOf(skill), mode: 'onTouched' });
  const {
    control,
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const periodic = watch('is_periodic');

  const { onSubmit } = useFormSubmit(
    form,
    FIELDS,
    async (values) => {
      const body: SkillBody = { ...values, period_ids: values.is_periodic ? values.period_ids : [] };
      const saved = await saveSkill(skill?.id ?? null, body);
      void invalidateCompetencies(queryClient);
      notify.success(t(skill ? 'competencies.form.updated' : 'competencies.form.created', { name: saved.name }));
      onClose();
    },
    { otherErrors: 'toast' },
  );

  return (
    <FormDialog
      title={t(skill ? 'competencies.form.editTitle' : 'competencies.form.createTitle')}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={isSubmitting}
      submitLabel={t(skill ? 'common.save' : 'common.create')}
      testId="skill-dialog"
      submitTestId="skill-submit"
      cancelTestId="skill-cancel"
    >
      <FormTextField
        register={register}
        name="name"
        label={t('competencies.form.name')}
        autoFocus
        required
        error={errors.name}
        maxLength={200}
        testId="skill-name"
      />
      <FormTextField
        register={register}
        name="description"
        label={t('competencies.form.description')}
        multiline
        minRows={2}
        error={errors.description}
        maxLength={2000}
        testId="skill-description"
      />
      <Controller
        control={control}
        name="category_id"
        render={({ field }) => (
          <IdSelect
            label={t('competencies.form.category')}
            value={field.value}
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
              value={field.value}
              onChange={field.onChange}
              options={periods.data ?? []}
              error={errorText(errors.period_ids as never)}
              helperText={t('competencies.form.periodsHint')}
              testId="skill-periods"
            />
          )}
        />
      )}
    </FormDialog>
  );
}
