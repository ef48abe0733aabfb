import type { ResponseScale, ResponseScaleBody } from '@performa/contracts/api/setup';
import { and, asc, eq, ne } from 'drizzle-orm';
import { retriedTransaction } from '../../db/locks.ts';
import { responseScales, responseScaleTemplates } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { storedTranslations } from '../labels.ts';
import { recomputeResults } from '../engine/recompute.ts';
import { getTemplate, inProject, referenced } from '../scope.ts';
import { checkRanges } from './ranges.ts';
import { toScale } from './templates.ts';

/** Single ranges of a template: listed, added, changed and removed one at a time. */

/** The ranges of a template of the selected project (404 otherwise), by min and max. */
export async function listScales(ctx: ServiceContext, templateId: number): Promise<ResponseScale[]> {
  await getTemplate(ctx, templateId);
  const rows = await ctx.deps.db
    .select()
    .from(responseScales)
    .where(eq(responseScales.templateId, templateId))
    .orderBy(asc(responseScales.min), asc(responseScales.max), asc(responseScales.id));
  return rows.map(toScale);
}

/** A range whose template is in the selected project, or 404. */
async function getScale(ctx: ServiceContext, id: number) {
  const [row] = await ctx.deps.db
    .select({ scale: responseScales })
    .from(responseScales)
    .innerJoin(responseScaleTemplates, eq(responseScaleTemplates.id, responseScales.templateId))
    .where(and(eq(responseScales.id, id), inProject(ctx, responseScaleTemplates)));
  if (!row) throw notFound();
  return row.scale;
}

/** The body's template (a field error when it is not in the project); the range must fit among the template's others. */
async function checkRange(ctx: ServiceContext, body: ResponseScaleBody, ownId?: number) {
  const template = await referenced('template_id', getTemplate(ctx, body.template_id));
  const others = await ctx.deps.db
    .select({ min: responseScales.min, max: responseScales.max })
    .from(responseScales)
    .where(and(eq(responseScales.templateId, template.id), ownId === undefined ? undefined : ne(responseScales.id, ownId)));
  checkRanges([body], () => 'min', others);
  return template;
}

export async function createScale(ctx: ServiceContext, body: ResponseScaleBody): Promise<ResponseScale> {
  const template = await checkRange(ctx, body);
  const row = await retriedTransaction(ctx.deps.db, async (tx) => {
    const [made] = await tx
      .insert(responseScales)
      .values({
        companyId: ctx.actor.companyId,
        projectId: template.projectId,
        templateId: template.id,
        min: body.min,
        max: body.max,
        response: body.response,
        responseTranslations: storedTranslations(body.response_translations),
      })
      .returning();
    // A template's largest max is rule 1's M (docs/product.md §4.1): the project's scores follow its ranges.
    await recomputeResults(tx, { projectId: template.projectId, ratingsUnchanged: true });
    return made;
  });
  return toScale(row!);
}

export async function updateScale(ctx: ServiceContext, id: number, body: ResponseScaleBody): Promise<ResponseScale> {
  await getScale(ctx, id);
  const template = await checkRange(ctx, body, id);
  const row = await retriedTransaction(ctx.deps.db, async (tx) => {
    const [changed] = await tx
      .update(responseScales)
      .set({
        templateId: template.id,
        min: body.min,
        max: body.max,
        response: body.response,
        responseTranslations: storedTranslations(body.response_translations),
      })
      .where(eq(responseScales.id, id))
      .returning();
    await recomputeResults(tx, { projectId: template.projectId, ratingsUnchanged: true });
    return changed;
  });
  return toScale(row!);
}

export async function deleteScale(ctx: ServiceContext, id: number): Promise<void> {
  const scale = await getScale(ctx, id);
  await retriedTransaction(ctx.deps.db, async (tx) => {
    await tx.delete(responseScales).where(eq(responseScales.id, id));
    await recomputeResults(tx, { projectId: scale.projectId, ratingsUnchanged: true });
  });
}
