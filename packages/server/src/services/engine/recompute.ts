import { sql, type SQL } from 'drizzle-orm';
import { lockResults } from '../../db/locks.ts';
import { intArray, isTransaction, rowsOf, type Runner } from '../../db/raw.ts';
import { PROJECT_SETTINGS_DEFAULTS as DEFAULTS } from '../../db/schema.ts';

/**
 * The results engine (docs/product.md §4, ADR 23): goal overall G, skill overall S and the final score of
 * every (round, evaluatee) of a project, optionally narrowed to rounds and to evaluatees, written to
 * evaluation_results in one set-based statement. Every write that changes a score calls it in its own
 * transaction, before committing.
 *
 * The statement computes exactly what the scoring core (packages/contracts/src/scoring.ts) computes, in
 * the same order of floating-point operations, so the stored values equal the core's to the last bit:
 * - a party's mean is (Σr / n / M) × 100 with Σr summed as numeric (the core's decimalSum and
 *   partyMeanScore; §4.1, §4.6 steps 1–2); Σr and n are kept in skill_party_sums (ADR 24), summed again from
 *   the answers by every recompute unless its caller says that no rating changed;
 * - the parties count in groups (the core's partyGrouping, §4.6 step 3, §5.9): small coworker and subworker parties are
 *   pooled as `others`, a pool below the project's min_evaluators does not count;
 * - the groups are combined in the order manager, coworker, subworker, self, others (SCORE_GROUPS) as one fixed
 *   expression ((((0 + t_manager) + t_coworker) + t_subworker) + t_self) + t_others (the core's weightedMean);
 * - S, G and a goal's sub goals are weighted means with ORDER BY inside the aggregates (competency id,
 *   goal id, sub goal id): the order in which weightedMean adds them (§4.4, §4.5, §4.7);
 * - final = g·G + s·S (§4.8).
 * Calibrated values (calibrated_score, calibrated_box) are never touched; rows of evaluatees without any
 * evaluation that is not terminated are deleted.
 */

export interface RecomputeTarget {
  projectId: number;
  /** Only these rounds; left out: every round of the project. */
  frequencyIds?: readonly number[];
  /** Only these evaluatees; left out: everyone. */
  employeeIds?: readonly number[];
  /**
   * True when the caller changed no answer and no evaluation (a project-wide setting, a template, a list): the stored
   * party sums (skill_party_sums) still hold and are read as they are. Left out: they are summed again from the answers.
   */
  ratingsUnchanged?: boolean;
  /**
   * True when the caller's transaction already holds the results locks of these evaluatees (taken in its write's own
   * statement, db/locks.ts evaluateesLockedSql, ADR 47): the recompute does not lock again. Only with `employeeIds`.
   */
  locked?: boolean;
}

/** The score of a numerical or scale goal or sub goal (rules 2 and 3); `m` names the row, `top` its template's largest max as float8. */
const measureScore = (m: string, top: SQL) => {
  const c = (column: string) => sql.raw(`${m}.${column}`);
  return sql`case
      when not ${c('is_numerical')} then case when ${c('rating')} is not null and ${top} > 0 then (${c('rating')}::float8 / ${top}) * 100 end
      when ${c('actual')} is null or ${c('target')} is null then null
      when ${c('is_positive')} then case when ${c('target')} > 0 then greatest(0::float8, least(${c('actual')}::float8 / ${c('target')}::float8, st.cap)) * 100 end
      when ${c('target')} = 0 then case when ${c('actual')} <= 0 then 100::float8 else 0::float8 end
      when ${c('actual')} <= 0 then st.cap * 100
      else least(${c('target')}::float8 / ${c('actual')}::float8, st.cap) * 100
    end`;
};

/** The largest max of a template (rule 1's M) as float8. */
const templateTop = (templateId: SQL) => sql`(select max(rs.max)::float8 from response_scales rs where rs.template_id = ${templateId})`;

/** The settings of a broad pass (see recomputeResults), for the rest of its transaction. */
export const BROAD_PASS = { enable_nestloop: 'off', jit: 'off', work_mem: '64MB' } as const;

/** Sets these settings for the rest of the transaction. */
export const settingsSql = (settings: Readonly<Record<string, string>>) =>
  sql`select ${sql.join(
    Object.entries(settings).map(([name, value]) => sql`set_config(${name}, ${value}, true)`),
    sql`, `,
  )}`;

