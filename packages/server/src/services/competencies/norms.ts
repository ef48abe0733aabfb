import { and, eq, max, min } from 'drizzle-orm';
import { responseScales } from '../../db/schema.ts';
import { FieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { projectSettingsOf } from '../settings/project-settings.ts';

export interface NormRange {
  min: number;
  max: number;
}

/**
 * The range a norm must lie in: the bounds of the project's default rating template. null when the
 * project has no default template (or it has no scales yet): then any number ≥ 0 is a norm.
 */
export async function normRange(ctx: ServiceContext): Promise<NormRange | null> {
  const settings = await projectSettingsOf(ctx);
  if (settings.ratingTemplateId === null) return null;
  const [bounds] = await ctx.deps.db
    .select({ min: min(responseScales.min), max: max(responseScales.max) })
    .from(responseScales)
    .where(and(eq(responseScales.templateId, settings.ratingTemplateId), eq(responseScales.companyId, ctx.actor.companyId)));
  if (bounds?.min === null || bounds?.min === undefined || bounds.max === null) return null;
  return { min: bounds.min, max: bounds.max };
}

export const normFits = (range: NormRange | null, norm: number | null) => norm === null || range === null || (norm >= range.min && norm <= range.max);

/** Refuses norms outside the rating template's range with a field error on `field`. */
export async function checkNorms(ctx: ServiceContext, norms: ReadonlyArray<number | null>, field: string): Promise<void> {
  if (norms.every((n) => n === null)) return;
  const range = await normRange(ctx);
  if (range && !norms.every((n) => normFits(range, n))) throw new FieldError({ [field]: ['validation.normOutOfScale'] }, { min: range.min, max: range.max });
}
