import type { RaterPatternPage, raterPatternQuerySchema } from '@performa/contracts/api/results';
import { roundScore } from '@performa/contracts/scoring';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { intArray, rowsOf } from '../../db/raw.ts';
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
 * manager as a manager); the company's figures stay those of every answer. The rater patterns report (§7.10)
 * reads the same over a whole period's rounds and only about its people (raterPatternsOf, raterZCounts).
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

/**
 * What rater patterns are read over: the answers of these rounds (one round on the calibration screen, a
 * period's rounds in a report) about the evaluatees in the caller's reach, and, when given, only those
 * evaluatees `em` that a further condition keeps (a report's people).
 */
export interface RaterSource {
  roundIds: readonly number[];
  evaluatees?: SQL;
}

/** The rater patterns' statement up to its `company` and `flagged` CTEs, over the source's answers, the raters' with the party filter. */
async function judgedOf(ctx: ServiceContext, source: RaterSource, partyFilter: RaterQuery['party']): Promise<SQL> {
  const projectId = requireProject(ctx);
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
  const party = partyFilter === undefined ? sql`true` : sql`a.party = ${partyFilter}`;
  const evaluatees =
    source.evaluatees === undefined ? sql`` : sql`and exists (select 1 from employees em where em.id = e.evaluatee_id and ${source.evaluatees})`;

  return sql`with answers as (
      select e.evaluator_id, e.evaluatee_id, e.party, (s.rating::float8 / ${m}::float8) * 100 as score
      from skill_answers s
      join evaluations e on e.id = s.evaluation_id
      join employees ee on ee.id = e.evaluatee_id
      where ${reach} and e.frequency_id = any(${intArray(source.roundIds)}) and e.kind = 'skill' and e.terminated_at is null and e.completed_at is not null
        and s.rating is not null and not s.not_applicable ${evaluatees}
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
}

/**
 * How many evaluators of the source (with the party filter, whatever their flag) have a z in each band that
 * the ascending `edges` cut, in full precision: below the first edge, from one edge to below the next, from
 * the last edge up (edges.length + 1 counts). Evaluators without a z (a company without spread) are left out.
 */
export async function raterZCounts(ctx: ServiceContext, source: RaterSource, party: RaterQuery['party'], edges: readonly number[]): Promise<number[]> {
  const judged = await judgedOf(ctx, source, party);
  // width_bucket: 0 below the first threshold, i from the i-th to below the next, edges.length from the last.
  const rows = await rowsOf<{ band: number; n: number }>(
    ctx.deps.db,
    sql`${judged} select width_bucket(j.z, ${`{${edges.join(',')}}`}::float8[]) as band, count(*)::int as n from flagged j where j.z is not null group by 1`,
  );
  const counts = [...edges.map(() => 0), 0];
  for (const r of rows) counts[r.band] = r.n;
  return counts;
}

/** wizard/calibrate-final-score-scale/rater-patterns/: every evaluator of the round with their pattern, filtered, sorted and paged. */
export async function raterPatterns(ctx: ServiceContext, query: RaterQuery): Promise<RaterPatternPage> {
  const round = await getFrequency(ctx, query.frequency_id);
  const page = { limit: query.page_size, offset: (query.page - 1) * query.page_size };
  return { ...(await raterPatternsOf(ctx, { roundIds: [round.id] }, query, page)), page: query.page, page_size: query.page_size };
}

/**
 * The evaluators of the source with their patterns, filtered by party and flag, in the asked order: a page
 * of them (`page`), or every one (null, an export).
 */
export async function raterPatternsOf(
  ctx: ServiceContext,
  source: RaterSource,
  query: Pick<RaterQuery, 'party' | 'flag' | 'ordering'>,
  page: { limit: number; offset: number } | null,
): Promise<Omit<RaterPatternPage, 'page' | 'page_size'>> {
  const judged = await judgedOf(ctx, source, query.party);
  const flag = query.flag === 'all' ? sql`true` : sql`j.flag = ${query.flag}`;

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
      ${page === null ? sql`` : sql`limit ${page.limit} offset ${page.offset}`}`,
  );
  return {
    company: { ratings: summary?.ratings ?? 0, mean: shown(summary?.mean), spread: shown(summary?.spread) },
    count: summary?.n ?? 0,
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
