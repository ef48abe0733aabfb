import { goalRoutes } from '@performa/contracts/routes/goals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { goalKeys } from './keys.ts';

/** The project's positional goals, optionally those of one position. */
export const getPositionalGoals = (position: number | null) => api.call(goalRoutes.listPositionalGoals, { query: { position } });

export const positionalGoalsQuery = (position: number | null) =>
  queryOptions({ queryKey: goalKeys.positional(position), queryFn: () => getPositionalGoals(position) });

export const usePositionalGoals = (position: number | null) => useQuery(positionalGoalsQuery(position));
