import { eq } from 'drizzle-orm';
import { projectSettings } from '../../db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { requireProject } from '../scope.ts';

export type ProjectSettings = typeof projectSettings.$inferSelect;
export type ProjectSettingsPatch = Partial<Omit<ProjectSettings, 'projectId' | 'companyId' | 'updatedAt'>>;

/** The selected project's evaluation settings; a project that never saved any has the defaults. */
export async function getProjectSettings(ctx: ServiceContext): Promise<ProjectSettings> {
  const projectId = requireProject(ctx);
  const [row] = await ctx.deps.db.select().from(projectSettings).where(eq(projectSettings.projectId, projectId));
  return (
    row ?? {
      projectId,
      companyId: ctx.actor.companyId,
      goalWeight: null,
      skillWeight: null,
      managerWeight: null,
      subworkerWeight: null,
      coworkerWeight: null,
      selfWeight: null,
      maxAchievement: 1,
      ratingTemplateId: null,
      finalScoreTemplateId: null,
      coworkerCount: 3,
      reminderDays: [7, 1],
      remindAfterEnd: true,
      updatedAt: new Date(0),
    }
  );
}

/** Saves part of the settings (the row is created on the first save). */
export async function saveProjectSettings(ctx: ServiceContext, patch: ProjectSettingsPatch): Promise<ProjectSettings> {
  const projectId = requireProject(ctx);
  const [row] = await ctx.deps.db
    .insert(projectSettings)
    .values({ projectId, companyId: ctx.actor.companyId, ...patch })
    .onConflictDoUpdate({ target: projectSettings.projectId, set: { ...patch, updatedAt: new Date() } })
    .returning();
  return row!;
}
