import type { Project } from '@performa/contracts/api/auth';
import type { ProjectBody } from '@performa/contracts/api/organisation';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { lockCompany } from '../../db/locks.ts';
import { projects } from '../../db/schema.ts';
import { AppError, FieldError } from '../../lib/errors.ts';
import { getProjectInCompany, inCompany, projectsInReach, type ServiceContext } from '../context.ts';

const present = (row: typeof projects.$inferSelect): Project => ({ id: row.id, project_name: row.projectName });

/** The projects in the caller's reach, oldest first (the first one is the default selection). */
export async function listProjects(ctx: ServiceContext): Promise<Project[]> {
  const rows = await ctx.deps.db.select().from(projects).where(projectsInReach(ctx.actor)).orderBy(asc(projects.id));
  return rows.map(present);
}

/**
 * Runs `change` in a transaction holding the company's row lock, after refusing a name that another
 * project of the company has (trimmed, case-insensitive: docs/product.md §2.2). Two concurrent saves
 * of the same name check one after the other.
 */
function withUniqueName<T>(ctx: ServiceContext, name: string, ownId: number | null, change: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.deps.db.transaction(async (tx) => {
    await lockCompany(tx, ctx.actor.companyId);
    const [taken] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(
        and(
          inCompany(ctx, projects.companyId),
          sql`lower(btrim(${projects.projectName})) = lower(btrim(${name}))`,
          ownId === null ? undefined : ne(projects.id, ownId),
        ),
      )
      .limit(1);
    if (taken) throw new FieldError({ project_name: ['validation.projectNameTaken'] });
    return change(tx);
  });
}

export async function createProject(ctx: ServiceContext, body: ProjectBody): Promise<Project> {
  const row = await withUniqueName(ctx, body.project_name, null, async (tx) => {
    const [inserted] = await tx.insert(projects).values({ companyId: ctx.actor.companyId, projectName: body.project_name }).returning();
    return inserted!;
  });
  return present(row);
}

export async function renameProject(ctx: ServiceContext, id: number, body: ProjectBody): Promise<Project> {
  await getProjectInCompany(ctx, id);
  const row = await withUniqueName(ctx, body.project_name, id, async (tx) => {
    const [updated] = await tx
      .update(projects)
      .set({ projectName: body.project_name })
      .where(and(eq(projects.id, id), inCompany(ctx, projects.companyId)))
      .returning();
    return updated!;
  });
  return present(row);
}

/**
 * Deletes a project and everything it owns (departments, positions, employees and, later,
 * periods, goals, evaluations…) in one statement: the foreign keys cascade from the project.
 * The last project of a company stays.
 */
export async function deleteProject(ctx: ServiceContext, id: number): Promise<void> {
  await getProjectInCompany(ctx, id);
  await ctx.deps.db.transaction(async (tx) => {
    const [total] = await tx.select({ n: count() }).from(projects).where(inCompany(ctx, projects.companyId));
    if ((total?.n ?? 0) <= 1) throw new AppError(409, 'last_project', 'errors.lastProject');
    await tx.delete(projects).where(and(eq(projects.id, id), inCompany(ctx, projects.companyId)));
  });
}
