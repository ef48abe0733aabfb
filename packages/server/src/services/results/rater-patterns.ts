import type { RaterPatternPage, raterPatternQuerySchema } from '@performa/contracts/api/results';
import { roundScore } from '@performa/contracts/scoring';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf } from '../../db/raw.ts';
import type { ServiceContext } from '../context.ts';
import { adminReach } from '../evaluations/rows.ts';
import { getFrequency, requireProject } from '../scope.ts';
import { projectSettingsOf } from '../settings/project-settings.ts';
import { shown } from './person.ts';
import { PERSON_COLUMNS, PERSON_JOINS, toPerson, type PersonRecord } from './person-columns.ts';

/**
 * Rater patterns (docs/product.md §5.7): how each evaluator rated in a round against the company. Every
 * counted answer (a completed, not terminated skill evaluation of the round; a rating, not "not
 * applicable") of an evaluatee in the caller's scope counts as a rule 1 score (§4.1: r / M × 100). Per
 * evaluator: ratings, distinct evaluatees, mean and standard deviation (population); the company's mean
 * and standard deviation over all those answers. `difference` = mean − the company's mean, `z` = the
 * difference in company standard deviations; lenient at z ≥ 1, harsh at z ≤ −1, once the evaluator gave
 * at least 5 ratings. The `party` filter keeps only the answers the evaluators gave in that party (every
 * manager as a manager); the company's figures stay those of every answer.
 */

type RaterQuery = z.output<typeof raterPatternQuerySchema>;

/** Ratings an evaluator must have given before a flag is set. */
export const MIN_FLAGGED_RATINGS = 5;

const ORDERS: Record<string, SQL> = {
  difference: sql`j.difference`,
  mean: sql`j.mean`,
  spread: sql`j.spread`,
  ratings: sql`j.ratings`,
  evaluator: sql`em.last_name, em.first_name`,
};

function orderBy(ordering: string): SQL {
  const descending = ordering.startsWith('-');
  const key = descending ? ordering.slice(1) : ordering;
  const column = ORDERS[key] ?? ORDERS.difference!;
  if (key === 'evaluator') return descending ? sql`em.last_name desc, em.first_name desc, em.id desc` : sql`em.last_name, em.first_name, em.id`;
  return descending ? sql`${column} desc nulls last, em.id` : sql`${column} asc nulls last, em.id`;
}

interface RaterRecord extends PersonRecord {
  ratings: number;
  evaluatees: number;
  mean: number | null;
  spread: number | null;
  difference: number | null;
  z: number | null;
  flag: 'lenient' | 'harsh' | null;
}

/** wizard/calibrate-final-score-scale/rater-patterns/: every evaluator of the round with their pattern, filtered, sorted and paged. */
export async function raterPatterns(ctx: ServiceContext, query: RaterQuery): Promise<RaterPatternPage> {
  const projectId = requireProject(ctx);
  const round = await getFrequency(ctx, query.frequency_id);
  const reach = await adminReach(ctx);
  const settings = await projectSettingsOf(ctx);
  // M of rule 1: the largest max of the project's rating template (none: no scores).
  const [top] = settings.ratingTemplateId
    ? await rowsOf<{ top: number | null }>(
        ctx.deps.db,
        sql`select max(max) as top from response_scales where template_id = ${settings.ratingTemplateId} and project_id = ${projectId}`,
      )
    : [];
  const m = top?.top ?? null;
  const party = query.party === undefined ? sql`true` : sql`a.party = ${query.party}`;
  const flag = query.flag === 'all' ? sql`true` : sql`j.flag = ${query.flag}`;

  const judged = sql`with answers as (
      select e.evaluator_id, e.evaluatee_id, e.party, (s.rating::float8 / ${m}::float8) * 100 as score
      from skill_answers s
      join evaluations e on e.id = s.evaluation_id
      join employees ee on ee.id = e.evaluatee_id
      where ${reach} and e.frequency_id = ${round.id} and e.kind = 'skill' and e.terminated_at is null and e.completed_at is not null
        and s.rating is not null and not s.not_applicable
    ), company as (
      select count(*)::int as ratings, avg(score) as mean, stddev_pop(score) as spread from answers
    ), raters as (
      select a.evaluator_id, count(*)::int as ratings, count(distinct a.evaluatee_id)::int as evaluatees, avg(a.score) as mean, stddev_pop(a.score) as spread
      from answers a where ${party} group by a.evaluator_id
    ), judged as (
      select r.*, r.mean - c.mean as difference, case when c.spread > 0 then (r.mean - c.mean) / c.spread end as z
      from raters r cross join company c
    ), flagged as (
      select j.*, case when j.ratings >= ${MIN_FLAGGED_RATINGS} and j.z >= 1 then 'lenient' when j.ratings >= ${MIN_FLAGGED_RATINGS} and j.z <= -1 then 'harsh' end as flag
      from judged j
    )`;

  const [summary] = await rowsOf<{ n: number; ratings: number; mean: number | null; spread: number | null }>(
    ctx.deps.db,
    sql`${judged} select (select count(*)::int from flagged j where ${flag}) as n, c.ratings, c.mean, c.spread from company c`,
  );
  const rows = await rowsOf<RaterRecord>(
    ctx.deps.db,
    sql`${judged} select ${PERSON_COLUMNS}, j.ratings, j.evaluatees, j.mean, j.spread, j.difference, j.z, j.flag
      from flagged j join employees em on em.id = j.evaluator_id ${PERSON_JOINS}
      where ${flag}
      order by ${orderBy(query.ordering)}
      limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
  );
  return {
    company: { ratings: summary?.ratings ?? 0, mean: shown(summary?.mean), spread: shown(summary?.spread) },
    count: summary?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((r) => {
      const { employee_number: _number, ...evaluator } = toPerson(r);
      return {
        evaluator,
        ratings: r.ratings,
        evaluatees: r.evaluatees,
        mean: shown(r.mean),
        spread: shown(r.spread),
        difference: shown(r.difference),
        // z to 2 decimals, like the scores.
        z: r.z === null ? null : roundScore(r.z),
        flag: r.flag,
      };
    }),
  };
}
