import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface DateRangeFieldsProps {
  /** The registered name, start_date and end_date inputs of the form. */
  name: UseFormRegisterReturn;
  start: UseFormRegisterReturn;
  end: UseFormRegisterReturn;
  /** Their error texts. */
  errors: { name?: string; start?: string; end?: string };
  /** Test id prefix: `<prefix>-name`, `<prefix>-start`, `<prefix>-end`. */
  testId: string;
}

/** A name with start and end dates: the fields periods and rounds share. */
export function DateRangeFields({ name, start, end, errors, testId }: DateRangeFieldsProps) {
  const { t } = useTranslation();
  const date = (field: UseFormRegisterReturn, label: string, error: string | undefined, id: string) => (
    <TextField
      {...field}
      type="date"
      fullWidth
      label={label}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': id } }}
    />
  );
  return (
    <>
      <TextField
        {...name}
        autoFocus
        fullWidth
        label={t('periods.fields.name')}
        error={Boolean(errors.name)}
        helperText={errors.name}
        slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `${testId}-name` } }}
      />
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2.5 }}>
        {date(start, t('periods.fields.startDate'), errors.start, `${testId}-start`)}
        {date(end, t('periods.fields.endDate'), errors.end, `${testId}-end`)}
      </Box>
    </>
  );
}
