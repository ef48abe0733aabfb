import { roundRoutes } from '@performa/contracts/routes/setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { periodKeys } from './keys.ts';

/** The rounds of one period, by start date. */
export const getRounds = (periodId: number) => api.call(roundRoutes.listRounds, { query: { period_id: periodId } });

export const roundsQuery = (periodId: number) => queryOptions({ queryKey: periodKeys.rounds(periodId), queryFn: () => getRounds(periodId) });

export const useRounds = (periodId: number) => useQuery(roundsQuery(periodId));
