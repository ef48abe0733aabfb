import { mayViewPersonData, resultViewer, type PersonData, type PersonRelation } from '@performa/contracts/access';
import type { UserPanel } from '@performa/contracts/api/employees';
import type { PanelGoals, PanelSkills } from '@performa/contracts/api/user-panel';
import { and, asc, eq } from 'drizzle-orm';
import { employees, positions } from '../../db/schema.ts';
import { isInSubtree } from '../../db/tree.ts';
import { notFound } from '../../lib/errors.ts';
import { employeeSkillList } from '../competencies/employee-skills.ts';
import { employeeSummary } from '../employees/read.ts';
import { viewerOf } from '../results/visibility.ts';
import type { ServiceContext } from '../context.ts';
import { personalGoalList } from '../goals/read.ts';
import { listPeriodOptions } from '../periods/periods.ts';
import { departmentScope, employeeInScope, inProject, requireProject } from '../scope.ts';

/**
 * The person behind a user panel (docs/product.md §7.4): an account's employee record in the selected
 * project, how it stands to the caller, and their goals and competencies as far as the row rules of
 * contracts/access.ts let the caller read them (docs/product.md §1.6, ADR 16). Anything else is 404.
 */

type EmployeeRow = typeof employees.$inferSelect;

export const PERSON_DATA: readonly PersonData[] = ['goals', 'skills'];

export interface PanelPerson {
  employee: EmployeeRow;
  relation: PersonRelation;
}

/**
 * How an employee stands to the caller: their own record; below the caller in the reporting line
 * (to any depth, through the caller's active record in the project); inside the caller's department scope.
 */
export async function relationTo(ctx: ServiceContext, employee: EmployeeRow): Promise<PersonRelation> {
  const self = employee.accountId === ctx.actor.accountId;
  const in_scope = employeeInScope(await departmentScope(ctx), employee);
  let report = false;
  if (!self && employee.reportToId !== null) {
    const [mine] = await ctx.deps.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(inProject(ctx, employees), eq(employees.accountId, ctx.actor.accountId), eq(employees.status, 'active')));
    report = mine !== undefined && (await isInSubtree(ctx.deps.db, 'employees', mine.id, employee.id));
  }
  return { self, report, in_scope };
}

/** The account's employee record in the selected project with its relation to the caller; null without a project or a record. */
export async function personOfAccount(ctx: ServiceContext, accountId: number): Promise<PanelPerson | null> {
  if (ctx.projectId === null) return null;
  const [employee] = await ctx.deps.db
    .select()
    .from(employees)
    .where(and(inProject(ctx, employees), eq(employees.accountId, accountId)));
  return employee ? { employee, relation: await relationTo(ctx, employee) } : null;
}

/** Whether the caller may read any of the person's evaluation data (and so open their panel). */
export const mayViewAnyPersonData = (ctx: ServiceContext, person: PanelPerson) =>
  PERSON_DATA.some((data) => mayViewPersonData(ctx.actor, data, person.relation));

/**
 * The person's active direct reports whose panels the caller may open (a manager's line is theirs to
 * read; otherwise the department scope or the codes decide), by name.
 */
export async function teamOf(ctx: ServiceContext, person: PanelPerson): Promise<UserPanel['team']> {
  const rows = await ctx.deps.db
    .select({ employee: employees, position: { id: positions.id, name: positions.name } })
    .from(employees)
    .leftJoin(positions, eq(positions.id, employees.positionId))
    .where(and(inProject(ctx, employees), eq(employees.reportToId, person.employee.id), eq(employees.status, 'active')))
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
  const scope = await departmentScope(ctx);
  const below = person.relation.self || person.relation.report;
  return rows
    .filter(({ employee }) =>
      mayViewAnyPersonData(ctx, {
        employee,
        relation: { self: employee.accountId === ctx.actor.accountId, report: below, in_scope: employeeInScope(scope, employee) },
      }),
    )
    .map(({ employee, position }) => ({
      account_id: employee.accountId,
      employee_id: employee.id,
      full_name: `${employee.firstName} ${employee.lastName}`,
      position,
      // On the caller's own panel these are their direct reports, whose cards a manager opens (ADR 23).
      results:
        resultViewer(ctx.actor, {
          self: employee.accountId === ctx.actor.accountId,
          direct_report: person.relation.self,
          in_scope: employeeInScope(scope, employee),
        }) !== null,
    }));
}

/** The person of an account whose goals or competencies the caller may read, or 404 (tenancy, no record, out of reach alike). */
async function viewablePerson(ctx: ServiceContext, accountId: number, data: PersonData): Promise<PanelPerson> {
  requireProject(ctx);
  const person = await personOfAccount(ctx, accountId);
  if (!person || !mayViewPersonData(ctx.actor, data, person.relation)) throw notFound();
  return person;
}

/**
 * A person's goals in a period with the weight total of every round: the period asked for (another
 * project's: 404), else the current one, else the newest; with the periods to pick from.
 */
export async function panelGoals(ctx: ServiceContext, accountId: number, periodId: number | null): Promise<PanelGoals> {
  const { employee, relation } = await viewablePerson(ctx, accountId, 'goals');
  const periods = await listPeriodOptions(ctx);
  if (periodId !== null && !periods.some((p) => p.id === periodId)) throw notFound();
  const chosen = periodId ?? periods.find((p) => p.state === 'current')?.id ?? periods[0]?.id ?? null;
  const card = (await viewerOf(ctx, employee)) !== null;
  if (chosen === null)
    return { employee: await employeeSummary(ctx, employee), period_id: null, goals: [], rounds: [], complete: false, periods, relation, card };
  return { ...(await personalGoalList(ctx, employee, chosen)), periods, relation, card };
}

/** A person's effective competency list (their own, else their position's) with weights and norms. */
export async function panelSkills(ctx: ServiceContext, accountId: number): Promise<PanelSkills> {
  const { employee, relation } = await viewablePerson(ctx, accountId, 'skills');
  return { ...(await employeeSkillList(ctx, employee)), relation };
}
