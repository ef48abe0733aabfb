import type { RatingChoice } from '@performa/contracts/api/evaluations';
import type { ScaleRange } from '@performa/contracts/scoring';
import { DEFAULT_CAP } from '@performa/contracts/scoring';
import { sql } from 'drizzle-orm';
import { rowsOf, type Runner } from '../../db/raw.ts';

/**
 * What the evaluation forms take from the project's settings (docs/product.md §3.3, §3.12): the cap of
 * numerical goals and the choices of the default rating template, read in one statement.
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
  return ranges.map((r) => ({ value: Number(r.max), min: Number(r.min), max: Number(r.max), response: r.response }));
}

export async function formSettings(runner: Runner, projectId: number): Promise<FormSettings> {
  const [row] = await rowsOf<{ cap: string | number; template: number | null; scale: ScaleRange[] | string }>(
    runner,
    sql`select s.max_achievement as cap, s.rating_template_id as template,
          (select coalesce(json_agg(json_build_object('min', r.min, 'max', r.max, 'response', r.response) order by r.min, r.id), '[]'::json)
           from response_scales r where r.template_id = s.rating_template_id and r.project_id = s.project_id) as scale
        from project_settings s where s.project_id = ${projectId}`,
  );
  if (!row) return { cap: DEFAULT_CAP, hasRatingTemplate: false, scale: [] };
  const ranges = typeof row.scale === 'string' ? (JSON.parse(row.scale) as ScaleRange[]) : row.scale;
  const scale = toChoices(ranges);
  return { cap: Number(row.cap), hasRatingTemplate: row.template !== null && scale.length > 0, scale };
}
