import { eq } from 'drizzle-orm';
import { retriedTransaction } from '../../db/locks.ts';
import { projectSettings } from '../../db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { recomputeResults } from '../results/recompute.ts';
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
      showResultBeforeCalibration: false,
      minEvaluators: 2,
      gradeTargets: {},
      updatedAt: new Date(0),
    }
  );
}

/** The settings the scores depend on (docs/product.md §3.11, §3.12, §4.1, §5.9): a change recomputes the project's results. */
const SCORING: ReadonlyArray<keyof ProjectSettingsPatch> = [
  'goalWeight',
  'skillWeight',
  'managerWeight',
  'subworkerWeight',
  'coworkerWeight',
  'selfWeight',
  'maxAchievement',
  'ratingTemplateId',
  'minEvaluators',
];

/** Saves part of the settings (the row is created on the first save); a change of a scoring setting recomputes the results. */
export async function saveProjectSettings(ctx: ServiceContext, patch: ProjectSettingsPatch): Promise<ProjectSettings> {
  const projectId = requireProject(ctx);
  return retriedTransaction(ctx.deps.db, async (tx) => {
    const [row] = await tx
      .insert(projectSettings)
      .values({ projectId, companyId: ctx.actor.companyId, ...patch })
      .onConflictDoUpdate({ target: projectSettings.projectId, set: { ...patch, updatedAt: new Date() } })
      .returning();
    if (SCORING.some((key) => key in patch)) await recomputeResults(tx, { projectId, ratingsUnchanged: true });
    return row!;
  });
}
