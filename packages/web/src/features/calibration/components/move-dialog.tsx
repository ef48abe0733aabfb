import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { NINE_BOX_CELLS, type NineBoxCell } from '@performa/contracts/api/results';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { ReasonField, useCalibrateDialog } from './adjust-dialog.tsx';
import { levelsOf } from './format.ts';

export interface MovePerson {
  id: number;
  full_name: string;
  /** The box the person is in now. */
  cell: NineBoxCell;
  /** Placed there by calibration, not by the scores. */
  moved: boolean;
}

/** "Results high · behaviour medium". */
export function useCellText() {
  const { t } = useTranslation();
  return (cell: NineBoxCell) => {
    const [goal, skill] = levelsOf(cell);
    return t('calibration.nineBox.cell', { goal: t(`calibration.nineBox.levels.${goal}`), skill: t(`calibration.nineBox.levels.${skill}`) });
  };
}

const COMPUTED = 'computed';
/** The boxes from the best (high results, high behaviour) down. */
const CHOICES = [...NINE_BOX_CELLS].reverse();

/** Move a person to another 9-box cell, or back to the cell of their scores (docs/product.md §5.7); with a reason. */
export function MoveDialog({ round, person, onClose }: { round: number; person: MovePerson; onClose: () => void }) {
  const { t } = useTranslation();
  const cellText = useCellText();
  const [choice, setChoice] = useState<NineBoxCell | typeof COMPUTED | ''>('');
  const [reason, setReason] = useState('');
  const { errors, dialog } = useCalibrateDialog(
    onClose,
    // No box chosen: the contract's refinement reports it as required.
    () => ({ frequency_id: round, employee_id: person.id, ...(choice === '' ? {} : { box: choice === COMPUTED ? null : choice }), reason }),
    t('calibration.move.done', { name: person.full_name }),
  );
  return (
    <FormDialog {...dialog} title={t('calibration.move.title', { name: person.full_name })} submitLabel={t('calibration.move.submit')} testId="move-dialog">
      <Typography variant="body2" color="text.secondary">
        {t('calibration.move.current', { cell: cellText(person.cell) })}
      </Typography>
      <RadioGroup
        aria-label={t('calibration.move.box')}
        value={choice}
        onChange={(event) => setChoice(event.target.value as NineBoxCell | typeof COMPUTED)}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 1 }}
      >
        {CHOICES.map((cell) => (
          <FormControlLabel
            key={cell}
            value={cell}
            disabled={cell === person.cell}
            control={<Radio size="small" slotProps={{ input: { 'data-testid': `move-dialog-cell-${cell}` } as object }} />}
            label={cellText(cell)}
          />
        ))}
        {person.moved && (
          <FormControlLabel
            value={COMPUTED}
            control={<Radio size="small" slotProps={{ input: { 'data-testid': 'move-dialog-computed' } as object }} />}
            label={t('calibration.move.computed')}
          />
        )}
      </RadioGroup>
      {(errors.box ?? errors.after_calibration_score) && (
        <Typography variant="body2" color="error" data-testid="move-dialog-box-error">
          {errors.box ?? errors.after_calibration_score}
        </Typography>
      )}
      <ReasonField label={t('calibration.move.reason')} value={reason} onChange={setReason} error={errors.reason} testId="move-dialog-reason" />
    </FormDialog>
  );
}
