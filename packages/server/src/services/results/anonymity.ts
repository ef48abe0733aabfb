import type { ResultParty } from '@performa/contracts/api/results';
import { PARTIES, type Party } from '@performa/contracts/scoring';
import type { Viewer } from './visibility.ts';

/**
 * Anonymity of peer answers (docs/product.md §5.9, ADR 23). In the employee's and their manager's view,
 * a coworker or subworker party with fewer evaluators (completed evaluations in the round) than the
 * project's minimum is not shown on its own: its ratings are pooled into `others`. If the pool still has
 * fewer evaluators than the minimum, the manager's ratings join it too (the manager line then
 * disappears), so that no single coworker's or subworker's rating can be read off. Without a manager
 * party the pool stays as it is: there is nothing left to hide it in but the person's own ratings. Admins
 * see every party as it is.
 */

/** Where each party's ratings are shown. */
export type PartyGroups = Record<Party, ResultParty>;

const IDENTITY: PartyGroups = { manager: 'manager', coworker: 'coworker', subworker: 'subworker', self: 'self' };

/** The groups of one round from the evaluators of each party (0 for a party without any). */
export function partyGroups(viewer: Viewer, evaluators: Readonly<Record<Party, number>>, minEvaluators: number): PartyGroups {
  if (viewer === 'admin') return IDENTITY;
  const small = (['coworker', 'subworker'] as const).filter((p) => evaluators[p] > 0 && evaluators[p] < minEvaluators);
  if (small.length === 0) return IDENTITY;
  const groups: PartyGroups = { ...IDENTITY };
  for (const p of small) groups[p] = 'others';
  const pool = small.reduce((n, p) => n + evaluators[p], 0);
  if (pool < minEvaluators && evaluators.manager > 0) groups.manager = 'others';
  return groups;
}

/** Whether a party is shown on its own (its memos may then be shown, without names for peers). */
export const shownOnItsOwn = (groups: PartyGroups, party: Party) => groups[party] === party;

/** The parties in a group, in the order of PARTIES. */
export const membersOf = (groups: PartyGroups, group: ResultParty): Party[] => PARTIES.filter((p) => groups[p] === group);
