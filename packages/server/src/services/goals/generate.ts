import type { GenerateGoalsInput, GenerateGoalsResult } from '@performa/contracts/api/goals';
import { sql, type SQL } from 'drizzle-orm';
import { subtreeIds } from '../../db/tree.ts';
import { FieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { departmentScope, getDepartment, getPeriod, referenced, requireProject } from '../scope.ts';
import { employeeNames, reachableEmployees } from './people.ts';
import { intArray, rowsOf } from '../../db/raw.ts';
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

/**
 * Copies the positional goals of each covered employee's position into their personal goals for the
 * period (every round), in one INSERT … SELECT. A positional goal already copied for an employee and
 * period (or a goal of the same name there) is skipped, so running it again creates nothing. When any
 * employee's weights would go over 100, nothing is written and the employees are named.
 */
export async function generatePersonalGoals(ctx: ServiceContext, body: GenerateGoalsInput): Promise<GenerateGoalsResult> {
  const projectId = requireProject(ctx);
  await referenced('period_id', getPeriod(ctx, body.period_id));
  const filter = await employeeFilter(ctx, body);
  const period = body.period_id;
  const result = await ctx.deps.db.transaction(async (tx) => {
    await tx.execute(sql`select e.id from employees e where ${filter} order by e.id for update`);
    const [row] = await rowsOf<{ candidates: number; created: number; employees: string | null }>(
      tx,
      sql`
        with candidates as (
          select e.company_id, e.project_id, e.id as employee_id, pg.id as positional_goal_id, pg.name, pg.category_id,
                 pg.success_criteria, pg.weight, pg.is_numerical, pg.target, pg.is_positive, pg.scale_template_id
          from employees e
          join positional_goal_positions pgp on pgp.position_id = e.position_id
          join positional_goals pg on pg.id = pgp.positional_goal_id and pg.project_id = e.project_id
          where ${filter}
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
    const touched = row!.employees ? row!.employees.split(',').map(Number) : [];
    const offenders = await goalWeightOffenders(
      tx,
      projectId,
      touched.map((employeeId) => ({ employeeId, periodId: period })),
    );
    if (offenders.length) {
      const over = [...new Set(offenders.map((o) => o.employeeId))];
      const names = await employeeNames(ctx, tx, over.slice(0, 6));
      throw new FieldError({ employee_ids: ['validation.weightSum100For'] }, { names: nameList(over.map((e) => names.get(e) ?? `#${e}`)) });
    }
    return { created: Number(row!.created), skipped: Number(row!.candidates) - Number(row!.created) };
  });
  return result;
}
