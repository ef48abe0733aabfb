import type { EmployeeGoalsResult, employeePeriodQuerySchema, GoalResultLine } from '@performa/contracts/api/results';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import { intArray, rowsOf, type Runner } from '../../db/raw.ts';
import type { ServiceContext } from '../context.ts';
import { labelIn } from '../labels.ts';
import { choicesOf, goalLineScore, lineScore, loadRoundGoals, type GoalLine, type RoundGoals } from '../evaluations/goal-lines.ts';
import { choosePeriod, NO_RESULT, presentScores, resultPerson, resultRound, resultScales, roundsOf, shown, storedResults, type RoundRow } from './person.ts';
import { viewPersonAsAdmin, type PersonView } from './visibility.ts';

/**
 * One employee's goals in a period (docs/product.md §3.7–§3.9, §4.2–§4.5, /user-goal-performance): each
 * goal with target, actual, direction, weight, score and sub goals, and goal overall per round. The goal
 * scores come from the goal evaluation's lines (services/evaluations/goal-lines.ts), the one place that
 * scores a goal as the results count it; goal overall is the stored one (engine/recompute.ts).
 */

/** A goal's round, as a set of round ids the goal belongs to: its own, or every round of the period. */
const roundsOfGoal = (frequencyId: number | null, rounds: readonly RoundRow[]) => (frequencyId === null ? rounds.map((r) => r.id) : [frequencyId]);

/**
 * The goal lines of an employee in a period. `visibleRounds`: the rounds whose scores the viewer may
 * see; a goal none of whose rounds is among them shows no score (nor do its sub goals).
 */
export async function goalResultLines(
  runner: Runner,
  view: PersonView,
  periodId: number,
  rounds: readonly RoundRow[],
  visibleRounds: ReadonlySet<number>,
  cap: number,
): Promise<GoalResultLine[]> {
  const loaded: RoundGoals = await loadRoundGoals(runner, {
    projectId: view.projectId,
    employeeId: view.employee.id,
    periodId,
    frequencyId: null,
    lang: view.lang,
  });
  if (loaded.goals.length === 0) return [];
  const templateIds = [...new Set(loaded.goals.flatMap((g) => [g, ...g.subGoals]).flatMap((l) => (l.scaleTemplateId === null ? [] : [l.scaleTemplateId])))];
  const templates = new Map(
    templateIds.length
      ? (
          await rowsOf<{ id: number; name: string }>(
            runner,
            sql`select t.id, ${labelIn(view.lang, 't', 'name')} as name
                from response_scale_templates t where t.project_id = ${view.projectId} and t.id = any(${intArray(templateIds)})`,
          )
        ).map((t) => [t.id, t.name])
      : [],
  );
  const roundNames = new Map(rounds.map((r) => [r.id, r.name]));
  const measure = (line: GoalLine, score: number | null, visible: boolean) => ({
    is_numerical: line.isNumerical,
    is_positive: line.isPositive,
    target: line.target,
    actual: line.actual,
    scale_template: line.isNumerical || line.scaleTemplateId === null ? null : { id: line.scaleTemplateId, name: templates.get(line.scaleTemplateId) ?? '' },
    rating: line.rating,
    score: visible ? shown(score) : null,
  });
  const order = new Map(rounds.map((r, i) => [r.id, i]));
  const goals = [...loaded.goals].sort(
    (a, b) => (a.frequencyId === null ? -1 : (order.get(a.frequencyId) ?? 0)) - (b.frequencyId === null ? -1 : (order.get(b.frequencyId) ?? 0)),
  );
  return goals.map((goal) => {
    const visible = roundsOfGoal(goal.frequencyId, rounds).some((id) => visibleRounds.has(id));
    return {
      id: goal.id,
      name: goal.name,
      category: goal.category,
      frequency: goal.frequencyId === null ? null : { id: goal.frequencyId, name: roundNames.get(goal.frequencyId) ?? '' },
      deadline: goal.deadline,
      success_criteria: goal.successCriteria,
      weight: goal.weight,
      ...measure(goal, goalLineScore(goal, loaded.scales, cap), visible),
      shared: goal.shareGroup !== null,
      sub_goals: goal.subGoals.map((s) => ({
        id: s.id,
        name: s.name,
        weight: s.weight,
        ...measure(s, lineScore(s, choicesOf(s, loaded.scales), cap), visible),
      })),
    };
  });
}

/** The admins' page of one employee's goals in a period (goals/employee-goals-result/). */
export async function employeeGoalsResult(ctx: ServiceContext, query: z.output<typeof employeePeriodQuerySchema>): Promise<EmployeeGoalsResult> {
  const view = await viewPersonAsAdmin(ctx, query.employee);
  const runner = ctx.deps.db;
  const [employee, { period, periods }] = await Promise.all([resultPerson(runner, view), choosePeriod(ctx, query.period)]);
  if (!period) return { employee, period: null, periods, rounds: [], goals: [] };
  const rounds = await roundsOf(runner, view.projectId, [period.id]);
  const [scales, results] = await Promise.all([resultScales(ctx), storedResults(runner, view, rounds)]);
  const goals = await goalResultLines(runner, view, period.id, rounds, new Set(rounds.map((r) => r.id)), scales.cap);
  return {
    employee,
    period,
    periods,
    rounds: rounds.map((round) => {
      const stored = results.get(round.id) ?? NO_RESULT;
      const total = goals.filter((g) => g.frequency === null || g.frequency.id === round.id).reduce((sum, g) => sum + g.weight, 0);
      return {
        round: resultRound(view, round),
        goal_overall: presentScores(view, true, stored, scales).goal_overall,
        weight_total: Math.round(total * 1e6) / 1e6,
        evaluated: stored.goalDone > 0,
      };
    }),
    goals,
  };
}
