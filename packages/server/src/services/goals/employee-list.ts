import type { EmployeeGoalsPage, EmployeeGoalsQueryInput as Query } from '@performa/contracts/api/goals';
import type { ServiceContext } from '../context.ts';
import { rosterPage } from '../employees/roster.ts';
import { getPeriod } from '../scope.ts';
import { periodRounds, roundTotals, weightsOf } from './weights.ts';

/**
 * The goals screen's employee list: active employees of the project (an admin's department scope
 * applies), each with the number of goals in the period, the weight total of every round and whether
 * all rounds add up to 100. Users holding goal codes read this instead of the wizard's employee list.
 */
export async function listEmployeeGoals(ctx: ServiceContext, query: Query): Promise<EmployeeGoalsPage> {
  await getPeriod(ctx, query.period);
  const [page, rounds] = await Promise.all([rosterPage(ctx, query), periodRounds(ctx, query.period)]);
  const weights = await weightsOf(
    ctx,
    query.period,
    page.entries.map((r) => r.id),
  );
  return {
    count: page.count,
    page: page.page,
    page_size: page.page_size,
    results: page.entries.map((r) => {
      const mine = weights.get(r.id);
      const totals = roundTotals(rounds, mine?.weights ?? new Map());
      return {
        id: r.id,
        full_name: r.fullName,
        employee_number: r.employeeNumber,
        department: r.department,
        position: r.position,
        goal_count: mine?.count ?? 0,
        rounds: totals,
        complete: totals.every((t) => t.complete),
      };
    }),
  };
}
