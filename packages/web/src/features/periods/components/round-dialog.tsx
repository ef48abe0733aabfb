import type { Frequency, FrequencyBody, Period } from '@performa/contracts/api/setup';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { submitErrorMessages, useFieldErrorText } from '../../../lib/forms.ts';
import { notify } from '../../../lib/toast.ts';
import { roundResolver } from '../api/resolvers.ts';
import { useSaveRound } from '../api/save-round.ts';
import { DateRangeFields } from './date-range-fields.tsx';
import { FormDialog } from './form-dialog.tsx';

type Values = FrequencyBody;
const FIELDS = ['name', 'start_date', 'end_date'] as const;

/** Creates or changes a round of a period; its dates must lie inside the period (the server says so at the fields). */
export function RoundDialog({ period, round, onClose }: { period: Period; round: Frequency | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const save = useSaveRound();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: roundResolver as unknown as Resolver<Values>,
    defaultValues: round
      ? { period_id: period.id, name: round.name, start_date: round.start_date, end_date: round.end_date }
      : { period_id: period.id, name: '', start_date: period.start_date, end_date: period.end_date },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: round?.id, body });
      notify.success(t(round ? 'common.saved' : 'periods.rounds.created'));
      onClose();
    } catch (error) {
      const rest = submitErrorMessages(error, FIELDS, setError);
      if (rest.length) setFailure(rest.join(' '));
    }
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
