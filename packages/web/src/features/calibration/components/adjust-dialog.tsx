import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CalibrateBody } from '@performa/contracts/api/results';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import type { FormDialogSubmit } from '../../../components/ui/use-form-dialog.ts';
import { useCalibrateForm } from './calibrate-form.ts';
import { numberText, scoreText } from '../../../lib/numbers.ts';

/** Whom an adjustment is about: from the 9-box (the score that counts) or the people list (final and after-calibration). */
export interface AdjustPerson {
  id: number;
  full_name: string;
  score: number | null;
  final_score?: number | null;
  after_calibration_score?: number | null;
}

/**
 * The send of an adjust or move dialog (useCalibrateForm): when the dialog is sent, `body` gives what
 * to send and `doneText` the success toast; `maxScore` bounds an after-calibration score. Answers the
 * fields' errors and `dialog`, FormDialog's part.
 */
export function useCalibrateDialog(onClose: () => void, body: () => CalibrateBody, doneText: string, maxScore?: number) {
  const form = useCalibrateForm(onClose, maxScore);
  const dialog: FormDialogSubmit = {
    onSubmit: (event) => {
      event.preventDefault();
      form.send(body(), doneText);
    },
    onClose,
    busy: form.busy,
    failure: form.failure,
  };
  return { errors: form.errors, dialog };
}

/** The reason of an adjustment or a move: required, kept in the audit trail. */
export function ReasonField({
  label,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  testId: string;
}) {
  return (
    <TextField
      label={label}
      value={value}
      required
      multiline
      minRows={2}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': testId } }}
    />
  );
}

/**
 * Adjust a person's score (docs/product.md §5.7): a new after-calibration score, from 0 to `maxScore` (the
 * calibration view's max_calibrated_score: the project's maximum achievement × 100, as the server checks it),
 * or back to the final score; always with a reason, kept in the audit trail.
 */
export function AdjustDialog({ round, person, maxScore, onClose }: { round: number; person: AdjustPerson; maxScore: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [score, setScore] = useState(person.after_calibration_score != null ? String(person.after_calibration_score) : '');
  const [revert, setRevert] = useState(false);
  const [reason, setReason] = useState('');
  const { errors, dialog } = useCalibrateDialog(
    onClose,
    () => ({ frequency_id: round, employee_id: person.id, after_calibration_score: revert ? null : score, reason }),
    t('calibration.adjust.done', { name: person.full_name }),
    maxScore,
  );
  return (
    <FormDialog
      {...dialog}
      title={t('calibration.adjust.title', { name: person.full_name })}
      submitLabel={t('calibration.adjust.submit')}
      testId="adjust-dialog"
    >
      <Typography variant="body2" color="text.secondary" data-testid="adjust-dialog-scores">
        {person.final_score !== undefined
          ? `${t('calibration.adjust.final', { score: scoreText(person.final_score) })} · ${t('calibration.adjust.current', { score: scoreText(person.after_calibration_score) })}`
          : t('calibration.adjust.final', { score: scoreText(person.score) })}
      </Typography>
      <TextField
        label={t('calibration.adjust.score')}
        value={revert ? '' : score}
        disabled={revert}
        onChange={(event) => setScore(event.target.value)}
        error={Boolean(errors.after_calibration_score)}
        helperText={errors.after_calibration_score ?? t('calibration.adjust.scoreRange', { max: numberText(maxScore) })}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'adjust-dialog-score' } }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={revert}
            onChange={(event) => setRevert(event.target.checked)}
            slotProps={{ input: { 'data-testid': 'adjust-dialog-revert' } as object }}
          />
        }
        label={t('calibration.adjust.revert')}
      />
      <ReasonField label={t('calibration.adjust.reason')} value={reason} onChange={setReason} error={errors.reason} testId="adjust-dialog-reason" />
    </FormDialog>
  );
}
