import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { displaySum } from '@performa/contracts/api/weights';
import type { MessageKey } from '@performa/contracts/i18n/translate';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../lib/forms.ts';
import { formatNumber } from '../../../lib/numbers.ts';
import { parseWeight } from './weight-format.ts';

export interface WeightInput {
  name: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
}

export interface WeightGridProps {
  inputs: WeightInput[];
  /** The typed values that are summed, and the rule their sum must meet. */
  summed: unknown[];
  problem: (weights: readonly number[]) => MessageKey | null;
  /** The server's refusal of the set (its sum), shown in place of the live check. */
  serverMessage: string | null;
  testId: string;
}

/** Weight fields side by side with their live sum: the rule's message while it is not met. */
export function WeightGrid({ inputs, summed, problem, serverMessage, testId }: WeightGridProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const numbers = summed.map(parseWeight);
  const complete = numbers.every((n): n is number => n !== null);
  const total = displaySum(numbers.filter((n): n is number => n !== null));
  const live = complete ? problem(numbers) : null;
  const message = serverMessage ?? (live ? t(live) : null);

  return (
    <Box>
      {/* As many fields to a row as keep each label whole ("Подчинённый", "Самооценка"): the rest wrap below. */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))' }}>
        {inputs.map((input) => (
          <TextField
            key={input.name}
            {...input.registration}
            label={input.label}
            error={Boolean(input.error)}
            helperText={errorText(input.error) ?? input.hint}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': `${testId}-${input.name}` },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              // The label stays above the field, clear of the unit.
              inputLabel: { shrink: true },
            }}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }} aria-live="polite">
        <Typography variant="subtitle2" data-testid={`${testId}-sum`}>
          {t('weights.sum', { sum: formatNumber(total, { max: 3 }) })}
        </Typography>
        {message ? (
          <Typography variant="body2" color="error" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid={`${testId}-sum-message`}>
            <ErrorOutlineIcon fontSize="small" />
            {message}
          </Typography>
        ) : (
          complete && (
            <Typography variant="body2" color="success.dark" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <CheckCircleOutlineIcon fontSize="small" />
              {t('weights.sumOk')}
            </Typography>
          )
        )}
      </Box>
    </Box>
  );
}
