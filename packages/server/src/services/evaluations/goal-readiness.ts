import { isComplete } from '@performa/contracts/api/goals';
import { sql } from 'drizzle-orm';
import { intArray, rowsOf, type Runner } from '../../db/raw.ts';

/**
 * Whether a goal evaluation of a round may start for an employee (docs/product.md §3.10): they have a
 * personal goal in the round (a goal of the round's period for that round or for every round), and
 * those goals' weights sum to exactly 100.
 */
export type GoalProblem = 'no_goals' | 'weights_incomplete';

export const GOAL_PROBLEM_MESSAGES = {
  no_manager: 'errors.noManager',
  no_goals: 'errors.noPersonalGoal',
  weights_incomplete: 'errors.firstSetGoals',
} as const;

export interface RoundRef {
  id: number;
  periodId: number;
}

/**
 * The goal problem of each given employee in the round (absent: ready), in one statement; without
 * `employeeIds`, of every employee of the project.
 */
export async function goalProblems(runner: Runner, projectId: number, round: RoundRef, employeeIds: readonly number[]): Promise<Map<number, GoalProblem>> {
  const totals = await rowsOf<{ employee_id: number; total: number }>(
    runner,
    sql`select employee_id, sum(weight) as total from goals
      where project_id = ${projectId} and period_id = ${round.periodId} and (frequency_id is null or frequency_id = ${round.id})
        and employee_id = any(${intArray(employeeIds)})
      group by employee_id`,
  );
  const byEmployee = new Map(totals.map((t) => [t.employee_id, t.total]));
  const problems = new Map<number, GoalProblem>();
  for (const id of employeeIds) {
    const total = byEmployee.get(id);
    if (total === undefined) problems.set(id, 'no_goals');
    else if (!isComplete(total)) problems.set(id, 'weights_incomplete');
  }
  return problems;
}
