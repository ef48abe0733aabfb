import type { EvaluationRound, MyEvaluation } from '@performa/contracts/api/evaluations';

export interface RoundGroup {
  round: EvaluationRound;
  evaluations: MyEvaluation[];
  completed: number;
}

const byName = (a: MyEvaluation, b: MyEvaluation) => a.evaluatee.full_name.localeCompare(b.evaluatee.full_name) || a.kind.localeCompare(b.kind) || a.id - b.id;

/**
 * The evaluator's list by round (docs/product.md §5.5): rounds with something left to do first, the
 * nearest deadline first; then finished rounds, the latest first. Inside a round, what is left to do
 * comes before what is done, each by the evaluatee's name.
 */
export function groupByRound(evaluations: readonly MyEvaluation[]): RoundGroup[] {
  const groups = new Map<number, RoundGroup>();
  for (const evaluation of evaluations) {
    const group = groups.get(evaluation.round.id) ?? { round: evaluation.round, evaluations: [], completed: 0 };
    group.evaluations.push(evaluation);
    if (evaluation.completed) group.completed += 1;
    groups.set(evaluation.round.id, group);
  }
  for (const group of groups.values()) group.evaluations.sort((a, b) => Number(a.completed) - Number(b.completed) || byName(a, b));
  const open = (group: RoundGroup) => group.completed < group.evaluations.length;
  return [...groups.values()].sort((a, b) => {
    if (open(a) !== open(b)) return open(a) ? -1 : 1;
    const byEnd = a.round.end_date.localeCompare(b.round.end_date);
    return (open(a) ? byEnd : -byEnd) || a.round.id - b.round.id;
  });
}

export type EvaluationStatus = 'completed' | 'locked' | 'started' | 'notStarted';

/** What the list says of one evaluation: completed, closed (outside the round's dates), in progress, or not started. */
export function statusOf(evaluation: MyEvaluation): EvaluationStatus {
  if (evaluation.completed) return 'completed';
  if (!evaluation.editable) return 'locked';
  return evaluation.started ? 'started' : 'notStarted';
}
