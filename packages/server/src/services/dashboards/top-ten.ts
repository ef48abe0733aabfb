import { TOP_TEN_ROWS, type TiedGroup, type TopTen, type TopTenRow, type topTenQuerySchema } from '@performa/contracts/api/dashboards';
import type { RankingRule } from '@performa/contracts/api/evaluations';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf } from '../../db/raw.ts';
import { subtreeIds } from '../../db/tree.ts';
import { compareText } from '../../lib/text-order.ts';
import type { ServiceContext } from '../context.ts';
import { employeeScope, finalScoreScale, rangeOf, type ScaleRange } from '../results/calibration.ts';
import { PERSON_COLUMNS, PERSON_JOINS, toPerson, type PersonRecord } from '../results/person-columns.ts';
import { adminRound, shown } from '../results/person.ts';
import { getDepartment, getFrequency, requireProject } from '../scope.ts';
import { projectSettingsOf } from '../settings/project-settings.ts';
import { chooseRound } from './current-round.ts';

/**
 * Top 10 and bottom 10 of a round (docs/product.md §7.9): the active employees of the project whose result
 * is complete enough under the project's ranking rule, ranked by the score that counts (rule 10: after
 * calibration when set, else final), by skill overall or by goal overall. Ties are ties: competition ranks
 * (1, 2, 2, 4) on the score as shown (2 decimals), and everyone ranked 10 or better is listed, up to 20 rows:
 * a tie too large to fit is counted, never cut. The bottom list counts its ranks from the lowest score the
 * same way. Within a tie, by name, then id.
 */

type RankBy = 'score' | 'skill' | 'goal';

/** The most ranks a list shows: everyone ranked this or better. */
const LAST_RANK = 10;

/** The score each list ranks by, of the round's result `r`. */
const SCORE_OF: Record<RankBy, SQL> = {
  score: sql`coalesce(r.calibrated_score::float8, r.final_score)`,
  skill: sql`r.skill_overall`,
  goal: sql`r.goal_overall`,
};

/** The completed, non-terminated evaluations that count for that score (the engine's counts). */
const EVALUATIONS_OF: Record<RankBy, SQL> = {
  score: sql`r.skill_done + r.goal_done`,
  skill: sql`r.skill_done`,
  goal: sql`r.goal_done`,
};

/** When a result is complete enough to be ranked (the project's ranking rule, an evaluation setting). */
const RULES: Record<RankingRule, SQL> = {
  goal_and_skill: sql`r.goal_overall is not null and r.skill_overall is not null`,
  final_score: sql`r.final_score is not null`,
  all_completed: sql`r.skill_done = r.skill_total and r.goal_done = r.goal_total and r.final_score is not null`,
};

interface Candidate extends PersonRecord {
  score: number;
  evaluations: number;
  complete: boolean;
}

interface Ranked {
  rank: number;
  person: Candidate & { shown: number };
}

const fullName = (p: Candidate) => `${p.first_name} ${p.last_name}`;

/**
 * The competition ranks of people in the order of `compare` (on the shown scores; ties by name, then id),
 * everyone ranked LAST_RANK or better, at most TOP_TEN_ROWS rows: a group sharing a rank that would not fit
 * whole is not cut but counted (`tied`), and the list ends before it.
 */
function leading(people: ReadonlyArray<Ranked['person']>, compare: (a: number, b: number) => number): { rows: Ranked[]; tied: TiedGroup | null } {
  const sorted = [...people].sort((a, b) => compare(a.shown, b.shown) || compareText(fullName(a), fullName(b)) || a.employee_id - b.employee_id);
  const rows: Ranked[] = [];
  for (let start = 0; start < sorted.length && start + 1 <= LAST_RANK;) {
    // The group sharing the rank start + 1.
    let end = start + 1;
    while (end < sorted.length && sorted[end]!.shown === sorted[start]!.shown) end += 1;
    const rank = start + 1;
    if (end > TOP_TEN_ROWS) return { rows, tied: { rank, score: sorted[start]!.shown, count: end - start } };
    for (const person of sorted.slice(start, end)) rows.push({ rank, person });
    start = end;
  }
  return { rows, tied: null };
}

