import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { toFraction } from '@performa/contracts/weight-sums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { useActionDialog } from '../../../components/ui/use-form-dialog.ts';
import { refusalText } from '../../../lib/error-message.ts';
import { numberText } from '../../../lib/numbers.ts';
import { useAssignSkillToPositions } from '../api/assign-skill-to-positions.ts';
import { usePositionSummaries } from '../api/get-position-summaries.ts';
import { useSkills } from '../api/get-skills.ts';
import { useNormRange } from '../hooks/use-norm-range.ts';
import { parseNumber } from './format.ts';
import { PositionChoice } from './position-choice.tsx';

type Missing = Partial<Record<'skill' | 'weight' | 'norm' | 'positions', string>>;

/**
 * One competency with weight (typed in percent) and norm onto several positions at once
 * (docs/product.md §3.5). The server refuses the whole action when a position's list would pass 100 %.
 */
export function AssignSkillDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const skills = useSkills();
  const positions = usePositionSummaries();
  const range = useNormRange();
  const assign = useAssignSkillToPositions();
  const [skill, setSkill] = useState<number | null>(null);
  const [weight, setWeight] = useState('');
  const [norm, setNorm] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [missing, setMissing] = useState<Missing>({});

  const dialog = useActionDialog(
    async () => {
      const percent = parseNumber(weight);
      const normValue = parseNumber(norm);
      const problems: Missing = {};
      if (skill === null) problems.skill = t('validation.required');
      if (percent === null) problems.weight = t('validation.required');
      else if (Number.isNaN(percent) || percent > 100) problems.weight = t('validation.invalid');
      if (Number.isNaN(normValue)) problems.norm = t('validation.invalid');
      if (chosen.length === 0) problems.positions = t('validation.required');
      setMissing(problems);
      if (Object.keys(problems).length) return;
      const saved = await assign.mutateAsync({ skill_id: skill!, weight: toFraction(percent!), norm: normValue, position_ids: chosen });
      return t('competencies.bulk.assigned', { count: saved.length });
    },
    onClose,
    refusalText,
  );

  return (
    <FormDialog
      {...dialog}
      title={t('competencies.bulk.assignTitle')}
      intro={t('competencies.bulk.assignHelp')}
      submitLabel={t('competencies.bulk.assignSubmit')}
      testId="assign-skill-dialog"
      maxWidth="md"
    >
      <Autocomplete
        options={skills.data ?? []}
        value={(skills.data ?? []).find((s) => s.id === skill) ?? null}
        onChange={(_, picked) => setSkill(picked?.id ?? null)}
        getOptionLabel={(s) => s.name}
        loading={skills.isLoading}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('competencies.editor.competency')}
            required
            error={Boolean(missing.skill)}
            helperText={missing.skill}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'assign-skill-skill' } }}
          />
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          label={t('competencies.editor.weight')}
          required
          value={weight}
          onChange={(event) => setWeight(event.target.value)}
          error={Boolean(missing.weight)}
          helperText={missing.weight}
          slotProps={{
            htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': 'assign-skill-weight' },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
          sx={{ flex: 1 }}
        />
        <TextField
          label={t('competencies.editor.norm')}
          value={norm}
          onChange={(event) => setNorm(event.target.value)}
          error={Boolean(missing.norm)}
          helperText={missing.norm ?? (range ? t('competencies.editor.normRange', { min: numberText(range.min), max: numberText(range.max) }) : undefined)}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': 'assign-skill-norm' } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      <PositionChoice
        label={t('competencies.bulk.positions')}
        options={positions.data ?? []}
        value={chosen}
        onChange={setChosen}
        error={missing.positions}
        testId="assign-skill-positions"
      />
    </FormDialog>
  );
}
