import { employeeSkills, positionSkills, skillPeriods, skills } from '../../src/db/schema.ts';
import type { AppDeps } from '../../src/services/deps.ts';

/** Competency rows the competency tests build directly in the database. */
type Scope = { companyId: number; projectId: number };

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
