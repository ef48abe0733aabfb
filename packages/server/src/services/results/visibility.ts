import { mayViewGoalScore, mayViewRoundScores, resultViewer, type ResultViewer } from '@performa/contracts/access';
import type { Language } from '@performa/contracts/i18n/languages';
import { and, eq, sql } from 'drizzle-orm';
import { intArray, rowsOf } from '../../db/raw.ts';
import { employees } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { departmentScope, employeeInScope, getEmployee, inProject, requireProject } from '../scope.ts';
import { projectSettingsOf, type ProjectSettings } from '../settings/project-settings.ts';

/**
 * Who sees which results (docs/product.md §5.6, §5.9, ADR 23): the server's side of the rules
 * `resultViewer`, `mayViewRoundScores` and `mayViewGoalScore` of contracts/access.ts, with the facts they
 * take read here. Anyone who is no viewer of a person gets 404, like a row of another company. Every
 * endpoint that gives such a viewer a score goes through here.
 */

export type EmployeeRow = typeof employees.$inferSelect;
export type Viewer = ResultViewer;

/** An employee as one caller may read their results, with the project's settings (what a non-admin viewer sees depends on them). */
export interface PersonView {
  projectId: number;
  employee: EmployeeRow;
  viewer: Viewer;
  settings: ProjectSettings;
  /** The caller's language (ServiceContext.lang): grades, scale responses and categories are answered in it (ADR 29). */
  lang: Language;
}

/** The caller's own active employee record in the selected project (docs/product.md §2.7), if any. */
export async function ownEmployee(ctx: ServiceContext): Promise<EmployeeRow | null> {
  const [mine] = await ctx.deps.db
    .select()
    .from(employees)
    .where(and(inProject(ctx, employees), eq(employees.accountId, ctx.actor.accountId), eq(employees.status, 'active')));
  return mine ?? null;
}

/**
 * The id of the caller's own active employee record in the selected project (ownEmployee), as a column of a
 * statement that reads an employee: the one fact of `resultViewer` that is not on the employee's row.
 */
export const ownEmployeeIdSql = (ctx: ServiceContext) =>
  sql<number | null>`(select o.id from employees o
    where o.company_id = ${ctx.actor.companyId} and o.project_id = ${requireProject(ctx)} and o.account_id = ${ctx.actor.accountId} and o.status = 'active')`;

/**
 * An employee of the selected project as a viewer of theirs (`resultViewer`) may read their results; anyone else, and another
 * project's or company's employee: 404. The employee (with the caller's own employee id), the settings and the caller's
 * department scope are read side by side.
 */
export async function viewPerson(ctx: ServiceContext, employeeId: number): Promise<PersonView> {
  const projectId = requireProject(ctx);
  const [[row], settings] = await Promise.all([
    ctx.deps.db
      .select({ employee: employees, ownId: ownEmployeeIdSql(ctx) })
      .from(employees)
      .where(and(eq(employees.id, employeeId), inProject(ctx, employees))),
    projectSettingsOf(ctx),
    departmentScope(ctx),
  ]);
  if (!row) throw notFound();
  const viewer = await viewerOf(ctx, row.employee, row.ownId);
  if (viewer === null) throw notFound();
  return { projectId, employee: row.employee, viewer, settings, lang: ctx.lang };
}

/**
 * How the caller stands to an employee of the selected project (`resultViewer`); null: they may not see the person's results.
 * `ownId`: the caller's own employee id when already read (ownEmployeeIdSql); else it is read, only when the rule needs it
 * (an admin in scope, or the person themself, is a viewer whoever they manage).
 */
export async function viewerOf(ctx: ServiceContext, employee: EmployeeRow, ownId?: number | null): Promise<Viewer | null> {
  const facts = { self: employee.accountId === ctx.actor.accountId, in_scope: employeeInScope(await departmentScope(ctx), employee) };
  const viewer = resultViewer(ctx.actor, { ...facts, direct_report: false });
  if (viewer !== null || employee.reportToId === null) return viewer;
  const own = ownId === undefined ? ((await ownEmployee(ctx))?.id ?? null) : ownId;
  return resultViewer(ctx.actor, { ...facts, direct_report: employee.reportToId === own });
}

/** An employee for the admins' pages (management routes): inside the caller's department scope, or 404. */
export async function viewPersonAsAdmin(ctx: ServiceContext, employeeId: number): Promise<PersonView> {
  const [employee, settings] = await Promise.all([getEmployee(ctx, employeeId), projectSettingsOf(ctx)]);
  return { projectId: requireProject(ctx), employee, viewer: 'admin', settings, lang: ctx.lang };
}

/** Whether the viewer sees a round's scores (`mayViewRoundScores`). */
export function roundVisible(view: Pick<PersonView, 'viewer' | 'settings'>, round: { releasedAt: Date | string | null }): boolean {
  return mayViewRoundScores(view.viewer, { released: round.releasedAt !== null }, view.settings.showResultBeforeCalibration);
}

/** A goal as the goals screens read it: whose, which period, which round (null: every round of the period). */
export interface GoalRef {
  id: number;
  employeeId: number;
  periodId: number;
  frequencyId: number | null;
}

/**
 * The goals whose score must be hidden from the caller (`mayViewGoalScore`, docs/product.md §5.6): the caller's own goals
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
  const scope = await departmentScope(ctx);
  const inScope = new Map(own.map((e) => [e.id, employeeInScope(scope, e)]));
  const { showResultBeforeCalibration } = await projectSettingsOf(ctx);
  const scoreShown = (g: GoalRef, released: boolean) =>
    mayViewGoalScore(ctx.actor, { self: inScope.has(g.employeeId), in_scope: inScope.get(g.employeeId) ?? false, released }, showResultBeforeCalibration);
  // The goals a round not yet released would hide; the rounds' release is read for those only.
  const unsure = goals.filter((g) => !scoreShown(g, false));
  if (unsure.length === 0) return hidden;
  const periodIds = [...new Set(unsure.map((g) => g.periodId))];
  const released = await rowsOf<{ id: number; period_id: number }>(
    ctx.deps.db,
    sql`select id, period_id from frequencies
        where project_id = ${ctx.projectId} and period_id = any(${intArray(periodIds)}) and released_at is not null`,
  );
  const releasedRounds = new Set(released.map((r) => r.id));
  const periodsWithRelease = new Set(released.map((r) => r.period_id));
  for (const g of unsure) {
    if (!scoreShown(g, g.frequencyId === null ? periodsWithRelease.has(g.periodId) : releasedRounds.has(g.frequencyId))) hidden.add(g.id);
  }
  return hidden;
}
