import type { CopyMode } from '@performa/contracts/api/competencies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { RadioChoice } from '../../../components/ui/radio-choice.tsx';
import { useActionDialog } from '../../../components/ui/use-form-dialog.ts';
import { refusalText } from '../../../lib/error-message.ts';
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

  const dialog = useActionDialog(
    async () => {
      if (chosen.length === 0) return setMissing(t('validation.required'));
      setMissing(undefined);
      const saved = await copy.mutateAsync({ from_position_id: source.id, position_ids: chosen, mode });
      return t('competencies.bulk.copied', { count: saved.length });
    },
    onClose,
    refusalText,
  );

  return (
    <FormDialog
      {...dialog}
      title={t('competencies.bulk.copyTitle', { name: source.name })}
      intro={t('competencies.bulk.copyHelp')}
      submitLabel={t('competencies.bulk.copySubmit')}
      testId="copy-skills-dialog"
      maxWidth="md"
    >
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
