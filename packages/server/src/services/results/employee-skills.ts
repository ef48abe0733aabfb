import { RESULT_PARTIES, type PartyResult, type SkillPerformanceLine } from '@performa/contracts/api/results';
import {
  groupSum,
  groupWeight,
  partyGrouping,
  partyMeanScore,
  skillScoreFromSums,
  type Party,
  type PartyGrouping,
  type PartyWeights,
} from '@performa/contracts/scoring';
import type { Language } from '@performa/contracts/i18n/languages';
import { sql, type SQL } from 'drizzle-orm';
import { jsonList, rowsOf, type Runner } from '../../db/raw.ts';
import { groupBy } from '../../lib/group-by.ts';
import { labelIn } from '../labels.ts';
import { adminCountedAs, membersOf, shownGroups, type ShownGroups } from './anonymity.ts';
import { shown, type RoundRow } from './person.ts';
import {
  effectiveListSql,
  evaluatorKey,
  NO_EVALUATORS,
  partyEvaluatorsSelect,
  partySumsSelect,
  toPartyEvaluators,
  toPartySums,
  type EvaluatorRow,
  type PartySumRow,
  type SkillPartySum,
} from '../engine/skill-sums.ts';
import { roundVisible, type PersonView } from './visibility.ts';

/**
 * One employee's competencies in a period (docs/product.md §3.5, §4.6, §4.7): the effective list (their
 * own, else their position's; periodic competencies only in their periods) with weight and norm, and per
 * round each competency's score (rule 6, by the scoring core from the parties' exact sums), the party
 * means and the gap to the norm; and per round the parties with their evaluators, overall mean and
 * effective weight. Small parties count pooled (§4.6, §5.9): the employee and their manager read the groups
 * as they count, admins every party with the group it counts in. Hidden rounds carry nothing.
 */

export interface ListedSkill {
  id: number;
  name: string;
  category: { id: number; name: string } | null;
  skillType: 'hard' | 'soft';
  weight: number;
  norm: number | null;
}

/** A row of listedSkillsSelect. */
interface ListedSkillRow {
  id: number;
  name: string;
  skill_type: 'hard' | 'soft';
  category_id: number | null;
  category_name: string | null;
  weight: number;
  norm: number | null;
}

/** The effective competency list of an employee in a period (engine/skill-sums.ts decides it); rows: ListedSkillRow, by name then id. */
function listedSkillsSelect(projectId: number, employeeId: number, periodId: number, lang: Language): SQL {
  return sql`
      with targets as (select 0 as frequency_id, ${periodId}::int as period_id, ${employeeId}::int as employee_id)
      select s.id, s.name, s.skill_type, c.id as category_id, ${labelIn(lang, 'c', 'name')} as category_name, l.weight, l.norm
      from (${effectiveListSql(projectId)}) l
      join skills s on s.id = l.skill_id and s.project_id = ${projectId}
      left join categories c on c.id = s.category_id`;
}

const toListedSkill = (r: ListedSkillRow): ListedSkill => ({
  id: r.id,
  name: r.name,
  category: r.category_id === null ? null : { id: r.category_id, name: r.category_name ?? '' },
  skillType: r.skill_type,
  weight: r.weight,
  norm: r.norm,
});

export interface RoundSkills {
  round: RoundRow;
  visible: boolean;
  /** Where each party counts (the score's grouping). */
  grouping: PartyGrouping;
  /** Where each party is shown to the viewer. */
  groups: ShownGroups;
  parties: PartyResult[];
}

export interface SkillResults {
  lines: SkillPerformanceLine[];
  rounds: Map<number, RoundSkills>;
}

/** What skillResults reads: the effective list, and the parties' sums and evaluators in the rounds the viewer sees. */
export interface SkillFacts {
  list: ListedSkill[];
  sums: SkillPartySum[];
  evaluatorsOf: Map<string, Record<Party, number>>;
}

/**
 * What skillResults reads, in one statement planned once (ADR 45): the effective list, and the parties' sums and
 * evaluators in the rounds the viewer sees, as JSON lists (engine/skill-sums.ts's selects; none reads what another does).
 */
export async function skillFacts(runner: Runner, view: PersonView, periodId: number, rounds: readonly RoundRow[]): Promise<SkillFacts> {
  const visibleRounds = rounds.filter((r) => roundVisible(view, r));
  const target = { projectId: view.projectId, frequencyIds: visibleRounds.map((r) => r.id), employeeIds: [view.employee.id] };
  const [row] = await rowsOf<{ list: ListedSkillRow[]; sums: PartySumRow[]; evaluators: EvaluatorRow[] }>(
    runner,
    sql`select ${jsonList(listedSkillsSelect(view.projectId, view.employee.id, periodId, view.lang), ['name', 'id'])} as list,
      ${jsonList(partySumsSelect(target), ['frequency_id', 'employee_id', 'skill_id', 'party'])} as sums,
      ${jsonList(partyEvaluatorsSelect(target), ['frequency_id', 'employee_id', 'party'])} as evaluators`,
    { planOnce: true },
  );
  return { list: row!.list.map(toListedSkill), sums: toPartySums(row!.sums), evaluatorsOf: toPartyEvaluators(row!.evaluators) };
}

