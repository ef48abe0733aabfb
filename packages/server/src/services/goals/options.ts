import type { GoalOptions } from '@performa/contracts/api/goals';
import { and, asc } from 'drizzle-orm';
import { departments, positions } from '../../db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { inDepartmentScope, inProject } from '../scope.ts';

/**
 * The departments and positions the goals screen filters and assigns by, in the caller's scope.
 * Users holding goal codes read these here: the wizard's lists are for management only.
 */
export async function goalOptions(ctx: ServiceContext): Promise<GoalOptions> {
  const [departmentRows, positionRows] = await Promise.all([
    ctx.deps.db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(and(inProject(ctx, departments), await inDepartmentScope(ctx, departments.id)))
      .orderBy(asc(departments.name), asc(departments.id)),
    ctx.deps.db
      .select({ id: positions.id, name: positions.name })
      .from(positions)
      .where(and(inProject(ctx, positions), await inDepartmentScope(ctx, positions.departmentId)))
      .orderBy(asc(positions.name), asc(positions.id)),
  ]);
  return { departments: departmentRows, positions: positionRows };
}
