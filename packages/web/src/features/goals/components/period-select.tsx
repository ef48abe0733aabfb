import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { PeriodOption } from '@performa/contracts/api/setup';
import { useTranslation } from 'react-i18next';

/** The period whose goals are shown. */
export function PeriodSelect({ periods, value, onChange }: { periods: PeriodOption[]; value: number | null; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('goals.period')}
      value={value ?? ''}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 220, alignSelf: 'flex-start' }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'goals-period' } as object } }}
    >
      {periods.map((period) => (
        <MenuItem key={period.id} value={period.id} data-testid={`goals-period-option-${period.id}`}>
          {period.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