/** Recompute the results of a project (or of some of its rounds and evaluatees) inside the caller's transaction. */
export async function recomputeResults(runner: Runner, target: RecomputeTarget): Promise<void> {
  if (target.frequencyIds?.length === 0 || target.employeeIds?.length === 0) return;
  const broad = target.employeeIds === undefined || target.employeeIds.length > NARROW;
  await inTransaction(runner, async (tx) => {
    // One recompute of an evaluatee at a time, and a whole-project pass alone (ADR 24, amendment of 2026-11-27): the
    // statements below see the answers and results a concurrent writer committed before the lock was granted, so the
    // sums' delete and insert never meet another's, and no stale value overwrites a newer one.
    if (!target.locked) await lockResults(tx, target.projectId, target.employeeIds);
    // A broad pass joins whole tables: hash joins, whatever the planner's estimates of the CTEs (PGlite has no
    // autovacuum, so its statistics are often those of the last start). Without nested loops the plan's cost passes
    // PostgreSQL's JIT thresholds, and compiling the statement took longer than running it (seconds, bench/results.ts):
    // no JIT either. Its sorts and hashes of 250,000 competency rows spill to disk at the default 4 MB of work_mem
    // (25 MB sorted on disk, hash joins in 8 batches): 64 MB keeps them in memory. All restored right after, for
    // the rest of the transaction.
    const [before] = broad
      ? await rowsOf<Record<keyof typeof BROAD_PASS, string>>(
          tx,
          sql`select ${sql.join(
            Object.keys(BROAD_PASS).map((name) => sql`current_setting(${name}) as ${sql.identifier(name)}`),
            sql`, `,
          )}`,
        )
      : [];
    if (before) await tx.execute(settingsSql(BROAD_PASS));
    // A narrow pass is planned once per connection (ADR 45): planning its statements took longer than running them.
    if (!target.ratingsUnchanged) await refreshPartySums(tx, target, !broad);
    await rowsOf(tx, upsertStatement(target), { planOnce: !broad });
    if (before) await tx.execute(settingsSql(before));
  });
}

/**
 * Runs `work` in the caller's transaction, or in one of its own when called on the database. Inside a transaction a
 * nested one would only add a savepoint and its release, two round trips per pass: the locks and settings below are
 * the transaction's whatever the savepoint, and no caller goes on after a failed recompute.
 */
function inTransaction(runner: Runner, work: (tx: Runner) => Promise<void>): Promise<void> {
  return isTransaction(runner) ? work(runner) : runner.transaction(work);
}

/** The target's rows of a table: ` and <round> = any(…) and <employee> = any(…)`, each only when the target names them. */
const inTarget = (target: RecomputeTarget, round: string, employee: string): SQL =>
  sql`${target.frequencyIds ? sql` and ${sql.raw(round)} = any(${intArray(target.frequencyIds)})` : sql``}${
    target.employeeIds ? sql` and ${sql.raw(employee)} = any(${intArray(target.employeeIds)})` : sql``
  }`;

/**
 * Sums each party's ratings of each competency again from the answers of the completed, non-terminated skill
 * evaluations of the target (rule 6 steps 1–2 need only Σr and n; Σr is exact as numeric and stored as float8), in one
 * statement (a round trip fewer in every submission): the fresh sums upserted, the target's sums that have none deleted.
 */
async function refreshPartySums(tx: Runner, target: RecomputeTarget, planOnce: boolean): Promise<void> {
  const partySum = (party: string) => sql`sum(a.rating) filter (where e.party = ${party})::float8, (count(*) filter (where e.party = ${party}))::int`;
  const parties = ['manager', 'coworker', 'subworker', 'self'].flatMap((party) => [`s_${party}`, `n_${party}`]);
  await rowsOf(
    tx,
    sql`
    with fresh (frequency_id, employee_id, skill_id, company_id, project_id, ${sql.raw(parties.join(', '))}) as (
      select e.frequency_id, e.evaluatee_id, a.skill_id, e.company_id, e.project_id,
        ${partySum('manager')}, ${partySum('coworker')}, ${partySum('subworker')}, ${partySum('self')}
      from evaluations e join skill_answers a on a.evaluation_id = e.id
      where e.project_id = ${target.projectId} and e.kind = 'skill' and e.terminated_at is null and e.completed_at is not null
        ${inTarget(target, 'e.frequency_id', 'e.evaluatee_id')}
        and a.rating is not null and not a.not_applicable
      group by e.frequency_id, e.evaluatee_id, a.skill_id, e.company_id, e.project_id
    ), gone as (
      delete from skill_party_sums s where project_id = ${target.projectId} ${inTarget(target, 's.frequency_id', 's.employee_id')}
        and not exists (select 1 from fresh f where f.frequency_id = s.frequency_id and f.employee_id = s.employee_id and f.skill_id = s.skill_id)
    )
    insert into skill_party_sums (frequency_id, employee_id, skill_id, company_id, project_id, ${sql.raw(parties.join(', '))})
    select * from fresh
    on conflict (frequency_id, employee_id, skill_id) do update set
      ${sql.raw(parties.map((column) => `${column} = excluded.${column}`).join(', '))}`,
    { planOnce },
  );
}

