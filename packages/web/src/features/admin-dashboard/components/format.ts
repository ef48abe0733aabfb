/** Links and sizes the dashboard's parts share (docs/product.md §7.9). */

/** The evaluation list of a round filtered to one evaluator's activated evaluations still to complete (the evaluations screen's URL parameters). */
export const pendingEvaluationsPath = (period: number, round: number, evaluator: number) =>
  `/evaluations?${new URLSearchParams({ period: String(period), round: String(round), evaluator: String(evaluator), completion: 'not_completed', card: 'active' })}`;

/** The evaluation list of a round (its progress, and launching it). */
export const roundEvaluationsPath = (period: number | null, round: number | null) =>
  period !== null && round !== null ? `/evaluations?${new URLSearchParams({ period: String(period), round: String(round) })}` : '/evaluations';

/** The goals screen of a period (?period=), open at one employee's goals (?employee=) when given. */
export const goalsPath = (period: number | null, employee?: number) => {
  const query = new URLSearchParams();
  if (period !== null) query.set('period', String(period));
  if (employee !== undefined) query.set('employee', String(employee));
  return query.size === 0 ? '/goals' : `/goals?${query}`;
};

/** A person's performance card of a period. */
export const performanceCardPath = (employee: number, period: number) => `/performance-card/${employee}/${period}`;
