import type { WizardSummary } from '@performa/contracts/api/wizard';
import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { departments, employees, frequencies, goals, periods, positionalGoals, positions, responseScaleTemplates, skills } from '../../db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { inProject } from '../scope.ts';
import { projectSettingsOf } from '../settings/project-settings.ts';

/**
 * What the selected project has set up, for the wizard's Finish step (docs/product.md §5.2), and
 * whether it is still empty (ADR 16): no department and no employee besides the caller's own record.
 * A super admin who opens the dashboard of an empty project lands on the wizard.
 */
export async function wizardSummary(ctx: ServiceContext): Promise<WizardSummary> {
  const countOf = async (table: PgTable, where: SQL | undefined) => {
    const [row] = await ctx.deps.db.select({ n: count() }).from(table).where(where);
    return row?.n ?? 0;
  };
  const [
    departmentCount,
    positionCount,
    employeeCount,
    others,
    periodCount,
    roundCount,
    scaleCount,
    competencyCount,
    positionalCount,
    personalCount,
    settings,
  ] = await Promise.all([
    countOf(departments, inProject(ctx, departments)),
    countOf(positions, inProject(ctx, positions)),
    countOf(employees, and(inProject(ctx, employees), eq(employees.status, 'active'))),
    countOf(employees, and(inProject(ctx, employees), ne(employees.accountId, ctx.actor.accountId))),
    countOf(periods, inProject(ctx, periods)),
    countOf(frequencies, inProject(ctx, frequencies)),
    countOf(responseScaleTemplates, inProject(ctx, responseScaleTemplates)),
    countOf(skills, inProject(ctx, skills)),
    countOf(positionalGoals, inProject(ctx, positionalGoals)),
    countOf(goals, inProject(ctx, goals)),
    projectSettingsOf(ctx),
  ]);
  return {
    departments: departmentCount,
    positions: positionCount,
    employees: employeeCount,
    periods: periodCount,
    rounds: roundCount,
    scales: scaleCount,
    rating_scale_set: settings.ratingTemplateId !== null,
    final_score_scale_set: settings.finalScoreTemplateId !== null,
    competencies: competencyCount,
    positional_goals: positionalCount,
    personal_goals: personalCount,
    // The same rule as the wizard's weights step (progress.ts).
    weights_complete: settings.goalWeight !== null && settings.managerWeight !== null,
    empty: departmentCount === 0 && others === 0,
  };
}