/** Up to this many evaluatees, a recompute goes by their rows through the indexes; beyond, it joins whole tables. */
const NARROW = 200;

/** The one statement that computes and upserts the results of the target and deletes those of people left with no evaluation (exported for EXPLAIN in the benchmark). */
export function upsertStatement(target: RecomputeTarget): SQL {
  const { projectId } = target;
  const roundFilter = target.frequencyIds ? sql`and f.id = any(${intArray(target.frequencyIds)})` : sql``;
  const evaluateeFilter = target.employeeIds ? sql`and e.evaluatee_id = any(${intArray(target.employeeIds)})` : sql``;
  // A group's term of rule 6 step 3 (docs/product.md §4.6, §5.9): w·mean when the group rated and its weight is above 0,
  // else 0. `on` says whether the party counts on its own; the pool `others` sums its members' sums (exactly, as numeric),
  // counts and weights.
  const term = (n: SQL, s: SQL, w: SQL) => ({
    num: sql`case when (${n}) > 0 and (${w}) > 0 and st.top > 0 then (${w}) * (((${s}) / (${n})::float8 / st.top) * 100) else 0::float8 end`,
    den: sql`case when (${n}) > 0 and (${w}) > 0 and st.top > 0 then (${w}) else 0::float8 end`,
  });
  const own = (party: string) => {
    const col = (prefix: string) => sql.raw(`${prefix}_${party}`);
    return term(sql`case when w.${col('on')} then x.${col('n')} else 0 end`, sql`x.${col('s')}`, sql`w.${col('w')}`);
  };
  const pooled = (column: (party: string) => SQL, zero: SQL) =>
    sql`(case when w.pool_coworker then ${column('coworker')} else ${zero} end) + (case when w.pool_subworker then ${column('subworker')} else ${zero} end)`;
  const others = term(
    pooled((p) => sql.raw(`x.n_${p}`), sql`0`),
    sql`(${pooled((p) => sql`coalesce(${sql.raw(`x.s_${p}`)}, 0)::numeric`, sql`0::numeric`)})::float8`,
    pooled((p) => sql.raw(`w.w_${p}`), sql`0::float8`),
  );
  const [m, c, sw, sf] = [own('manager'), own('coworker'), own('subworker'), own('self')];
  const weight = (party: string) => sql.raw(`coalesce(pw.${party}_weight, st.${party}_weight, 0)::float8 as w_${party}`);
  const evaluators = (party: string) => sql`(count(e.completed_at) filter (where e.kind = 'skill' and e.party = ${party}))::int as ${sql.raw(`ev_${party}`)}`;

  return sql`
    with st as (
      select p.id as project_id, p.company_id,
        s.goal_weight::float8 as goal_weight, s.skill_weight::float8 as skill_weight,
        s.manager_weight, s.coworker_weight, s.subworker_weight, s.self_weight,
        coalesce(s.max_achievement, ${DEFAULTS.maxAchievement})::float8 as cap, coalesce(s.min_evaluators, ${DEFAULTS.minEvaluators}) as min_evaluators,
        ${templateTop(sql`s.rating_template_id`)} as top
      from projects p left join project_settings s on s.project_id = p.id
      where p.id = ${projectId}
    ),
    rounds as (
      select f.id as frequency_id, f.period_id from frequencies f where f.project_id = ${projectId} ${roundFilter}
    ),
    evals as materialized (
      select e.id, e.frequency_id, e.evaluatee_id, e.kind, e.party, e.completed_at
      from evaluations e join rounds r on r.frequency_id = e.frequency_id
      where e.project_id = ${projectId} and e.terminated_at is null ${evaluateeFilter}
    ),
    targets as materialized (
      select e.frequency_id, r.period_id, e.evaluatee_id as employee_id,
        (count(*) filter (where e.kind = 'skill'))::int as skill_total,
        (count(e.completed_at) filter (where e.kind = 'skill'))::int as skill_done,
        (count(*) filter (where e.kind = 'goal'))::int as goal_total,
        (count(e.completed_at) filter (where e.kind = 'goal'))::int as goal_done,
        ${evaluators('manager')}, ${evaluators('coworker')}, ${evaluators('subworker')}, ${evaluators('self')}
      from evals e join rounds r on r.frequency_id = e.frequency_id
      group by e.frequency_id, r.period_id, e.evaluatee_id
    ),
    sums as (
      select su.* from skill_party_sums su
      where su.project_id = ${projectId} ${inTarget(target, 'su.frequency_id', 'su.employee_id')}
    ),
    party_weights as materialized (
      -- Each evaluatee's party weights as float8, converted once (a numeric's conversion is not cheap) and > 0 or 0, and
      -- where each party counts (the core's partyGrouping, docs/product.md §4.6, §5.9): a party with evaluators and a
      -- weight above 0; coworkers and subworkers on their own when each has at least min_evaluators, else pooled when the
      -- pool has that many. Computed here rather than in a CTE of its own, whose join would make the planner expect a
      -- handful of rows and sort the 250,000 party sums for a merge join.
      select x.frequency_id, x.employee_id, x.w_manager, x.w_coworker, x.w_subworker, x.w_self, u.on_manager, u.on_self,
        u.use_coworker and v.peers_own as on_coworker, u.use_subworker and v.peers_own as on_subworker,
        u.use_coworker and not v.peers_own and v.pool_full as pool_coworker, u.use_subworker and not v.peers_own and v.pool_full as pool_subworker
      from (
        select t.frequency_id, t.employee_id, t.ev_manager, t.ev_coworker, t.ev_subworker, t.ev_self,
          ${weight('manager')}, ${weight('coworker')}, ${weight('subworker')}, ${weight('self')}
        from targets t cross join st left join personal_weights pw on pw.employee_id = t.employee_id
      ) x
      cross join st
      cross join lateral (
        select x.ev_manager > 0 and x.w_manager > 0 as on_manager, x.ev_self > 0 and x.w_self > 0 as on_self,
          x.ev_coworker > 0 and x.w_coworker > 0 as use_coworker, x.ev_subworker > 0 and x.w_subworker > 0 as use_subworker
      ) u
      cross join lateral (
        select (not u.use_coworker or x.ev_coworker >= st.min_evaluators) and (not u.use_subworker or x.ev_subworker >= st.min_evaluators) as peers_own,
          (case when u.use_coworker then x.ev_coworker else 0 end) + (case when u.use_subworker then x.ev_subworker else 0 end) >= st.min_evaluators as pool_full
      ) v
    ),
    own_lists as (
      select distinct employee_id from employee_skills where project_id = ${projectId}
    ),
    skill_scores as materialized (
      -- The rated competencies that are on the evaluatee's effective list of the round (effectiveListSql, docs/product.md
      -- §3.5): their own list's weight when they have one, else their position's; a periodic competency only when attached
      -- to the round's period. Driven by the party sums, with small lookups, rather than by joining the whole list to them.
      -- Each row is already the competency's score (rule 6 step 3, its parties added in a fixed order), so that only
      -- narrow rows are stored and sorted for skill overall.
      select x.frequency_id, x.employee_id, x.skill_id, l.weight, p.num / p.den as score
      from sums x
      join targets t on t.frequency_id = x.frequency_id and t.employee_id = x.employee_id
      join party_weights w on w.frequency_id = x.frequency_id and w.employee_id = x.employee_id
      join employees em on em.id = x.employee_id
      join skills sk on sk.id = x.skill_id
      left join own_lists o on o.employee_id = x.employee_id
      left join employee_skills es on o.employee_id is not null and es.employee_id = x.employee_id and es.skill_id = x.skill_id
      left join position_skills ps on o.employee_id is null and ps.position_id = em.position_id and ps.skill_id = x.skill_id
        and ps.project_id = ${projectId}
      cross join lateral (select case when o.employee_id is not null then es.weight else ps.weight end::float8 as weight) l
      cross join st
      cross join lateral (
        select ((((0::float8 + ${m.num}) + ${c.num}) + ${sw.num}) + ${sf.num}) + ${others.num} as num,
          ((((0::float8 + ${m.den}) + ${c.den}) + ${sw.den}) + ${sf.den}) + ${others.den} as den
      ) p
      where l.weight > 0 and p.den > 0
        and (not sk.is_periodic or exists (select 1 from skill_periods sp where sp.skill_id = x.skill_id and sp.period_id = t.period_id))
    ),
    skill_overall as (
      -- Window sums over the whole partition add its rows in the window's order (competency id), as an aggregate's
      -- ORDER BY would: one sort for the pass instead of two sorts per evaluatee (PostgreSQL 15 sorts each group).
      select w.frequency_id, w.employee_id, w.num / w.den as value
      from (
        select k.frequency_id, k.employee_id, sum(k.weight * k.score) over whole as num, sum(k.weight) over whole as den,
          row_number() over whole as position
        from skill_scores k
        window whole as (partition by k.frequency_id, k.employee_id order by k.skill_id rows between unbounded preceding and unbounded following)
      ) w
      where w.position = 1
    ),
    round_goals as (
      select t.frequency_id, t.employee_id, g.id, g.weight::float8 as weight,
        g.is_numerical, g.is_positive, g.target, g.actual, g.rating, ${templateTop(sql`g.scale_template_id`)} as top
      from targets t
      join goals g on g.employee_id = t.employee_id and g.project_id = ${projectId}
        and (g.frequency_id = t.frequency_id or (g.frequency_id is null and g.period_id = t.period_id))
      where t.goal_done > 0
    ),
    sub_scores as (
      select sg.goal_id, sg.id, sg.weight::float8 as weight, ${measureScore('sg', templateTop(sql`sg.scale_template_id`))} as score
      from sub_goals sg cross join st
      where sg.goal_id in (select id from round_goals)
    ),
    sub_means as (
      select u.goal_id,
        sum(u.weight * u.score order by u.id) filter (where u.score is not null and u.weight > 0)
          / sum(u.weight order by u.id) filter (where u.score is not null and u.weight > 0) as score
      from sub_scores u group by u.goal_id
    ),
    goal_scores as (
      select rg.frequency_id, rg.employee_id, rg.id, rg.weight,
        case when sm.goal_id is not null then sm.score else ${measureScore('rg', sql`rg.top`)} end as score
      from round_goals rg cross join st left join sub_means sm on sm.goal_id = rg.id
    ),
    goal_overall as (
      select gs.frequency_id, gs.employee_id,
        sum(gs.weight * gs.score order by gs.id) filter (where gs.score is not null and gs.weight > 0)
          / sum(gs.weight order by gs.id) filter (where gs.score is not null and gs.weight > 0) as value
      from goal_scores gs group by gs.frequency_id, gs.employee_id
    ),
    -- The target's results of people left with no evaluation in their round (all terminated or deleted): none are
    -- among the rows upserted below, which are the targets'.
    gone as (
      delete from evaluation_results d
      where d.project_id = ${projectId}
        ${inTarget(target, 'd.frequency_id', 'd.employee_id')}
        and not exists (select 1 from evaluations e where e.frequency_id = d.frequency_id and e.evaluatee_id = d.employee_id and e.terminated_at is null)
    )
    insert into evaluation_results as r (frequency_id, employee_id, company_id, project_id, goal_overall, skill_overall, final_score,
      skill_done, skill_total, goal_done, goal_total, computed_at)
    select t.frequency_id, t.employee_id, st.company_id, st.project_id, go.value, so.value,
      case
        when go.value is null then so.value
        when so.value is null then go.value
        when iw.employee_id is not null then iw.goal_weight::float8 * go.value + iw.skill_weight::float8 * so.value
        when st.goal_weight is null or st.skill_weight is null then null
        else st.goal_weight * go.value + st.skill_weight * so.value
      end,
      t.skill_done, t.skill_total, t.goal_done, t.goal_total, now()
    from targets t
    cross join st
    left join skill_overall so on so.frequency_id = t.frequency_id and so.employee_id = t.employee_id
    left join goal_overall go on go.frequency_id = t.frequency_id and go.employee_id = t.employee_id
    left join individual_weights iw on iw.employee_id = t.employee_id
    on conflict (frequency_id, employee_id) do update set
      goal_overall = excluded.goal_overall, skill_overall = excluded.skill_overall, final_score = excluded.final_score,
      skill_done = excluded.skill_done, skill_total = excluded.skill_total, goal_done = excluded.goal_done, goal_total = excluded.goal_total,
      computed_at = excluded.computed_at`;
}

