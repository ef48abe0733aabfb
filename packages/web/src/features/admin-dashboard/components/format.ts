/** Links and sizes the dashboard's parts share (docs/product.md §7.9). */

/** The evaluation list of a round filtered to one evaluator's activated evaluations still to complete (the evaluations screen's URL parameters). */
export const pendingEvaluationsPath = (period: number, round: number, evaluator: number) =>
  `/evaluations?${new URLSearchParams({ period: String(period), round: String(round), evaluator: String(evaluator), completion: 'not_completed', card: 'active' })}`;

/** The evaluation list of a round (its progress, and launching it). */
export const roundEvaluationsPath = (period: number | null, round: number | null) =>
  period !== null && round !== null ? `/evaluations?${new URLSearchParams({ period: String(period), round: String(round) })}` : '/evaluations';

/** The goals screen of a period: it opens a period (?period=), not a person, so the missing people are found in its list. */
export const goalsPath = (period: number | null) => (period === null ? '/goals' : `/goals?period=${period}`);

/** A person's performance card of a period. */
export const performanceCardPath = (employee: number, period: number) => `/performance-card/${employee}/${period}`;
