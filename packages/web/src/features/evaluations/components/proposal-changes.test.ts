import { describe, expect, it } from 'vitest';
import { LEYLA, NIGAR, proposalRow } from '../testing/evaluations-api.ts';
import { lineMatches, proposalLines, refusalOf, withChange, withReplacement, withSwap } from './proposal-changes.ts';

const add = (evaluator: number) => ({ evaluatee_id: 1, evaluator_id: evaluator, party: 'coworker' as const, action: 'add' as const });
const remove = (evaluator: number) => ({ ...add(evaluator), action: 'remove' as const });
const evaluator = (id: number, full_name: string, exists = false) => ({ id, full_name, position: null, exists, added: false });

describe('the changes to a bulk proposal', () => {
  it('keeps a repeated change once and lets an opposite change cancel the earlier one', () => {
    expect(withChange([add(5)], add(5))).toEqual([add(5)]);
    expect(withChange([add(5)], remove(5))).toEqual([]);
    expect(withChange([remove(5)], add(5))).toEqual([]);
    expect(withChange([add(5)], add(6))).toEqual([add(5), add(6)]);
  });

  it('swaps as a removal and an addition, and swapping back leaves nothing', () => {
    const swapped = withSwap([], 1, 'coworker', 5, 6);
    expect(swapped).toEqual([remove(5), add(6)]);
    expect(withSwap(swapped, 1, 'coworker', 6, 5)).toEqual([]);
  });
});

describe('the lines of a bulk proposal', () => {
  it('has one line per proposed evaluation, party by party, and the goal evaluation in the manager’s party when goals are created', () => {
    const row = proposalRow(LEYLA);
    expect(proposalLines(row, ['skill']).map((l) => [l.key, l.kind, l.party, l.evaluator?.id])).toEqual([
      ['31-skill-manager-32', 'skill', 'manager', 32],
      ['31-skill-coworker-33', 'skill', 'coworker', 33],
      ['31-skill-self-31', 'skill', 'self', 31],
    ]);
    const problem = { ...row, goal: { evaluator: null, problem: 'no_goals' as const, message: 'No personal goal found for this employee.' } };
    expect(proposalLines(problem, ['skill', 'goal']).at(-1)).toMatchObject({
      key: '31-goal',
      kind: 'goal',
      party: 'manager',
      evaluator: null,
      problem: 'No personal goal found for this employee.',
    });
  });

  it('keeps the lines of the party and the evaluator filtered for', () => {
    const lines = proposalLines(proposalRow(LEYLA), ['skill', 'goal']);
    expect(lines.filter((l) => lineMatches(l, { party: 'manager', evaluator: null })).map((l) => l.key)).toEqual(['31-skill-manager-32', '31-goal']);
    expect(lines.filter((l) => lineMatches(l, { party: 'manager', evaluator: 32 })).map((l) => l.key)).toEqual(['31-skill-manager-32', '31-goal']);
    expect(lines.filter((l) => lineMatches(l, { party: null, evaluator: 33 })).map((l) => l.key)).toEqual(['31-skill-coworker-33']);
    expect(lines.filter((l) => lineMatches(l, { party: 'subworker', evaluator: null }))).toEqual([]);
  });
});

describe('the rule of an edit', () => {
  const row = proposalRow(LEYLA); // manager 32 (exists), coworker 33, self 31
  const nigar = row.parties.coworker[0]!;

  it('lets a new evaluator in, in place of another or besides them', () => {
    expect(refusalOf(row, 'coworker', 34, nigar)).toBeNull();
    expect(refusalOf(row, 'subworker', 34, null)).toBeNull();
  });

  it('refuses an evaluator who already evaluates the evaluatee, in any party', () => {
    expect(refusalOf(row, 'coworker', 32, nigar)).toEqual({ reason: 'twice', evaluator: row.parties.manager[0], party: 'manager' });
    expect(refusalOf(row, 'manager', 33, null)).toEqual({ reason: 'twice', evaluator: nigar, party: 'coworker' });
    expect(refusalOf(row, 'self', 31, null)).toMatchObject({ reason: 'twice', party: 'self' });
  });

  it('keeps the self evaluation the evaluatee’s, and the evaluatee out of the other parties', () => {
    expect(refusalOf(row, 'coworker', 31, nigar)).toEqual({ reason: 'self' });
    expect(refusalOf(row, 'self', 34, row.parties.self[0]!)).toEqual({ reason: 'self' });
    expect(refusalOf({ ...row, parties: { ...row.parties, self: [] } }, 'self', 31, null)).toBeNull();
  });

  it('leaves an existing evaluation and a goal evaluation as they are, and refuses the same evaluator', () => {
    expect(refusalOf(row, 'manager', 34, row.parties.manager[0]!)).toEqual({ reason: 'exists' });
    expect(refusalOf(row, 'manager', 34, evaluator(32, 'Kamran Zeynalov'), 'goal')).toEqual({ reason: 'goal' });
    expect(refusalOf(row, 'coworker', 33, nigar)).toEqual({ reason: 'same' });
  });
});

describe('replacing an evaluator everywhere', () => {
  it('swaps every line of the evaluator the rule allows, keeps the earlier changes, and reports the others with why', () => {
    const leyla = proposalRow(LEYLA); // Nigar is her coworker: swapped
    const nigar = proposalRow(NIGAR, { coworker: [] }); // Nigar's own self evaluation: refused
    const both = proposalRow({ ...LEYLA, id: 40, full_name: 'Samir Rzayev' }, { coworker: [evaluator(33, 'Nigar Hasanova'), evaluator(34, 'Orxan Quliyev')] });
    const existing = proposalRow({ ...LEYLA, id: 41, full_name: 'Aysel Mammadova' }, { coworker: [], subworker: [evaluator(33, 'Nigar Hasanova', true)] });
    const earlier = [{ evaluatee_id: 50, evaluator_id: 33, party: 'coworker' as const, action: 'add' as const }];
    const result = withReplacement(earlier, [leyla, nigar, both, existing], ['skill', 'goal'], 33, 34);
    expect(result.changes).toEqual([
      ...earlier,
      { evaluatee_id: 31, evaluator_id: 33, party: 'coworker', action: 'remove' },
      { evaluatee_id: 31, evaluator_id: 34, party: 'coworker', action: 'add' },
    ]);
    expect(result.replaced.map((l) => l.key)).toEqual(['31-skill-coworker-33']);
    expect(result.refused.map(({ line, refusal }) => [line.key, refusal.reason])).toEqual([
      ['33-skill-self-33', 'self'],
      ['40-skill-coworker-33', 'twice'],
      ['41-skill-subworker-33', 'exists'],
    ]);
  });

  it('undoes an addition of the replaced evaluator instead of removing them', () => {
    const added = proposalRow(LEYLA, { coworker: [{ ...evaluator(33, 'Nigar Hasanova'), added: true }] });
    const earlier = [{ evaluatee_id: 31, evaluator_id: 33, party: 'coworker' as const, action: 'add' as const }];
    expect(withReplacement(earlier, [added], ['skill'], 33, 34).changes).toEqual([{ evaluatee_id: 31, evaluator_id: 34, party: 'coworker', action: 'add' }]);
  });
});
