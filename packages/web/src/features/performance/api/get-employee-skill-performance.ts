import { resultRoutes } from '@performa/contracts/routes/results';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { performanceKeys } from './keys.ts';

/** An employee's competencies in a period (null: the current one, else the newest): per round the parties, per competency the score per party, the norm and the gap. */
export const getEmployeeSkillPerformance = (employee: number, period: number | null) =>
  api.call(resultRoutes.employeeSkillPerformance, { query: { employee, ...(period ? { period } : {}) } });
export const employeeSkillPerformanceQuery = (employee: number, period: number | null) =>
  queryOptions({
    queryKey: performanceKeys.employeeSkills(employee, period),
    queryFn: () => getEmployeeSkillPerformance(employee, period),
    placeholderData: keepPreviousData,
  });
export const useEmployeeSkillPerformance = (employee: number, period: number | null) => useQuery(employeeSkillPerformanceQuery(employee, period));
