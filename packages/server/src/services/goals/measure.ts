import { scoreOfGoal, scoreOfLine, type MeasuredLine } from '@performa/contracts/scoring';
import { FieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { getCategory, getTemplate, referenced } from '../scope.ts';

/** How a goal, positional goal or sub goal is measured, as the request gives it. */
export interface MeasureInput {
  weight: number;
  is_numerical: boolean;
  target: number | null;
  is_positive: boolean;
  scale_template_id: number | null;
}

/** The stored measure: a numerical goal keeps no template; a scale goal keeps no target. */
export function measureValues(body: MeasureInput) {
  return {
    weight: body.weight,
    isNumerical: body.is_numerical,
    target: body.is_numerical ? body.target : null,
    isPositive: body.is_numerical ? body.is_positive : true,
    scaleTemplateId: body.is_numerical ? null : body.scale_template_id,
  };
}

export type StoredMeasure = ReturnType<typeof measureValues>;

/** The measure as the API shows it. */
export function presentMeasure(row: StoredMeasure) {
  return { weight: row.weight, is_numerical: row.isNumerical, target: row.target, is_positive: row.isPositive, scale_template_id: row.scaleTemplateId };
}

/** The category and template a body names must be the project's (else a field error on that field). */
export async function checkReferences(ctx: ServiceContext, body: { category_id?: number | null; scale_template_id: number | null; is_numerical: boolean }) {
  if (body.category_id) await referenced('category_id', getCategory(ctx, body.category_id, 'goal'));
  if (!body.is_numerical && body.scale_template_id) await referenced('scale_template_id', getTemplate(ctx, body.scale_template_id));
}

/** A deadline must lie inside its period. */
export function checkDeadline(deadline: string | null, period: { startDate: string; endDate: string }) {
  if (deadline !== null && (deadline < period.startDate || deadline > period.endDate)) {
    throw new FieldError({ deadline: ['validation.dateOutsidePeriod'] }, { start: period.startDate, end: period.endDate });
  }
}

type ScoredRow = StoredMeasure & { actual: number | null };

/**
 * A stored goal or sub goal as the scoring core takes it. The goals pages, the sub goal endpoints and the goal
 * export load no templates, so here a scale-rated line has no M and no score; the goal evaluation and the
 * results score it by rule 3 (docs/product.md §4.3) with its template.
 */
const measured = (row: ScoredRow): MeasuredLine => ({
  isNumerical: row.isNumerical,
  target: row.target,
  higherIsBetter: row.isPositive,
  actual: row.actual,
  rating: null,
  top: null,
});

/** The score of a goal or sub goal's own line by the scoring core (docs/product.md §4.2) with the project's cap; null while it has no actual. */
export function measureScore(row: ScoredRow, cap: number): number | null {
  return scoreOfLine(measured(row), cap);
}

/** A goal's score by the scoring core: from its sub goals' scores when it has any (rule 4), else its own. */
export function goalScore(row: ScoredRow, subGoals: ReadonlyArray<{ weight: number; score: number | null }>, cap: number): number | null {
  return scoreOfGoal(measured(row), subGoals, cap);
}
