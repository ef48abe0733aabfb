import { roundHasEvaluations, type EmployeeResult } from '@performa/contracts/api/results';

type PeriodResult = EmployeeResult['periods'][number];

/** One point of the trend: a round the reader may see with its score, and its period's score at the period's last such round. */
export interface TrendPoint {
  period: string;
  round: string;
  roundScore: number;
  periodScore: number | null;
}

/** The periods worth a line: those in which anyone was to evaluate the person (the others have no result, now or later). */
export const evaluatedPeriods = (results: EmployeeResult) => results.periods.filter((p) => p.rounds.some(roundHasEvaluations));

/**
 * The trend of docs/product.md §7.9, oldest first: every round whose score the reader may see (released, or
 * shown before calibration, §5.6), and each period's score on the last of its rounds. The answer lists periods
 * newest first; their rounds are in order.
 */
export function trendOf(periods: readonly PeriodResult[]): TrendPoint[] {
  return [...periods].reverse().flatMap((result) => {
    const scored = result.rounds.filter((r) => r.round.visible && roundHasEvaluations(r) && r.score !== null);
    return scored.map((r, index) => ({
      period: result.period.name,
      round: r.round.name,
      roundScore: r.score!,
      periodScore: index === scored.length - 1 ? result.period_score : null,
    }));
  });
}