/** An evaluation as a recompute after its write needs it: its round, its evaluatee and its kind. */
export interface WrittenEvaluation {
  frequency_id: number;
  evaluatee_id: number;
  kind: 'skill' | 'goal';
}

/**
 * After a write to evaluations (a submission, a reopen, a termination): their evaluatees in their rounds; for a
 * goal evaluation, which writes actuals onto the goals, the evaluatee in every round (period-wide goals) and
 * whoever shares a goal with them (a shared actual is written for every holder, §3.9).
 */
export async function recomputeEvaluatees(runner: Runner, projectId: number, evaluationIds: readonly number[]): Promise<void> {
  if (evaluationIds.length === 0) return;
  const rows = await rowsOf<WrittenEvaluation>(
    runner,
    sql`select distinct frequency_id, evaluatee_id, kind from evaluations where project_id = ${projectId} and id = any(${intArray(evaluationIds)})`,
  );
  await recomputeEvaluations(runner, projectId, rows);
}

/**
 * recomputeEvaluatees for evaluations the caller already read (a save of the evaluator's form). A skill evaluation
 * moves the party sums of its evaluatee in its round (summed again). A goal evaluation moves no rating: its
 * evaluatee and the holders of goals shared with them are recomputed in every round, which covers its own round,
 * with the sums as stored (one pass, not a pass of its round with the sums summed again and then that one).
 * `evaluateesLocked`: the transaction holds the results locks of the skill evaluations' evaluatees already (RecomputeTarget `locked`).
 */
