import Chip from '@mui/material/Chip';
import type { Evaluation } from '@performa/contracts/api/evaluations';
import { useTranslation } from 'react-i18next';

export type EvaluationStatus = 'terminated' | 'completed' | 'inProgress' | 'active' | 'inactive';

/** Where an evaluation stands (docs/product.md §5.1): terminated, completed, started, activated, or not activated yet. */
export function statusOf(e: Pick<Evaluation, 'terminated' | 'completed' | 'started' | 'active'>): EvaluationStatus {
  if (e.terminated) return 'terminated';
  if (e.completed) return 'completed';
  if (!e.active) return 'inactive';
  return e.started ? 'inProgress' : 'active';
}

const COLORS = { terminated: 'default', completed: 'success', inProgress: 'info', active: 'primary', inactive: 'warning' } as const;

/** The status as a small chip. */
export function StatusChip({ evaluation, testId }: { evaluation: Parameters<typeof statusOf>[0]; testId?: string }) {
  const { t } = useTranslation();
  const status = statusOf(evaluation);
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`evaluations.status.${status}`)} data-testid={testId} />;
}

/** A timestamp or date as its day (YYYY-MM-DD), or a dash. */
export const dayOf = (value: string | null | undefined) => (value ? value.slice(0, 10) : '—');

/** A timestamp as day and minute ("2026-03-01 14:05"). */
export const momentOf = (value: string) => value.replace('T', ' ').slice(0, 16);

/** A rating, target, actual or weight as people read it (at most two decimals, the reader's separators), and a score with two. */
export { numberText as formatNumber, scoreText as formatScore } from '../../../lib/numbers.ts';
