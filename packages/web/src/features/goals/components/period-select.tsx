import type { PeriodOption } from '@performa/contracts/api/setup';
import { useTranslation } from 'react-i18next';
import { IdSelect } from '../../../components/ui/id-select.tsx';

/** The period whose goals are shown. */
export function PeriodSelect({ periods, value, onChange }: { periods: PeriodOption[]; value: number | null; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <IdSelect
      size="small"
      label={t('goals.period')}
      value={value}
      onChange={(id) => id !== null && onChange(id)}
      options={periods}
      sx={{ minWidth: 220, alignSelf: 'flex-start' }}
      testId="goals-period"
    />
  );
}
