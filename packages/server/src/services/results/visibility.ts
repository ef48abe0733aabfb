import type { ResultViewer } from '@performa/contracts/api/results';
import { and, eq, sql } from 'drizzle-orm';
import { intArray, rowsOf } from '../../db/raw.ts';
import { employees } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { departmentScope, employeeInScope, getEmployee, inProject, requireProject } from '../scope.ts';

/**
 * Who sees which results (docs/product.md §5.6, §5.9, ADR 23). An employee's results are read by an
 * admin whose department scope holds them (everything), by the employee themselves and by their direct
 * manager; anyone else gets 404, like a row of another company. The employee and the manager see a
 * round's scores only once calibration is closed (`frequencies.released_at`), or at once when the
 * project shows results before calibration (`show_result_before_calibration`). Every endpoint that
 * gives such a viewer a score goes through here.
 */

export type EmployeeRow = typeof employees.$inferSelect;
export type Viewer = ResultViewer;

/** The evaluation settings that decide what a non-admin viewer sees. */
export interface VisibilitySettings {
  showBeforeCalibration: boolean;
  minEvaluators: number;
}

/** An employee as one caller may read their results. */
export interface PersonView {
  projectId: number;
  employee: EmployeeRow;
  viewer: Viewer;
  settings: VisibilitySettings;
}

/** The project's visibility settings (the defaults of docs/product.md §5.6, §5.9 when it never saved any). */
export async function visibilitySettings(ctx: ServiceContext): Promise<VisibilitySettings> {
  const [row] = await rowsOf<{ show: boolean; min: number }>(
    ctx.deps.db,
    sql`select show_result_before_calibration as show, min_evaluators as min from project_settings
        where project_id = ${requireProject(ctx)} and company_id = ${ctx.actor.companyId}`,
  );
  return { showBeforeCalibration: row?.show ?? false, minEvaluators: row === undefined ? 2 : Number(row.min) };
}

/** The caller's own active employee record in the selected project, if any. */
async function ownEmployeeId(ctx: ServiceContext): Promise<number | null> {
  const [mine] = await ctx.deps.db
    .select({ id: employees.id })
    .from(employees)
    .where(and(inProject(ctx, employees), eq(employees.accountId, ctx.actor.accountId), eq(employees.status, 'active')));
  return mine?.id ?? null;
}

/**
 * How the caller stands to an employee of the selected project: `admin` (admin or super admin, the
 * employee inside their department scope), `self`, or `manager` (the employee reports directly to the
 * caller's active record). Anyone else, and another project's or company's employee: 404.
 */
export async function viewPerson(ctx: ServiceContext, employeeId: number): Promise<PersonView> {
  const projectId = requireProject(ctx);
  const [employee] = await ctx.deps.db
    .select()
    .from(employees)
    .where(and(eq(employees.id, employeeId), inProject(ctx, employees)));
  if (!employee) throw notFound();
  const viewer = await viewerOf(ctx, employee);
  if (viewer === null) throw notFound();
  return { projectId, employee, viewer, settings: await visibilitySettings(ctx) };
}

/** How the caller stands to an employee of the selected project (see viewPerson); null: they may not see the person's results. */
export async function viewerOf(ctx: ServiceContext, employee: EmployeeRow): Promise<Viewer | null> {
  if (ctx.actor.role !== 'user' && employeeInScope(await departmentScope(ctx), employee)) return 'admin';
  if (employee.accountId === ctx.actor.accountId) return 'self';
  if (employee.reportToId !== null && employee.reportToId === (await ownEmployeeId(ctx))) return 'manager';
  return null;
}

/** An employee for the admins' pages (management routes): inside the caller's department scope, or 404. */
export async function viewPersonAsAdmin(ctx: ServiceContext, employeeId: number): Promise<PersonView> {
  const employee = await getEmployee(ctx, employeeId);
  return { projectId: requireProject(ctx), employee, viewer: 'admin', settings: await visibilitySettings(ctx) };
}

/** Whether the viewer may see a round's scores: admins always; the employee and the manager once released or when the project shows them before calibration. */
export function roundVisible(view: Pick<PersonView, 'viewer' | 'settings'>, round: { releasedAt: Date | string | null }): boolean {
  return view.viewer === 'admin' || round.releasedAt !== null || view.settings.showBeforeCalibration;
}

/** A goal as the goals screens read it: whose, which period, which round (null: every round of the period). */
export interface GoalRef {
  id: number;
  employeeId: number;
  periodId: number;
  frequencyId: number | null;
}

/**
 * The goals whose score must be hidden from the caller (docs/product.md §5.6): the caller's own goals
 * (unless they are an admin whose scope holds them) when none of the rounds the goal belongs to is
 * visible to them: its round, or for a goal of every round, any round of its period. Managers and
 * holders of goal codes manage goals and keep seeing the scores.
 */
export async function hiddenGoalScores(ctx: ServiceContext, goals: readonly GoalRef[]): Promise<Set<number>> {
  const hidden = new Set<number>();
  if (goals.length === 0 || ctx.projectId === null) return hidden;
  const own = await ctx.deps.db
    .select()
    .from(employees)
    .where(and(inProject(ctx, employees), eq(employees.accountId, ctx.actor.accountId)));
  const scope = ctx.actor.role === 'user' ? undefined : await departmentScope(ctx);
  const owned = new Set(own.filter((e) => scope === undefined || !employeeInScope(scope, e)).map((e) => e.id));
  const mine = goals.filter((g) => owned.has(g.employeeId));
  if (mine.length === 0) return hidden;
  const { showBeforeCalibration } = await visibilitySettings(ctx);
  if (showBeforeCalibration) return hidden;
  const periodIds = [...new Set(mine.map((g) => g.periodId))];
  const released = await rowsOf<{ id: number; period_id: number }>(
    ctx.deps.db,
    sql`select id, period_id from frequencies
        where project_id = ${ctx.projectId} and period_id = any(${intArray(periodIds)}) and released_at is not null`,
  );
  const releasedRounds = new Set(released.map((r) => Number(r.id)));
  const periodsWithRelease = new Set(released.map((r) => Number(r.period_id)));
  for (const g of mine) {
    const visible = g.frequencyId === null ? periodsWithRelease.has(g.periodId) : releasedRounds.has(g.frequencyId);
    if (!visible) hidden.add(g.id);
  }
  return hidden;
}
