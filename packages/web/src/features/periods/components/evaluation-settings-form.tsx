import Add from '@mui/icons-material/Add';
import Cancel from '@mui/icons-material/Cancel';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  MAX_MIN_EVALUATORS,
  MAX_REMINDER_DAYS,
  RANKING_RULES,
  type EvaluationSettings,
  type RankingRule,
  type evaluationSettingsBodySchema,
} from '@performa/contracts/api/evaluations';
import { useId, useState, type HTMLAttributes } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormSaveButton } from '../../../components/ui/form-save-button.tsx';
import { useFieldErrorText, useSchemaForm } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes.ts';
import { evaluationSettingsResolver } from '../api/evaluation-resolvers.ts';
import { useSaveEvaluationSettings } from '../api/evaluation-settings.ts';

type Values = z.input<typeof evaluationSettingsBodySchema>;
type Body = z.output<typeof evaluationSettingsBodySchema>;
const FIELDS = [
  'coworker_count',
  'reminder_days',
  'remind_after_end',
  'show_result_before_calibration',
  'min_evaluators',
  'ranking_rule',
  'show_department_top_ten',
] as const;
const MAX_DAY = 60;

/**
 * Coworkers proposed per evaluatee (docs/product.md §5.4), the days before a round's end on which pending
 * evaluators are reminded, and the one reminder after the end; whether evaluatees see results before
 * calibration is closed (§5.6), and the fewest evaluators a coworker or subworker party needs to be shown
 * on its own to the evaluatee (§5.9); when a person's result is complete enough to be ranked in the top 10 and
 * bottom 10, and whether users see their department's top 10 on their dashboard (§7.9).
 */
export function EvaluationSettingsForm({ settings }: { settings: EvaluationSettings }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const save = useSaveEvaluationSettings();
  const { form, register, control, errors, isSubmitting, onSubmit, failure } = useSchemaForm<Values, Body>(
    { resolver: evaluationSettingsResolver, defaultValues: settings },
    FIELDS,
    async (body) => {
      const saved = await save.mutateAsync(body);
      form.reset(saved);
      notify.success(t('common.saved'));
    },
  );
  const { isDirty } = form.formState;
  const showHintId = useId();
  const topTenHintId = useId();
  useUnsavedChangesGuard(isDirty);
  const daysError = errors.reminder_days;
  // An error on one day (reminder_days.1) or on the list.
  const daysMessage = errorText(daysError?.message ? daysError : Array.isArray(daysError) ? daysError.find(Boolean) : daysError?.root);

  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="evaluation-settings-form">
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <TextField
        label={t('periods.evaluation.coworkerCount')}
        type="number"
        {...register('coworker_count')}
        error={Boolean(errors.coworker_count)}
        helperText={errorText(errors.coworker_count) ?? t('periods.evaluation.coworkerCountHint')}
        sx={{ maxWidth: 360, mb: 3 }}
        fullWidth
        slotProps={{ htmlInput: { min: 0, max: 10, 'data-testid': 'settings-coworker-count' } }}
      />
      <Controller
        control={control}
        name="reminder_days"
        render={({ field }) => <ReminderDays days={field.value.map(Number)} onChange={field.onChange} error={daysMessage} />}
      />
      <FormControlLabel
        sx={{ mt: 2 }}
        control={
          <Controller
            control={control}
            name="remind_after_end"
            render={({ field }) => (
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                slotProps={{ input: { 'data-testid': 'settings-remind-after' } as object }}
              />
            )}
          />
        }
        label={t('periods.evaluation.remindAfterEnd')}
      />
      <Box sx={{ mt: 3 }}>
        <FormControlLabel
          control={
            <Controller
              control={control}
              name="show_result_before_calibration"
              render={({ field }) => (
                <Checkbox
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                  slotProps={{ input: { 'data-testid': 'settings-show-before-calibration', 'aria-describedby': showHintId } as object }}
                />
              )}
            />
          }
          label={t('periods.evaluation.showResultBeforeCalibration')}
        />
        <FormHelperText id={showHintId} sx={{ mt: 0, mb: 2 }} error={Boolean(errors.show_result_before_calibration)}>
          {errorText(errors.show_result_before_calibration) ?? t('periods.evaluation.showResultBeforeCalibrationHint')}
        </FormHelperText>
      </Box>
      <TextField
        label={t('periods.evaluation.minEvaluators')}
        type="number"
        {...register('min_evaluators')}
        error={Boolean(errors.min_evaluators)}
        helperText={errorText(errors.min_evaluators) ?? t('periods.evaluation.minEvaluatorsHint')}
        sx={{ maxWidth: 560, mb: 1 }}
        fullWidth
        slotProps={{ htmlInput: { min: 1, max: MAX_MIN_EVALUATORS, 'data-testid': 'settings-min-evaluators' } }}
      />
      <Controller
        control={control}
        name="ranking_rule"
        render={({ field }) => {
          const rule = field.value ?? 'goal_and_skill';
          return (
            <TextField
              select
              label={t('periods.evaluation.rankingRule')}
              name={field.name}
              value={rule}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              error={Boolean(errors.ranking_rule)}
              helperText={errorText(errors.ranking_rule) ?? t(`periods.evaluation.rankingRuleHints.${rule}`)}
              sx={{ maxWidth: 560, mt: 2, mb: 1 }}
              fullWidth
              slotProps={{
                select: {
                  // The closed field names the rule; its explanation is the helper text below.
                  renderValue: (value) => t(`periods.evaluation.rankingRules.${value as RankingRule}`),
                  // A rule's name wraps on a phone rather than being cut (docs/product.md §7.2).
                  SelectDisplayProps: { 'data-testid': 'settings-ranking-rule', style: { whiteSpace: 'normal' } } as HTMLAttributes<HTMLDivElement>,
                },
              }}
            >
              {RANKING_RULES.map((option) => (
                <MenuItem key={option} value={option} data-testid={`settings-ranking-rule-${option}`} sx={{ whiteSpace: 'normal' }}>
                  <span>
                    {t(`periods.evaluation.rankingRules.${option}`)}
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {t(`periods.evaluation.rankingRuleHints.${option}`)}
                    </Typography>
                  </span>
                </MenuItem>
              ))}
            </TextField>
          );
        }}
      />
      <Box sx={{ mt: 2 }}>
        <FormControlLabel
          control={
            <Controller
              control={control}
              name="show_department_top_ten"
              render={({ field }) => (
                <Switch
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                  slotProps={{ input: { 'data-testid': 'settings-department-top-ten', 'aria-describedby': topTenHintId } as object }}
                />
              )}
            />
          }
          label={t('periods.evaluation.showDepartmentTopTen')}
        />
        <FormHelperText id={topTenHintId} sx={{ mt: 0, mb: 1 }} error={Boolean(errors.show_department_top_ten)}>
          {errorText(errors.show_department_top_ten) ?? t('periods.evaluation.showDepartmentTopTenHint')}
        </FormHelperText>
      </Box>
      <Box sx={{ mt: 2 }}>
        <FormSaveButton busy={isSubmitting} dirty={isDirty} testId="settings-save" />
      </Box>
    </Box>
  );
}

