import Chip from '@mui/material/Chip';
import type { PeriodState } from '@performa/contracts/api/setup';
import { useTranslation } from 'react-i18next';

const COLORS = { past: 'default', current: 'success', future: 'info' } as const;

/** Past, current or future: a period's or a round's state from today's date. */
export function StateChip({ state, testId }: { state: PeriodState; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" label={t(`periods.state.${state}`)} color={COLORS[state]} variant={state === 'current' ? 'filled' : 'outlined'} data-testid={testId} />
  );
}
