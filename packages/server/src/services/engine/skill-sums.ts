import { PARTIES, type Party } from '@performa/contracts/scoring';
import { sql, type SQL } from 'drizzle-orm';
import { intArray, rowsOf, type Runner } from '../../db/raw.ts';

/**
 * The evaluations that count for results (docs/product.md §4, §5.1): skill or goal evaluations that are
 * completed and not terminated. `e` names the evaluation.
 */
export const COUNTED = sql`e.terminated_at is null and e.completed_at is not null`;

/** One party's ratings of one competency of one evaluatee in one round: the exact sum, how many, and the party's evaluators. */
export interface SkillPartySum {
  frequencyId: number;
  employeeId: number;
  skillId: number;
  party: Party;
  /** Σ ratings, added exactly (numeric) and given as the nearest double: the `sum` of the core's PartySum. */
  sum: number;
  /** Ratings counted ("not applicable" and undecided answers left out). */
  count: number;
}

export interface SkillSumTarget {
  projectId: number;
  frequencyIds: readonly number[];
  employeeIds: readonly number[];
}

export interface PartySumRow {
  frequency_id: number;
  employee_id: number;
  skill_id: number;
  party: Party;
  sum: number;
  count: number;
}

/**
 * Per (round, evaluatee, competency, party): Σ rating as numeric (exact) and the count over the answers of
 * counted skill evaluations with a rating (docs/product.md §4.6 steps 1–2). Every rated competency is
 * returned, on the evaluatee's list or not; callers keep those of the effective list. Feed a
 * competency's rows to the core's `skillScoreFromSums` for its score (rule 6). Ordered by round,
 * evaluatee, competency and party (in the order of PARTIES).
 */
export async function skillPartySums(runner: Runner, target: SkillSumTarget): Promise<SkillPartySum[]> {
  if (target.frequencyIds.length === 0 || target.employeeIds.length === 0) return [];
  return toPartySums(await rowsOf<PartySumRow>(runner, partySumsSelect(target)));
}

/** skillPartySums' select, for a statement that reads it beside others (a card, results/employee-skills.ts); rows: PartySumRow. */
export function partySumsSelect(target: SkillSumTarget): SQL {
  return sql`
      select e.frequency_id, e.evaluatee_id as employee_id, a.skill_id, e.party, sum(a.rating) as sum, count(*)::int as count
      from evaluations e
      join skill_answers a on a.evaluation_id = e.id and a.project_id = ${target.projectId}
      where e.project_id = ${target.projectId} and e.kind = 'skill' and ${COUNTED}
        and e.frequency_id = any(${intArray(target.frequencyIds)}) and e.evaluatee_id = any(${intArray(target.employeeIds)})
        and a.rating is not null and not a.not_applicable
      group by e.frequency_id, e.evaluatee_id, a.skill_id, e.party`;
}

/** The rows of partySumsSelect as skillPartySums answers them, in its order. */
export function toPartySums(rows: readonly PartySumRow[]): SkillPartySum[] {
  const order = (p: Party) => PARTIES.indexOf(p);
  return rows
    .map((r) => ({
      frequencyId: r.frequency_id,
      employeeId: r.employee_id,
      skillId: r.skill_id,
      party: r.party,
      sum: r.sum,
      count: r.count,
    }))
    .sort((a, b) => a.frequencyId - b.frequencyId || a.employeeId - b.employeeId || a.skillId - b.skillId || order(a.party) - order(b.party));
}

/**
 * The same sums as skillPartySums, read from what the engine keeps (skill_party_sums, ADR 24) instead of
 * grouped again from the answers: for reads over many evaluatees at once (the reports), where grouping
 * every answer would cost seconds. The engine refreshes them in the same transaction as the answers change.
 * Parties without a rating are left out, as skillPartySums leaves them out.
 */
export async function storedPartySums(runner: Runner, target: SkillSumTarget): Promise<SkillPartySum[]> {
  if (target.frequencyIds.length === 0 || target.employeeIds.length === 0) return [];
  const rows = await rowsOf<
    { frequency_id: number; employee_id: number; skill_id: number } & Record<`s_${Party}`, number | null> & Record<`n_${Party}`, number>
  >(
    runner,
    sql`select frequency_id, employee_id, skill_id, s_manager, n_manager, s_coworker, n_coworker, s_subworker, n_subworker, s_self, n_self
      from skill_party_sums
      where project_id = ${target.projectId} and frequency_id = any(${intArray(target.frequencyIds)}) and employee_id = any(${intArray(target.employeeIds)})
      order by frequency_id, employee_id, skill_id`,
  );
  return rows.flatMap((r) =>
    PARTIES.filter((party) => r[`n_${party}`] > 0).map((party) => ({
      frequencyId: r.frequency_id,
      employeeId: r.employee_id,
      skillId: r.skill_id,
      party,
      sum: r[`s_${party}`] ?? 0,
      count: r[`n_${party}`],
    })),
  );
}