/**
 * The competencies and parties of an employee over the given rounds of one period. `ratingTop` is M of
 * the rating template (rule 1); without one nothing has a score.
 */
export async function skillResults(
  runner: Runner,
  view: PersonView,
  periodId: number,
  rounds: readonly RoundRow[],
  ratingTop: number | null,
  weights: PartyWeights,
): Promise<SkillResults> {
  return skillResultsOf(view, rounds, await skillFacts(runner, view, periodId, rounds), ratingTop, weights);
}

/** skillResults from what skillFacts read. */
export function skillResultsOf(
  view: PersonView,
  rounds: readonly RoundRow[],
  { list, sums, evaluatorsOf }: SkillFacts,
  ratingTop: number | null,
  weights: PartyWeights,
): SkillResults {
  const listed = new Set(list.map((s) => s.id));
  const byRound = groupBy(
    sums.filter((s) => listed.has(s.skillId)),
    (s) => s.frequencyId,
  );

  const perRound = new Map<number, RoundSkills>();
  for (const round of rounds) {
    const visible = roundVisible(view, round);
    const rows = byRound.get(round.id) ?? [];
    const evaluators = evaluatorsOf.get(evaluatorKey(round.id, view.employee.id)) ?? NO_EVALUATORS;
    const grouping = partyGrouping(evaluators, weights, view.settings.minEvaluators);
    const groups = shownGroups(view.viewer, grouping);
    const parties = visible ? roundParties(view, rows, evaluators, grouping, groups, ratingTop, weights) : [];
    perRound.set(round.id, { round, visible, grouping, groups, parties });
  }

  const lines = list.map((skill): SkillPerformanceLine => {
    const normScore = skill.norm === null || ratingTop === null ? null : (skill.norm / ratingTop) * 100;
    return {
      id: skill.id,
      name: skill.name,
      category: skill.category,
      skill_type: skill.skillType,
      weight: skill.weight,
      norm: skill.norm,
      norm_score: shown(normScore),
      rounds: rounds.map((round) => {
        const entry = perRound.get(round.id)!;
        if (!entry.visible || ratingTop === null) return { frequency_id: round.id, score: null, gap: null, parties: [] };
        const rows = (byRound.get(round.id) ?? []).filter((s) => s.skillId === skill.id);
        const score = skillScoreFromSums(rows, ratingTop, weights, entry.grouping);
        const parties = RESULT_PARTIES.flatMap((group) => {
          // The ratings of this competency by the parties shown in the group, pooled exactly; a group without any is not shown.
          const { sum, count } = groupSum(rows, entry.groups, group);
          return count === 0 ? [] : [{ party: group, mean: shown(partyMeanScore(sum, count, ratingTop)), ratings: count }];
        });
        return { frequency_id: round.id, score: shown(score), gap: score === null || normScore === null ? null : shown(score - normScore), parties };
      }),
    };
  });
  return { lines, rounds: perRound };
}

/**
 * The parties of a round: evaluators, the mean over every listed competency (rule 1, for orientation) and
 * the effective weight after re-weighting over the groups that rated (docs/product.md §4.6 step 3). The
 * employee and the manager see the groups that count, each with its evaluators, pooled mean and weight;
 * admins every party, with its share of its group's weight (null when it does not count) and the group.
 */
function roundParties(
  view: PersonView,
  rows: readonly SkillPartySum[],
  evaluators: Readonly<Record<Party, number>>,
  grouping: PartyGrouping,
  groups: ShownGroups,
  ratingTop: number | null,
  weights: PartyWeights,
): PartyResult[] {
  const rated = new Set(rows.filter((s) => s.count > 0 && grouping[s.party] !== null).map((s) => grouping[s.party]));
  const total = RESULT_PARTIES.filter((g) => rated.has(g)).reduce((sum, g) => sum + groupWeight(grouping, g, weights), 0);
  const share = (weight: number) => (total > 0 ? Math.round((weight / total) * 1e6) / 1e6 : null);
  return RESULT_PARTIES.flatMap((group): PartyResult[] => {
    const members = membersOf(groups, group);
    const count = members.reduce((n, p) => n + evaluators[p], 0);
    // Admins see every party; the employee and the manager the groups that count and had evaluators.
    if (members.length === 0 || (count === 0 && view.viewer !== 'admin')) return [];
    const ratings = groupSum(rows, groups, group);
    // null only for a party left out to keep peers anonymous; a party without evaluators or weight is its own (and drops out).
    const party = group as Party;
    const countedAs = view.viewer !== 'admin' ? group : adminCountedAs(party, grouping, evaluators, weights);
    return [
      {
        party: group,
        evaluators: count,
        mean: ratings.count > 0 && ratingTop !== null ? shown(partyMeanScore(ratings.sum, ratings.count, ratingTop)) : null,
        weight:
          countedAs === null || !rated.has(countedAs) ? null : share(view.viewer === 'admin' ? weights[party] : groupWeight(grouping, countedAs, weights)),
        counted_as: countedAs,
      },
    ];
  });
}
