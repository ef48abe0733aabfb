import DialogContentText from '@mui/material/DialogContentText';
import type { CopyMode } from '@performa/contracts/api/competencies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { RadioChoice } from '../../../components/ui/radio-choice.tsx';
import { useSubmitAction } from '../../../hooks/use-submit-action.ts';
import { refusalText } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { useCopyPositionSkills } from '../api/copy-position-skills.ts';
import { usePositionSummaries } from '../api/get-position-summaries.ts';
import { PositionChoice } from './position-choice.tsx';

/**
 * Copies a position's saved list (weights and norms) to other positions (docs/product.md §3.5): merge
 * (the default: nothing is removed, this list's weight and norm win) or replace. The server refuses the
 * whole copy when a position's list would pass 100 %.
 */
export function CopySkillsDialog({ source, onClose }: { source: { id: number; name: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const positions = usePositionSummaries();
  const copy = useCopyPositionSkills();
  const [chosen, setChosen] = useState<number[]>([]);
  const [mode, setMode] = useState<CopyMode>('merge');
  const [missing, setMissing] = useState<string | undefined>();

  const { onSubmit, busy, failure } = useSubmitAction(async () => {
    if (chosen.length === 0) return setMissing(t('validation.required'));
    setMissing(undefined);
    const saved = await copy.mutateAsync({ from_position_id: source.id, position_ids: chosen, mode });
    notify.success(t('competencies.bulk.copied', { count: saved.length }));
    onClose();
  }, refusalText);

  return (
    <FormDialog
      title={t('competencies.bulk.copyTitle', { name: source.name })}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={busy}
      failure={failure}
      testId="copy-skills-dialog"
      submitLabel={t('competencies.bulk.copySubmit')}
      maxWidth="md"
    >
      <DialogContentText>{t('competencies.bulk.copyHelp')}</DialogContentText>
      <PositionChoice
        label={t('competencies.bulk.positions')}
        options={(positions.data ?? []).filter((p) => p.id !== source.id)}
        value={chosen}
        onChange={setChosen}
        error={missing}
        testId="copy-skills-positions"
      />
      <RadioChoice
        label={t('competencies.bulk.mode')}
        value={mode}
        onChange={setMode}
        row={false}
        testId="copy-skills-mode"
        options={[
          ['merge', t('competencies.bulk.merge')],
          ['replace', t('competencies.bulk.replace')],
        ]}
      />
    </FormDialog>
  );
}
