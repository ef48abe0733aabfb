import type { Frequency, FrequencyBody, Period } from '@performa/contracts/api/setup';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { useFieldErrorText, useFormSubmit } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { roundResolver } from '../api/resolvers.ts';
import { useSaveRound } from '../api/save-round.ts';
import { DateRangeFields } from './date-range-fields.tsx';

type Values = FrequencyBody;
const FIELDS = ['name', 'start_date', 'end_date'] as const;

/** Creates or changes a round of a period; its dates must lie inside the period (the server says so at the fields). */
export function RoundDialog({ period, round, onClose }: { period: Period; round: Frequency | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const save = useSaveRound();
  const form = useForm<Values>({
    resolver: roundResolver as unknown as Resolver<Values>,
    defaultValues: round
      ? { period_id: period.id, name: round.name, start_date: round.start_date, end_date: round.end_date }
      : { period_id: period.id, name: '', start_date: period.start_date, end_date: period.end_date },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit, failure } = useFormSubmit(form, FIELDS, async (body) => {
    await save.mutateAsync({ id: round?.id, body });
    notify.success(t(round ? 'common.saved' : 'periods.rounds.created'));
    onClose();
  });

  return (
    <FormDialog
      title={round ? t('periods.rounds.editTitle', { name: round.name }) : t('periods.rounds.newTitle', { period: period.name })}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={isSubmitting}
      failure={failure}
      submitLabel={round ? t('common.save') : t('common.create')}
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
