import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { EVALUATION_PARTIES, type EvaluationParty, type ProposalRow, type ProposedEvaluator } from '@performa/contracts/api/evaluations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordPickers } from '../../../components/record-pickers.tsx';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { refusalOf, type Refusal } from './proposal-changes.ts';

/** An edit of one evaluatee's proposed evaluators: a change of `replacing` (in its party), or an addition (`replacing` null). */
export interface ProposalEdit {
  row: ProposalRow;
  party: EvaluationParty;
  replacing: ProposedEvaluator | null;
}

/** Why an edit is refused, in words (refusalOf of proposal-changes.ts). */
export function useRefusalText() {
  const { t } = useTranslation();
  return (refusal: Refusal, evaluatee: string) =>
    refusal.reason === 'self'
      ? t('validation.selfEvaluation')
      : refusal.reason === 'twice'
        ? t('evaluations.bulk.refusals.twice', { evaluator: refusal.evaluator.full_name, evaluatee, party: t(`weights.parties.${refusal.party}`) })
        : t(`evaluations.bulk.refusals.${refusal.reason}`);
}

/**
 * Changes an evaluator of a bulk preview's row, or adds one to an evaluatee (docs/product.md §5.4): the
 * party (an addition), the new evaluator, and under it why the rule refuses them, if it does (Apply then
 * does nothing). A self evaluation's evaluator is the evaluatee.
 */
export function ProposalEditDialog({
  edit,
  onApply,
  onClose,
}: {
  edit: ProposalEdit;
  onApply: (party: EvaluationParty, evaluator: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { Employee } = useRecordPickers();
  const refusalText = useRefusalText();
  const { row, replacing } = edit;
  const [party, setParty] = useState(edit.party);
  const [chosen, setChosen] = useState<number | null>(null);
  const [required, setRequired] = useState(false);
  const evaluatee = row.evaluatee;
  const self = party === 'self';
  const evaluator = self ? evaluatee.id : chosen;
  const refusal = evaluator === null ? null : refusalOf(row, party, evaluator, replacing);
  const error = refusal ? refusalText(refusal, evaluatee.full_name) : required && evaluator === null ? t('validation.required') : undefined;

  return (
    <FormDialog
      title={replacing ? t('evaluations.bulk.edit.changeTitle', { name: evaluatee.full_name }) : t('evaluations.bulk.addFor', { name: evaluatee.full_name })}
      intro={replacing ? t('evaluations.bulk.edit.current', { evaluator: replacing.full_name, party: t(`weights.parties.${party}`) }) : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        setRequired(true);
        if (evaluator !== null && !refusal) onApply(party, evaluator);
      }}
      onClose={onClose}
      busy={false}
      submitLabel={t('evaluations.bulk.edit.apply')}
      testId="bulk-edit"
    >
      {!replacing && (
        <TextField
          select
          label={t('evaluations.create.party')}
          value={party}
          onChange={(event) => setParty(event.target.value as EvaluationParty)}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'bulk-edit-party' } as object } }}
        >
          {EVALUATION_PARTIES.map((p) => (
            <MenuItem key={p} value={p} data-testid={`bulk-edit-party-option-${p}`}>
              {t(`weights.parties.${p}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {self ? (
        <TextField label={t('evaluations.create.evaluator')} value={t('evaluations.create.selfEvaluator')} disabled error={Boolean(error)} helperText={error} />
      ) : (
        <Employee
          label={replacing ? t('evaluations.bulk.edit.evaluator') : t('evaluations.create.evaluator')}
          value={chosen}
          onChange={setChosen}
          error={Boolean(error)}
          helperText={error}
          testId="bulk-edit-evaluator"
        />
      )}
    </FormDialog>
  );
}
