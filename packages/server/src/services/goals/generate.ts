import { WEIGHT_TOTAL, type GenerateGoalsInput, type GenerateGoalsResult } from '@performa/contracts/api/goals';
import { and, sql, type SQL } from 'drizzle-orm';
import { retriedTransaction } from '../../db/locks.ts';
import { frequencies } from '../../db/schema.ts';
import { subtreeIds } from '../../db/tree.ts';
import { FieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { recomputeEmployees } from '../engine/recompute.ts';
import { roundsMeet } from '../evaluations/goal-readiness.ts';
import { departmentScope, getDepartment, getPeriod, inProject, referenced, requireProject } from '../scope.ts';
import { employeeNames, reachableEmployees } from './people.ts';
import { intArray, rowsOf, type Runner } from '../../db/raw.ts';
import { nameList } from './sql.ts';
import { goalWeightOffenders } from './weights.ts';

/** Which employees a generation covers: the given ones, a department's, or everyone in the caller's scope. */
async function employeeFilter(ctx: ServiceContext, body: GenerateGoalsInput): Promise<SQL> {
  const conditions: SQL[] = [
    sql`e.company_id = ${ctx.actor.companyId}`,
    sql`e.project_id = ${requireProject(ctx)}`,
    sql`e.status = 'active'`,
    sql`e.position_id is not null`,
  ];
  const scope = await departmentScope(ctx);
  if (scope !== null) {
    const ids = intArray([...scope]);
    conditions.push(sql`(e.department_id = any(${ids}) or e.sub_department_id = any(${ids}))`);
  }
  if (body.employee_ids !== null) {
    await reachableEmployees(ctx, body.employee_ids, 'employee_ids');
    conditions.push(sql`e.id = any(${intArray(body.employee_ids)})`);
  }
  if (body.department_id !== null) {
    await referenced('department_id', getDepartment(ctx, body.department_id));
    const tree = subtreeIds('departments', body.department_id);
    conditions.push(sql`(e.department_id in ${tree} or e.sub_department_id in ${tree})`);
  }
  return sql.join(conditions, sql` and `);
}

type SkippedPosition = GenerateGoalsResult['skipped_positions'][number];

/**
 * The covered employees' positions whose goals cannot be copied (docs/product.md §3.6): together more
 * than 100, or two of the same name. Older data may hold such positions: saving refuses them now.
 */
async function positionsToSkip(runner: Runner, projectId: number, filter: SQL): Promise<SkippedPosition[]> {
  const rows = await rowsOf<{ id: number; name: string; department_name: string; total: number; duplicate: boolean; employees: number }>(
    runner,
    sql`
      with covered as (select e.position_id, count(*)::int as employees from employees e where ${filter} group by e.position_id)
      select p.id, p.name, d.name as department_name, sum(pg.weight) as total,
             count(*) <> count(distinct lower(pg.name)) as duplicate, c.employees
      from covered c
      join positions p on p.id = c.position_id
      join departments d on d.id = p.department_id
      join positional_goal_positions pgp on pgp.position_id = p.id
      join positional_goals pg on pg.id = pgp.positional_goal_id and pg.project_id = ${projectId}
      group by p.id, p.name, d.name, c.employees
      having sum(pg.weight) > ${WEIGHT_TOTAL} or count(*) <> count(distinct lower(pg.name))
      order by p.name, p.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    department_name: r.department_name,
    reason: r.total > WEIGHT_TOTAL ? 'weights_over_100' : 'duplicate_names',
    total: r.total,
    employees: r.employees,
  }));
}

/**
 * Where the copies go (docs/product.md §3.6): each of the chosen rounds, as that round's own goals, or one
 * copy for every round of the period (null). A chosen round must be one of the period's: one of another
 * period is refused, one of another project or company is not found, both on `frequency_ids`.
 */
async function targetRounds(ctx: ServiceContext, periodId: number, ids: readonly number[] | null): Promise<SQL> {
  if (ids === null) return sql`(select null::int)`;
  const rounds = await ctx.deps.db
    .select({ id: frequencies.id, periodId: frequencies.periodId })
    .from(frequencies)
    .where(and(sql`${frequencies.id} = any(${intArray(ids)})`, inProject(ctx, frequencies)));
  if (rounds.length < ids.length) throw new FieldError({ frequency_ids: ['validation.notFoundRef'] });
  if (rounds.some((r) => r.periodId !== periodId)) throw new FieldError({ frequency_ids: ['validation.frequencyNotInPeriod'] });
  return sql`unnest(${intArray(ids)})`;
}

/**
 * Every copy a generation covers: each covered employee (outside the skipped positions) with each
 * positional goal of their position, once per target round (`frequency_id`; null: every round).
 */
const coveredCopies = (projectId: number, filter: SQL, skipped: readonly number[], targets: SQL) => sql`
  select e.company_id, e.project_id, e.id as employee_id, t.frequency_id, pg.id as positional_goal_id, pg.name, pg.category_id,
         pg.success_criteria, pg.weight, pg.is_numerical, pg.target, pg.is_positive, pg.scale_template_id
  from employees e
  join positional_goal_positions pgp on pgp.position_id = e.position_id
  join positional_goals pg on pg.id = pgp.positional_goal_id and pg.project_id = e.project_id
  cross join ${targets} as t(frequency_id)
  where ${filter} and e.position_id <> all(${intArray(skipped)}) and pg.project_id = ${projectId}`;

/**
 * Of the covered copies, those a generation makes: none where a goal of a round the copy counts in
 * (roundsMeet) already came from that positional goal or has its name. So a positional goal goes into a
 * round of an employee once, and running generation again creates nothing.
 */
const newCopies = (period: number, covered: SQL) => sql`
  select c.* from (${covered}) c
  where not exists (
    select 1 from goals g
    where g.employee_id = c.employee_id and g.period_id = ${period} and ${roundsMeet(sql`g.frequency_id`, sql`c.frequency_id`)}
      and (g.positional_goal_id = c.positional_goal_id or lower(g.name) = lower(c.name))
  )`;

/**
 * The employees whose copies would take a round of the period past 100 (docs/product.md §3.10): each
 * round's goals (those of every round and its own) with the copies that count in it. Answers each with
 * the fullest round's would-be total.
 */
async function employeesToSkip(runner: Runner, projectId: number, period: number, copies: SQL): Promise<Array<{ id: number; total: number }>> {
  const rows = await rowsOf<{ id: number; total: number }>(
    runner,
    sql`
      with copies as (${copies}),
      touched as (select distinct employee_id from copies),
      rounds as (
        select f.id as frequency_id from frequencies f where f.period_id = ${period}
        union all
        select null::int where not exists (select 1 from frequencies f where f.period_id = ${period})
      ),
      existing as (
        select g.employee_id, r.frequency_id, sum(g.weight) as total
        from goals g join rounds r on ${roundsMeet(sql`g.frequency_id`, sql`r.frequency_id`)}
        where g.period_id = ${period} and g.project_id = ${projectId} and g.employee_id in (select employee_id from touched)
        group by g.employee_id, r.frequency_id
      ),
      added as (
        select c.employee_id, r.frequency_id, sum(c.weight) as total
        from copies c join rounds r on ${roundsMeet(sql`c.frequency_id`, sql`r.frequency_id`)}
        group by c.employee_id, r.frequency_id
      )
      select t.employee_id as id, max(coalesce(x.total, 0) + coalesce(a.total, 0)) as total
      from touched t
      cross join rounds r
      left join existing x on x.employee_id = t.employee_id and x.frequency_id is not distinct from r.frequency_id
      left join added a on a.employee_id = t.employee_id and a.frequency_id is not distinct from r.frequency_id
      group by t.employee_id
      having max(coalesce(x.total, 0) + coalesce(a.total, 0)) > ${WEIGHT_TOTAL}
      order by t.employee_id`,
  );
  return rows;
}

/**
 * Copies the positional goals of each covered employee's position into their personal goals for the
 * period, in one INSERT … SELECT (docs/product.md §3.6): into the chosen rounds (`frequency_ids`), each
 * copy a goal of its round, or else one copy for every round. A positional goal already in a round the
 * copy counts in (or a goal of the same name there) is skipped, so running it again creates nothing. What
 * cannot be copied is skipped and reported, and the rest is copied: a position whose goals add up to more
 * than 100 or repeat a name (per position), and an employee whose round would pass 100.
 */
export async function generatePersonalGoals(ctx: ServiceContext, body: GenerateGoalsInput): Promise<GenerateGoalsResult> {
  const projectId = requireProject(ctx);
  await referenced('period_id', getPeriod(ctx, body.period_id));
  const period = body.period_id;
  const targets = await targetRounds(ctx, period, body.frequency_ids);
  const filter = await employeeFilter(ctx, body);
  return retriedTransaction(ctx.deps.db, async (tx) => {
    // As lockEmployees (goals/sql.ts): no key update, so that a recompute of their results can check its foreign keys.
    await tx.execute(sql`select e.id from employees e where ${filter} order by e.id for no key update`);
    const skippedPositions = await positionsToSkip(tx, projectId, filter);
    const badPositions = skippedPositions.map((p) => p.id);
    const overEmployees = await employeesToSkip(tx, projectId, period, newCopies(period, coveredCopies(projectId, filter, badPositions, targets)));
    const names = await employeeNames(
      ctx,
      tx,
      overEmployees.map((e) => e.id),
    );
    const covered = coveredCopies(projectId, sql`${filter} and e.id <> all(${intArray(overEmployees.map((e) => e.id))})`, badPositions, targets);
    const [row] = await rowsOf<{ covered: number; created: number; employees: string | null }>(
      tx,
      sql`
        with copies as (${newCopies(period, covered)}),
        inserted as (
          insert into goals (company_id, project_id, employee_id, period_id, frequency_id, positional_goal_id, name, category_id,
                             success_criteria, weight, is_numerical, target, is_positive, scale_template_id)
          select c.company_id, c.project_id, c.employee_id, ${period}::int, c.frequency_id, c.positional_goal_id, c.name, c.category_id,
                 c.success_criteria, c.weight, c.is_numerical, c.target, c.is_positive, c.scale_template_id
          from copies c
          -- The unique keys of goals (one copy of a positional goal per round, names per round) as the last guard.
          on conflict do nothing
          returning employee_id
        )
        select (select count(*)::int from (${covered}) c) as covered,
               (select count(*)::int from inserted) as created,
               (select string_agg(distinct employee_id::text, ',') from inserted) as employees`,
    );
    // The checks above leave no offender; this keeps the rule of §3.10 should they ever miss one.
    const touched = row!.employees ? row!.employees.split(',').map(Number) : [];
    const offenders = await goalWeightOffenders(
      tx,
      projectId,
      touched.map((employeeId) => ({ employeeId, periodId: period })),
    );
    if (offenders.length) {
      const over = [...new Set(offenders.map((o) => o.employeeId))];
      const offenderNames = await employeeNames(ctx, tx, over.slice(0, 6));
      throw new FieldError({ employee_ids: ['validation.weightSum100For'] }, { names: nameList(over.map((e) => offenderNames.get(e) ?? `#${e}`)) });
    }
    await recomputeEmployees(tx, projectId, touched);
    return {
      created: row!.created,
      skipped: row!.covered - row!.created,
      skipped_positions: skippedPositions,
      skipped_employees: overEmployees.map((e) => ({ id: e.id, full_name: names.get(e.id) ?? `#${e.id}`, total: e.total })),
    };
  });
}
