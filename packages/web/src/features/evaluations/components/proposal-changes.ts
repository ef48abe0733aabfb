import type { EvaluationParty, ProposalChange } from '@performa/contracts/api/evaluations';

const same = (a: ProposalChange, b: Omit<ProposalChange, 'action'>) =>
  a.evaluatee_id === b.evaluatee_id && a.evaluator_id === b.evaluator_id && a.party === b.party;

/**
 * The admin's changes to a bulk proposal with one more: a change that undoes an earlier one (removing an
 * evaluator the admin added, adding back one they removed) cancels it, and a repeated one is kept once,
 * so the list stays the smallest that says what the admin wants.
 */
export function withChange(changes: readonly ProposalChange[], change: ProposalChange): ProposalChange[] {
  const earlier = changes.find((c) => same(c, change));
  if (earlier?.action === change.action) return [...changes];
  if (earlier) return changes.filter((c) => c !== earlier);
  return [...changes, change];
}

/** Swapping an evaluator: the old one removed, the new one added (in the same party). */
export function withSwap(changes: readonly ProposalChange[], evaluatee: number, party: EvaluationParty, from: number, to: number): ProposalChange[] {
  const removed = withChange(changes, { evaluatee_id: evaluatee, evaluator_id: from, party, action: 'remove' });
  return withChange(removed, { evaluatee_id: evaluatee, evaluator_id: to, party, action: 'add' });
}
