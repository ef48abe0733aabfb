import { periodRoutes } from '@performa/contracts/routes/setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { periodKeys } from './keys.ts';

/** What deleting a period removes with it: its rounds, personal goals, sub goals, periodic competencies' links. */
export const getPeriodDeleteImpact = (id: number) => api.call(periodRoutes.periodDeleteImpact, { params: { id } });

// Under the setup keys: any setup change refreshes it.
export const periodDeleteImpactQuery = (id: number) => queryOptions({ queryKey: periodKeys.deleteImpact(id), queryFn: () => getPeriodDeleteImpact(id) });

export const usePeriodDeleteImpact = (id: number) => useQuery(periodDeleteImpactQuery(id));
