import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { CADENCES, type Cadence, type Period } from '@performa/contracts/api/setup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { RadioChoice } from '../../../components/ui/radio-choice.tsx';
import { useActionDialog } from '../../../components/ui/use-form-dialog.ts';
import { useGenerateRounds } from '../api/generate-rounds.ts';

/**
 * Generates a period's rounds for a cadence: consecutive spans of 1, 3, 6 or 12 months from its start.
 * A period that has rounds keeps them unless "replace" is ticked (the server refuses otherwise).
 */
export function GenerateRoundsDialog({ period, onClose }: { period: Period; onClose: () => void }) {
  const { t } = useTranslation();
  const generate = useGenerateRounds();
  const [cadence, setCadence] = useState<Cadence>('quarterly');
  const [replace, setReplace] = useState(false);
  const hasRounds = period.frequency_count > 0;

  const dialog = useActionDialog(async () => {
    const rounds = await generate.mutateAsync({ period_id: period.id, cadence, replace });
    return t('periods.generate.done', { count: rounds.length });
  }, onClose);

  return (
    <FormDialog {...dialog} title={t('periods.generate.title', { period: period.name })} submitLabel={t('periods.generate.submit')} testId="generate-dialog">
      <RadioChoice
        label={t('periods.generate.cadence')}
        value={cadence}
        onChange={setCadence}
        row={false}
        optionTestId={(c) => `generate-cadence-${c}`}
        options={CADENCES.map((c) => [c, t(`periods.generate.cadences.${c}`)] as const)}
      />
      <Typography variant="body2" color="text.secondary">
        {t('periods.generate.hint')}
      </Typography>
      {hasRounds && (
        <>
          <Alert severity="warning">{t('periods.generate.existing', { count: period.frequency_count })}</Alert>
          <FormControlLabel
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
