import {
  EVALUATION_PARTIES,
  type EvaluationKind,
  type EvaluationParty,
  type EvaluationPerson,
  type ProposalChange,
  type ProposalRow,
  type ProposedEvaluator,
} from '@performa/contracts/api/evaluations';

/**
 * The admin's edits of a bulk proposal (docs/product.md §5.4), the one place where they are applied: the
 * proposal's rows as the preview's table lines (one per proposed evaluation), the rule every edit
 * follows (a per-row change or addition, and the bulk replacement), and the list of changes the preview
 * and the creation send, kept the smallest that says what the admin wants. Pure functions.
 */

/** One line of the preview's table: one evaluation bulk creation would create (or skip: `exists`), or a goal evaluation that gets none. */
export interface ProposalLine {
  key: string;
  evaluatee: EvaluationPerson;
  kind: EvaluationKind;
  party: EvaluationParty;
  /** Null: a goal evaluation without an evaluator (`problem` says why). */
  evaluator: ProposedEvaluator | null;
  problem: string | null;
}

/** The lines of one evaluatee: the competency evaluations party by party, then the goal evaluation (the manager's party). */
export function proposalLines(row: ProposalRow, kinds: readonly EvaluationKind[]): ProposalLine[] {
  const id = row.evaluatee.id;
  const lines: ProposalLine[] = EVALUATION_PARTIES.flatMap((party) =>
    row.parties[party].map((evaluator) => ({
      key: `${id}-skill-${party}-${evaluator.id}`,
      evaluatee: row.evaluatee,
      kind: 'skill' as const,
      party,
      evaluator,
      problem: null,
    })),
  );
  if (kinds.includes('goal'))
    lines.push({ key: `${id}-goal`, evaluatee: row.evaluatee, kind: 'goal', party: 'manager', evaluator: row.goal.evaluator, problem: row.goal.message });
  return lines;
}

/** The table's filters that pick lines (the server picks the evaluatees by the same: a line of the party, by the evaluator). */
export interface LineFilter {
  party: EvaluationParty | null;
  evaluator: number | null;
}

export const lineMatches = (line: ProposalLine, filter: LineFilter) =>
  (filter.party === null || line.party === filter.party) && (filter.evaluator === null || line.evaluator?.id === filter.evaluator);

/**
 * Why an edit of a line is refused, or null:
 * - `exists`: the evaluation is already created (bulk creation skips it; it stays as it is);
 * - `goal`: a goal evaluation goes to the evaluatee's manager;
 * - `same`: the new evaluator is the current one;
 * - `self`: a self evaluation has the evaluatee as evaluator, and only it does;
 * - `twice`: the new evaluator already evaluates the evaluatee (one evaluation per evaluator and kind),
 *   in `party`.
 */
export type Refusal = { reason: 'exists' | 'goal' | 'same' | 'self' } | { reason: 'twice'; evaluator: ProposedEvaluator; party: EvaluationParty };

/**
 * The rule of every edit: `to` evaluates `row`'s evaluatee in `party`, instead of `from` (a change, a
 * replacement) or besides the others (`from` null: an addition). The server applies the same changes
 * (moving an evaluator added in another party out of it): refusing `twice` here keeps an edit from
 * taking away an evaluation the admin did not touch.
 */
export function refusalOf(
  row: ProposalRow,
  party: EvaluationParty,
  to: number,
  from: ProposedEvaluator | null,
  kind: EvaluationKind = 'skill',
): Refusal | null {
  if (from?.exists) return { reason: 'exists' };
  if (kind === 'goal') return { reason: 'goal' };
  if (from && from.id === to) return { reason: 'same' };
  if ((party === 'self') !== (to === row.evaluatee.id)) return { reason: 'self' };
  for (const other of EVALUATION_PARTIES) {
    const evaluator = row.parties[other].find((e) => e.id === to);
    if (evaluator) return { reason: 'twice', evaluator, party: other };
  }
  return null;
}

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

/** What replacing one evaluator by another everywhere does: the changes with the swaps, the lines swapped, and those refused with why. */
export interface Replacement {
  changes: ProposalChange[];
  replaced: ProposalLine[];
  refused: Array<{ line: ProposalLine; refusal: Refusal }>;
}

/**
 * Replaces `from` by `to` in every line of `rows` (the evaluatees in which `from` evaluates): each line
 * by the rule of a per-row change (refusalOf), so a line that would break it is reported and left as it
 * is. `from` evaluates an evaluatee at most once per kind, so the swaps do not meet.
 */
export function withReplacement(
  changes: readonly ProposalChange[],
  rows: readonly ProposalRow[],
  kinds: readonly EvaluationKind[],
  from: number,
  to: number,
): Replacement {
  const result: Replacement = { changes: [...changes], replaced: [], refused: [] };
  for (const row of rows)
    for (const line of proposalLines(row, kinds)) {
      if (line.evaluator?.id !== from) continue;
      const refusal = refusalOf(row, line.party, to, line.evaluator, line.kind);
      if (refusal) result.refused.push({ line, refusal });
      else {
        result.changes = withSwap(result.changes, row.evaluatee.id, line.party, from, to);
        result.replaced.push(line);
      }
    }
  return result;
}
