import { resultRoutes } from '@performa/contracts/routes/results';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { performanceKeys } from './keys.ts';

/** An employee's goals in a period (null: the current one, else the newest) with target, actual, score, weight and sub goals, and G per round. */
export const getEmployeeGoalsResult = (employee: number, period: number | null) =>
  api.call(resultRoutes.employeeGoalsResult, { query: { employee, ...(period ? { period } : {}) } });
export const employeeGoalsResultQuery = (employee: number, period: number | null) =>
  queryOptions({
    queryKey: performanceKeys.employeeGoals(employee, period),
    queryFn: () => getEmployeeGoalsResult(employee, period),
    placeholderData: keepPreviousData,
  });
export const useEmployeeGoalsResult = (employee: number, period: number | null) => useQuery(employeeGoalsResultQuery(employee, period));
