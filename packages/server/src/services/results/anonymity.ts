import type { ResultParty } from '@performa/contracts/api/results';
import { PARTIES, type Party, type PartyGrouping, type PartyWeights } from '@performa/contracts/scoring';
import type { Viewer } from './visibility.ts';

/**
 * Anonymity of peer answers (docs/product.md §5.9, ADR 25). The score itself pools small parties (the core's
 * partyGrouping): coworkers and subworkers count on their own only when each has at least the project's
 * minimum of evaluators, else together as `others`, and not at all when even the pool is below the minimum.
 * The evaluatee and their manager read the parties exactly as they count, so that whatever they read (a
 * group's mean, its ratings, the score, their own rating) reveals at most the sum of a group's ratings,
 * never one peer's. Admins see every party as it is, with the group it counts in.
 */

/** Where each party's ratings are shown to the viewer; null: not shown (it does not count). */
export type ShownGroups = Record<Party, ResultParty | null>;

const EVERY_PARTY: ShownGroups = { manager: 'manager', coworker: 'coworker', subworker: 'subworker', self: 'self' };

/** Admins see every party on its own; the employee and the manager the groups as they count. */
export const shownGroups = (viewer: Viewer, grouping: PartyGrouping): ShownGroups => (viewer === 'admin' ? EVERY_PARTY : grouping);

/** The parties shown in a group, in the order of PARTIES. */
export const membersOf = (groups: ShownGroups, group: ResultParty): Party[] => PARTIES.filter((p) => groups[p] === group);

/**
 * The group a party counts in as admins read it (docs/product.md §5.9): its group in the score; null when it
 * rated but is left out to keep peers anonymous; a party without evaluators or weight is its own (it drops out).
 */
export function adminCountedAs(party: Party, grouping: PartyGrouping, evaluators: Readonly<Record<Party, number>>, weights: PartyWeights): ResultParty | null {
  return grouping[party] ?? (evaluators[party] > 0 && weights[party] > 0 ? null : party);
}

/** Coworkers and subworkers: never named to the evaluatee or their manager. */
export const isPeer = (party: Party) => party === 'coworker' || party === 'subworker';