export async function recomputeEvaluations(
  runner: Runner,
  projectId: number,
  rows: readonly WrittenEvaluation[],
  options: { evaluateesLocked?: boolean } = {},
): Promise<number[]> {
  const ids = (list: readonly WrittenEvaluation[]) => [...new Set(list.map((r) => r.evaluatee_id))];
  const skill = rows.filter((r) => r.kind === 'skill');
  const skillOwners = ids(skill);
  if (skill.length)
    await recomputeResults(runner, {
      projectId,
      frequencyIds: [...new Set(skill.map((r) => r.frequency_id))],
      employeeIds: skillOwners,
      locked: options.evaluateesLocked,
    });
  const goalOwners = ids(rows.filter((r) => r.kind === 'goal'));
  const sharers = goalOwners.length ? await recomputeSharers(runner, projectId, sql`g.employee_id = any(${intArray(goalOwners)})`, goalOwners) : [];
  return [...new Set([...skillOwners, ...sharers])];
}

/** After a write to goals (or their sub goals): every holder of these goals and of the goals shared with them, in every round. */
export async function recomputeGoalHolders(runner: Runner, projectId: number, goalIds: readonly number[]): Promise<void> {
  if (goalIds.length === 0) return;
  await recomputeSharers(runner, projectId, sql`g.id = any(${intArray(goalIds)})`);
}

