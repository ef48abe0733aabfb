import { WEIGHT_TOTAL, type GenerateGoalsInput, type GenerateGoalsResult } from '@performa/contracts/api/goals';
import { sql, type SQL } from 'drizzle-orm';
import { retriedTransaction } from '../../db/locks.ts';
import { subtreeIds } from '../../db/tree.ts';
import { FieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { recomputeEmployees } from '../engine/recompute.ts';
import { departmentScope, getDepartment, getPeriod, referenced, requireProject } from '../scope.ts';
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
 * The copies a generation would make: each covered employee (outside the skipped positions) with each
 * positional goal of their position not yet in their period (by origin, or by name among the goals of
 * every round: the unique keys of goals).
 */
const candidates = (projectId: number, period: number, filter: SQL, skipped: readonly number[]) => sql`
  select e.company_id, e.project_id, e.id as employee_id, pg.id as positional_goal_id, pg.name, pg.category_id,
         pg.success_criteria, pg.weight, pg.is_numerical, pg.target, pg.is_positive, pg.scale_template_id
  from employees e
  join positional_goal_positions pgp on pgp.position_id = e.position_id
  join positional_goals pg on pg.id = pgp.positional_goal_id and pg.project_id = e.project_id
  where ${filter} and e.position_id <> all(${intArray(skipped)}) and pg.project_id = ${projectId}
    and not exists (
      select 1 from goals g
      where g.employee_id = e.id and g.period_id = ${period}
        and (g.positional_goal_id = pg.id or (g.frequency_id is null and lower(g.name) = lower(pg.name)))
    )`;

/**
 * The employees whose copies would take a round of the period past 100 (docs/product.md §3.10): the
 * copies belong to every round, so the fullest round decides. Answers each with that round's would-be total.
 */
async function employeesToSkip(runner: Runner, projectId: number, period: number, copies: SQL): Promise<Array<{ id: number; total: number }>> {
  const rows = await rowsOf<{ id: number; total: number }>(
    runner,
    sql`
      with copies as (${copies}),
      added as (select employee_id, sum(weight) as added from copies group by employee_id),
      rounds as (
        select f.id as frequency_id from frequencies f where f.period_id = ${period}
        union all
        select null::int where not exists (select 1 from frequencies f where f.period_id = ${period})
      ),
      round_totals as (
        select g.employee_id, r.frequency_id, sum(g.weight) as total
        from goals g join rounds r on g.frequency_id is null or g.frequency_id = r.frequency_id
        where g.period_id = ${period} and g.project_id = ${projectId} and g.employee_id in (select employee_id from added)
        group by g.employee_id, r.frequency_id
      )
      select a.employee_id as id, a.added + coalesce(max(t.total), 0) as total
      from added a left join round_totals t on t.employee_id = a.employee_id
      group by a.employee_id, a.added
      having a.added + coalesce(max(t.total), 0) > ${WEIGHT_TOTAL}
      order by a.employee_id`,
  );
  return rows;
}

/**
 * Copies the positional goals of each covered employee's position into their personal goals for the
 * period (every round), in one INSERT … SELECT (docs/product.md §3.6). A positional goal already copied
 * for an employee and period (or a goal of the same name there) is skipped, so running it again creates
 * nothing. What cannot be copied is skipped and reported, and the rest is copied: a position whose goals
 * add up to more than 100 or repeat a name (per position), and an employee whose round would pass 100.
 */
export async function generatePersonalGoals(ctx: ServiceContext, body: GenerateGoalsInput): Promise<GenerateGoalsResult> {
  const projectId = requireProject(ctx);
  await referenced('period_id', getPeriod(ctx, body.period_id));
  const filter = await employeeFilter(ctx, body);
  const period = body.period_id;
  return retriedTransaction(ctx.deps.db, async (tx) => {
    // As lockEmployees (goals/sql.ts): no key update, so that a recompute of their results can check its foreign keys.
    await tx.execute(sql`select e.id from employees e where ${filter} order by e.id for no key update`);
    const skippedPositions = await positionsToSkip(tx, projectId, filter);
    const badPositions = skippedPositions.map((p) => p.id);
    const overEmployees = await employeesToSkip(tx, projectId, period, candidates(projectId, period, filter, badPositions));
    const names = await employeeNames(
      ctx,
      tx,
      overEmployees.map((e) => e.id),
    );
    const copyFilter = sql`${filter} and e.id <> all(${intArray(overEmployees.map((e) => e.id))})`;
    const [row] = await rowsOf<{ candidates: number; created: number; employees: string | null }>(
      tx,
      sql`
        with candidates as (
          select e.company_id, e.project_id, e.id as employee_id, pg.id as positional_goal_id, pg.name, pg.category_id,
                 pg.success_criteria, pg.weight, pg.is_numerical, pg.target, pg.is_positive, pg.scale_template_id
          from employees e
          join positional_goal_positions pgp on pgp.position_id = e.position_id
          join positional_goals pg on pg.id = pgp.positional_goal_id and pg.project_id = e.project_id
          where ${copyFilter} and e.position_id <> all(${intArray(badPositions)})
        ),
        inserted as (
          insert into goals (company_id, project_id, employee_id, period_id, positional_goal_id, name, category_id,
                             success_criteria, weight, is_numerical, target, is_positive, scale_template_id)
          select c.company_id, c.project_id, c.employee_id, ${period}::int, c.positional_goal_id, c.name, c.category_id,
                 c.success_criteria, c.weight, c.is_numerical, c.target, c.is_positive, c.scale_template_id
          from candidates c
          -- Already copied (goals_employee_period_positional_key), or a goal of that name exists there.
          on conflict do nothing
          returning employee_id
        )
        select (select count(*)::int from candidates) as candidates,
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
      skipped: row!.candidates - row!.created,
      skipped_positions: skippedPositions,
      skipped_employees: overEmployees.map((e) => ({ id: e.id, full_name: names.get(e.id) ?? `#${e.id}`, total: e.total })),
    };
  });
}
