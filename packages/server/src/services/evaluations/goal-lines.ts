import type { FormGoal, RatingChoice } from '@performa/contracts/api/evaluations';
import type { Language } from '@performa/contracts/i18n/languages';
import { goalOverall, roundScore, scaleTop, scoreOfGoal, scoreOfLine, type MeasuredLine, type ScaleRange } from '@performa/contracts/scoring';
import { sql } from 'drizzle-orm';
import { intArray, rowsOf, type Runner } from '../../db/raw.ts';
import { groupBy } from '../../lib/group-by.ts';
import { labelIn } from '../labels.ts';
import { toChoices } from './form-settings.ts';
import { roundsMeet } from './goal-readiness.ts';

/**
 * The goals of a goal evaluation (docs/product.md §3.7–§3.9, §4.2–§4.5): the evaluatee's goals of the
 * round's period that belong to the round or to every round, with their sub goals, the choices of
 * each scale goal's template, who shares them, and the scores by the scoring core.
 */

/** How a goal or sub goal is measured and what the evaluation entered. */
export interface GoalLine {
  id: number;
  name: string;
  weight: number;
  isNumerical: boolean;
  target: number | null;
  isPositive: boolean;
  scaleTemplateId: number | null;
  actual: number | null;
  rating: number | null;
}

export interface LoadedGoal extends GoalLine {
  category: { id: number; name: string } | null;
  successCriteria: string;
  deadline: string | null;
  everyRound: boolean;
  /** The goal's round; null: every round of the period. */
  frequencyId: number | null;
  shareGroup: string | null;
  subGoals: GoalLine[];
}

export interface RoundGoals {
  goals: LoadedGoal[];
  /** Rating choices by scale template. */
  scales: Map<number, RatingChoice[]>;
  /** The holders of each share group: goal id and person. */
  holders: Map<string, Array<{ goalId: number; id: number; full_name: string }>>;
}

export interface GoalsOf {
  projectId: number;
  employeeId: number;
  periodId: number;
  /** The round; null: every goal of the period, whatever its round (the results pages). */
  frequencyId: number | null;
  /** The reader's language, of the categories and the scales' responses (ADR 29). */
  lang: Language;
}

/** A goal or sub goal row as stored (snake case), which `toLine` makes a GoalLine. */
interface LineRecord {
  id: number;
  name: string;
  weight: number;
  is_numerical: boolean;
  target: number | null;
  is_positive: boolean;
  scale_template_id: number | null;
  actual: number | null;
  rating: number | null;
}

export function toLine(r: LineRecord): GoalLine {
  return {
    id: r.id,
    name: r.name,
    weight: r.weight,
    isNumerical: r.is_numerical,
    target: r.target,
    isPositive: r.is_positive,
    scaleTemplateId: r.scale_template_id,
    actual: r.actual,
    rating: r.rating,
  };
}

/** Goals, sub goals, scale choices and share holders in four statements (none per goal). */
export async function loadRoundGoals(runner: Runner, of: GoalsOf): Promise<RoundGoals> {
  const rows = await rowsOf<
    LineRecord & {
      category_id: number | null;
      category_name: string | null;
      success_criteria: string;
      deadline: string | null;
      frequency_id: number | null;
      share_group: string | null;
    }
  >(
    runner,
    sql`select g.id, g.name, g.weight, g.is_numerical, g.target, g.is_positive, g.scale_template_id, g.actual, g.rating,
          g.success_criteria, g.deadline::text as deadline, g.frequency_id, g.share_group::text as share_group,
          c.id as category_id, ${labelIn(of.lang, 'c', 'name')} as category_name
        from goals g left join categories c on c.id = g.category_id
        where g.project_id = ${of.projectId} and g.employee_id = ${of.employeeId} and g.period_id = ${of.periodId}
          ${of.frequencyId === null ? sql`` : sql`and ${roundsMeet(sql`g.frequency_id`, sql`${of.frequencyId}::int`)}`}
        order by g.frequency_id nulls first, g.created_at, g.id`,
  );
  const goalIds = rows.map((r) => r.id);
  const subRows = goalIds.length
    ? await rowsOf<LineRecord & { goal_id: number }>(
        runner,
        sql`select id, goal_id, name, weight, is_numerical, target, is_positive, scale_template_id, actual, rating
            from sub_goals where project_id = ${of.projectId} and goal_id = any(${intArray(goalIds)})
            order by created_at, id`,
      )
    : [];
  const subsByGoal = groupBy(subRows, (s) => s.goal_id, toLine);

  const templateIds = [...new Set([...rows, ...subRows].flatMap((r) => (r.is_numerical || r.scale_template_id === null ? [] : [r.scale_template_id])))];
  const scales = new Map<number, RatingChoice[]>();
  if (templateIds.length) {
    const ranges = await rowsOf<ScaleRange & { template_id: number }>(
      runner,
      sql`select rs.template_id, rs.min, rs.max, ${labelIn(of.lang, 'rs', 'response')} as response from response_scales rs
          where rs.project_id = ${of.projectId} and rs.template_id = any(${intArray(templateIds)}) order by rs.template_id, rs.min, rs.id`,
    );
    const byTemplate = groupBy(ranges, (r) => r.template_id);
    for (const id of templateIds) scales.set(id, toChoices(byTemplate.get(id) ?? []));
  }

  const groups = [...new Set(rows.flatMap((r) => (r.share_group === null ? [] : [r.share_group])))];
  let holders = new Map<string, Array<{ goalId: number; id: number; full_name: string }>>();
  if (groups.length) {
    // Share groups are uuids (hex and dashes): safe inside an array literal.
    const list = await rowsOf<{ share_group: string; goal_id: number; id: number; first_name: string; last_name: string }>(
      runner,
      sql`select g.share_group::text as share_group, g.id as goal_id, e.id, e.first_name, e.last_name
          from goals g join employees e on e.id = g.employee_id
          where g.project_id = ${of.projectId} and g.share_group = any(${`{${groups.join(',')}}`}::uuid[])
          order by e.last_name, e.first_name, e.id`,
    );
    holders = groupBy(
      list,
      (h) => h.share_group,
      (h) => ({ goalId: h.goal_id, id: h.id, full_name: `${h.first_name} ${h.last_name}` }),
    );
  }

  return {
    goals: rows.map((r) => ({
      ...toLine(r),
      category: r.category_id === null ? null : { id: r.category_id, name: r.category_name ?? '' },
      successCriteria: r.success_criteria,
      deadline: r.deadline,
      everyRound: r.frequency_id === null,
      frequencyId: r.frequency_id,
      shareGroup: r.share_group,
      subGoals: subsByGoal.get(r.id) ?? [],
    })),
    scales,
    holders,
  };
}

