import { eq, sql } from 'drizzle-orm';
import { categories, employeeSkills, periods, positionSkills, projectSettings, skillPeriods, skills } from '../../src/db/schema.ts';
import type { AppDeps } from '../../src/services/deps.ts';

/** Competency rows the competency tests build directly in the database. */
type Scope = { companyId: number; projectId: number };

export async function addSkillCategory(deps: AppDeps, scope: Scope, name: string) {
  const [row] = await deps.db
    .insert(categories)
    .values({ ...scope, kind: 'skill', name })
    .returning();
  return row!;
}

/** A competency: organizational, or periodic in the given periods. */
export async function addSkill(
  deps: AppDeps,
  scope: Scope,
  name: string,
  options: { skillType?: 'hard' | 'soft'; categoryId?: number | null; periodIds?: number[]; description?: string } = {},
) {
  const periodIds = options.periodIds ?? [];
  const [row] = await deps.db
    .insert(skills)
    .values({
      ...scope,
      name,
      description: options.description ?? '',
      skillType: options.skillType ?? 'hard',
      categoryId: options.categoryId ?? null,
      isPeriodic: periodIds.length > 0,
    })
    .returning();
  if (periodIds.length) await deps.db.insert(skillPeriods).values(periodIds.map((periodId) => ({ skillId: row!.id, periodId })));
  return row!;
}

export async function addPositionSkill(deps: AppDeps, companyId: number, positionId: number, skillId: number, weight: number, norm: number | null = null) {
  await deps.db.insert(positionSkills).values({ companyId, positionId, skillId, weight, norm });
}

export async function addEmployeeSkill(deps: AppDeps, companyId: number, employeeId: number, skillId: number, weight: number, norm: number | null = null) {
  await deps.db.insert(employeeSkills).values({ companyId, employeeId, skillId, weight, norm });
}

/** Makes a template the project's default rating template (norms must then lie on it). */
export async function setRatingTemplate(deps: AppDeps, scope: Scope, templateId: number | null) {
  await deps.db
    .insert(projectSettings)
    .values({ ...scope, ratingTemplateId: templateId })
    .onConflictDoUpdate({ target: projectSettings.projectId, set: { ratingTemplateId: templateId } });
}

/** A period numbered after the project's last one (safe next to periods other helpers number). */
export async function addNextPeriod(deps: AppDeps, scope: Scope) {
  const [last] = await deps.db
    .select({ number: sql<number>`coalesce(max(${periods.number}), 0)::int` })
    .from(periods)
    .where(eq(periods.projectId, scope.projectId));
  const number = (last?.number ?? 0) + 1;
  const [row] = await deps.db
    .insert(periods)
    .values({ ...scope, number, name: `Period ${number}`, startDate: '2026-01-01', endDate: '2026-12-31' })
    .returning();
  return row!;
}
