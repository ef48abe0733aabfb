import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { ProjectWeight, ProjectWeightBody, ProjectWeightForm } from '@performa/contracts/api/weights';
import { inPercent, splitSumProblem } from '@performa/contracts/api/weights';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useFieldErrorText } from '../../../lib/forms.ts';
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

function ScoreSplitForm({ initial }: { initial: ProjectWeight }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const save = useSaveProjectWeight();
  const { form, serverMessage, onSubmit } = useWeightForm<ProjectWeightForm, ProjectWeightBody>(projectWeightResolver, toForm(initial), FIELDS, async (body) =>
    toForm(await save.mutateAsync(body)),
  );
  const { register, control, formState } = form;
  const summed = useWatch({ control, name: ['goal_weight', 'skill_weight'] });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="weights-split-form">
      <WeightGrid
        testId="weights-split"
        inputs={[
          { name: 'goal_weight', label: t('weights.split.goals'), registration: register('goal_weight'), error: formState.errors.goal_weight },
          { name: 'skill_weight', label: t('weights.split.skills'), registration: register('skill_weight'), error: formState.errors.skill_weight },
        ]}
        summed={summed}
        problem={inPercent(splitSumProblem)}
        serverMessage={serverMessage}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mt: 3 }}>
        <TextField
          {...register('max_achievement')}
          label={t('weights.split.maxAchievement')}
          error={Boolean(formState.errors.max_achievement)}
          helperText={errorText(formState.errors.max_achievement) ?? t('weights.split.maxAchievementHint')}
          sx={{ flex: '1 1 260px', maxWidth: { sm: 420 } }}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': 'weights-split-max_achievement' } }}
        />
        <Box sx={{ ml: 'auto', mt: 0.5 }}>
          <SubmitButton busy={formState.isSubmitting} disabled={!formState.isDirty} data-testid="weights-split-save">
            {t('common.save')}
          </SubmitButton>
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
