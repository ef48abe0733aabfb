import type { RatingChoice } from '@performa/contracts/api/evaluations';
import type { Language } from '@performa/contracts/i18n/languages';
import type { ScaleRange } from '@performa/contracts/scoring';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Runner } from '../../db/raw.ts';
import { labelIn } from '../labels.ts';
import type { ProjectSettings } from '../settings/project-settings.ts';

/**
 * What the evaluation forms take from the project's settings (docs/product.md §3.3, §3.12): the cap of
 * numerical goals and the choices of the default rating template.
 */
export interface FormSettings {
  cap: number;
  /** Whether the project has chosen a rating template (a skill evaluation cannot be filled without one). */
  hasRatingTemplate: boolean;
  /** The rating template's ranges ordered by min; each choice's value is the range's max (docs/product.md §4.1). */
  scale: RatingChoice[];
}

/** Ranges as choices: `value` (the range's max) is what an answer stores, so rule 1 gives the top choice 100. */
export function toChoices(ranges: readonly ScaleRange[]): RatingChoice[] {
  return ranges.map((r) => ({ value: r.max, min: r.min, max: r.max, response: r.response }));
}

/**
 * `hasRatingTemplate` of formSettings as a condition on the database, for a statement that reads it alongside its rows
 * (the /evaluate list): the project has chosen a rating template, and it has ranges.
 */
export const ratingTemplateReady = (projectId: number): SQL =>
  sql`exists (select 1 from project_settings ps join response_scales rs on rs.template_id = ps.rating_template_id and rs.project_id = ps.project_id
      where ps.project_id = ${projectId})`;

/**
 * The ranges of the project's rating template (`min`, then `id`: the order of its rows, ready for a caller that
 * aggregates them), their responses in the reader's language `lang` (ADR 29); null when the project has chosen none.
 */
export function scaleSelect(settings: ProjectSettings, lang: Language): SQL | null {
  const template = settings.ratingTemplateId;
  return template === null
    ? null
    : sql`select rs.id, rs.min, rs.max, ${labelIn(lang, 'rs', 'response')} as response
        from response_scales rs where rs.template_id = ${template} and rs.project_id = ${settings.projectId}`;
}

/** The form settings of the project's settings row (projectSettingsOf) and its rating template's ranges as scaleSelect reads them. */
export function formSettingsOf(settings: ProjectSettings, ranges: readonly ScaleRange[]): FormSettings {
  const scale = toChoices(ranges);
  return { cap: settings.maxAchievement, hasRatingTemplate: settings.ratingTemplateId !== null && scale.length > 0, scale };
}

/**
 * The form settings of the project's settings row (projectSettingsOf), the rating template's ranges read on
 * `runner`, their responses in the reader's language `lang` (ADR 29).
 */
export async function formSettings(runner: Runner, settings: ProjectSettings, lang: Language): Promise<FormSettings> {
  const ranges = scaleSelect(settings, lang);
  return formSettingsOf(settings, ranges === null ? [] : await rowsOf<ScaleRange>(runner, sql`${ranges} order by rs.min, rs.id`));
}
