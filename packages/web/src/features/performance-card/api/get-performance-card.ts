import { resultRoutes } from '@performa/contracts/routes/results';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cardKeys } from './keys.ts';

/** The performance card of an employee for a period (docs/product.md §7.6): admins, the employee, their direct manager; anyone else 404. */
export const getPerformanceCard = (employee: number, period: number) => api.call(resultRoutes.performanceCard, { query: { employee, period } });

export const performanceCardQuery = (employee: number, period: number) =>
  queryOptions({
    queryKey: cardKeys.card(employee, period),
    queryFn: () => getPerformanceCard(employee, period),
    // The screen shows a refusal (404: not found) itself.
    meta: { silent: true },
  });

export const usePerformanceCard = (employee: number, period: number) => useQuery(performanceCardQuery(employee, period));
