import { goalRoutes } from '@performa/contracts/routes/goals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { goalKeys } from './keys.ts';

/** An employee's goals in a period with their sub goals and the weight total of every round. */
export const getPersonalGoals = (employee: number, period: number) => api.call(goalRoutes.listPersonalGoals, { query: { employee, period } });

export const personalGoalsQuery = (employee: number, period: number) =>
  queryOptions({ queryKey: goalKeys.personal(employee, period), queryFn: () => getPersonalGoals(employee, period) });

export const usePersonalGoals = (employee: number, period: number) => useQuery(personalGoalsQuery(employee, period));