/** The filters of a ranking as conditions on `em`: the caller's department scope (adminScope), a department with its subtree, a position. */
async function filtersOf(ctx: ServiceContext, options: { department: number | null; position: number | null; adminScope: boolean }): Promise<SQL[]> {
  const parts: SQL[] = [];
  if (options.adminScope) parts.push(await employeeScope(ctx));
  if (options.department !== null) {
    const department = options.adminScope ? (await getDepartment(ctx, options.department)).id : options.department;
    const tree = subtreeIds('departments', department);
    parts.push(sql`(em.department_id in ${tree} or em.sub_department_id in ${tree})`);
  }
  if (options.position !== null) parts.push(sql`em.position_id = ${options.position}`);
  return parts;
}

/** Everyone of the round with a score to rank by, and whether their result is complete enough under `rule`. */
async function candidates(ctx: ServiceContext, frequencyId: number, by: RankBy, rule: RankingRule, filters: readonly SQL[]): Promise<Candidate[]> {
  const score = SCORE_OF[by];
  const conditions = [
    sql`r.company_id = ${ctx.actor.companyId} and r.project_id = ${requireProject(ctx)} and r.frequency_id = ${frequencyId}`,
    sql`em.status = 'active' and ${score} is not null`,
    ...filters,
  ];
  return rowsOf<Candidate>(
    ctx.deps.db,
    sql`select ${PERSON_COLUMNS}, ${score} as score, ${EVALUATIONS_OF[by]} as evaluations, (${RULES[rule]}) as complete
      from evaluation_results r join employees em on em.id = r.employee_id
      ${PERSON_JOINS}
      where ${sql.join(conditions, sql` and `)}`,
  );
}

const toRow = (ranked: Ranked, ranges: readonly ScaleRange[] | null): TopTenRow => ({
  rank: ranked.rank,
  employee: toPerson(ranked.person),
  score: ranked.person.shown,
  grade: ranges === null ? null : (rangeOf(ranked.person.score, ranges)?.response ?? null),
  evaluations: ranked.person.evaluations,
});

/**
 * The top 10 and bottom 10 of a round (another project's round: 404) by the score that counts, skill
 * overall or goal overall, filtered by a department (with its subtree) and a position. With `adminScope`,
 * only the people in the caller's department scope (and a department outside it is 404); without, the
 * whole project, and the caller decides who may see the answer.
 */
export async function rankPeople(
  ctx: ServiceContext,
  options: { frequencyId: number; by: 'score' | 'skill' | 'goal'; department: number | null; position: number | null; adminScope: boolean },
): Promise<TopTen> {
  const projectId = requireProject(ctx);
  const frequency = await getFrequency(ctx, options.frequencyId);
  const settings = await projectSettingsOf(ctx);
  const filters = await filtersOf(ctx, options);
  const all = await candidates(ctx, frequency.id, options.by, settings.rankingRule, filters);
  const ranked = all.filter((p) => p.complete).map((p) => ({ ...p, shown: shown(p.score)! }));
  const ranges = options.by === 'score' ? await finalScoreScale(ctx.deps.db, projectId, settings.finalScoreTemplateId, ctx.lang) : null;
  const top = leading(ranked, (a, b) => b - a);
  const bottom = leading(ranked, (a, b) => a - b);
  return {
    round: await adminRound(ctx.deps.db, frequency.id),
    counted: ranked.length,
    incomplete: all.length - ranked.length,
    top: top.rows.map((r) => toRow(r, ranges)),
    bottom: bottom.rows.map((r) => toRow(r, ranges)),
    top_tied: top.tied,
    bottom_tied: bottom.tied,
  };
}

/** main/topten/, wizard/topten/, goals/topten/: the lists of the round asked for (else the current round) in the caller's department scope. */
export async function topTen(ctx: ServiceContext, query: z.output<typeof topTenQuerySchema>, by: RankBy): Promise<TopTen> {
  const { round } = await chooseRound(ctx, { frequency_id: query.frequency_id });
  if (!round) return { round: null, counted: 0, incomplete: 0, top: [], bottom: [], top_tied: null, bottom_tied: null };
  return rankPeople(ctx, { frequencyId: round.id, by, department: query.department, position: query.position, adminScope: true });
}
