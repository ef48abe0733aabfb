import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { EVALUATION_KINDS, EVALUATION_PARTIES, type EvaluationKind, type EvaluationParty } from '@performa/contracts/api/evaluations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { IdSelect } from '../../../components/ui/id-select.tsx';
import { RadioChoice } from '../../../components/ui/radio-choice.tsx';
import { useActionDialog } from '../../../components/ui/use-form-dialog.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useCreateEvaluation } from '../api/create-evaluation.ts';
import { useRecordPickers } from '../../../components/record-pickers.tsx';

const FIELDS = ['evaluatee_id', 'evaluator_id', 'party', 'frequency_id'] as const;
type Field = (typeof FIELDS)[number];

export interface CreateEvaluationDialogProps {
  /** The rounds of the shown period, and the one chosen on the screen. */
  rounds: ReadonlyArray<{ id: number; name: string }>;
  round: number;
  onClose: () => void;
}

/**
 * One evaluation by hand (docs/product.md §5.4): a skill evaluation (evaluatee, evaluator, party, round)
 * or a goal evaluation (evaluatee, round; the evaluator is the evaluatee's manager unless chosen).
 * It is created inactive. The server's field errors appear under their fields, other refusals
 * ('This evaluation already exists', 'First set all personal goals!') above them.
 */
export function CreateEvaluationDialog({ rounds, round: initialRound, onClose }: CreateEvaluationDialogProps) {
  const { t } = useTranslation();
  const { Employee } = useRecordPickers();
  const create = useCreateEvaluation();
  const [kind, setKind] = useState<EvaluationKind>('skill');
  const [evaluatee, setEvaluatee] = useState<number | null>(null);
  const [evaluator, setEvaluator] = useState<number | null>(null);
  const [party, setParty] = useState<EvaluationParty | null>(null);
  const [round, setRound] = useState<number | null>(initialRound);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const self = kind === 'skill' && party === 'self';
  const chosenEvaluator = self ? evaluatee : evaluator;

  /** A refusal: its field errors go under their fields; answers the other messages, shown above them. */
  const refusal = (error: unknown) => {
    if (!isApiError(error) || !error.fieldErrors) return errorMessage(error);
    const onFields: Partial<Record<Field, string>> = {};
    const rest: string[] = [];
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      if ((FIELDS as readonly string[]).includes(field)) onFields[field as Field] = messages.join(' ');
      else rest.push(...messages);
    }
    setErrors(onFields);
    return rest.join(' ');
  };

  const dialog = useActionDialog(
    async () => {
      const required = t('validation.required');
      const missing: Partial<Record<Field, string>> = {};
      if (evaluatee === null) missing.evaluatee_id = required;
      if (round === null) missing.frequency_id = required;
      if (kind === 'skill' && party === null) missing.party = required;
      if (kind === 'skill' && chosenEvaluator === null) missing.evaluator_id = required;
      setErrors(missing);
      if (Object.keys(missing).length > 0) return;
      const input =
        kind === 'skill'
          ? { kind, body: { frequency_id: round!, evaluatee_id: evaluatee!, evaluator_id: chosenEvaluator!, party: party! } }
          : { kind, body: { frequency_id: round!, evaluatee_id: evaluatee!, ...(evaluator !== null ? { evaluator_id: evaluator } : {}) } };
      await create.mutateAsync(input as Parameters<typeof create.mutateAsync>[0]);
      return t('evaluations.create.created');
    },
    onClose,
    refusal,
  );

  return (
    <FormDialog {...dialog} title={t('evaluations.create.title')} creates testId="create-evaluation">
      <RadioChoice
        label={t('evaluations.create.kind')}
        value={kind}
        onChange={(next) => {
          setKind(next);
          setErrors({});
        }}
        options={EVALUATION_KINDS.map((k) => [k, t(`evaluations.kinds.${k}`)] as const)}
        testId="create-evaluation-kind"
      />
      <Employee
        label={t('evaluations.create.evaluatee')}
        value={evaluatee}
        onChange={setEvaluatee}
        error={Boolean(errors.evaluatee_id)}
        helperText={errors.evaluatee_id}
        testId="create-evaluation-evaluatee"
      />
      {kind === 'skill' && (
        <TextField
          select
          label={t('evaluations.create.party')}
          value={party ?? ''}
          onChange={(event) => setParty(event.target.value as EvaluationParty)}
          error={Boolean(errors.party)}
          helperText={errors.party}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'create-evaluation-party' } as object } }}
        >
          {EVALUATION_PARTIES.map((p) => (
            <MenuItem key={p} value={p} data-testid={`create-evaluation-party-option-${p}`}>
              {t(`weights.parties.${p}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {self ? (
        <TextField
          label={t('evaluations.create.evaluator')}
          value={t('evaluations.create.selfEvaluator')}
          disabled
          helperText={errors.evaluator_id}
          error={Boolean(errors.evaluator_id)}
        />
      ) : (
        <Employee
          label={t('evaluations.create.evaluator')}
          placeholder={kind === 'goal' ? t('evaluations.create.managerByDefault') : undefined}
          value={evaluator}
          onChange={setEvaluator}
          error={Boolean(errors.evaluator_id)}
          helperText={errors.evaluator_id ?? (kind === 'goal' ? t('evaluations.create.managerByDefault') : undefined)}
          testId="create-evaluation-evaluator"
        />
      )}
      <IdSelect
        label={t('evaluations.round')}
        value={round}
        onChange={setRound}
        options={rounds}
        error={errors.frequency_id}
        required
        testId="create-evaluation-round"
      />
    </FormDialog>
  );
}
