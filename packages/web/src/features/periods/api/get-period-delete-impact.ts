import { periodRoutes } from '@performa/contracts/routes/setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { setupKeys } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

/** What deleting a period removes with it: its rounds, personal goals, sub goals, periodic competencies' links. */
export const getPeriodDeleteImpact = (id: number) => api.call(periodRoutes.periodDeleteImpact, { params: { id } });

// Under the setup keys: any setup change refreshes it.
export const periodDeleteImpactQuery = (id: number) =>
  queryOptions({ queryKey: [...setupKeys.all(), 'period-delete-impact', id] as const, queryFn: () => getPeriodDeleteImpact(id) });

export const usePeriodDeleteImpact = (id: number) => useQuery(periodDeleteImpactQuery(id));
