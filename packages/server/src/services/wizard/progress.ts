import { and, count, eq, isNull } from 'drizzle-orm';
import { companies, departments, employees, positions } from '../../db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { inProject } from '../scope.ts';

export const WIZARD_STEPS = ['company', 'project', 'departments', 'positions', 'employees'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Which setup steps of the selected project are done, read from the data itself (so the wizard resumes anywhere). */
export async function wizardProgress(ctx: ServiceContext): Promise<Array<{ key: WizardStep; done: boolean }>> {
  const [company] = await ctx.deps.db.select({ settingsSavedAt: companies.settingsSavedAt }).from(companies).where(eq(companies.id, ctx.actor.companyId));
  const countOf = async (table: typeof departments | typeof positions | typeof employees, extra?: ReturnType<typeof isNull>) => {
    const [row] = await ctx.deps.db.select({ n: count() }).from(table).where(and(inProject(ctx, table), extra));
    return row?.n ?? 0;
  };
  const done: Record<WizardStep, boolean> = {
    company: Boolean(company?.settingsSavedAt),
    project: true,
    departments: (await countOf(departments, isNull(departments.parentId))) > 0,
    positions: (await countOf(positions)) > 0,
    employees: (await countOf(employees)) > 0,
  };
  return WIZARD_STEPS.map((key) => ({ key, done: done[key] }));
}
