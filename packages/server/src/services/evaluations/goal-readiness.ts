import { isComplete } from '@performa/contracts/api/goals';
import type { Language } from '@performa/contracts/i18n/languages';
import { readableParams } from '@performa/contracts/i18n/numbers';
import { translate } from '@performa/contracts/i18n/translate';
import { sql, type SQL } from 'drizzle-orm';
import { intArray, rowsOf, type Runner } from '../../db/raw.ts';
import { FieldError, type Message } from '../../lib/errors.ts';

/**
 * The readiness of a round's goals (docs/product.md §3.10): the one rule behind every round total and
 * every "First set all personal goals!", read by the goals screens (goals/weights.ts), generation, the
 * creation of goal evaluations (one and in bulk) and the goal form. An employee's goals of a round are
 * their goals of its period that belong to that round or to every round; a goal evaluation of the round
 * starts only when there is one and their weights add up to exactly 100. A refusal names the round.
 */

/**
 * Whether goals placed in rounds `a` and `b` (round ids; null: every round of the period) count in one
 * round together: SQL over two round columns or values (cast a value: `${id}::int`).
 */
export const roundsMeet = (a: SQL, b: SQL): SQL => sql`(${a} is null or ${b} is null or ${a} = ${b})`;

export type GoalProblem = 'no_goals' | 'weights_incomplete';

/** Why a round's goals are not ready, with the round's weight total. */
export interface GoalIssue {
  problem: GoalProblem;
  total: number;
}

/** The judgement of one round: `count` goals whose weights add up to `total`; null when a goal evaluation may start. */
export function roundIssue(count: number, total: number): GoalIssue | null {
  if (count === 0) return { problem: 'no_goals', total: 0 };
  return isComplete(total) ? null : { problem: 'weights_incomplete', total };
}

/** The round a message names. */
export interface RoundRef {
  id: number;
  periodId: number;
  name: string;
}

/**
 * What stops a goal evaluation in `round`: no manager, no goal ('No personal goal found for this
 * employee.') or weights that do not reach 100 ('First set all personal goals! The goal weights of Q4
 * add up to 90, not 100.').
 */
export function goalIssueMessage(round: Pick<RoundRef, 'name'>, issue: GoalIssue | 'no_manager'): Message {
  if (issue === 'no_manager') return { key: 'errors.noManager' };
  if (issue.problem === 'no_goals') return { key: 'errors.noPersonalGoal' };
  return { key: 'errors.firstSetGoalsOf', params: { round: round.name, total: issue.total } };
}

/** A message in the reader's language, its numbers with the language's separators. */
export const messageText = (lang: Language, message: Message) => translate(lang, message.key, readableParams(message.params ?? {}, lang));

/** The refusal of a form as a whole (non_field_errors) with the message. */
export const messageRefusal = (message: Message) => new FieldError({ non_field_errors: [message.key] }, message.params);

/** Each given employee's goals of the round: how many and their weight total (absent: no goal), in one statement. */
export async function roundGoalTotals(
  runner: Runner,
  projectId: number,
  round: Pick<RoundRef, 'id' | 'periodId'>,
  employeeIds: readonly number[],
): Promise<Map<number, { count: number; total: number }>> {
  const totals = await rowsOf<{ employee_id: number; count: number; total: number }>(
    runner,
    sql`select employee_id, count(*)::int as count, sum(weight) as total from goals
      where project_id = ${projectId} and period_id = ${round.periodId} and ${roundsMeet(sql`frequency_id`, sql`${round.id}::int`)}
        and employee_id = any(${intArray(employeeIds)})
      group by employee_id`,
  );
  return new Map(totals.map((t) => [t.employee_id, { count: t.count, total: t.total }]));
}

/**
 * The goal issue of each given employee in the round (absent: ready), in one statement.
 */
export async function goalProblems(runner: Runner, projectId: number, round: RoundRef, employeeIds: readonly number[]): Promise<Map<number, GoalIssue>> {
  const byEmployee = await roundGoalTotals(runner, projectId, round, employeeIds);
  const issues = new Map<number, GoalIssue>();
  for (const id of employeeIds) {
    const issue = roundIssue(byEmployee.get(id)?.count ?? 0, byEmployee.get(id)?.total ?? 0);
    if (issue) issues.set(id, issue);
  }
  return issues;
}
