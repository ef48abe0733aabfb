import { resultRoutes } from '@performa/contracts/routes/results';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { familyKeys } from './keys.ts';

/**
 * A person's results of every period of the selected project, newest first, as the caller may see them
 * (main/employee-result/: the person, their direct manager, an admin in scope; docs/product.md §5.6, §7.4).
 * Shared: the user panel's Results tab lists them, the user dashboard draws them as a trend (§7.9).
 */
export const getPersonResults = (employee: number) => api.call(resultRoutes.employeeResult, { query: { employee, period: null } });

/** Under the performance cards' family: a calibration or a release makes both stale. */
export const personResultsQuery = (employee: number) =>
  queryOptions({
    queryKey: [...familyKeys.performanceCard(), 'person-results', employee] as const,
    queryFn: () => getPersonResults(employee),
    // The screens show the error themselves.
    meta: { silent: true },
  });

export const usePersonResults = (employee: number) => useQuery(personResultsQuery(employee));