/** The owners of the goals matching `where` (on `g`) and of every goal in their share groups, and `also`, in every round. */
async function recomputeSharers(runner: Runner, projectId: number, where: SQL, also: readonly number[] = []): Promise<number[]> {
  const rows = await rowsOf<{ employee_id: number }>(
    runner,
    sql`with picked as (select g.employee_id, g.share_group from goals g where g.project_id = ${projectId} and ${where})
      select employee_id from picked
      union
      select o.employee_id from goals o join picked p on o.share_group = p.share_group where o.project_id = ${projectId} and o.employee_id <> p.employee_id`,
  );
  const employeeIds = [...new Set([...also, ...rows.map((r) => r.employee_id)])];
  if (employeeIds.length) await recomputeResults(runner, { projectId, employeeIds, ratingsUnchanged: true });
  return employeeIds;
}

/** After a change of some employees' weights, lists, position or goals (never of a rating): their results in every round. */
export async function recomputeEmployees(runner: Runner, projectId: number, employeeIds: readonly number[]): Promise<void> {
  await recomputeResults(runner, { projectId, employeeIds: [...new Set(employeeIds)], ratingsUnchanged: true });
}

/** After a change of a position's competency list: the results of its holders (without an own list it would not matter, but they are few). */
export async function recomputePositionHolders(runner: Runner, projectId: number, positionIds: readonly number[]): Promise<void> {
  if (positionIds.length === 0) return;
  const rows = await rowsOf<{ id: number }>(
    runner,
    sql`select id from employees where project_id = ${projectId} and position_id = any(${intArray(positionIds)})`,
  );
  if (rows.length) await recomputeResults(runner, { projectId, employeeIds: rows.map((r) => r.id), ratingsUnchanged: true });
}
