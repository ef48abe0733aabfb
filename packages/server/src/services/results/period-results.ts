import type { RoundResult, WeightsInUse } from '@performa/contracts/api/results';
import type { ServiceContext } from '../context.ts';
import { skillResults, type RoundSkills, type SkillResults } from './employee-skills.ts';
import { NO_RESULT, presentScores, resultRound, resultScales, roundsWithResults, type ResultScales, type RoundRow, type StoredResult } from './person.ts';
import { partyWeightsOf, weightsInUse } from './weights-in-use.ts';
import { roundVisible, type PersonView } from './visibility.ts';

/**
 * What the performance card and the employee's result pages read of one period (docs/product.md §7.6,
 * §8.8.1, §8.10): its rounds with the stored scores, the scales, the weights in use and the competencies
 * with the parties, and each round's result as the viewer sees it.
 */

/** One round's result as the viewer sees it. */
function roundResult(view: PersonView, round: RoundRow, stored: StoredResult, scales: ResultScales, skills: RoundSkills | undefined): RoundResult {
  const visible = roundVisible(view, round);
  return {
    round: resultRound(view, round),
    ...presentScores(view, visible, stored, scales),
    skill_done: stored.skillDone,
    skill_total: stored.skillTotal,
    goal_done: stored.goalDone,
    goal_total: stored.goalTotal,
    parties: visible ? (skills?.parties ?? []) : [],
  };
}

/** What periodResults reads of a period for the viewer. */
export interface PeriodResults {
  rounds: RoundRow[];
  scales: ResultScales;
  results: Map<number, StoredResult>;
  weights: WeightsInUse;
  skills: SkillResults;
}

/**
 * The rounds of a period with their stored results, the scales, the weights in use and the competencies with the parties, for
 * the viewer: the rounds with the results, the scales and the weights side by side, then the competencies (which read the
 * rounds the viewer sees).
 */
export async function periodResults(ctx: ServiceContext, view: PersonView, periodId: number): Promise<PeriodResults> {
  const runner = ctx.deps.db;
  const [{ rounds, results }, scales, weights] = await Promise.all([
    roundsWithResults(runner, view.projectId, view.employee.id, periodId),
    resultScales(ctx),
    weightsInUse(ctx, view.employee.id),
  ]);
  const skills = await skillResults(runner, view, periodId, rounds, scales.ratingTop, partyWeightsOf(weights));
  return { rounds, scales, results, weights, skills };
}

/** Each round's result of the period as the viewer sees it. */
export function roundResults(
  view: PersonView,
  { rounds, results, scales, skills }: Pick<PeriodResults, 'rounds' | 'results' | 'scales' | 'skills'>,
): RoundResult[] {
  return rounds.map((round) => roundResult(view, round, results.get(round.id) ?? NO_RESULT, scales, skills.rounds.get(round.id)));
}
