import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { ProjectWeight, ProjectWeightBody, ProjectWeightForm, SplitForm } from '@performa/contracts/api/weights';
import { inPercent, splitSumProblem } from '@performa/contracts/api/weights';
import { useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSaveButton } from '../../../components/ui/form-save-button.tsx';
import { fieldError, useFieldErrorText } from '../../../lib/forms.ts';
import { numberText } from '../../../lib/numbers.ts';
import { useProjectWeight } from '../api/get-project-weight.ts';
import { useSaveProjectWeight } from '../api/save-project-weight.ts';
import { projectWeightResolver } from '../api/resolvers.ts';
import { Section } from './section.tsx';
import { useWeightForm } from './use-weight-form.ts';
import { weightText } from './weight-format.ts';
import { WeightGrid } from './weight-grid.tsx';

const FIELDS = ['goal_weight', 'skill_weight', 'max_achievement'] as const;
const toForm = (w: ProjectWeight): ProjectWeightForm => ({
  goal_weight: weightText(w.goal_weight),
  skill_weight: weightText(w.skill_weight),
  max_achievement: String(w.max_achievement),
});

/** The share of goals and of competencies in a final score (the project's or an employee's), with their live sum. */
export function SplitWeightGrid<T extends SplitForm, B>({
  form,
  serverMessage,
  testId,
}: {
  form: UseFormReturn<T, unknown, B>;
  serverMessage: string | null;
  testId: string;
}) {
  const { t } = useTranslation();
  const name = (field: keyof SplitForm) => field as Path<T>;
  const summed = useWatch({ control: form.control, name: [name('goal_weight'), name('skill_weight')] });
  const input = (field: keyof SplitForm, label: string) => ({
    name: field,
    label,
    registration: form.register(name(field)),
    error: fieldError(form, name(field)),
  });
  return (
    <WeightGrid
      testId={testId}
      inputs={[input('goal_weight', t('weights.split.goals')), input('skill_weight', t('weights.split.skills'))]}
      summed={summed}
      problem={inPercent(splitSumProblem)}
      serverMessage={serverMessage}
    />
  );
}

function ScoreSplitForm({ initial }: { initial: ProjectWeight }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const save = useSaveProjectWeight();
  const { form, serverMessage, onSubmit } = useWeightForm<ProjectWeightForm, ProjectWeightBody>(projectWeightResolver, toForm(initial), FIELDS, async (body) =>
    toForm(await save.mutateAsync(body)),
  );
  const { register, formState } = form;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="weights-split-form">
      <SplitWeightGrid form={form} serverMessage={serverMessage} testId="weights-split" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mt: 3 }}>
        <TextField
          {...register('max_achievement')}
          label={t('weights.split.maxAchievement')}
          error={Boolean(formState.errors.max_achievement)}
          helperText={errorText(formState.errors.max_achievement) ?? t('weights.split.maxAchievementHint', { example: numberText(1.2) })}
          sx={{ flex: '1 1 260px', maxWidth: { sm: 420 } }}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': 'weights-split-max_achievement' } }}
        />
        <Box sx={{ ml: 'auto', mt: 0.5 }}>
          <FormSaveButton busy={formState.isSubmitting} dirty={formState.isDirty} testId="weights-split-save" />
        </Box>
      </Box>
    </Box>
  );
}

/** The project's final score split between goals and competencies, and the cap of numerical goals. */
export function ScoreSplitCard() {
  const { t } = useTranslation();
  const query = useProjectWeight();
  return (
    <Section title={t('weights.split.title')} intro={t('weights.split.intro')} testId="weights-split-card">
      {query.data ? <ScoreSplitForm initial={query.data} /> : <CircularProgress size={28} />}
    </Section>
  );
}
