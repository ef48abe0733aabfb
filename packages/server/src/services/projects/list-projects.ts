import type { Project } from '@performa/contracts/api/auth';
import { asc } from 'drizzle-orm';
import { projects } from '../../db/schema.ts';
import { inCompany, type ServiceContext } from '../context.ts';

/** The projects of the caller's company, oldest first (the first one is the default selection). */
export async function listProjects(ctx: ServiceContext): Promise<Project[]> {
  return ctx.deps.db
    .select({ id: projects.id, project_name: projects.projectName })
    .from(projects)
    .where(inCompany(ctx, projects.companyId))
    .orderBy(asc(projects.id));
}
