import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_CALIBRATED_SCORE } from '@performa/contracts/api/results';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { useCalibrateForm } from './calibrate-form.ts';
import { scoreText } from '../../../lib/numbers.ts';

/** Whom an adjustment is about: from the 9-box (the score that counts) or the people list (final and after-calibration). */
export interface AdjustPerson {
  id: number;
  full_name: string;
  score: number | null;
  final_score?: number | null;
  after_calibration_score?: number | null;
}

/**
 * Adjust a person's score (docs/product.md §5.7): a new after-calibration score (0–200), or back to the
 * final score; always with a reason, kept in the audit trail.
 */
export function AdjustDialog({ round, person, onClose }: { round: number; person: AdjustPerson; onClose: () => void }) {
  const { t } = useTranslation();
  const [score, setScore] = useState(person.after_calibration_score != null ? String(person.after_calibration_score) : '');
  const [revert, setRevert] = useState(false);
  const [reason, setReason] = useState('');
  const form = useCalibrateForm(onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send(
      { frequency_id: round, employee_id: person.id, after_calibration_score: revert ? null : score, reason },
      t('calibration.adjust.done', { name: person.full_name }),
    );
  };
  return (
    <FormDialog
      title={t('calibration.adjust.title', { name: person.full_name })}
      onSubmit={submit}
      onClose={onClose}
      busy={form.busy}
      failure={form.failure}
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
        error={Boolean(form.errors.after_calibration_score)}
        helperText={form.errors.after_calibration_score ?? `0 – ${MAX_CALIBRATED_SCORE}`}
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
      <TextField
        label={t('calibration.adjust.reason')}
        value={reason}
        required
        multiline
        minRows={2}
        onChange={(event) => setReason(event.target.value)}
        error={Boolean(form.errors.reason)}
        helperText={form.errors.reason}
        slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'adjust-dialog-reason' } }}
      />
    </FormDialog>
  );
}
