import type { Frequency, frequencyBodySchema, Period } from '@performa/contracts/api/setup';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { useFormDialog } from '../../../components/ui/use-form-dialog.ts';
import { useFieldErrorText } from '../../../lib/forms.ts';
import { roundResolver } from '../api/resolvers.ts';
import { useSaveRound } from '../api/save-round.ts';
import { DateRangeFields } from './date-range-fields.tsx';

/** The form holds the body as typed (z.input); its resolver gives the checked body (z.output). */
type Values = z.input<typeof frequencyBodySchema>;
type Body = z.output<typeof frequencyBodySchema>;
const FIELDS = ['name', 'start_date', 'end_date'] as const;

/** Creates or changes a round of a period; its dates must lie inside the period (the server says so at the fields). */
export function RoundDialog({ period, round, onClose }: { period: Period; round: Frequency | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const save = useSaveRound();
  const { register, errors, dialog } = useFormDialog<Values, Body>(
    {
      resolver: roundResolver,
      defaultValues: round
        ? { period_id: period.id, name: round.name, start_date: round.start_date, end_date: round.end_date }
        : { period_id: period.id, name: '', start_date: period.start_date, end_date: period.end_date },
    },
    FIELDS,
    async (body) => {
      await save.mutateAsync({ id: round?.id, body });
      return t(round ? 'common.saved' : 'periods.rounds.created');
    },
    { onClose },
  );

  return (
    <FormDialog
      {...dialog}
      title={round ? t('periods.rounds.editTitle', { name: round.name }) : t('periods.rounds.newTitle', { period: period.name })}
      creates={!round}
      testId="round-dialog"
    >
      <DateRangeFields
        name={register('name')}
        start={register('start_date')}
        end={register('end_date')}
        errors={{ name: errorText(errors.name), start: errorText(errors.start_date), end: errorText(errors.end_date) }}
        testId="round"
      />
    </FormDialog>
  );
}