/** The rating choices of a scale goal or sub goal (none for a numerical one, or a scale goal whose template was deleted). */
export const choicesOf = (line: GoalLine, scales: Map<number, RatingChoice[]>): RatingChoice[] =>
  line.isNumerical || line.scaleTemplateId === null ? [] : (scales.get(line.scaleTemplateId) ?? []);

/** A line as the scoring core takes it, a scale line with the largest max of its template's choices. */
const measured = (line: GoalLine, choices: readonly RatingChoice[]): MeasuredLine => ({
  isNumerical: line.isNumerical,
  target: line.target,
  higherIsBetter: line.isPositive,
  actual: line.actual,
  rating: line.rating,
  top: choices.length ? scaleTop(choices) : null,
});

/** Rule 2 for a numerical line (with the cap), rule 3 for a scale line, by the scoring core; null until it has its actual or rating. */
export function lineScore(line: GoalLine, choices: readonly RatingChoice[], cap: number): number | null {
  return scoreOfLine(measured(line, choices), cap);
}

/** A goal's score by the scoring core: from its sub goals when it has any (rule 4), else its own line. */
export function goalLineScore(goal: GoalLine & Pick<LoadedGoal, 'subGoals'>, scales: Map<number, RatingChoice[]>, cap: number): number | null {
  const subGoals = goal.subGoals.map((s) => ({ weight: s.weight, score: lineScore(s, choicesOf(s, scales), cap) }));
  return scoreOfGoal(measured(goal, choicesOf(goal, scales)), subGoals, cap);
}

const shown = (score: number | null) => (score === null ? null : roundScore(score));

function presentLine(line: GoalLine, scales: Map<number, RatingChoice[]>, score: number | null) {
  return {
    id: line.id,
    name: line.name,
    weight: line.weight,
    is_numerical: line.isNumerical,
    target: line.target,
    is_positive: line.isPositive,
    scale: choicesOf(line, scales),
    actual: line.actual,
    rating: line.rating,
    score: shown(score),
  };
}

/** The goals as the form shows them, and G (rule 5) over them, both rounded to show (docs/product.md §4). */
export function presentGoals(loaded: RoundGoals, cap: number): { goals: FormGoal[]; goal_overall: number | null } {
  const scored = loaded.goals.map((goal) => ({ goal, score: goalLineScore(goal, loaded.scales, cap) }));
  return {
    goals: scored.map(({ goal, score }) => ({
      ...presentLine(goal, loaded.scales, score),
      category: goal.category,
      success_criteria: goal.successCriteria,
      deadline: goal.deadline,
      every_round: goal.everyRound,
      shared_with:
        goal.shareGroup === null
          ? []
          : (loaded.holders.get(goal.shareGroup) ?? []).filter((h) => h.goalId !== goal.id).map(({ id, full_name }) => ({ id, name: full_name })),
      sub_goals: goal.subGoals.map((s) => presentLine(s, loaded.scales, lineScore(s, choicesOf(s, loaded.scales), cap))),
    })),
    goal_overall: shown(goalOverall(scored.map(({ goal, score }) => ({ weight: goal.weight, score })))),
  };
}
