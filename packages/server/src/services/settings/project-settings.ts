import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { retriedTransaction } from '../../db/locks.ts';
import { PROJECT_SETTINGS_DEFAULTS, projectSettings } from '../../db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { recomputeResults } from '../engine/recompute.ts';
import { requireProject } from '../scope.ts';

/**
 * The selected project's settings row: the one read of it (projectSettingsOf) and its writes. A project
 * that never saved any has PROJECT_SETTINGS_DEFAULTS (db/schema/setup.ts), which are also the columns' defaults.
 */

export type ProjectSettings = typeof projectSettings.$inferSelect;
export type ProjectSettingsPatch = Partial<Omit<ProjectSettings, 'projectId' | 'companyId' | 'updatedAt'>>;

const settingsCache = new WeakMap<ServiceContext, Promise<ProjectSettings>>();

/** A project's settings: its row, or the defaults when it never saved any. */
function orDefaults(ctx: ServiceContext, projectId: number, row: ProjectSettings | null | undefined): ProjectSettings {
  return (
    row ?? {
      projectId,
      companyId: ctx.actor.companyId,
      ...PROJECT_SETTINGS_DEFAULTS,
      reminderDays: [...PROJECT_SETTINGS_DEFAULTS.reminderDays],
      gradeTargets: { ...PROJECT_SETTINGS_DEFAULTS.gradeTargets },
      updatedAt: new Date(0),
    }
  );
}

/**
 * The selected project's evaluation settings, once per request and kept on the context like the department
 * scope (scope.ts): a signed-in request has them from its caller's statement (ServiceContext.settings), any
 * other context reads them on the database (call it before a transaction opens). The writes below refresh what
 * it keeps.
 */
export function projectSettingsOf(ctx: ServiceContext): Promise<ProjectSettings> {
  let cached = settingsCache.get(ctx);
  if (!cached) {
    cached = readSettings(ctx);
    settingsCache.set(ctx, cached);
  }
  return cached;
}

/** The settings of the context's project: from its caller's statement when it has them, else from the database (async: no project rejects, never throws). */
async function readSettings(ctx: ServiceContext): Promise<ProjectSettings> {
  const projectId = requireProject(ctx);
  if (ctx.settings !== undefined) return orDefaults(ctx, projectId, ctx.settings);
  const [row] = await ctx.deps.db.select().from(projectSettings).where(eq(projectSettings.projectId, projectId));
  return orDefaults(ctx, projectId, row);
}

/** The settings the scores depend on (docs/product.md §3.11, §3.12, §4.1, §5.9): a change recomputes the project's results. */
const SCORING = [
  'goalWeight',
  'skillWeight',
  'managerWeight',
  'subworkerWeight',
  'coworkerWeight',
  'selfWeight',
  'maxAchievement',
  'ratingTemplateId',
  'minEvaluators',
] as const satisfies ReadonlyArray<keyof ProjectSettingsPatch>;

/** Keeps the row a write returns as the request's settings once its transaction has ended; after a failure the next read reads again. */
async function remembered<T>(ctx: ServiceContext, write: Promise<{ row: ProjectSettings; answer: T }>): Promise<T> {
  try {
    const { row, answer } = await write;
    settingsCache.set(ctx, Promise.resolve(row));
    return answer;
  } catch (error) {
    settingsCache.delete(ctx);
    throw error;
  }
}

/** Saves part of the settings (the row is created on the first save); a change of a scoring setting recomputes the results. */
export async function saveProjectSettings(ctx: ServiceContext, patch: ProjectSettingsPatch): Promise<ProjectSettings> {
  const projectId = requireProject(ctx);
  return remembered(
    ctx,
    retriedTransaction(ctx.deps.db, async (tx) => {
      const [row] = await tx
        .insert(projectSettings)
        .values({ projectId, companyId: ctx.actor.companyId, ...patch })
        .onConflictDoUpdate({ target: projectSettings.projectId, set: { ...patch, updatedAt: new Date() } })
        .returning();
      if (SCORING.some((key) => key in patch)) await recomputeResults(tx, { projectId, ratingsUnchanged: true });
      return { row: row!, answer: row! };
    }),
  );
}

/**
 * Changes settings that no score depends on under the row's lock, for a change checked against what
 * the row holds (the row is made with the defaults first when the project never saved any): `change`
 * reads the locked row in the transaction and returns the part to write with its answer.
 */
export async function changeProjectSettings<T>(
  ctx: ServiceContext,
  change: (tx: Tx, locked: ProjectSettings) => Promise<{ patch: Omit<ProjectSettingsPatch, (typeof SCORING)[number]>; answer: T }>,
): Promise<T> {
  const projectId = requireProject(ctx);
  return remembered(
    ctx,
    ctx.deps.db.transaction(async (tx) => {
      await tx.insert(projectSettings).values({ projectId, companyId: ctx.actor.companyId }).onConflictDoNothing();
      const [locked] = await tx.select().from(projectSettings).where(eq(projectSettings.projectId, projectId)).for('update');
      const { patch, answer } = await change(tx, locked!);
      const [row] = await tx
        .update(projectSettings)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(projectSettings.projectId, projectId))
        .returning();
      return { row: row!, answer };
    }),
  );
}
