import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { PersonalGoal, RoundTotal } from '@performa/contracts/api/goals';
import { goalOverall, roundScore } from '@performa/contracts/scoring';
import { useTranslation } from 'react-i18next';
import { numberText } from '../../../lib/numbers.ts';

/**
 * A round's goal overall so far (docs/product.md §4.5, by the shared scoring core): the weighted mean
 * of the scores of the goals that apply to it and can be scored yet; null while none can.
 */
export function roundOverall(round: RoundTotal, goals: readonly PersonalGoal[]): number | null {
  const applying = goals.filter((g) => round.frequency_id === null || g.frequency === null || g.frequency.id === round.frequency_id);
  return goalOverall(applying.map((g) => ({ weight: g.weight, score: g.score })));
}

/**
 * The rounds whose goal weights do not add up to 100, by name (docs/product.md §3.10): each round is judged
 * on its own (its goals and those of every round); a period without rounds is one whole and has no name.
 */
export const incompleteRounds = (rounds: readonly RoundTotal[]) =>
  rounds
    .filter((r) => !r.complete && r.frequency_id !== null)
    .map((r) => r.name)
    .join(', ');

/** The weight total of each round as a bar (green at exactly 100, amber below), and its goal score so far. */
export function RoundTotals({ rounds, goals }: { rounds: RoundTotal[]; goals: readonly PersonalGoal[] }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
      aria-label={t('goals.totals.title')}
      data-testid="round-totals"
    >
      {rounds.map((round) => (
        <Box key={round.frequency_id ?? 'period'} data-testid={`round-total-${round.frequency_id ?? 'period'}`}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {round.name || t('goals.totals.wholePeriod')}
            </Typography>
            <Typography variant="body2" color={round.complete ? 'success.dark' : 'warning.dark'} sx={{ whiteSpace: 'nowrap' }}>
              {t('goals.totals.value', { total: numberText(round.total) })}
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={Math.min(round.total, 100)}
            color={round.complete ? 'success' : 'warning'}
            aria-label={`${round.name || t('goals.totals.wholePeriod')}: ${t('goals.totals.value', { total: numberText(round.total) })}`}
            sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
          />
          <RoundScore score={roundOverall(round, goals)} testId={`round-score-${round.frequency_id ?? 'period'}`} />
        </Box>
      ))}
    </Box>
  );
}

function RoundScore({ score, testId }: { score: number | null; testId: string }) {
  const { t } = useTranslation();
  if (score === null) return null;
  return (
    <Typography variant="caption" color="text.secondary" data-testid={testId}>
      {t('goals.totals.score', { score: numberText(roundScore(score)) })}
    </Typography>
  );
}
