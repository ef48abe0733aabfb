import TextField from '@mui/material/TextField';
import type { Period, periodBodySchema } from '@performa/contracts/api/setup';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { useFormDialog } from '../../../components/ui/use-form-dialog.ts';
import { useFieldErrorText } from '../../../lib/forms.ts';
import { periodResolver } from '../api/resolvers.ts';
import { useSavePeriod } from '../api/save-period.ts';
import { DateRangeFields } from './date-range-fields.tsx';

/** The form holds the body as typed (z.input); its resolver gives the checked body (z.output). */
type Values = z.input<typeof periodBodySchema>;
type Body = z.output<typeof periodBodySchema>;
const FIELDS = ['number', 'name', 'start_date', 'end_date'] as const;

/** Creates a period (an empty number takes the next free one) or changes one; the server's field errors land at the fields. */
export function PeriodDialog({ period, onClose }: { period: Period | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const save = useSavePeriod();
  const { register, errors, dialog } = useFormDialog<Values, Body>(
    {
      resolver: periodResolver,
      defaultValues: period
        ? { number: period.number, name: period.name, start_date: period.start_date, end_date: period.end_date }
        : { number: null, name: '', start_date: '', end_date: '' },
    },
    FIELDS,
    async (body) => {
      await save.mutateAsync({ id: period?.id, body });
      return t(period ? 'common.saved' : 'periods.created');
    },
    { onClose },
  );

  return (
    <FormDialog {...dialog} title={period ? t('periods.editTitle', { name: period.name }) : t('periods.newTitle')} creates={!period} testId="period-dialog">
      <TextField
        {...register('number', { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) })}
        type="number"
        fullWidth
        label={t('periods.fields.number')}
        error={Boolean(errors.number)}
        helperText={errorText(errors.number) ?? t('periods.numberHint')}
        slotProps={{ htmlInput: { min: 1, step: 1, 'data-testid': 'period-number' } }}
      />
      <DateRangeFields
        name={register('name')}
        start={register('start_date')}
        end={register('end_date')}
        errors={{ name: errorText(errors.name), start: errorText(errors.start_date), end: errorText(errors.end_date) }}
        testId="period"
      />
    </FormDialog>
  );
}