/** No evaluator in any party. */
export const NO_EVALUATORS: Readonly<Record<Party, number>> = { manager: 0, coworker: 0, subworker: 0, self: 0 };

/**
 * The evaluators of each party per (round, evaluatee) of the target, keyed `round/evaluatee`: the party's counted skill
 * evaluations, whatever they answered (docs/product.md §5.9; the engine's `ev_…` columns in recompute.ts count the same).
 */
export async function partyEvaluators(runner: Runner, target: SkillSumTarget): Promise<Map<string, Record<Party, number>>> {
  if (target.frequencyIds.length === 0 || target.employeeIds.length === 0) return new Map();
  return toPartyEvaluators(await rowsOf<EvaluatorRow>(runner, partyEvaluatorsSelect(target)));
}

/** A row of partyEvaluatorsSelect: a party's counted skill evaluations of an evaluatee in a round. */
export interface EvaluatorRow {
  frequency_id: number;
  employee_id: number;
  party: Party;
  n: number;
}

/** partyEvaluators' select, for a statement that reads it beside others (a card); rows: EvaluatorRow. */
export function partyEvaluatorsSelect(target: SkillSumTarget): SQL {
  return sql`select e.frequency_id, e.evaluatee_id as employee_id, e.party, count(*)::int as n
        from evaluations e
        where e.project_id = ${target.projectId} and e.kind = 'skill' and ${COUNTED}
          and e.frequency_id = any(${intArray(target.frequencyIds)}) and e.evaluatee_id = any(${intArray(target.employeeIds)})
        group by e.frequency_id, e.evaluatee_id, e.party`;
}

/** The rows of partyEvaluatorsSelect as partyEvaluators answers them. */
export function toPartyEvaluators(rows: readonly EvaluatorRow[]): Map<string, Record<Party, number>> {
  const byKey = new Map<string, Record<Party, number>>();
  for (const r of rows) {
    const key = evaluatorKey(r.frequency_id, r.employee_id);
    byKey.set(key, { ...(byKey.get(key) ?? NO_EVALUATORS), [r.party]: r.n });
  }
  return byKey;
}

/** The key of partyEvaluators' map. */
export const evaluatorKey = (frequencyId: number, employeeId: number) => `${frequencyId}/${employeeId}`;

/**
 * The effective competency lists (docs/product.md §3.5, §4.7) of the (round, evaluatee) pairs of a CTE
 * named `targets` with columns frequency_id, period_id, employee_id: the employee's own list when they
 * have one, else their position's; organizational competencies always, periodic ones only when attached
 * to the round's period. Gives frequency_id, employee_id, skill_id, weight (float8) and norm (numeric).
 */
export function effectiveListSql(projectId: number): SQL {
  return sql`
    select l.frequency_id, l.employee_id, l.skill_id, l.weight, l.norm
    from (
      select t.frequency_id, t.period_id, t.employee_id, es.skill_id, es.weight::float8 as weight, es.norm
      from targets t join employee_skills es on es.employee_id = t.employee_id and es.project_id = ${projectId}
      union all
      select t.frequency_id, t.period_id, t.employee_id, ps.skill_id, ps.weight::float8, ps.norm
      from targets t
      join employees em on em.id = t.employee_id
      join position_skills ps on ps.position_id = em.position_id and ps.project_id = ${projectId}
      where not exists (select 1 from employee_skills es where es.employee_id = t.employee_id)
    ) l
    join skills s on s.id = l.skill_id
    where not s.is_periodic or exists (select 1 from skill_periods sp where sp.skill_id = l.skill_id and sp.period_id = l.period_id)`;
}

/** One competency of an evaluatee's effective list in a round. */
export interface ListedSkill {
  frequencyId: number;
  employeeId: number;
  skillId: number;
  /** Fraction (rule 7's wₖ). */
  weight: number;
  norm: number | null;
}

/** The effective lists of the evaluatees in the rounds (every pair of the two lists), ordered by round, evaluatee and competency id. */
export async function effectiveSkills(runner: Runner, target: SkillSumTarget): Promise<ListedSkill[]> {
  if (target.frequencyIds.length === 0 || target.employeeIds.length === 0) return [];
  const rows = await rowsOf<{ frequency_id: number; employee_id: number; skill_id: number; weight: number; norm: number | null }>(
    runner,
    sql`
      with targets as (
        select f.id as frequency_id, f.period_id, em.id as employee_id
        from frequencies f
        join employees em on em.project_id = f.project_id and em.id = any(${intArray(target.employeeIds)})
        where f.project_id = ${target.projectId} and f.id = any(${intArray(target.frequencyIds)})
      )
      select * from (${effectiveListSql(target.projectId)}) x order by frequency_id, employee_id, skill_id`,
  );
  return rows.map((r) => ({ frequencyId: r.frequency_id, employeeId: r.employee_id, skillId: r.skill_id, weight: r.weight, norm: r.norm }));
}
