import { RESULT_PARTIES, type PartyResult, type ResultParty, type SkillPerformanceLine } from '@performa/contracts/api/results';
import { decimalSum, partyMeanScore, PARTIES, skillScoreFromSums, type Party, type PartyWeights } from '@performa/contracts/scoring';
import { sql } from 'drizzle-orm';
import { rowsOf, type Runner } from '../../db/raw.ts';
import { membersOf, partyGroups, type PartyGroups } from './anonymity.ts';
import { shown, type RoundRow } from './person.ts';
import { effectiveListSql, skillPartySums, type SkillPartySum } from './skill-sums.ts';
import { roundVisible, type PersonView } from './visibility.ts';

/**
 * One employee's competencies in a period (docs/product.md §3.5, §4.6, §4.7): the effective list (their
 * own, else their position's; periodic competencies only in their periods) with weight and norm, and per
 * round each competency's score (rule 6, by the scoring core from the parties' exact sums), the party
 * means and the gap to the norm; and per round the parties with their evaluators, overall mean and
 * effective weight. For the employee and their manager, hidden rounds carry nothing and small parties
 * are merged (§5.9).
 */

export interface ListedSkill {
  id: number;
  name: string;
  category: { id: number; name: string } | null;
  skillType: 'hard' | 'soft';
  weight: number;
  norm: number | null;
}

/** The effective competency list of an employee in a period (skill-sums.ts decides it), by name. */
export async function listedSkills(runner: Runner, projectId: number, employeeId: number, periodId: number): Promise<ListedSkill[]> {
  const rows = await rowsOf<{
    id: number;
    name: string;
    skill_type: 'hard' | 'soft';
    category_id: number | null;
    category_name: string | null;
    weight: string | number;
    norm: string | number | null;
  }>(
    runner,
    sql`
      with targets as (select 0 as frequency_id, ${periodId}::int as period_id, ${employeeId}::int as employee_id)
      select s.id, s.name, s.skill_type, c.id as category_id, c.name as category_name, l.weight, l.norm
      from (${effectiveListSql(projectId)}) l
      join skills s on s.id = l.skill_id and s.project_id = ${projectId}
      left join categories c on c.id = s.category_id
      order by s.name, s.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    category: r.category_id === null ? null : { id: Number(r.category_id), name: r.category_name ?? '' },
    skillType: r.skill_type,
    weight: Number(r.weight),
    norm: r.norm === null ? null : Number(r.norm),
  }));
}

/** The sums of several parties pooled: exact sum, count. */
function pooled(sums: readonly SkillPartySum[]): { sum: number; count: number } {
  return { sum: decimalSum(sums.map((s) => s.sum)), count: sums.reduce((n, s) => n + s.count, 0) };
}

export interface RoundSkills {
  round: RoundRow;
  visible: boolean;
  groups: PartyGroups;
  parties: PartyResult[];
}

export interface SkillResults {
  lines: SkillPerformanceLine[];
  rounds: Map<number, RoundSkills>;
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
  const list = await listedSkills(runner, view.projectId, view.employee.id, periodId);
  const visibleRounds = rounds.filter((r) => roundVisible(view, r));
  const sums = await skillPartySums(runner, { projectId: view.projectId, frequencyIds: visibleRounds.map((r) => r.id), employeeIds: [view.employee.id] });
  const listed = new Set(list.map((s) => s.id));
  const byRound = new Map<number, SkillPartySum[]>();
  for (const s of sums) if (listed.has(s.skillId)) byRound.set(s.frequencyId, [...(byRound.get(s.frequencyId) ?? []), s]);

  const perRound = new Map<number, RoundSkills>();
  for (const round of rounds) {
    const visible = roundVisible(view, round);
    const rows = byRound.get(round.id) ?? [];
    // Evaluators per party: the party's counted evaluations, whatever they answered (skill-sums.ts).
    const evaluators = Object.fromEntries(
      PARTIES.map((p) => [p, Math.max(0, ...sums.filter((s) => s.frequencyId === round.id && s.party === p).map((s) => s.evaluators))]),
    ) as Record<Party, number>;
    const groups = partyGroups(view.viewer, evaluators, view.settings.minEvaluators);
    perRound.set(round.id, { round, visible, groups, parties: visible ? roundParties(view, rows, evaluators, groups, ratingTop, weights) : [] });
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
        const score = skillScoreFromSums(rows, ratingTop, weights);
        const parties = RESULT_PARTIES.flatMap((group) => {
          const members = membersOf(entry.groups, group);
          const mine = rows.filter((s) => members.includes(s.party));
          if (mine.length === 0) return [];
          const { sum, count } = pooled(mine);
          return [{ party: group, mean: shown(partyMeanScore(sum, count, ratingTop)), ratings: count }];
        });
        return { frequency_id: round.id, score: shown(score), gap: score === null || normScore === null ? null : shown(score - normScore), parties };
      }),
    };
  });
  return { lines, rounds: perRound };
}

/**
 * The parties of a round: evaluators, the mean over every listed competency (rule 1, for orientation) and
 * the effective weight after re-weighting over the parties that rated (docs/product.md §4.6 step 3).
 * Grouped as the viewer may see them (§5.9): a group's evaluators and weights add up, its mean pools its ratings;
 * the employee and the manager see only the parties that evaluated.
 */
function roundParties(
  view: PersonView,
  rows: readonly SkillPartySum[],
  evaluators: Record<Party, number>,
  groups: PartyGroups,
  ratingTop: number | null,
  weights: PartyWeights,
): PartyResult[] {
  const rated = PARTIES.filter((p) => rows.some((s) => s.party === p && s.count > 0));
  const total = rated.reduce((sum, p) => sum + (weights[p] > 0 ? weights[p] : 0), 0);
  const effective = (p: Party) => (rated.includes(p) && total > 0 ? Math.max(0, weights[p]) / total : null);
  return RESULT_PARTIES.flatMap((group): PartyResult[] => {
    const members = membersOf(groups, group as ResultParty);
    const count = members.reduce((n, p) => n + evaluators[p], 0);
    // Admins see every party; the employee and the manager the parties that evaluated.
    if (members.length === 0 || (count === 0 && view.viewer !== 'admin')) return [];
    const mine = rows.filter((s) => members.includes(s.party));
    const ratings = pooled(mine);
    const shares = members.map(effective).filter((w): w is number => w !== null);
    return [
      {
        party: group,
        evaluators: count,
        mean: ratings.count > 0 && ratingTop !== null ? shown(partyMeanScore(ratings.sum, ratings.count, ratingTop)) : null,
        weight: shares.length ? Math.round(shares.reduce((a, b) => a + b, 0) * 1e6) / 1e6 : null,
      },
    ];
  });
}
