import type { ResponseScale, ResponseScaleTemplate, ResponseScaleTemplateBody, ScaleRange } from '@performa/contracts/api/setup';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { retriedTransaction } from '../../db/locks.ts';
import { rowsOf } from '../../db/raw.ts';
import { goals, positionalGoals, responseScales, responseScaleTemplates, subGoals } from '../../db/schema.ts';
import { AppError, FieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { recomputeResults } from '../engine/recompute.ts';
import { editedTranslations, storedTranslations } from '../labels.ts';
import { getTemplate, inProject, requireProject } from '../scope.ts';
import { projectSettingsOf } from '../settings/project-settings.ts';
import { checkRanges } from './ranges.ts';

/**
 * Response scale templates of the selected project, each with its ranges (docs/product.md §3.3), as their
 * editor reads them: each name and response as given, with its translations (ADR 29).
 */

type ScaleRow = typeof responseScales.$inferSelect;

export const toScale = (row: ScaleRow): ResponseScale => ({
  id: row.id,
  template_id: row.templateId,
  min: row.min,
  max: row.max,
  response: row.response,
  response_translations: editedTranslations(row.responseTranslations),
});

/** Every template by name with its scales by min and max, and which one the project rates with and grades with. */
export async function listTemplates(ctx: ServiceContext): Promise<ResponseScaleTemplate[]> {
  const [templates, settings] = await Promise.all([
    ctx.deps.db
      .select()
      .from(responseScaleTemplates)
      .where(inProject(ctx, responseScaleTemplates))
      .orderBy(asc(responseScaleTemplates.name), asc(responseScaleTemplates.id)),
    projectSettingsOf(ctx),
  ]);
  const ids = templates.map((t) => t.id);
  const scales = ids.length
    ? await ctx.deps.db
        .select()
        .from(responseScales)
        .where(inArray(responseScales.templateId, ids))
        .orderBy(asc(responseScales.min), asc(responseScales.max), asc(responseScales.id))
    : [];
  return templates.map((template) => {
    const own = scales.filter((s) => s.templateId === template.id).map(toScale);
    return {
      id: template.id,
      name: template.name,
      name_translations: editedTranslations(template.nameTranslations),
      scales: own,
      max: own.length ? Math.max(...own.map((s) => s.max)) : null,
      is_rating_default: settings.ratingTemplateId === template.id,
      is_final_score_scale: settings.finalScoreTemplateId === template.id,
    };
  });
}

export async function oneTemplate(ctx: ServiceContext, id: number): Promise<ResponseScaleTemplate> {
  return (await listTemplates(ctx)).find((t) => t.id === id)!;
}

const checkBody = (body: ResponseScaleTemplateBody) => checkRanges(body.scales, (i) => `scales.${i}.min`);

async function writeTemplate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, 'response_scale_templates_project_name_key')) throw new FieldError({ name: ['validation.nameTaken'] });
    throw error;
  }
}

async function insertScales(ctx: ServiceContext, tx: Tx, templateId: number, scales: ScaleRange[]) {
  if (!scales.length) return;
  await tx.insert(responseScales).values(
    scales.map((s) => ({
      companyId: ctx.actor.companyId,
      projectId: requireProject(ctx),
      templateId,
      min: s.min,
      max: s.max,
      response: s.response,
      responseTranslations: storedTranslations(s.response_translations),
    })),
  );
}

/** Creates a template with its ranges in one go. */
export async function insertTemplate(ctx: ServiceContext, tx: Tx, body: ResponseScaleTemplateBody): Promise<number> {
  const [row] = await tx
    .insert(responseScaleTemplates)
    .values({
      companyId: ctx.actor.companyId,
      projectId: requireProject(ctx),
      name: body.name,
      nameTranslations: storedTranslations(body.name_translations),
    })
    .returning();
  await insertScales(ctx, tx, row!.id, body.scales);
  return row!.id;
}

export async function createTemplate(ctx: ServiceContext, body: ResponseScaleTemplateBody): Promise<ResponseScaleTemplate> {
  requireProject(ctx);
  checkBody(body);
  const id = await writeTemplate(() => ctx.deps.db.transaction((tx) => insertTemplate(ctx, tx, body)));
  return oneTemplate(ctx, id);
}

/** Replaces a template's name and all its ranges. */
export async function updateTemplate(ctx: ServiceContext, id: number, body: ResponseScaleTemplateBody): Promise<ResponseScaleTemplate> {
  await getTemplate(ctx, id);
  checkBody(body);
  await writeTemplate(() =>
    retriedTransaction(ctx.deps.db, async (tx) => {
      await tx
        .update(responseScaleTemplates)
        .set({ name: body.name, nameTranslations: storedTranslations(body.name_translations) })
        .where(and(eq(responseScaleTemplates.id, id), inProject(ctx, responseScaleTemplates)));
      await tx.delete(responseScales).where(eq(responseScales.templateId, id));
      await insertScales(ctx, tx, id, body.scales);
      await recomputeResults(tx, { projectId: requireProject(ctx), ratingsUnchanged: true });
    }),
  );
  return oneTemplate(ctx, id);
}

/** True while a positional goal, a personal goal or a sub goal is rated on the template. */
async function inUse(ctx: ServiceContext, id: number): Promise<boolean> {
  const [row] = await rowsOf<{ used: boolean }>(
    ctx.deps.db,
    sql`select
    exists (select 1 from ${goals} where ${goals.scaleTemplateId} = ${id})
    or exists (select 1 from ${positionalGoals} where ${positionalGoals.scaleTemplateId} = ${id})
    or exists (select 1 from ${subGoals} where ${subGoals.scaleTemplateId} = ${id}) as used`,
  );
  return row?.used === true;
}

/**
 * Deletes a template with its ranges; refused (409) while goals are rated on it, and while it is the
 * project's rating template or final score scale (docs/product.md §3.3): the project would be left without one.
 */
export async function deleteTemplate(ctx: ServiceContext, id: number): Promise<void> {
  await getTemplate(ctx, id);
  const settings = await projectSettingsOf(ctx);
  if (settings.finalScoreTemplateId === id) throw new AppError(409, 'template_is_final_score_scale', 'errors.templateIsFinalScoreScale');
  if (settings.ratingTemplateId === id) throw new AppError(409, 'template_is_rating_scale', 'errors.templateIsRatingScale');
  if (await inUse(ctx, id)) throw new AppError(409, 'template_in_use', 'errors.templateInUse');
  await ctx.deps.db.delete(responseScaleTemplates).where(and(eq(responseScaleTemplates.id, id), inProject(ctx, responseScaleTemplates)));
}
