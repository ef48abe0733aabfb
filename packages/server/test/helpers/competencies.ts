import { eq } from 'drizzle-orm';
import { employees, employeeSkills, positions, positionSkills, skillPeriods, skills } from '../../src/db/schema.ts';
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
  if (periodIds.length) await deps.db.insert(skillPeriods).values(periodIds.map((periodId) => ({ skillId: row!.id, periodId, projectId: row!.projectId })));
  return row!;
}

export async function addPositionSkill(deps: AppDeps, companyId: number, positionId: number, skillId: number, weight: number, norm: number | null = null) {
  const [position] = await deps.db.select({ projectId: positions.projectId }).from(positions).where(eq(positions.id, positionId));
  await deps.db.insert(positionSkills).values({ companyId, projectId: position!.projectId, positionId, skillId, weight, norm });
}

export async function addEmployeeSkill(deps: AppDeps, companyId: number, employeeId: number, skillId: number, weight: number, norm: number | null = null) {
  const [employee] = await deps.db.select({ projectId: employees.projectId }).from(employees).where(eq(employees.id, employeeId));
  await deps.db.insert(employeeSkills).values({ companyId, projectId: employee!.projectId, employeeId, skillId, weight, norm });
}