/** The reminder days as chips (each removable) and a field to add one (1–60, each once, at most 5). */
function ReminderDays({ days, onChange, error }: { days: number[]; onChange: (days: number[]) => void; error?: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = days.length >= MAX_REMINDER_DAYS;
  const add = () => {
    const day = Number(typed);
    if (!Number.isInteger(day) || day < 1 || day > MAX_DAY) return setProblem(t('periods.evaluation.dayInvalid', { max: MAX_DAY }));
    if (days.includes(day)) return setProblem(t('validation.duplicateEntry'));
    setProblem(null);
    setTyped('');
    onChange([...days, day].sort((a, b) => b - a));
  };
  const message = problem ?? error;
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} sx={{ fontWeight: 600 }}>
        {t('periods.evaluation.reminderDays')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('periods.evaluation.reminderDaysHint', { max: MAX_REMINDER_DAYS })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }} data-testid="settings-reminder-days">
        {days.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('periods.evaluation.noReminderDays')}
          </Typography>
        )}
        {days.map((day) => (
          <Chip
            key={day}
            label={String(day)}
            onDelete={() => onChange(days.filter((d) => d !== day))}
            deleteIcon={<Cancel aria-label={t('periods.evaluation.removeDay', { day })} aria-hidden={false} role="img" />}
            data-testid={`settings-day-${day}`}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
        <TextField
          size="small"
          type="number"
          label={t('periods.evaluation.dayToAdd')}
          value={typed}
          disabled={full}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          sx={{ width: 200 }}
          slotProps={{ htmlInput: { min: 1, max: MAX_DAY, 'data-testid': 'settings-day-input' } }}
        />
        <Button variant="outlined" startIcon={<Add />} onClick={add} disabled={full || typed.trim() === ''} data-testid="settings-day-add">
          {t('periods.evaluation.addDay')}
        </Button>
      </Box>
      {message && (
        <FormHelperText error data-testid="settings-days-error">
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
