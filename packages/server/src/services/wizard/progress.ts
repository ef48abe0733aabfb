import { WIZARD_STEPS, type WizardProgress, type WizardStepKey } from '@performa/contracts/api/wizard';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { categories, companies, departments, employees, frequencies, positionalGoals, positions, positionSkills } from '../../db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { inProject, requireProject } from '../scope.ts';
import { projectSettingsOf } from '../settings/project-settings.ts';

/** Which setup steps of the selected project are done, read from the data itself (so the wizard resumes anywhere). */
export async function wizardProgress(ctx: ServiceContext): Promise<WizardProgress> {
  const projectId = requireProject(ctx);
  const exists = async (table: PgTable, where: SQL | undefined) => {
    const rows = await ctx.deps.db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(1);
    return rows.length > 0;
  };
  const [company] = await ctx.deps.db.select({ settingsSavedAt: companies.settingsSavedAt }).from(companies).where(eq(companies.id, ctx.actor.companyId));
  const settings = await projectSettingsOf(ctx);
  const done: Record<WizardStepKey, boolean> = {
    company: Boolean(company?.settingsSavedAt),
    project: true,
    departments: await exists(departments, and(inProject(ctx, departments), isNull(departments.parentId))),
    positions: await exists(positions, inProject(ctx, positions)),
    employees: await exists(employees, inProject(ctx, employees)),
    // A period counts once it has its rounds.
    periods: await exists(frequencies, inProject(ctx, frequencies)),
    scales: settings.ratingTemplateId !== null && settings.finalScoreTemplateId !== null,
    categories: await exists(categories, inProject(ctx, categories)),
    competencies: await exists(
      positionSkills,
      and(
        eq(positionSkills.companyId, ctx.actor.companyId),
        sql`${positionSkills.positionId} in (select id from ${positions} where ${positions.projectId} = ${projectId})`,
      ),
    ),
    goals: await exists(positionalGoals, inProject(ctx, positionalGoals)),
    weights: settings.goalWeight !== null && settings.managerWeight !== null,
  };
  return WIZARD_STEPS.map((key) => ({ key, done: done[key] }));
}
