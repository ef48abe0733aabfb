import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SKILL_TYPES, type Skill, type SkillBody } from '@performa/contracts/api/competencies';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Controller, useForm, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCategories, usePeriodOptions } from '../../../api/evaluation-setup.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { notifySubmitError, useFieldErrorText } from '../../../lib/forms.ts';
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

function RadioField({
  label,
  value,
  onChange,
  options,
  testId,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: Array<[string, ReactNode]>;
  testId: string;
}) {
  return (
    <FormControl>
      <FormLabel>{label}</FormLabel>
      <RadioGroup row value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        {options.map(([key, text]) => (
          <FormControlLabel key={key} value={key} control={<Radio slotProps={{ input: { 'data-testid': `${testId}-${key}` } as object }} />} label={text} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** Creates or changes a competency: name, description, category, hard or soft, organizational or periodic (with its periods). */
export function SkillFormDialog({ skill, onClose }: { skill?: Skill | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const queryClient = useQueryClient();
  const categories = useCategories('skill');
  const periods = usePeriodOptions();
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SkillFormValues>({ resolver: skillResolver as unknown as Resolver<SkillFormValues>, defaultValues: valuesOf(skill), mode: 'onTouched' });
  const periodic = watch('is_periodic');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const body: SkillBody = { ...values, period_ids: values.is_periodic ? values.period_ids : [] };
      const saved = await saveSkill(skill?.id ?? null, body);
      void invalidateCompetencies(queryClient);
      notify.success(t(skill ? 'competencies.form.updated' : 'competencies.form.created', { name: saved.name }));
      onClose();
    } catch (error) {
      notifySubmitError(error, FIELDS, setError);
    }
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      data-testid="skill-dialog"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit } as object }}
    >
      <DialogTitle>{t(skill ? 'competencies.form.editTitle' : 'competencies.form.createTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            {...register('name')}
            label={t('competencies.form.name')}
            autoFocus
            required
            error={Boolean(errors.name)}
            helperText={errorText(errors.name)}
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'skill-name' } }}
          />
          <TextField
            {...register('description')}
            label={t('competencies.form.description')}
            multiline
            minRows={2}
            error={Boolean(errors.description)}
            helperText={errorText(errors.description)}
            slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'skill-description' } }}
          />
          <Controller
            control={control}
            name="category_id"
            render={({ field }) => (
              <TextField
                select
                label={t('competencies.form.category')}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
                error={Boolean(errors.category_id)}
                helperText={errorText(errors.category_id)}
                slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'skill-category' } as object } }}
              >
                <MenuItem value="">{t('common.none')}</MenuItem>
                {(categories.data ?? []).map((c) => (
                  <MenuItem key={c.id} value={c.id} data-testid={`skill-category-option-${c.id}`}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="skill_type"
            render={({ field }) => (
              <RadioField
                label={t('competencies.form.type')}
                value={field.value}
                onChange={field.onChange}
                testId="skill-type"
                options={SKILL_TYPES.map((type) => [type, t(`competencies.types.${type}`)])}
              />
            )}
          />
          <Controller
            control={control}
            name="is_periodic"
            render={({ field }) => (
              <RadioField
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
                <Autocomplete
                  multiple
                  options={periods.data ?? []}
                  value={(periods.data ?? []).filter((p) => field.value.includes(p.id))}
                  onChange={(_, chosen) => field.onChange(chosen.map((p) => p.id))}
                  getOptionLabel={(p) => p.name}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t('competencies.form.periods')}
                      error={Boolean(errors.period_ids)}
                      helperText={errorText(errors.period_ids as never) ?? t('competencies.form.periodsHint')}
                      slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'skill-periods' } }}
                    />
                  )}
                />
              )}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isSubmitting} data-testid="skill-cancel">
          {t('common.cancel')}
        </Button>
        <SubmitButton busy={isSubmitting} data-testid="skill-submit">
          {t(skill ? 'common.save' : 'common.create')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
}
