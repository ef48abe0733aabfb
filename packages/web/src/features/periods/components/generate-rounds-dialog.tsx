import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { CADENCES, type Cadence, type Period } from '@performa/contracts/api/setup';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { useGenerateRounds } from '../api/generate-rounds.ts';
import { FormDialog } from './form-dialog.tsx';

/**
 * Generates a period's rounds for a cadence: consecutive spans of 1, 3, 6 or 12 months from its start.
 * A period that has rounds keeps them unless "replace" is ticked (the server refuses otherwise).
 */
export function GenerateRoundsDialog({ period, onClose }: { period: Period; onClose: () => void }) {
  const { t } = useTranslation();
  const generate = useGenerateRounds();
  const [cadence, setCadence] = useState<Cadence>('quarterly');
  const [replace, setReplace] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const hasRounds = period.frequency_count > 0;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    try {
      const rounds = await generate.mutateAsync({ period_id: period.id, cadence, replace });
      notify.success(t('periods.generate.done', { count: rounds.length }));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <FormDialog
      title={t('periods.generate.title', { period: period.name })}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      busy={generate.isPending}
      failure={failure}
      submitLabel={t('periods.generate.submit')}
      testId="generate-dialog"
    >
      <FormControl>
        <FormLabel id="generate-cadence">{t('periods.generate.cadence')}</FormLabel>
        <RadioGroup aria-labelledby="generate-cadence" value={cadence} onChange={(event) => setCadence(event.target.value as Cadence)}>
          {CADENCES.map((c) => (
            <FormControlLabel
              key={c}
              value={c}
              control={<Radio slotProps={{ input: { 'data-testid': `generate-cadence-${c}` } as object }} />}
              label={t(`periods.generate.cadences.${c}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('periods.generate.hint')}
      </Typography>
      {hasRounds && (
        <>
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('periods.generate.existing', { count: period.frequency_count })}
          </Alert>
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox
                checked={replace}
                onChange={(event) => setReplace(event.target.checked)}
                slotProps={{ input: { 'data-testid': 'generate-replace' } as object }}
              />
            }
            label={t('periods.generate.replace')}
          />
        </>
      )}
    </FormDialog>
  );
}
